import type { ClientConfig } from '@foodspot/schema/client-config';

/**
 * Run-time configuration handed to the page by the BFF as a JSON data block
 * (`<script type="application/json" id="app-config">`), so one build serves local and production.
 * Its shape is the BFF's (`ClientConfig`). Validated by hand (no zod here): this module is in the entry chunk of `/`.
 */
export type AppConfig = ClientConfig;

/** Used when the page carries no config (unit tests, a bare `vite` run). */
export const DEFAULT_CONFIG: AppConfig = {
  mode: 'production',
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-foodspot.firebaseapp.com', projectId: 'demo-foodspot' },
  authEmulatorUrl: null,
  support: { email: 'support@foodspot.example', phone: '+91 98765 43210' },
  grievance: { name: 'Grievance Officer', email: 'grievance@foodspot.example' },
};

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Parses and validates the config JSON; an invalid field falls back to its default, with a console warning. */
export function parseAppConfig(raw: unknown): AppConfig {
  const problems: string[] = [];
  const source = isObject(raw) ? raw : {};
  if (!isObject(raw)) problems.push('config is not an object');

  const mode = source.mode === 'local' || source.mode === 'production' ? source.mode : null;
  if (!mode) problems.push('mode must be "local" or "production"');

  const firebaseSource = isObject(source.firebase) ? source.firebase : {};
  const firebase: AppConfig['firebase'] = { ...DEFAULT_CONFIG.firebase };
  for (const key of ['apiKey', 'authDomain', 'projectId'] as const) {
    const value = text(firebaseSource[key]);
    if (value) firebase[key] = value;
    else problems.push(`firebase.${key} is missing`);
  }
  const appId = text(firebaseSource.appId);
  if (appId) firebase.appId = appId;

  let authEmulatorUrl: string | null = null;
  if (source.authEmulatorUrl !== null && source.authEmulatorUrl !== undefined) {
    const value = text(source.authEmulatorUrl);
    if (value && /^https?:\/\//.test(value)) authEmulatorUrl = value;
    else problems.push('authEmulatorUrl must be an http(s) URL or null');
  }

  const supportSource = isObject(source.support) ? source.support : {};
  const support = {
    email: text(supportSource.email) ?? DEFAULT_CONFIG.support.email,
    phone: text(supportSource.phone) ?? DEFAULT_CONFIG.support.phone,
  };

  const grievanceSource = isObject(source.grievance) ? source.grievance : {};
  const grievance = {
    name: text(grievanceSource.name) ?? DEFAULT_CONFIG.grievance.name,
    email: text(grievanceSource.email) ?? DEFAULT_CONFIG.grievance.email,
  };

  if (problems.length > 0) console.warn(`app-config: ${problems.join('; ')}`);
  return { mode: mode ?? DEFAULT_CONFIG.mode, firebase, authEmulatorUrl, support, grievance };
}

/** Reads #app-config from the document; the defaults when it is absent or not JSON. */
export function readAppConfig(doc: Document = document): AppConfig {
  const element = doc.getElementById('app-config');
  if (!element?.textContent) return DEFAULT_CONFIG;
  try {
    return parseAppConfig(JSON.parse(element.textContent));
  } catch {
    console.warn('app-config: not valid JSON, using defaults');
    return DEFAULT_CONFIG;
  }
}

let cached: AppConfig | null = null;

export function getConfig(): AppConfig {
  cached ??= readAppConfig();
  return cached;
}

/** Tests change #app-config between cases; this makes the next getConfig() read it again. */
export function resetConfigCache(): void {
  cached = null;
}
