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

/** A PIN: exactly 4 digits. */
export const PIN_PATTERN = /^\d{4}$/;
export const PIN_INVALID = 'PIN must be exactly 4 digits';

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
export const LARGE_BILL_UNCONFIRMED = 'This is a large bill. Check the amount with the customer and confirm it.';

/** Minutes after an in-store credit during which the staff account that made it can undo it. */
export const CREDIT_UNDO_MINUTES = 10;

/** Days between announcing a dearer reward and its taking effect (the default; the BFF reads MINIMUM_SPEND_NOTICE_DAYS). */
export const MINIMUM_SPEND_NOTICE_DAYS = 14;

/** How Zomato and Swiggy show their order IDs (digits: Zomato's 10 or 11 today, Swiggy's 12 to 15; a little room either way). */
export const ORDER_ID_FORMATS = {
  Zomato: { pattern: /^[0-9]{8,14}$/, example: '7012345678' },
  Swiggy: { pattern: /^[0-9]{10,18}$/, example: '168912345678901' },
} as const satisfies Record<string, { pattern: RegExp; example: string }>;

/** Any order ID the API takes once normalised: 4 to 30 letters or digits (it names a document). */
export const ORDER_ID_PATTERN = /^[A-Z0-9]{4,30}$/;
/** The longest order ID the API reads as typed, before normalising. */
export const ORDER_ID_MAX_TYPED = 60;
export const ORDER_ID_INVALID = 'Order ID must be 4 to 30 letters or digits, as the app shows it';

/** An order ID as kept: a leading '#', spaces and dashes dropped, upper case ("#4567 8901" is "45678901"). */
export const normaliseOrderId = (typed: string): string => typed.trim().replace(/^#/, '').replace(/[\s-]/g, '').toUpperCase();
