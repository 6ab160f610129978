import {
  lookalikeOrderIdPlatform,
  normaliseOrderId,
  ONLINE_PLATFORMS,
  ORDER_ID_FORMATS,
  ORDER_ID_MAX_TYPED,
  orderIdPlatform,
  orderIdProblem,
  type OrderIdPlatform,
} from '@foodspot/schema/rules';

/** The order ID of an online points request, checked as the form is sent, by the rules the API keeps (@foodspot/schema/rules). */
export { normaliseOrderId, ONLINE_PLATFORMS, ORDER_ID_FORMATS, orderIdPlatform, type OrderIdPlatform };

export type OrderIdCheck =
  | { ok: true; orderId: string | undefined }
  | { ok: false; problem: 'required' | 'format'; platform: OrderIdPlatform; example: string }
  /** The platform is a near miss of Zomato or Swiggy ("Zomto"): the API refuses it, whatever the order ID. */
  | { ok: false; problem: 'lookalike'; platform: OrderIdPlatform }
  | { ok: false; problem: 'invalid' };

/**
 * The canonical order ID to send for `platform`: required and in the platform's format for Zomato and Swiggy (the
 * API's own check, orderIdProblem); for any other platform optional (undefined when left empty).
 */
export function checkOrderId(platform: string, typed: string): OrderIdCheck {
  const lookalike = lookalikeOrderIdPlatform(platform);
  if (lookalike) return { ok: false, problem: 'lookalike', platform: lookalike };
  const orderId = normaliseOrderId(typed);
  const known = orderIdPlatform(platform);
  // Only Zomato and Swiggy orders carry an order ID (the API refuses one for any other platform).
  if (!known) return orderId === '' ? { ok: true, orderId: undefined } : { ok: false, problem: 'invalid' };
  const { example } = ORDER_ID_FORMATS[known];
  if (orderId === '') return { ok: false, problem: 'required', platform: known, example };
  if (typed.length > ORDER_ID_MAX_TYPED || orderIdProblem(known, orderId)) return { ok: false, problem: 'format', platform: known, example };
  return { ok: true, orderId };
}

/** An order ID as a list shows it: its first 4 characters and "…" ("7012…"); a short one whole. */
export function shortOrderId(orderId: string): string {
  return orderId.length > 4 ? `${orderId.slice(0, 4)}…` : orderId;
}
