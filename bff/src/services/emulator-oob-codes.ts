import { z } from 'zod';

/**
 * Local mode only: the password-reset links the Firebase Auth emulator made (it sends no email), read from its REST API
 * (`GET /emulator/v1/projects/{project}/oobCodes`). The forgot-password form shows the newest for its email
 * (GET /api/v1/local/last-password-reset) and the launcher prints each (dev/otp-feed.ts).
 */
const oobCodesSchema = z.object({
  oobCodes: z.array(z.object({ email: z.string(), requestType: z.string(), oobLink: z.string(), oobCode: z.string() })).default([]),
});

export interface IssuedPasswordReset {
  email: string;
  /** The one-time code; also what names this link. */
  oobCode: string;
  /** The app's own page for it, a path on the app's origin: `/reset-password?mode=resetPassword&oobCode=…[&continueUrl=…]`. */
  link: string;
}

/** Where the app's reset page lives (client/src/features/password-reset); production's Firebase action URL points there too. */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * The emulator's link opens the emulator's own action page; the app's page takes the same code (and where to log in
 * afterwards, the continueUrl the form asked for), so a person sets the new password in the app, as in production.
 */
export function appResetLink(oobLink: string, oobCode: string): string {
  const params = new URLSearchParams({ mode: 'resetPassword', oobCode });
  try {
    const continueUrl = new URL(oobLink).searchParams.get('continueUrl');
    if (continueUrl) params.set('continueUrl', continueUrl);
  } catch {
    // Not a URL: the code alone works.
  }
  return `${RESET_PASSWORD_PATH}?${params.toString()}`;
}

/** Every password-reset link the Auth emulator has pending for the project, oldest first (a used one leaves the list). */
export async function issuedPasswordResets(authEmulatorHost: string, projectId: string): Promise<IssuedPasswordReset[]> {
  const response = await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${projectId}/oobCodes`, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`Auth emulator answered ${response.status} for out-of-band codes`);
  const { oobCodes } = oobCodesSchema.parse(await response.json());
  return oobCodes
    .filter((code) => code.requestType === 'PASSWORD_RESET')
    .map(({ email, oobCode, oobLink }) => ({ email, oobCode, link: appResetLink(oobLink, oobCode) }));
}

/** The newest pending password-reset link for `email` (any case), or null when none was made for it. */
export async function latestPasswordReset(authEmulatorHost: string, projectId: string, email: string): Promise<IssuedPasswordReset | null> {
  const wanted = email.trim().toLowerCase();
  const links = await issuedPasswordResets(authEmulatorHost, projectId);
  return links.filter((link) => link.email.toLowerCase() === wanted).at(-1) ?? null;
}
