/**
 * The privacy notice's version (docs/privacy.md): a customer's consent counts for this version only. Change it
 * (and `updatedAt`) whenever what the notice says changes: every customer then meets the consent screen once.
 */
export const PRIVACY_NOTICE = { version: '2026-11-26', updatedAt: '2026-11-26T00:00:00.000Z' } as const;

/** What GET /api/v1/privacy-notice answers. */
export type PrivacyNoticeResponse = typeof PRIVACY_NOTICE;

/** The sentence a stale or unknown version gets (400 CONSENT_VERSION). */
export const CONSENT_VERSION_STALE = 'The privacy notice has changed since you opened it. Please read it again and agree to the current version.';
