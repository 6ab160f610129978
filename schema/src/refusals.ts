// Every refusal a person meets, by a stable reason code: the BFF sends the code (and its values) beside `code`,
// with these English words as `error`; the client shows its own words for the code in the chosen language
// (client/src/lib/refusals.ts) and never decides by matching the English text. No zod here: the client imports it.

/** The English words of each reason; `{{name}}` is a value the refusal carries in `params`. */
export const REFUSALS = {
  // The till: a bill's Customer ID and PIN.
  WRONG_PIN: 'Wrong PIN for this Customer ID.',
  WRONG_PIN_NOW_LOCKED: 'Wrong PIN. Too many wrong PINs: this Customer ID is locked for {{duration}}.',
  CUSTOMER_LOCKED: 'This Customer ID is locked after too many wrong PINs. Try again in {{duration}}, or ask the owner to lift the lock.',
  UNKNOWN_CUSTOMER: 'No customer has that Customer ID at this restaurant.',
  /** A bill above the restaurant's limit sent without its confirmation: the till asks, then sends it confirmed. */
  LARGE_BILL_UNCONFIRMED: 'This is a large bill. Check the amount with the customer and confirm it.',
  /** An in-store claim approved without the customer's PIN. */
  PIN_NEEDED: "Type the customer's PIN to approve an in-store claim.",
  TILL_PAUSED: 'Too many wrong Customer IDs or PINs from this staff account. Try again in {{duration}}.',
  /** Said after a wrong guess that paused this staff account's credits (`params.tillNowPaused`): a second sentence. */
  TILL_NOW_PAUSED: 'Too many wrong Customer IDs or PINs: in-store credits from this account are paused for 15 minutes.',
  // The till: a points request's rejection.
  REJECTION_NOTE_INVALID: 'The note must be plain text of at most {{max}} characters.',
  // Customers: adding a restaurant, claims and requests.
  UNKNOWN_RESTAURANT: 'No restaurant has the ID {{resId}}. Check the ID and try again.',
  ALREADY_IN_LIST: 'This restaurant is already in your list.',
  PROFILE_FIRST: 'Complete your profile first.',
  CLAIM_PENDING: 'You already have a pending claim at this restaurant.',
  REQUEST_PENDING: 'You already have a pending points request at this restaurant.',
  NOT_ENOUGH_POINTS: 'Not enough points to claim reward',
  ORDER_ALREADY_ASKED: 'Points for this {{platform}} order were already asked for. Each order earns points once; check the order ID.',
} as const;

export type RefusalReason = keyof typeof REFUSALS;
/**
 * The values a refusal's words name: a Restaurant ID, a platform; a wait as `durationSeconds` (each language says it
 * in its own words: `duration` is the English); `tillNowPaused: 1` adds TILL_NOW_PAUSED's sentence.
 */
export type RefusalParams = Readonly<Record<string, string | number>>;

export const isRefusalReason = (value: unknown): value is RefusalReason => typeof value === 'string' && Object.hasOwn(REFUSALS, value);

/** The English words of a refusal with its values filled in. */
export function refusalText(reason: RefusalReason, params: RefusalParams = {}): string {
  const words = REFUSALS[reason].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  return params['tillNowPaused'] ? `${words} ${REFUSALS.TILL_NOW_PAUSED}` : words;
}
