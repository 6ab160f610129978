/**
 * The order ID of an online points request, checked as the form is sent. The rules are @foodspot/schema/validation's
 * (orderIdSchema, ORDER_ID_FORMATS), written again here without zod so the customer area's chunk stays small;
 * order-id.test.ts holds both to the same answers.
 */

/** How Zomato and Swiggy show their order IDs: ORDER_ID_FORMATS of @foodspot/schema/validation. */
export const ORDER_ID_FORMATS = {
  Zomato: { pattern: /^[0-9]{8,14}$/, example: '7012345678' },
  Swiggy: { pattern: /^[0-9]{10,18}$/, example: '168912345678901' },
} as const satisfies Record<string, { pattern: RegExp; example: string }>;

export type OrderIdPlatform = keyof typeof ORDER_ID_FORMATS;

/** Any order ID the API takes once normalised: 4 to 30 letters or digits. */
const ANY_ORDER_ID = /^[A-Z0-9]{4,30}$/;
/** orderIdSchema's limit on what is typed, before normalising. */
const MAX_TYPED = 60;

/** The platform as typed ("zomato ", "SWIGGY") when it is one whose order IDs the app knows, else null. */
export function orderIdPlatform(platform: string): OrderIdPlatform | null {
  const typed = platform.trim().toLowerCase();
  return (Object.keys(ORDER_ID_FORMATS) as OrderIdPlatform[]).find((name) => name.toLowerCase() === typed) ?? null;
}

/** As orderIdSchema keeps it: a leading '#', spaces and dashes dropped, upper case ("#4567 8901" is "45678901"). */
export function normaliseOrderId(typed: string): string {
  return typed.trim().replace(/^#/, '').replace(/[\s-]/g, '').toUpperCase();
}

export type OrderIdCheck =
  | { ok: true; orderId: string | undefined }
  | { ok: false; problem: 'required' | 'format'; platform: OrderIdPlatform; example: string }
  | { ok: false; problem: 'invalid' };

/**
 * The order ID to send for `platform`: required and in the platform's format for Zomato and Swiggy; for any other
 * platform optional (undefined when left empty) and any ID the API takes.
 */
export function checkOrderId(platform: string, typed: string): OrderIdCheck {
  const known = orderIdPlatform(platform);
  const orderId = normaliseOrderId(typed);
  if (known) {
    const { pattern, example } = ORDER_ID_FORMATS[known];
    if (orderId === '') return { ok: false, problem: 'required', platform: known, example };
    if (typed.length > MAX_TYPED || !pattern.test(orderId)) return { ok: false, problem: 'format', platform: known, example };
    return { ok: true, orderId };
  }
  if (orderId === '') return { ok: true, orderId: undefined };
  if (typed.length > MAX_TYPED || !ANY_ORDER_ID.test(orderId)) return { ok: false, problem: 'invalid' };
  return { ok: true, orderId };
}

/** An order ID as a list shows it: its first 4 characters and "…" ("7012…"); a short one whole. */
export function shortOrderId(orderId: string): string {
  return orderId.length > 4 ? `${orderId.slice(0, 4)}…` : orderId;
}
