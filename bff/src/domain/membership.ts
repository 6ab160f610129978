import type { Timestamp } from 'firebase-admin/firestore';

/** restaurants/{restaurantUid} */
export interface RestaurantDoc {
  resId: string;
  name: string;
  phone: string | null;
  minimumSpend: number;
  reward: string;
  createdAt: Timestamp;
}

/** customers/{customerUid}/restaurants/{restaurantUid}: the live points document. */
export interface MembershipDoc {
  points?: number;
  cusId: string;
  joinedAt: Timestamp;
  /** What is pending, so "one pending at a time" is a single locked read in a transaction. */
  pendingClaimId?: string | null;
  pendingRequestId?: string | null;
}

export type DecisionStatus = 'pending' | 'approved' | 'rejected';

/** .../claims/{id}; carries its owners so staff find their restaurant's claims with one collection-group query. */
export interface ClaimDoc {
  customerUid: string;
  restaurantUid: string;
  platform: string;
  status: DecisionStatus;
  createdAt: Timestamp;
  decidedAt?: Timestamp | null;
  decidedBy?: string | null;
}

/** .../requests/{id}: points stay 'pending' until staff approve an amount. */
export interface PointsRequestDoc {
  customerUid: string;
  restaurantUid: string;
  platform: string;
  points: 'pending' | number;
  status: DecisionStatus;
  createdAt: Timestamp;
  decidedAt?: Timestamp | null;
  decidedBy?: string | null;
}

/** .../history/{id}: + earned, - redeemed. */
export interface HistoryDoc {
  platform: string;
  points: number;
  source: 'in-store' | 'online-request' | 'claim' | 'service';
  createdAt: Timestamp;
}

/** The `Membership` GraphQL type and the REST restaurant objects are built from this. */
export interface MembershipModel {
  restaurantUid: string;
  restaurantName: string;
  resId: string;
  restaurantPhone: string | null;
  reward: string;
  minimumSpend: number;
  points: number;
  pointsToNextReward: number;
  rewardUnlocked: boolean;
  cusId: string;
  pin: string;
  customerUid: string;
}

export interface ClaimModel {
  id: string;
  platform: string;
  status: DecisionStatus;
  createdAt: string;
  formattedDate: string;
}

export interface PointsRequestModel {
  id: string;
  platform: string;
  points: number | null;
  pending: boolean;
  status: DecisionStatus;
  createdAt: string;
  formattedDate: string;
}

export interface HistoryItemModel {
  pointsId: string;
  platform: string;
  points: number;
  createdAt: string;
  formattedDate: string;
}

export interface HistoryPageModel {
  items: HistoryItemModel[];
  nextCursor: string | null;
}

/** The points a membership document holds; a missing field counts as 0 (spec section 3). */
export const pointsOf = (doc: Pick<MembershipDoc, 'points'> | undefined): number => doc?.points ?? 0;

export function toMembershipModel(input: {
  restaurantUid: string;
  restaurant: RestaurantDoc;
  membership: MembershipDoc;
  customerUid: string;
  pin: string;
}): MembershipModel {
  const points = pointsOf(input.membership);
  const { minimumSpend } = input.restaurant;
  return {
    restaurantUid: input.restaurantUid,
    restaurantName: input.restaurant.name,
    resId: input.restaurant.resId,
    restaurantPhone: input.restaurant.phone ?? null,
    reward: input.restaurant.reward,
    minimumSpend,
    points,
    pointsToNextReward: Math.max(0, minimumSpend - points),
    rewardUnlocked: points >= minimumSpend,
    cusId: input.membership.cusId,
    pin: input.pin,
    customerUid: input.customerUid,
  };
}

/** The same membership with other points, for the live feed. */
export function withPoints(model: MembershipModel, points: number): MembershipModel {
  return {
    ...model,
    points,
    pointsToNextReward: Math.max(0, model.minimumSpend - points),
    rewardUnlocked: points >= model.minimumSpend,
  };
}
