import type { Timestamp } from 'firebase-admin/firestore';
import type { RejectionReason } from '@foodspot/schema/rejection-reasons';
import type { RecentEntry } from './membership.js';
import type { RequestFlag } from './recent-activity.js';

/** staff/{uid}: the one restaurant a staff account works for. */
export interface StaffDoc {
  restaurantUid: string;
  email: string;
  /** The owner who added the account (missing on accounts the seed or the CLI made). */
  ownerUid?: string;
  /** The hash of the newest set-password link (staffInvites/{hash}); null or missing once used, or never made. */
  inviteHash?: string | null;
}

/**
 * staffInvites/{sha256 of the link's token}: a set-password link the owner handed on. Only the newest of an
 * account works (its hash is the staff document's `inviteHash`), once, until `expiresAt` (also the TTL field).
 * The token itself is never stored: a copy of the database cannot set anyone's password.
 */
export interface StaffInviteDoc {
  staffUid: string;
  email: string;
  restaurantUid: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}
export const STAFF_INVITE_TTL_MS = 24 * 60 * 60 * 1000;

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
  /** The credit's history row (receipts from before issue 22 have none). */
  customerUid?: string;
  historyId?: string;
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
  /** Progressive policies: the locks of the current streak, and when the last began. */
  locks?: number;
  lastLockedAtMs?: number;
  /** Owners' lifts of this customer's lock on `liftDay` (YYYY-MM-DD, Asia/Kolkata). */
  liftDay?: string;
  lifts?: number;
}

/**
 * `maxFailures` within `windowMs` lock for `lockMs`; with `maxLockMs`, each further lock of a streak lasts twice
 * the one before, up to `maxLockMs`, and a streak ends `streakMs` after its last lock (or when the doc is deleted).
 */
export interface LockoutPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  maxLockMs?: number;
  streakMs?: number;
}

/** How long `doc` still refuses, in ms (0 when not locked). */
export function lockRemainingMs(doc: LockoutDoc | undefined, nowMs: number): number {
  return doc ? Math.max(0, doc.lockedUntilMs - nowMs) : 0;
}

/**
 * `doc` after one more failure at `nowMs` (while it is not locked); `locked` when this failure reached
 * the limit. Counting starts afresh after the window, and after a lock has run out.
 */
export function withFailure(doc: LockoutDoc | undefined, nowMs: number, policy: LockoutPolicy): { doc: LockoutDoc; locked: boolean; lockMs: number } {
  const fresh = !doc || doc.lockedUntilMs > 0 || nowMs - doc.windowStartMs > policy.windowMs;
  const failures = fresh ? 1 : doc.failures + 1;
  const locked = failures >= policy.maxFailures;
  const streakGoesOn = doc?.lastLockedAtMs !== undefined && policy.streakMs !== undefined && nowMs - doc.lastLockedAtMs <= policy.streakMs;
  const earlierLocks = streakGoesOn ? (doc?.locks ?? 0) : 0;
  const lockMs = Math.min(policy.lockMs * 2 ** earlierLocks, policy.maxLockMs ?? policy.lockMs);
  const next: LockoutDoc = {
    failures: locked ? 0 : failures,
    windowStartMs: fresh ? nowMs : doc.windowStartMs,
    lockedUntilMs: locked ? nowMs + lockMs : 0,
  };
  if (policy.maxLockMs !== undefined) {
    if (locked) Object.assign(next, { locks: earlierLocks + 1, lastLockedAtMs: nowMs });
    else if (streakGoesOn) Object.assign(next, { locks: earlierLocks, lastLockedAtMs: doc.lastLockedAtMs });
  }
  // Owners' lifts are counted per day whatever the count does.
  if (doc?.liftDay !== undefined) Object.assign(next, { liftDay: doc.liftDay, lifts: doc.lifts ?? 0 });
  return { doc: next, locked, lockMs: locked ? lockMs : 0 };
}

/** "30 seconds", "2 minutes": how long a lock lasts or still lasts, as a cashier reads it. */
export function lockDuration(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface StaffClaimModel {
  id: string;
  cusId: string;
  customerName: string;
  platform: string;
  status: string;
  createdAt: string;
  reward: string;
  cost: number;
}

export interface StaffPointsRequestModel {
  id: string;
  cusId: string;
  customerName: string;
  platform: string;
  points: number | null;
  createdAt: string;
  orderId: string | null;
  /** The member's last credits and requests here before this one, newest first. */
  recent: StaffRecentItemModel[];
  flags: RequestFlag[];
}

export interface StaffRecentItemModel {
  kind: RecentEntry['kind'];
  platform: string;
  points: number | null;
  status: RecentEntry['status'];
  orderId: string | null;
  rejectionReason: RejectionReason | null;
  rejectionNote: string | null;
  createdAt: string;
}

export interface StaffQueueModel {
  restaurantName: string;
  resId: string;
  claims: StaffClaimModel[];
  requests: StaffPointsRequestModel[];
  largeBillThreshold: number;
}

export interface StaffMemberLookupModel {
  cusId: string;
  customerName: string;
  lockedUntil: string | null;
}

/** An in-store credit as its staff account sees it (Last credits, and the answer of creditBill and undoCredit). */
export interface InStoreCreditModel {
  id: string;
  cusId: string;
  customerName: string;
  amount: number;
  balance: number;
  createdAt: string;
  undoableUntil: string;
  reversedAt: string | null;
}
