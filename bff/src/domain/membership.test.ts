import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { type MembershipDoc, releasedOrderId, type RestaurantDoc, toMembershipModel, withMembershipState } from './membership.js';

const restaurant: RestaurantDoc = {
  resId: 'FS1003',
  name: 'Mumbai Chaat Corner',
  phone: null,
  minimumSpend: 300,
  reward: 'Free pani puri plate',
  createdAt: Timestamp.fromMillis(0),
};
// 2026-11-22 06:30 UTC is 12:00 noon in India.
const at = Timestamp.fromDate(new Date('2026-11-22T06:30:00.000Z'));
const model = (membership: MembershipDoc) =>
  toMembershipModel({ restaurantUid: 'r1', restaurant, membership, customerUid: 'u1', pin: '4321', now: at.toDate() });

describe('the membership model', () => {
  it('a membership without points, claims or history', () => {
    expect(model({ cusId: '123456', joinedAt: at })).toStrictEqual({
      restaurantUid: 'r1',
      restaurantName: 'Mumbai Chaat Corner',
      resId: 'FS1003',
      restaurantPhone: null,
      reward: 'Free pani puri plate',
      minimumSpend: 300,
      pendingMinimumSpend: null,
      minimumSpendFrom: null,
      suspended: false,
      pinLockedUntil: null,
      cusId: '123456',
      pin: '4321',
      customerUid: 'u1',
      points: 0,
      pointsToNextReward: 300,
      rewardUnlocked: false,
      latestClaim: null,
      latestRequest: null,
      historyUpdatedAt: null,
    });
  });

  it('points, the latest claim and request, and the history stamp, with Indian dates', () => {
    const membership: MembershipDoc = {
      cusId: '123456',
      joinedAt: at,
      points: 650,
      latestClaim: { id: 'c1', platform: 'in-store', status: 'pending', createdAt: at },
      latestRequest: { id: 'q1', platform: 'zomato', status: 'approved', points: 120, createdAt: at },
      historyUpdatedAt: at,
    };
    const first = model(membership);
    expect(first).toMatchObject({ points: 650, pointsToNextReward: 0, rewardUnlocked: true, historyUpdatedAt: '2026-11-22T06:30:00.000Z' });
    expect(first.latestClaim).toStrictEqual({
      id: 'c1',
      platform: 'in-store',
      status: 'pending',
      createdAt: '2026-11-22T06:30:00.000Z',
      formattedDate: expect.stringMatching(/^22 Nov 2026, 12:00 pm$/i),
    });
    expect(first.latestRequest).toStrictEqual({
      ...first.latestClaim,
      id: 'q1',
      platform: 'zomato',
      status: 'approved',
      points: 120,
      pending: false,
      orderId: null,
      // Approved: no reason why it was rejected.
      rejectionReason: null,
      rejectionNote: null,
    });
    const pending = model({ ...membership, latestRequest: { id: 'q2', platform: 'swiggy', status: 'pending', points: null, createdAt: at } });
    expect(pending.latestRequest).toMatchObject({ points: null, pending: true });
  });

  it('a change recomputes what depends on the points from the state, never from the model it is given', () => {
    const before = model({ cusId: '123456', joinedAt: at, points: 650 });
    const after = withMembershipState(before, { cusId: '123456', joinedAt: at, points: 50 });
    expect(after).toStrictEqual({ ...before, points: 50, pointsToNextReward: 250, rewardUnlocked: false });
  });
});

describe('an order ID whose holder goes away undecided', () => {
  const unnamed = { customerUid: null, restaurantUid: null, requestId: null };
  it('keeps earning once when it earned, stays refused (unnamed) when refused before, and is free when it only waited', () => {
    expect(releasedOrderId({ status: 'approved', refusals: 0 })).toStrictEqual({ status: 'approved', ...unnamed });
    expect(releasedOrderId({ status: 'approved', refusals: 2 })).toStrictEqual({ status: 'approved', ...unnamed });
    expect(releasedOrderId({ status: 'pending', refusals: 1 })).toStrictEqual({ status: 'rejected', ...unnamed });
    expect(releasedOrderId({ status: 'rejected', refusals: 1 })).toStrictEqual({ status: 'rejected', ...unnamed });
    expect(releasedOrderId({ status: 'pending', refusals: 0 })).toBeNull();
  });
});
