import type { Timestamp } from 'firebase-admin/firestore';
import type { RejectionReason } from '@foodspot/schema/rejection-reasons';
import {
  type ClaimModel,
  type ClaimSummary,
  type DecisionStatus,
  type PointsRequestModel,
  type PointsRequestSummary,
  toClaimModel,
  toPointsRequestModel,
} from './decisions.js';
import { rulesAt } from './programme-rules.js';

/** restaurants/{restaurantUid} */
export interface RestaurantDoc {
  resId: string;
  name: string;
  phone: string | null;
  city?: string;
  /** The owner account (owners/{uid}); missing only on restaurants made before owners existed. */
  ownerUid?: string | null;
  /** The points the reward needs; see domain/programme-rules.ts for the price at a given time. */
  minimumSpend: number;
  /** A dearer price announced to members, and when it applies (ADR 014). */
  pendingMinimumSpend?: number | null;
  minimumSpendFrom?: Timestamp | null;
  /** Paused by the operator (npm run restaurant -- suspend). */
  suspended?: boolean;
  /** In-store bills above this many rupees need the cashier's confirmation (DEFAULT_LARGE_BILL_THRESHOLD when missing). */
  largeBillThreshold?: number | null;
  reward: string;
  createdAt: Timestamp;
}

/** restaurantIds/{resId}: the public ID's index, which keeps public IDs unique. */
export interface RestaurantIndexDoc {
  restaurantUid: string;
}

/** restaurants/{restaurantUid}/members/{cusId}: staff find a customer by Customer ID. */
export interface MemberDoc {
  customerUid: string;
}

/** customers/{customerUid}/restaurants/{restaurantUid}: the live points document. */
export interface MembershipDoc {
  points?: number;
  cusId: string;
  joinedAt: Timestamp;
  /**
   * The newest claim and points request, written in the same transaction as the item itself. So "one
   * pending at a time" is a single locked read, and one listener on this document sees every change a
   * customer screen shows (points, claim and request states). Missing on a membership without any.
   */
  latestClaim?: ClaimSummary | null;
  latestRequest?: PointsRequestSummary | null;
  /** When the newest history row was written (with the points, in the same transaction). */
  historyUpdatedAt?: Timestamp;
  /** The last two days (YYYY-MM-DD, Asia/Kolkata) with a credit, oldest first: whether the member came back (programme-stats.ts). */
  earnDays?: string[];
  /**
   * The member's newest credits and points requests here (RECENT_KEPT, newest first), kept with the points so the
   * staff queue shows them and the 24-hour flag with the names it already reads (domain/recent-activity.ts).
   */
  recent?: RecentEntry[];
}

/** One credit or points request in MembershipDoc.recent. */
export interface RecentEntry {
  /** The request's id or the history row's id: a decided request replaces its pending entry. */
  id: string;
  kind: 'inStoreBill' | 'onlineOrder' | 'creditReversed';
  platform: string;
  points: number | null;
  status: 'pending' | 'approved' | 'rejected';
  orderId: string | null;
  at: Timestamp;
  /** A rejected request's reason (and OTHER's note), as its document keeps them. */
  rejectionReason?: RejectionReason | null;
  rejectionNote?: string | null;
}

/** .../claims/{id}; carries its owners so staff find their restaurant's claims with one collection-group query. */
export interface ClaimDoc {
  customerUid: string;
  restaurantUid: string;
  platform: string;
  status: DecisionStatus;
  createdAt: Timestamp;
  decidedAt?: Timestamp | null;
  decidedBy?: string | null;
  /** The email of the staff account that decided (the owner's activity list shows it; the customer never sees it). */
  decidedByEmail?: string | null;
  /** The points the reward needed when it was claimed: approval deducts this, whatever the price is by then. */
  cost?: number;
}

/** .../requests/{id}: points are 'pending' until staff approve an amount, null once rejected. */
export interface PointsRequestDoc {
  customerUid: string;
  restaurantUid: string;
  platform: string;
  /** The platform's order ID (orderIds/{key} keeps it unique); missing when the customer gave none. */
  orderId?: string | null;
  /** A request with this order ID was rejected before (the staff card flags it). */
  orderIdRefusedBefore?: boolean;
  points: 'pending' | number | null;
  status: DecisionStatus;
  createdAt: Timestamp;
  decidedAt?: Timestamp | null;
  decidedBy?: string | null;
  decidedByEmail?: string | null;
  /** Set with a rejection: the till's reason code, and with OTHER the cashier's note (the customer reads both). */
  rejectionReason?: RejectionReason | null;
  rejectionNote?: string | null;
}

/** .../history/{id}: + earned, - redeemed. */
export interface HistoryDoc {
  platform: string;
  points: number;
  /** 'reversal': a staff member undid an in-store credit (its row says which, in `reverses`). */
  source: 'in-store' | 'online-request' | 'claim' | 'service' | 'reversal';
  createdAt: Timestamp;
  /** In-store credits and their reversals: the restaurant (for the staff account's "Last credits" query) and who did it. */
  restaurantUid?: string;
  creditedBy?: string;
  creditedByEmail?: string;
  /** On an in-store credit that was undone: when, and the reversing row's id. */
  reversedAt?: Timestamp;
  reversalId?: string;
  /** On a reversal: the credit's row id. */
  reverses?: string;
  /** On an in-store credit: the balance right after it. */
  balance?: number;
  /** On an approved online request: the order ID it carried. */
  orderId?: string | null;
}

/** How a history row's points came (the HistoryKind of the schema). */
export type HistoryKind = 'inStoreBill' | 'onlineOrder' | 'rewardClaimed' | 'creditReversed' | 'service';
export const HISTORY_KIND_OF_SOURCE: Record<HistoryDoc['source'], HistoryKind> = {
  'in-store': 'inStoreBill',
  'online-request': 'onlineOrder',
  claim: 'rewardClaimed',
  reversal: 'creditReversed',
  service: 'service',
};

/** orderIds/{platform}_{orderId}: one platform's order earns once across every restaurant and customer. */
export interface OrderIdDoc {
  /** 'pending' or 'approved' hold the order ID; 'rejected' frees it (and flags the next request with it). */
  status: 'pending' | 'approved' | 'rejected';
  /** Who holds it, while it is held: gone when the request is rejected or the customer deletes their account. */
  customerUid: string | null;
  restaurantUid: string | null;
  requestId: string | null;
  /** Times a request with it was rejected. */
  refusals: number;
  updatedAt: Timestamp;
}

/** An order ID's document naming nobody (its request was rejected, or its customer left or was deleted). */
export const UNNAMED_ORDER_ID = { customerUid: null, restaurantUid: null, requestId: null } as const;

/**
 * What an order ID becomes when its holder goes away without a decision (the restaurant left the customer's list, or
 * the account was deleted): one that earned points keeps earning once, unnamed; one refused before stays refused
 * (the next request with it is flagged), unnamed; one only waiting is free again (`null`: delete the document).
 */
export function releasedOrderId(held: Pick<OrderIdDoc, 'status' | 'refusals'>): Partial<OrderIdDoc> | null {
  if (held.status === 'approved') return { status: 'approved', ...UNNAMED_ORDER_ID };
  if (held.refusals > 0) return { status: 'rejected', ...UNNAMED_ORDER_ID };
  return null;
}

/** The `Membership` GraphQL type and the REST restaurant objects are built from this. */
export interface MembershipModel {
  restaurantUid: string;
  restaurantName: string;
  resId: string;
  restaurantPhone: string | null;
  reward: string;
  minimumSpend: number;
  pendingMinimumSpend: number | null;
  minimumSpendFrom: string | null;
  suspended: boolean;
  /** ISO time until which cashiers cannot credit this customer after wrong PINs; null when not locked. */
  pinLockedUntil: string | null;
  points: number;
  pointsToNextReward: number;
  rewardUnlocked: boolean;
  cusId: string;
  pin: string;
  customerUid: string;
  latestClaim: ClaimModel | null;
  latestRequest: PointsRequestModel | null;
  historyUpdatedAt: string | null;
}

declare const authorised: unique symbol;

/**
 * A membership the caller was found to hold (its document exists under their own uid). Readers that do
 * not check membership themselves take one, so they cannot be handed ids from a request.
 */
export interface AuthorisedMembership {
  readonly customerUid: string;
  readonly restaurantUid: string;
  readonly [authorised]: true;
}

export interface HistoryItemModel {
  pointsId: string;
  platform: string;
  kind: HistoryKind;
  orderId: string | null;
  points: number;
  createdAt: string;
  formattedDate: string;
}

export interface HistoryPageModel {
  items: HistoryItemModel[];
  nextCursor: string | null;
  /** The membership's historyUpdatedAt when this page was read (one consistent snapshot). */
  asOf: string | null;
}

/** The points a membership document holds; a missing field counts as 0 (spec section 3). */
export const pointsOf = (doc: Pick<MembershipDoc, 'points'> | undefined): number => doc?.points ?? 0;

export function toMembershipModel(input: {
  restaurantUid: string;
  restaurant: RestaurantDoc;
  membership: MembershipDoc;
  customerUid: string;
  pin: string;
  /** The customer's PIN lock (CustomerDoc.pinLockedUntil): told on the restaurant screens while it lasts. */
  pinLockedUntil?: Timestamp | null;
  /** When the reward's price is read (an announced price applies from its date). */
  now: Date;
}): MembershipModel {
  const lockedUntil = input.pinLockedUntil?.toDate();
  const rules = rulesAt(input.restaurant, input.now);
  return withMembershipState(
    {
      restaurantUid: input.restaurantUid,
      restaurantName: input.restaurant.name,
      resId: input.restaurant.resId,
      restaurantPhone: input.restaurant.phone ?? null,
      reward: input.restaurant.reward,
      minimumSpend: rules.minimumSpend,
      pendingMinimumSpend: rules.pendingMinimumSpend,
      minimumSpendFrom: rules.minimumSpendFrom?.toISOString() ?? null,
      suspended: input.restaurant.suspended === true,
      pinLockedUntil: lockedUntil && lockedUntil > input.now ? lockedUntil.toISOString() : null,
      cusId: input.membership.cusId,
      pin: input.pin,
      customerUid: input.customerUid,
    },
    input.membership,
  );
}

/**
 * The parts of a membership that change (points, latest claim, latest request), from its document.
 * Every field is written out: `{ ...model, points, … }` costs about 1 us per field after the spread in
 * Node 20's V8 (7 us for these six, on every screen and every live update), a plain literal a few ns.
 */
export function withMembershipState(
  model: Omit<MembershipModel, 'points' | 'pointsToNextReward' | 'rewardUnlocked' | 'latestClaim' | 'latestRequest' | 'historyUpdatedAt'>,
  membership: MembershipDoc,
): MembershipModel {
  const points = pointsOf(membership);
  return {
    restaurantUid: model.restaurantUid,
    restaurantName: model.restaurantName,
    resId: model.resId,
    restaurantPhone: model.restaurantPhone,
    reward: model.reward,
    minimumSpend: model.minimumSpend,
    pendingMinimumSpend: model.pendingMinimumSpend,
    minimumSpendFrom: model.minimumSpendFrom,
    suspended: model.suspended,
    pinLockedUntil: model.pinLockedUntil,
    cusId: model.cusId,
    pin: model.pin,
    customerUid: model.customerUid,
    points,
    pointsToNextReward: Math.max(0, model.minimumSpend - points),
    rewardUnlocked: points >= model.minimumSpend,
    latestClaim: membership.latestClaim ? toClaimModel(membership.latestClaim) : null,
    latestRequest: membership.latestRequest ? toPointsRequestModel(membership.latestRequest) : null,
    historyUpdatedAt: membership.historyUpdatedAt?.toDate().toISOString() ?? null,
  };
}
