import { lookalikeOrderIdPlatform, normaliseOrderId, ORDER_ID_FORMATS, ORDER_ID_MAX_TYPED } from '@foodspot/schema/rules';

/** The order ID of an online points request, checked as the form is sent, by the rules the API keeps (@foodspot/schema/rules). */
export { normaliseOrderId, ORDER_ID_FORMATS };

export type OrderIdPlatform = keyof typeof ORDER_ID_FORMATS;

/** The platform as typed ("zomato ", "SWIGGY") when it is one whose order IDs the app knows, else null. */
export function orderIdPlatform(platform: string): OrderIdPlatform | null {
  const typed = platform.trim().toLowerCase();
  return (Object.keys(ORDER_ID_FORMATS) as OrderIdPlatform[]).find((name) => name.toLowerCase() === typed) ?? null;
}

export type OrderIdCheck =
  | { ok: true; orderId: string | undefined }
  | { ok: false; problem: 'required' | 'format'; platform: OrderIdPlatform; example: string }
  /** The platform is a near miss of Zomato or Swiggy ("Zomto"): the API refuses it, whatever the order ID. */
  | { ok: false; problem: 'lookalike'; platform: OrderIdPlatform }
  | { ok: false; problem: 'invalid' };

/**
 * The order ID to send for `platform`: required and in the platform's format for Zomato and Swiggy; for any other
 * platform optional (undefined when left empty) and any ID the API takes.
 */
export function checkOrderId(platform: string, typed: string): OrderIdCheck {
  const lookalike = lookalikeOrderIdPlatform(platform);
  if (lookalike) return { ok: false, problem: 'lookalike', platform: lookalike };
  const known = orderIdPlatform(platform);
  const orderId = normaliseOrderId(typed);
  if (known) {
    const { pattern, example } = ORDER_ID_FORMATS[known];
    if (orderId === '') return { ok: false, problem: 'required', platform: known, example };
    if (typed.length > ORDER_ID_MAX_TYPED || !pattern.test(orderId)) return { ok: false, problem: 'format', platform: known, example };
    return { ok: true, orderId };
  }
  // Only Zomato and Swiggy orders carry an order ID (the API refuses one for any other platform).
  return orderId === '' ? { ok: true, orderId: undefined } : { ok: false, problem: 'invalid' };
}

/** An order ID as a list shows it: its first 4 characters and "…" ("7012…"); a short one whole. */
export function shortOrderId(orderId: string): string {
  return orderId.length > 4 ? `${orderId.slice(0, 4)}…` : orderId;
}
