import { z } from 'zod';
import { isWellFormedText } from './validation.js';

// The notice's version and the stale-version sentence live in ./privacy-notice.ts, without zod, so the client's
// prerendered /privacy page can show the version without downloading zod; they are re-exported here as before.
export { CONSENT_VERSION_STALE, PRIVACY_NOTICE, type PrivacyNoticeResponse } from './privacy-notice.js';

const NOT_A_VERSION = 'noticeVersion must be the version of the privacy notice (GET /api/v1/privacy-notice).';

/**
 * POST /api/v1/customer/consent: the version of the notice the customer read and agreed to. Any short text
 * passes here; one that is not the current version is refused by the service (400 CONSENT_VERSION).
 */
export const consentBodySchema = z.strictObject({
  noticeVersion: z.string({ error: NOT_A_VERSION }).max(40, NOT_A_VERSION).refine(isWellFormedText, { message: NOT_A_VERSION, abort: true }),
});
