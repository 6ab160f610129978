/**
 * The readable "this browser holds (or held) a session" cookie (docs/decisions/005): set by the BFF with
 * every session cookie, read by the client to decide whether asking `me` is worth a request.
 */
export const SIGNED_IN_HINT_COOKIE = 'fs_signed_in';

export type Role = 'customer' | 'staff' | 'owner';

/** What GET /auth/customer/me answers for a signed-in user. */
export interface MeResponse {
  role: Role;
  profileSet: boolean;
  /** Whether the customer agreed to the current privacy notice (always true for staff and owners). */
  consentCurrent: boolean;
  phoneNumber: string | null;
  email: string | null;
}

/**
 * The staff login's refusal (409, `reason`) of an owner of several restaurants who named none (ADR 019): the body's
 * `restaurants` are the ones to choose from; the client asks and logs in again naming one.
 */
export const CHOOSE_RESTAURANT = 'CHOOSE_RESTAURANT';

/** One restaurant an owner may work the till of, as the staff login lists them. */
export interface TillRestaurant {
  restaurantUid: string;
  name: string;
  resId: string;
}

/** addStaff's refusal (`extensions.reason`) of the owner's own email: the owner works the till with their own account. */
export const OWN_EMAIL_AS_STAFF = 'OWN_EMAIL_AS_STAFF';
