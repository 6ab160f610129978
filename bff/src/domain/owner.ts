import type { Timestamp } from 'firebase-admin/firestore';
import type { RequestFlag } from './recent-activity.js';
import type { RejectionReason } from '@foodspot/schema/rejection-reasons';

/** owners/{uid}: an owner account (restaurants point back to it with ownerUid). */
export interface OwnerDoc {
  email: string;
  createdAt: Timestamp;
  /** What the owner did today (a day of Asia/Kolkata), for the per-day limits kept with the writes they limit. */
  quota?: { day: string; restaurantsCreated: number; staffInvited: number };
}

/** counters/restaurantIds: the next number of the public FS… IDs; it only goes up, so an ID is never reused. */
export interface RestaurantIdCounterDoc {
  next: number;
}

/**
 * restaurants/{r}/stats/totals and restaurants/{r}/stats/day-YYYY-MM-DD: the dashboard's counters, changed by
 * increments in the same transactions that change what they count (services/programme-stats.ts).
 */
export interface StatsDoc {
  members?: number;
  waitingApprovals?: number;
  /** Members who began to count as returning, and those whose return has ended or will end (see programme-stats.ts). */
  returnStarts?: number;
  returnEnds?: number;
  newMembers?: number;
  issued?: number;
  redeemed?: number;
  rewardsClaimed?: number;
}

export type ActivityKind = 'credit' | 'creditReversed' | 'claimApproved' | 'claimRejected' | 'requestApproved' | 'requestRejected';

/** restaurants/{r}/activity/{id}: what staff did, for the owner; written with the change itself. */
export interface ActivityDoc {
  kind: ActivityKind;
  staffUid: string;
  staffEmail: string;
  cusId: string;
  points: number;
  platform: string;
  /** On a points request's decision: its order ID and what the staff card flagged. */
  orderId?: string | null;
  flags?: RequestFlag[];
  /** On a rejected points request: why (the till's list) and the cashier's note to an OTHER. */
  rejectionReason?: RejectionReason | null;
  rejectionNote?: string | null;
  createdAt: Timestamp;
}

export interface OwnerRestaurantModel {
  restaurantUid: string;
  resId: string;
  name: string;
  phone: string;
  city: string;
  reward: string;
  minimumSpend: number;
  pendingMinimumSpend: number | null;
  minimumSpendFrom: string | null;
  suspended: boolean;
  largeBillThreshold: number;
}

export interface LiftedPinLockModel {
  cusId: string;
  customerName: string;
  wasLocked: boolean;
}

export interface StaffMemberModel {
  staffUid: string;
  email: string;
}

export interface StaffInviteModel extends StaffMemberModel {
  setPasswordLink: string;
}

export interface DayTotalsModel {
  date: string;
  issued: number;
  redeemed: number;
}

export interface RestaurantDashboardModel {
  members: number;
  newMembers7d: number;
  pointsIssued7d: number;
  pointsRedeemed7d: number;
  pointsIssued30d: number;
  pointsRedeemed30d: number;
  rewardsClaimed30d: number;
  waitingApprovals: number;
  returningShare: number;
  days: DayTotalsModel[];
}

export interface ActivityItemModel {
  id: string;
  kind: ActivityKind;
  staffEmail: string;
  cusId: string;
  customerName: string | null;
  points: number;
  platform: string;
  orderId: string | null;
  flags: RequestFlag[];
  rejectionReason: RejectionReason | null;
  rejectionNote: string | null;
  createdAt: string;
}

export interface ActivityPageModel {
  items: ActivityItemModel[];
  nextCursor: string | null;
}
