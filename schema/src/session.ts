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
