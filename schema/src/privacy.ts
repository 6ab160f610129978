import { z } from 'zod';
import { isWellFormedText, pinSchema } from './validation.js';

// The notice's version and the stale-version sentence live in ./privacy-notice.ts, without zod, so the client's
// prerendered /privacy page can show the version without downloading zod; they are re-exported here as before.
export {
  CONSENT_VERSION_STALE,
  DELETION_SIGN_IN_WINDOW_MINUTES,
  PRIVACY_NOTICE,
  SIGN_IN_AGAIN_TO_DELETE,
  type PrivacyNoticeResponse,
} from './privacy-notice.js';

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
