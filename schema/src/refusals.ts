// Every refusal a person meets, by a stable reason code: the BFF sends the code (and its values) beside `code`,
// with these English words as `error`; the client shows its own words for the code in the chosen language
// (client/src/lib/refusals.ts) and never decides by matching the English text. No zod here: the client imports it.

/** The English words of each reason; `{{name}}` is a value the refusal carries in `params`. */
export const REFUSALS = {
  // The till: a bill's Customer ID and PIN.
  WRONG_PIN: 'Wrong PIN for this Customer ID.',
  WRONG_PIN_NOW_LOCKED: 'Wrong PIN. Too many wrong PINs: this Customer ID is locked for {{duration}}.',
  CUSTOMER_LOCKED: 'This Customer ID is locked after too many wrong PINs. Try again in {{duration}}, or ask the owner to lift the lock.',
  /** The same lock, said to the owner at their own till: they lift it themselves (ADR 019). */
  CUSTOMER_LOCKED_OWNER:
    'This Customer ID is locked after too many wrong PINs. Try again in {{duration}}, or lift the lock yourself: Owner area → Staff → "Customer ID locked?".',
  UNKNOWN_CUSTOMER: 'No customer has that Customer ID at this restaurant.',
  /** A bill above the restaurant's limit sent without its confirmation: the till asks, then sends it confirmed. */
  LARGE_BILL_UNCONFIRMED: 'This is a large bill. Check the amount with the customer and confirm it.',
  /** An in-store claim approved without the customer's PIN. */
  PIN_NEEDED: "Type the customer's PIN to approve an in-store claim.",
  /** A PIN that is not 4 digits (the till's PIN fields, the profile form). */
  PIN_NOT_FOUR_DIGITS: 'PIN must be exactly 4 digits',
  TILL_PAUSED: 'Too many wrong Customer IDs or PINs from this staff account. Try again in {{duration}}.',
  /** Said after a wrong guess that paused this staff account's credits (`params.tillNowPaused`): a second sentence. */
  TILL_NOW_PAUSED: 'Too many wrong Customer IDs or PINs: in-store credits from this account are paused for 15 minutes.',
  // The till: who works it, and what it may still do.
  ONLY_STAFF: 'Only restaurant staff can do that.',
  NOT_LINKED: 'This staff account is not linked to a restaurant.',
  CHOOSE_TILL: 'Choose the restaurant whose till this is.',
  NOT_YOUR_TILL: 'This restaurant is not one of yours any more. Log in at the till again and choose one of your restaurants.',
  NO_RESTAURANT_YET: 'You own no restaurant yet. Create one at /owner first, then log in at the till.',
  TILL_RESTAURANT_GONE: 'This restaurant no longer exists.',
  NOT_YOUR_TILL_CHOICE: 'You own no restaurant with this ID.',
  ITEM_NOT_FOUND: "That item is not in your restaurant's queue.",
  CREDITS_PAUSED: "This restaurant's loyalty programme is paused: no points can be given until it resumes.",
  BILL_ALREADY_CREDITED: 'This bill was already credited. Start a new bill.',
  BILL_CREDITED_OTHERWISE: 'This bill was already credited with another Customer ID or amount. Start a new bill.',
  CREDIT_NOT_FOUND: 'That credit is not one this staff account made at this restaurant.',
  UNDO_NOT_YOURS: 'Only the staff account that made a credit can undo it.',
  UNDO_TOO_LATE: 'This credit can no longer be undone: a credit can be undone for {{minutes}} minutes after it.',
  UNDO_POINTS_SPENT: 'The points of this credit were already spent: undoing it would leave a negative balance, so it stays.',
  // The till: a points request's rejection.
  REJECTION_NOTE_INVALID: 'The note must be plain text of at most {{max}} characters.',
  NOTE_ONLY_WITH_OTHER: 'A note goes with the reason OTHER only.',
  // Customers: adding a restaurant, claims and requests.
  UNKNOWN_RESTAURANT: 'No restaurant has the ID {{resId}}. Check the ID and try again.',
  ALREADY_IN_LIST: 'This restaurant is already in your list.',
  PROFILE_FIRST: 'Complete your profile first.',
  CLAIM_PENDING: 'You already have a pending claim at this restaurant.',
  REQUEST_PENDING: 'You already have a pending points request at this restaurant.',
  NOT_ENOUGH_POINTS: 'Not enough points to claim reward',
  PLATFORM_TOO_LONG: 'Platform must be at most 40 characters',
  ORDER_ID_ONLINE_ONLY: 'Order IDs are for Zomato or Swiggy orders: choose the platform, or leave the Order ID out.',
  ORDER_ALREADY_ASKED: 'Points for this {{platform}} order were already asked for. Each order earns points once; check the order ID.',
  NOT_IN_LIST: 'This restaurant is not in your list.',
  PROGRAMME_PAUSED: 'This restaurant has paused its loyalty programme. Your points are kept.',
  RESTAURANT_ID_UNKNOWN: 'No restaurant has this ID. Check the ID and try again.',
  ONLY_CUSTOMERS_LIST: 'Only customers have a restaurant list.',
  ONLY_CUSTOMERS_REWARDS: 'Only customers have rewards.',
  ONLY_CUSTOMERS_PROFILE: 'Only customers have a customer profile.',
  CUSTOMER_ID_NOT_ASSIGNED: 'Could not assign a customer ID. Please try again.',
  POINTS_SHORT: 'Not enough points.',
  // Customers: their profile, their data and their account.
  OWNER_ACCOUNT_NOT_CUSTOMER: 'This is a restaurant owner account. Owners work in the owner area at /owner.',
  PROFILE_MISSING: 'You have not completed your profile yet.',
  CONSENT_VERSION_STALE: 'The privacy notice has changed since you opened it. Please read it again and agree to the current version.',
  ONLY_CUSTOMERS_ACCOUNT: 'Only customers have an account to download or delete here.',
  DELETE_PIN_MISSING: 'Enter your PIN to delete your account.',
  DELETE_WRONG_PIN: 'That PIN is not right. Nothing was deleted.',
  DELETE_TOO_MANY_PINS: 'Too many wrong PINs. Try again in {{minutes}} min.',
  SIGN_IN_AGAIN_TO_DELETE: 'To delete your account, sign in again first (within {{minutes}} minutes of deleting). Nothing was deleted.',
  // Signing in and sessions.
  LOG_IN_FIRST: 'Please log in to continue.',
  LOG_IN_AGAIN: 'Please log in again to continue.',
  SESSION_EXPIRED: 'Your session has expired. Please log in again.',
  LOGGED_OUT: 'You have been logged out. Please log in again.',
  SIGN_IN_UNVERIFIED: 'Your sign-in could not be verified. Please sign in again.',
  SIGN_IN_TOO_OLD: 'That sign-in is too old. Please sign in again.',
  FRESH_SIGN_IN_REQUIRED: 'A fresh sign-in token is required.',
  CSRF_INVALID: 'Invalid or missing CSRF token. Reload the page and try again.',
  BUSY: 'We are busy with this right now. Nothing was changed; please try again in a moment.',
  // Rate limits: `duration` is the wait (`durationSeconds`).
  TOO_MANY_SIGN_INS: 'Too many sign-ins to this account. Please wait {{duration}} and try again.',
  TOO_MANY_RESTAURANT_IDS: 'Too many Restaurant IDs tried. Please wait {{duration}} and try again.',
  TOO_MANY_CLAIMS: 'Too many claims and points requests. Please wait {{duration}} and try again.',
  TOO_MANY_CREDITS: 'Too many in-store credits from this account. Please wait {{duration}} and try again.',
  TOO_MANY_LOOKUPS: 'Too many Customer IDs looked up from this account. Please wait {{duration}} and try again.',
  TOO_MANY_UNDOS: 'Too many credits undone from this account. Please wait {{duration}} and try again.',
  TOO_MANY_DECISIONS: 'Too many claims and points requests decided from this account. Please wait {{duration}} and try again.',
  QUERY_BUDGET_SPENT: 'This account is asking for more than it may for now. Please wait {{duration}} and try again.',
  TOO_MANY_REQUESTS: 'Too many requests from this network. Please wait {{duration}} and try again.',
  TOO_MANY_FAILED_SIGN_INS: 'Too many failed sign-ins from this network. Please wait {{duration}} and try again.',
  TOO_MANY_OTP_REQUESTS: 'Too many requests for the local OTP. Please wait {{duration}} and try again.',
  // Owners: signing up, their restaurants and their staff.
  ONLY_OWNERS: 'Only restaurant owners can do that.',
  NOT_YOUR_RESTAURANT: 'You own no restaurant with this ID.',
  RESTAURANT_ID_NOT_FOUND: 'No restaurant has the ID {{resId}}.',
  STAFF_ACCOUNT_NOT_OWNER: 'This is a staff account. An owner needs an account of their own: sign up with another email.',
  CUSTOMER_ACCOUNT_NOT_OWNER: 'This email belongs to a customer account. An owner needs an account of their own: sign up with another email.',
  OWNER_EMAIL_PASSWORD_ONLY: 'Owners sign up with an email and a password.',
  STAFF_SIGN_IN_AT_TILL: 'This is a staff account: staff sign in at /staff.',
  NOT_AN_OWNER: 'This account is not a restaurant owner account. Sign up as an owner with another email, or use the customer app.',
  RESTAURANT_ID_NOT_ASSIGNED: 'Could not assign a Restaurant ID. Please try again.',
  RESTAURANTS_USED_UP_TODAY: 'You have created as many restaurants as one account may today. Try again tomorrow.',
  STAFF_USED_UP_TODAY: 'You have added as many staff as one account may today. Try again tomorrow.',
  CANNOT_ADD_STAFF: 'This email cannot be added as staff here. Use another email for this person.',
  OWN_EMAIL_AS_STAFF:
    'This is your own email. You do not need a staff account: log in at the till (/staff) with your owner account and choose this restaurant.',
  NOT_ON_STAFF: 'This person is not on the staff of this restaurant.',
  LOCK_LIFTS_USED_UP: "This Customer ID's lock was already lifted {{lifts}} times today. It lifts by itself in {{duration}}.",
  // Staff: their account and the queue.
  INVITE_DEAD: 'This link has expired or was already used. Ask the restaurant owner for a new one.',
  STAFF_PASSWORD_SHORT: 'Staff passwords need at least {{min}} characters.',
  /** `kind` is `claim` or `points request`, `status` `approved` or `rejected`. */
  ALREADY_DECIDED: 'This {{kind}} was already {{status}} by another till.',
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
