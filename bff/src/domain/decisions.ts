import type { RejectionReason } from '@foodspot/schema/rejection-reasons';
import type { Timestamp } from 'firebase-admin/firestore';
import { formatIndianDate } from './dates.js';
import { refuse } from './errors.js';

/**
 * Claims and points requests are small state machines: `pending -> approved | rejected`, nothing else.
 * A decided item is final, and it frees the customer to claim or ask again.
 */
export type DecisionStatus = 'pending' | 'approved' | 'rejected';
export type Decision = Exclude<DecisionStatus, 'pending'>;
export type DecidedItemKind = 'claim' | 'points request';

/** The one transition there is; deciding an item twice (or two staff at once) is a conflict. */
export function decide(kind: DecidedItemKind, current: DecisionStatus, decision: Decision): Decision {
  // Said to the till that lost a race (or tapped twice): the item it shows was decided elsewhere.
  if (current !== 'pending') throw refuse('CONFLICT', 'ALREADY_DECIDED', { kind, status: current });
  return decision;
}

export const isPending = (item: { status: DecisionStatus } | null | undefined): boolean => item?.status === 'pending';

/** What the membership document keeps of its newest claim, so screens and the live feed need no query. */
export interface ClaimSummary {
  id: string;
  platform: string;
  status: DecisionStatus;
  createdAt: Timestamp;
}

/** The newest points request on the membership document; `points` is set once staff approve an amount. */
export interface PointsRequestSummary extends ClaimSummary {
  points: number | null;
  /** The platform's order ID the customer gave (normalised by orderIdSchema); missing when none was. */
  orderId?: string | null;
  /** Why the cashier rejected it, and an OTHER's note: set with the rejection (none before reasons were kept). */
  rejectionReason?: RejectionReason | null;
  rejectionNote?: string | null;
}

export interface ClaimModel {
  id: string;
  platform: string;
  status: DecisionStatus;
  createdAt: string;
  formattedDate: string;
}

export interface PointsRequestModel extends ClaimModel {
  /** The approved amount; null while pending and after a rejection. */
  points: number | null;
  /** The spec's "points equals pending": true only while the request waits for staff. */
  pending: boolean;
  orderId: string | null;
  /** Why it was rejected (null unless rejected, and for rejections from before reasons were kept). */
  rejectionReason: RejectionReason | null;
  rejectionNote: string | null;
}

// Fields written out rather than spread: a spread followed by more fields is slow in Node 20 (membership.ts).
export const toClaimModel = (summary: ClaimSummary): ClaimModel => {
  const date = summary.createdAt.toDate();
  return { id: summary.id, platform: summary.platform, status: summary.status, createdAt: date.toISOString(), formattedDate: formatIndianDate(date) };
};

/** The state decides the shape: points only once approved, `pending` only while pending. */
export const toPointsRequestModel = (
  summary: Omit<PointsRequestSummary, 'points'> & { points: unknown; orderId?: string | null },
): PointsRequestModel => {
  const date = summary.createdAt.toDate();
  const rejected = summary.status === 'rejected';
  return {
    id: summary.id,
    platform: summary.platform,
    status: summary.status,
    createdAt: date.toISOString(),
    formattedDate: formatIndianDate(date),
    points: summary.status === 'approved' && typeof summary.points === 'number' ? summary.points : null,
    pending: summary.status === 'pending',
    orderId: summary.orderId ?? null,
    rejectionReason: rejected ? (summary.rejectionReason ?? null) : null,
    rejectionNote: rejected ? (summary.rejectionNote ?? null) : null,
  };
};

/** The spec's REST `points` of a request: the string 'pending' while pending, else the approved amount (null if rejected). */
export const restPointsOf = (request: PointsRequestModel): 'pending' | number | null => (request.pending ? 'pending' : request.points);
