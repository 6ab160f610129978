/**
 * The privacy notice's version (docs/privacy.md): a customer's consent counts for this version only. Change it
 * (and `updatedAt`) whenever what the notice says changes: every customer then meets the consent screen once.
 */
export const PRIVACY_NOTICE = { version: '2026-11-26', updatedAt: '2026-11-26T00:00:00.000Z' } as const;

/** What GET /api/v1/privacy-notice answers. */
export type PrivacyNoticeResponse = typeof PRIVACY_NOTICE;

/** The sentence a stale or unknown version gets (400 CONSENT_VERSION). */
export const CONSENT_VERSION_STALE = 'The privacy notice has changed since you opened it. Please read it again and agree to the current version.';

/**
 * Deleting the account needs a sign-in (phone OTP or email password) of the last 10 minutes, besides the PIN: the
 * PIN is shown to whoever holds the session (the restaurant page shows it for the till), so it proves nothing
 * against a phone left unlocked or a session taken weeks ago. An older session is answered 403 SIGN_IN_AGAIN.
 */
export const DELETION_SIGN_IN_WINDOW_MINUTES = 10;
export const SIGN_IN_AGAIN_TO_DELETE = `To delete your account, sign in again first (within ${DELETION_SIGN_IN_WINDOW_MINUTES} minutes of deleting). Nothing was deleted.`;
