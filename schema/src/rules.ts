// Rules the client checks before sending and the BFF enforces: one definition for both sides.
// No zod here: the client imports these into its small screens.

/** The most points (or rupees of an in-store bill) one staff action may give. */
export const MAX_POINTS_PER_ACTION = 100_000;

/** The most history rows one page may hold (`history(first:)`, 1..this). */
export const HISTORY_MAX_PAGE = 100;

/** A Customer ID: the 6 digits (100000 to 999999) a customer reads out at the counter. */
export const CUSTOMER_ID_PATTERN = /^\d{6}$/;
export const CUSTOMER_ID_INVALID = 'Customer ID must be 6 digits';

/** The profile's phone: a mobile number (schema/src/profile.ts). */
export const PHONE_INVALID = 'Phone must be a mobile number, e.g. 98765 43210';

/** The fewest characters a staff password has (the set-password page checks the same before sending). */
export const MIN_STAFF_PASSWORD = 8;

/** A PIN: exactly 4 digits. */
export const PIN_PATTERN = /^\d{4}$/;
/** The words of REFUSALS.PIN_NOT_FOUR_DIGITS, as a literal: the catalogue stays out of the small screens' bundles. */
export const PIN_INVALID = 'PIN must be exactly 4 digits';

/**
 * A claim approved at the counter (platform In-Store): the till checks the customer's PIN first, with the lockouts
 * of an in-store credit. Only a claim for a Zomato or Swiggy order (the spellings the claim form and the API make of
 * them) is approved without one: any other platform, however it is spelled ("in store", "Counter"), asks for the PIN.
 */
export const claimNeedsPin = (platform: string) => platform !== 'Zomato' && platform !== 'Swiggy';

/**
 * A Restaurant ID as a link or a poster carries it (`/home/add-restaurant?resId=FS1001`): letters, digits,
 * '-' and '_', at most 40. A link's value outside this is refused before anything is sent.
 */
export const RESTAURANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const RESTAURANT_ID_UNKNOWN = 'No restaurant has this ID. Check the ID and try again.';

/** The most points a reward may need (an owner's minimumSpend: 1..100000). */
export const MAX_MINIMUM_SPEND = 100_000;
export const RESTAURANT_PHONE_INVALID = 'Phone must be an Indian number with its area code, e.g. 044 2434 1001 or 98765 43210';

/** Bills above this many rupees need the cashier to confirm them (`confirmLargeBill`), unless the owner sets another. */
export const DEFAULT_LARGE_BILL_THRESHOLD = 10_000;

/** Minutes after an in-store credit during which the staff account that made it can undo it. */
export const CREDIT_UNDO_MINUTES = 10;

/** Days between announcing a dearer reward and its taking effect (the default; the BFF reads MINIMUM_SPEND_NOTICE_DAYS). */
export const MINIMUM_SPEND_NOTICE_DAYS = 14;

/**
 * The platforms whose order IDs we know, and their formats once canonical (normaliseOrderId): Zomato's are 10 digits,
 * Swiggy's 15. Exact lengths on purpose: each extra length a format allows is another spelling of one order.
 */
export const ORDER_ID_FORMATS = {
  Zomato: { pattern: /^[1-9][0-9]{9}$/, example: '7012345678' },
  Swiggy: { pattern: /^[1-9][0-9]{14}$/, example: '168912345678901' },
} as const satisfies Record<string, { pattern: RegExp; example: string }>;

export type OrderIdPlatform = keyof typeof ORDER_ID_FORMATS;

/** The online platforms a customer picks from (claims and points requests); the API still takes others as typed. */
export const ONLINE_PLATFORMS = Object.keys(ORDER_ID_FORMATS) as OrderIdPlatform[];

/** Edits (insert, delete, replace) that turn `a` into `b`: Levenshtein's distance, for short words. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The platform whose order IDs we know that `platform` is a near miss of ("Zomto", "Zomato App", "Zomatо" with a
 * Cyrillic o, "swigy"), else null (also for the name itself, in any case). A near miss would skip the order ID that
 * Zomato and Swiggy orders must carry, so a points request with one is refused with the name it looks like.
 */
export function lookalikeOrderIdPlatform(platform: string): OrderIdPlatform | null {
  const typed = platform.trim().toLowerCase();
  const letters = typed.replace(/[^\p{L}\p{N}]/gu, '');
  for (const name of ONLINE_PLATFORMS) {
    const known = name.toLowerCase();
    if (typed === known) return null;
    if (letters.includes(known) || editDistance(letters, known) <= 2) return name;
  }
  return null;
}

/** What a points request with a near-miss platform is told (the app says it in the customer's language). */
export const platformLookalikeMessage = (platform: OrderIdPlatform) =>
  `Did you mean ${platform}? Type ${platform} as the platform, with its order ID.`;

/** Any order ID the API takes once canonical: 4 to 30 letters or digits (it names a document). */
export const ORDER_ID_PATTERN = /^[A-Z0-9]{4,30}$/;
/** The longest order ID the API reads as typed, before normalising. */
export const ORDER_ID_MAX_TYPED = 60;
export const ORDER_ID_INVALID = 'Order ID must be 4 to 30 letters or digits, as the app shows it';

/**
 * An order ID's one canonical form, the one kept, shown and made unique: '#', spaces and separators ('-', '_', '.')
 * dropped, upper case, leading zeros dropped ("#0073-2305 7103" is "7323057103"). Platforms show their IDs as numbers,
 * so "007323057103" is the same order: without this it would be a second key for it, and earn twice.
 */
export const normaliseOrderId = (typed: string): string =>
  typed
    .replace(/[\s#._-]/g, '')
    .toUpperCase()
    .replace(/^0+(?=.)/, '');

/** The platform as typed ("zomato ", "SWIGGY") when it is one whose order IDs we know, else null. */
export function orderIdPlatform(platform: string): OrderIdPlatform | null {
  const typed = platform.trim().toLowerCase();
  return ONLINE_PLATFORMS.find((name) => name.toLowerCase() === typed) ?? null;
}

export type OrderIdProblem =
  | { problem: 'format'; platform: OrderIdPlatform; example: string }
  /** The platform is a near miss of Zomato or Swiggy ("Zomto"): refused whatever the order ID. */
  | { problem: 'lookalike'; platform: OrderIdPlatform }
  /** An order ID for a platform whose order IDs we do not know. */
  | { problem: 'unknownPlatform' };

/**
 * What is wrong with a canonical order ID for `platform`, or null: the one check of the format, run by the app's form
 * and by the BFF before the ID becomes a uniqueness key.
 */
export function orderIdProblem(platform: string, canonical: string): OrderIdProblem | null {
  const lookalike = lookalikeOrderIdPlatform(platform);
  if (lookalike) return { problem: 'lookalike', platform: lookalike };
  const known = orderIdPlatform(platform);
  if (!known) return { problem: 'unknownPlatform' };
  const { pattern, example } = ORDER_ID_FORMATS[known];
  return pattern.test(canonical) ? null : { problem: 'format', platform: known, example };
}
