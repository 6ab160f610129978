import type { Timestamp } from 'firebase-admin/firestore';

/** staff/{uid}: the one restaurant a staff account works for. */
export interface StaffDoc {
  restaurantUid: string;
  email: string;
  /** The owner who added the account (missing on accounts the seed or the CLI made). */
  ownerUid?: string;
}

/**
 * restaurants/{restaurantUid}/creditReceipts/{idempotencyKey}: what the first in-store credit with this key
 * did, written in its transaction, so a retry (a double tap, a resend after a dropped connection) within
 * `CREDIT_RECEIPT_TTL_MS` gets the same answer and credits nothing. `expiresAt` is the Firestore TTL field.
 */
export interface CreditReceiptDoc {
  cusId: string;
  amount: number;
  /** The balance the first credit answered. */
  balance: number;
  creditedBy: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}
export const CREDIT_RECEIPT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Wrong in-store guesses, for a lockout kept in Firestore so every replica sees it:
 * - pinLockouts/{customerUid}: wrong PINs for one customer, at every restaurant together;
 * - staffPinGuesses/{staffUid}: wrong PINs and unknown Customer IDs entered by one staff account.
 */
export interface LockoutDoc {
  /** Failures counted since windowStartMs (0 once they led to a lock). */
  failures: number;
  windowStartMs: number;
  /** Refused until then (0: not locked). */
  lockedUntilMs: number;
}

/** `maxFailures` within `windowMs` lock for `lockMs`. */
export interface LockoutPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** How long `doc` still refuses, in ms (0 when not locked). */
export function lockRemainingMs(doc: LockoutDoc | undefined, nowMs: number): number {
  return doc ? Math.max(0, doc.lockedUntilMs - nowMs) : 0;
}

/**
 * `doc` after one more failure at `nowMs` (while it is not locked); `locked` when this failure reached
 * the limit. Counting starts afresh after the window, and after a lock has run out.
 */
export function withFailure(doc: LockoutDoc | undefined, nowMs: number, policy: LockoutPolicy): { doc: LockoutDoc; locked: boolean } {
  const fresh = !doc || doc.lockedUntilMs > 0 || nowMs - doc.windowStartMs > policy.windowMs;
  const failures = fresh ? 1 : doc.failures + 1;
  const locked = failures >= policy.maxFailures;
  return {
    doc: {
      failures: locked ? 0 : failures,
      windowStartMs: fresh ? nowMs : doc.windowStartMs,
      lockedUntilMs: locked ? nowMs + policy.lockMs : 0,
    },
    locked,
  };
}

export interface StaffClaimModel {
  id: string;
  cusId: string;
  customerName: string;
  platform: string;
  status: string;
  createdAt: string;
}

export interface StaffPointsRequestModel {
  id: string;
  cusId: string;
  customerName: string;
  platform: string;
  points: number | null;
  createdAt: string;
}

export interface StaffQueueModel {
  restaurantName: string;
  resId: string;
  claims: StaffClaimModel[];
  requests: StaffPointsRequestModel[];
}
