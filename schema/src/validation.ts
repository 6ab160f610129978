import { z } from 'zod';
import {
  CUSTOMER_ID_INVALID,
  CUSTOMER_ID_PATTERN,
  HISTORY_MAX_PAGE,
  MAX_POINTS_PER_ACTION,
  normaliseOrderId,
  ORDER_ID_INVALID,
  ORDER_ID_MAX_TYPED,
  ORDER_ID_PATTERN,
  PIN_INVALID,
  PIN_PATTERN,
  RESTAURANT_ID_UNKNOWN,
  MIN_STAFF_PASSWORD,
} from './rules.js';
import { REJECTION_NOTE_MAX, REJECTION_REASON_CODES, type RejectionReason } from './rejection-reasons.js';

// Input schemas shared by the client forms and the BFF, so both sides agree on what is valid.

// A lone UTF-16 surrogate is not text: Firestore refuses it (after retrying its transaction for a minute).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every string that comes from outside must be well-formed Unicode. */
export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value);

/** A string input: required (with this message when missing) and well-formed. */
const text = (missing: string, label: string) =>
  z.string({ error: missing }).refine(isWellFormedText, { message: `${label} contains characters that are not valid text`, abort: true });

const utf8 = new TextEncoder();

/**
 * Whether Firestore accepts this as a document id: no '/', not '.' or '..', not '__…__' (reserved),
 * at most 1,500 bytes, well-formed. One rule for every id that comes from outside.
 */
export function isDocumentId(value: string): boolean {
  return (
    value.length > 0 &&
    isWellFormedText(value) &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value) &&
    utf8.encode(value).length <= 1500
  );
}

/** An id that names a Firestore document (restaurantUid, history cursor, …), checked before any read. */
export const documentIdSchema = (label: string, max = 128) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} is not valid`)
    .refine(isDocumentId, `${label} is not valid`);

/** An optional text field: empty means none (null). */
export const optionalText = (label: string, max: number) =>
  text(`${label} must be text`, label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A required text field, trimmed, at most `max` characters. */
export const requiredText = (label: string, max = 100) =>
  text(`${label} is required`, label).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

// Control characters (NUL, line breaks, …) and the bidirectional overrides and isolates, which make a text
// read differently from what it is: staff see customers' names at the till, customers see restaurants' names.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

const UNSHOWN_IN_NOTES = /[\u{E0000}-\u{E007F}\p{Co}\uFDD0-\uFDEF\uFFFE\uFFFF]/u;
const SHOWS = /[^\p{Cf}\p{Z}\s]/u;

/** Required text that others read (names, cities, reward texts): trimmed, at most `max`, only characters that show as what they are. */
export const visibleText = (label: string, max: number) =>
  requiredText(label, max).refine((value) => !HIDDEN_CHARACTERS.test(value), `${label} contains characters that are not valid text`);

export const pinSchema = text('PIN is required', 'PIN').regex(PIN_PATTERN, PIN_INVALID);

export const loginMethodSchema = z.enum(['phone', 'email'], {
  error: 'method must be phone or email',
});

export const loginBodySchema = z.object({
  idToken: text('idToken is required', 'idToken').min(1, 'idToken is required').max(4096),
  method: loginMethodSchema,
});

export const signupBodySchema = loginBodySchema.pick({ idToken: true });

const inviteTokenSchema = text('token is required', 'token').max(100, 'token is not valid');

/** `POST /auth/staff/invite`: which account a set-password link is for. */
export const staffInviteBodySchema = z.object({ token: inviteTokenSchema });

/** `POST /auth/staff/set-password`: the link's token and the new password (Firebase Auth takes at most 4096 bytes). */
export const staffSetPasswordBodySchema = z.object({
  token: inviteTokenSchema,
  password: text('password is required', 'password')
    .min(MIN_STAFF_PASSWORD, `Staff passwords need at least ${MIN_STAFF_PASSWORD} characters.`)
    .max(1024, 'password must be at most 1024 characters'),
});

/** The staff login: an owner may name the restaurant whose till this is (ADR 019); staff accounts have their own. */
export const staffLoginBodySchema = signupBodySchema.extend({ restaurantUid: documentIdSchema('restaurantUid').optional() });

/** The spellings the product shows for the platforms it knows; anything else is kept as typed. */
const KNOWN_PLATFORMS = ['In-Store', 'Zomato', 'Swiggy'] as const;

export const platformSchema = text('Platform is required', 'Platform')
  .trim()
  .min(1, 'Platform is required')
  // REFUSALS.PLATFORM_TOO_LONG's words (a literal: the catalogue stays out of the bundles), so it carries that reason.
  .max(40, 'Platform must be at most 40 characters')
  .transform((value) => KNOWN_PLATFORMS.find((known) => known.toLowerCase() === value.toLowerCase()) ?? value);

export const resIdSchema = text('Restaurant ID is required', 'Restaurant ID')
  .trim()
  .min(1, 'Restaurant ID is required')
  .max(40, 'Restaurant ID must be at most 40 characters')
  // No ID has spaces: "FS 1001", typed as it was read out, is FS1001.
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  // It is looked up as a document id: "a/b" or "__X__" is not a restaurant's ID, whatever it names.
  .refine(isDocumentId, RESTAURANT_ID_UNKNOWN);

export const addRestaurantBodySchema = z.object({ resId: resIdSchema });

/** Restaurant uids are Firestore document ids made by Firestore (20 letters and digits) or the seed. */
export const restaurantUidSchema = documentIdSchema('restaurantUid').refine((value) => /^[A-Za-z0-9_-]+$/.test(value), 'restaurantUid is not valid');

/** The `after` cursor of a history page: the id of the last row shown. */
export const historyCursorSchema = documentIdSchema('after');

/** The size of a history page. */
export const historyFirstSchema = z
  .number()
  .int(`first must be between 1 and ${HISTORY_MAX_PAGE}`)
  .min(1, `first must be between 1 and ${HISTORY_MAX_PAGE}`)
  .max(HISTORY_MAX_PAGE, `first must be between 1 and ${HISTORY_MAX_PAGE}`);

/** Points (or rupees of a bill) one staff action gives. */
export const pointsAmountSchema = (label: string) => {
  const message = `${label} must be a whole number from 1 to ${MAX_POINTS_PER_ACTION.toLocaleString('en-IN')}`;
  return z.number({ error: message }).int(message).min(1, message).max(MAX_POINTS_PER_ACTION, message);
};

/** A Customer ID as staff type it (spaces around are forgiven). */
export const customerIdSchema = text(CUSTOMER_ID_INVALID, 'Customer ID').trim().regex(CUSTOMER_ID_PATTERN, CUSTOMER_ID_INVALID);

/** A PIN as staff type it (spaces around are forgiven). */
export const typedPinSchema = text(PIN_INVALID, 'PIN').trim().regex(PIN_PATTERN, PIN_INVALID);

/**
 * What makes a retried staff action the same action (a UUID from the console): letters, digits and '-',
 * 8 to 64 of them, so it can name a Firestore document as it is.
 */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'idempotencyKey must be 8 to 64 letters, digits or dashes (a UUID)');

export const platformBodySchema = z.object({ platform: platformSchema, restaurantUid: restaurantUidSchema });

/**
 * An online order's ID as the platform shows it, made canonical (normaliseOrderId): "#0045-678 901" and "45678901"
 * are one order. The platform's own format (orderIdProblem) is checked where the platform is known: the app's form
 * and the rewards service.
 */
export const orderIdSchema = z
  .string({ error: ORDER_ID_INVALID })
  .max(ORDER_ID_MAX_TYPED, ORDER_ID_INVALID)
  .transform(normaliseOrderId)
  .refine((value) => ORDER_ID_PATTERN.test(value), ORDER_ID_INVALID);

/** POST /customer/request-points: the spec's body, and the order ID (optional so the spec's client still works). */
export const requestPointsBodySchema = platformBodySchema.extend({ orderId: orderIdSchema.optional() });

/**
 * A cashier's rejection of a points request: a reason from the till's list, and with OTHER an optional note (trimmed,
 * at most REJECTION_NOTE_MAX, only characters that show as what they are; empty means none). The customer reads both.
 */
export const rejectionSchema = z
  .object({
    reason: z.enum(REJECTION_REASON_CODES as [RejectionReason, ...RejectionReason[]], { error: 'Choose a reason from the list.' }),
    note: text('The note must be text', 'The note')
      .trim()
      .max(REJECTION_NOTE_MAX, `The note must be at most ${REJECTION_NOTE_MAX} characters`)
      .refine((value) => !HIDDEN_CHARACTERS.test(value), 'The note contains characters that are not valid text')
      // The customer reads it: no tag characters, private-use or non-characters, and something that shows (a note of
      // zero-width spaces alone would read as nothing). Joiners inside words stay: Devanagari uses them.
      .refine((value) => value === '' || (!UNSHOWN_IN_NOTES.test(value) && SHOWS.test(value)), 'The note contains characters that are not valid text')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((rejection) => rejection.reason === 'OTHER' || rejection.note === null, {
    message: 'A note goes with the reason OTHER only.',
    path: ['note'],
  });

export type Rejection = z.infer<typeof rejectionSchema>;
