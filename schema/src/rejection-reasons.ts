// Why a cashier rejected a points request: a short fixed list the till offers, shown to the customer in their language.
// The BFF stores the code (and an OTHER's note); the client has the Hindi words (client/src/lib/locales/hi.ts). No zod
// here: the client imports it (the note's zod schema is in validation.ts).

/** The English words of each reason, as the customer reads them after "Rejected: ". */
export const REJECTION_REASONS = {
  ORDER_NOT_FOUND: 'We could not find this order',
  NOT_OUR_ORDER: 'This order was not from this restaurant',
  ALREADY_CREDITED: 'Points for this order were already given',
  ORDER_CANCELLED: 'The order was cancelled or refunded',
  /** The cashier may add a short note saying why. */
  OTHER: 'Another reason',
} as const;

export type RejectionReason = keyof typeof REJECTION_REASONS;

/** In the order the till lists them (OTHER last, with its note). */
export const REJECTION_REASON_CODES = Object.keys(REJECTION_REASONS) as RejectionReason[];

/** The longest note a cashier may add to an OTHER rejection (it shows on a phone, under the status). */
export const REJECTION_NOTE_MAX = 140;

export const isRejectionReason = (value: unknown): value is RejectionReason => typeof value === 'string' && Object.hasOwn(REJECTION_REASONS, value);
