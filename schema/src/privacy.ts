import { z } from 'zod';
import { isWellFormedText, pinSchema } from './validation.js';

/**
 * The privacy notice's version (docs/privacy.md): a customer's consent counts for this version only. Change it
 * (and `updatedAt`) whenever what the notice says changes: every customer then meets the consent screen once.
 */
export const PRIVACY_NOTICE = { version: '2026-11-26', updatedAt: '2026-11-26T00:00:00.000Z' } as const;

/** What GET /api/v1/privacy-notice answers. */
export type PrivacyNoticeResponse = typeof PRIVACY_NOTICE;

/** The sentence a stale or unknown version gets (400 CONSENT_VERSION). */
export const CONSENT_VERSION_STALE = 'The privacy notice has changed since you opened it. Please read it again and agree to the current version.';

/** What "Download my data" costs from the account's query-cost bucket (it reads every row, as a whole history page would). */
export const DATA_EXPORT_QUERY_COST = 250;

/** DELETE /api/v1/customer/account: the customer's PIN (none for a customer who never saved a profile). */
export const deleteAccountBodySchema = z.strictObject({ pin: pinSchema.optional() });

const NOT_A_VERSION = 'noticeVersion must be the version of the privacy notice (GET /api/v1/privacy-notice).';

/**
 * POST /api/v1/customer/consent: the version of the notice the customer read and agreed to. Any short text
 * passes here; one that is not the current version is refused by the service (400 CONSENT_VERSION).
 */
export const consentBodySchema = z.strictObject({
  noticeVersion: z.string({ error: NOT_A_VERSION }).max(40, NOT_A_VERSION).refine(isWellFormedText, { message: NOT_A_VERSION, abort: true }),
});
