import type { MeResponse } from '@foodspot/schema/session';
import type { Timestamp } from 'firebase-admin/firestore';

export type Role = 'customer' | 'staff' | 'owner';

/** customers/{customerUid} */
export interface CustomerDoc {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  pin: string | null;
  role: 'customer';
  profileSet: boolean;
  signInMethod: 'phone' | 'email';
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /**
   * Until when cashiers may not credit this customer after wrong PINs (a copy of pinLockouts/{uid}'s lock, written
   * with it, so the restaurant screens that read this document anyway can tell the customer); null or missing: none.
   */
  pinLockedUntil?: Timestamp | null;
  /** The privacy notice version the customer last agreed to, and when (a copy of the newest consent record); missing: none. */
  consent?: { noticeVersion: string; givenAt: Timestamp } | null;
}

/** accountDeletionGuesses/{customerUid}: wrong PINs given to delete the account, since when (5 pause it; services/accounts.ts). */
export interface AccountDeletionGuessesDoc {
  count: number;
  since: Timestamp;
}

/** customers/{customerUid}/consents/{id}: every consent given, kept as the record of it (DPDP Rule 3). */
export interface ConsentDoc {
  noticeVersion: string;
  givenAt: Timestamp;
}

/** The name staff and owners see: first and last name ('Customer' when neither is set). */
export const customerNameOf = (customer: Pick<CustomerDoc, 'firstName' | 'lastName'> | undefined): string =>
  [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || 'Customer';

/** Who the session cookie says the caller is. */
export interface SessionUser {
  uid: string;
  role: Role;
  phoneNumber: string | null;
  email: string | null;
  /** Which session of the user this is (services/sessions.ts `sessionKeyOf`); set when a session cookie was checked. */
  sessionKey?: string;
  /** When the person last proved who they are (the token's `auth_time`), in ms; a session keeps its sign-in's time. */
  signedInAtMs?: number;
  /**
   * An owner at a till: the restaurant this device works for (the `fs_till` cookie, ADR 019). Only a claim: the staff
   * service checks it against the restaurant's `ownerUid` on every call. Ignored for every other role.
   */
  tillRestaurantUid?: string;
}

/** The `Viewer` GraphQL type and the REST `me` response are both built from this. */
export interface ViewerModel {
  uid: string;
  role: Role;
  profileSet: boolean;
  /** Whether the customer agreed to the current privacy notice (staff and owners: always true, they are not asked). */
  consentCurrent: boolean;
  phoneNumber: string | null;
  email: string | null;
  profile: {
    firstName: string;
    lastName: string;
    phone: string;
    email: string | null;
    pin: string;
  } | null;
}

/** What GET /auth/customer/me answers (and a restaurant page carries, http/route-data.ts): the viewer without its profile. */
export const meResponseOf = ({ role, profileSet, consentCurrent, phoneNumber, email }: ViewerModel): MeResponse => ({
  role,
  profileSet,
  consentCurrent,
  phoneNumber,
  email,
});

/** endedSessions/{session key}: a session logged out on its own device, refused until its cookie expires (the TTL field). */
export interface EndedSessionDoc {
  uid: string;
  expiresAt: Timestamp;
  /** When it was logged out (Firestore's time of the write); absent on records written before this field. */
  endedAt?: Timestamp;
}
