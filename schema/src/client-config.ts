/**
 * What the browser needs at run time: built by the BFF from its configuration and served inside
 * index.html as a JSON data block (`<script type="application/json" id="app-config">`), read by the client.
 */
export interface ClientConfig {
  mode: AppMode;
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  authEmulatorUrl: string | null;
  support: { email: string; phone: string };
  /** The grievance officer the privacy notice and Contact Us name (DPDP Act 2023, s. 8(10)): whom a customer writes to first. */
  grievance: { name: string; email: string };
}

export type AppMode = 'local' | 'production';
