import { beforeAll, describe, expect, it } from 'vitest';
import { restaurantUidOf, signedInCustomer } from '../test/customers.js';
import { meterFirestoreReads } from '../test/firestore-read-meter.js';
import { useTestServer } from '../test/harness.js';
import { adjustPoints } from '../test/adjust-points.js';

const server = useTestServer();
let chaatCorner: string;

beforeAll(async () => {
  chaatCorner = await restaurantUidOf(server, 'FS1003');
});

const DETAIL = /* GraphQL */ `
  query Detail($id: ID!) {
    restaurant(restaurantUid: $id) {
      restaurantUid
      restaurantName
      resId
      restaurantPhone
      reward
      minimumSpend
      points
      pointsToNextReward
      rewardUnlocked
      cusId
      pin
      customerUid
      latestClaim {
        id
        platform
        status
        formattedDate
        createdAt
      }
      latestRequest {
        id
        platform
        points
        pending
        status
        formattedDate
      }
      history(first: 2) {
        items {
          pointsId
          platform
          points
          formattedDate
        }
        nextCursor
      }
    }
  }
`;
const ADD = 'mutation Add($resId: String!) { addRestaurant(resId: $resId) { restaurantUid resId points cusId } }';
const CLAIM = 'mutation Claim($id: ID!, $platform: String!) { claimReward(restaurantUid: $id, platform: $platform) { platform status } }';
const REQUEST =
  'mutation Request($id: ID!, $platform: String!) { requestPoints(restaurantUid: $id, platform: $platform) { platform pending points } }';
const DELETE = 'mutation Delete($id: ID!) { deleteRestaurant(restaurantUid: $id) }';

const credit = (uid: string, amount: number) =>
  adjustPoints(server, { customerUid: uid, restaurantUid: chaatCorner, amount, platform: 'In-Store', source: 'service' });

describe('GraphQL restaurants', () => {
  it('adds a restaurant, and one request returns the whole detail screen: membership, latest claim, latest request, history', async () => {
    const { browser, uid } = await signedInCustomer(server);
    const added = await browser.graphql(ADD, { resId: 'fs1003' });
    expect(added.body.data).toEqual({
      addRestaurant: { restaurantUid: chaatCorner, resId: 'FS1003', points: 0, cusId: expect.stringMatching(/^\d{6}$/) },
    });

    const empty = await browser.graphql(DETAIL, { id: chaatCorner });
    expect(empty.body.data?.['restaurant']).toMatchObject({ latestClaim: null, latestRequest: null, history: { items: [], nextCursor: null } });

    await credit(uid, 200);
    await credit(uid, 150);
    await credit(uid, 25);
    expect((await browser.graphql(CLAIM, { id: chaatCorner, platform: 'zomato' })).body.data).toEqual({
      claimReward: { platform: 'Zomato', status: 'pending' },
    });
    expect((await browser.graphql(REQUEST, { id: chaatCorner, platform: 'Swiggy' })).body.data).toEqual({
      requestPoints: { platform: 'Swiggy', pending: true, points: null },
    });

    const detail = await browser.graphql(DETAIL, { id: chaatCorner });
    expect(detail.body.errors).toBeUndefined();
    const restaurant = detail.body.data?.['restaurant'] as Record<string, unknown> & {
      history: { items: { points: number }[]; nextCursor: string | null };
    };
    expect(restaurant).toMatchObject({
      restaurantName: 'Mumbai Chaat Corner',
      minimumSpend: 300,
      points: 375,
      pointsToNextReward: 0,
      rewardUnlocked: true,
      pin: '4321',
      customerUid: uid,
      latestClaim: { platform: 'Zomato', status: 'pending' },
      latestRequest: { platform: 'Swiggy', pending: true, points: null, status: 'pending' },
    });
    expect(restaurant.history.items.map((item) => item.points)).toEqual([25, 150]);
    expect(restaurant.history.nextCursor).toEqual(expect.any(String));

    const list = await browser.graphql('{ restaurants { resId points pointsToNextReward } }');
    expect(list.body.data).toEqual({ restaurants: [{ resId: 'FS1003', points: 375, pointsToNextReward: 0 }] });
  });

  it('pages through history with the cursor', async () => {
    const { browser, uid } = await signedInCustomer(server);
    await browser.graphql(ADD, { resId: 'FS1003' });
    for (const amount of [1, 2, 3]) await credit(uid, amount);
    const query =
      'query H($id: ID!, $after: String) { restaurant(restaurantUid: $id) { history(first: 2, after: $after) { items { points } nextCursor } } }';
    const first = await browser.graphql(query, { id: chaatCorner });
    const firstPage = (first.body.data?.['restaurant'] as { history: { items: { points: number }[]; nextCursor: string } }).history;
    expect(firstPage.items.map((item) => item.points)).toEqual([3, 2]);
    const second = await browser.graphql(query, { id: chaatCorner, after: firstPage.nextCursor });
    expect(second.body.data?.['restaurant']).toEqual({ history: { items: [{ points: 1 }], nextCursor: null } });
  });

  it("answers null for another customer's restaurant and refuses to change it", async () => {
    const owner = await signedInCustomer(server);
    await owner.browser.graphql(ADD, { resId: 'FS1003' });
    const stranger = await signedInCustomer(server);
    expect((await stranger.browser.graphql(DETAIL, { id: chaatCorner })).body.data).toEqual({ restaurant: null });
    for (const [mutation, variables] of [
      [CLAIM, { id: chaatCorner, platform: 'In-Store' }],
      [REQUEST, { id: chaatCorner, platform: 'Zomato' }],
      [DELETE, { id: chaatCorner }],
    ] as const) {
      const { body } = await stranger.browser.graphql(mutation, variables);
      expect(body.errors?.[0]).toMatchObject({ message: 'This restaurant is not in your list.', extensions: { code: 'NOT_FOUND' } });
    }
    expect((await owner.browser.graphql('{ restaurants { resId } }')).body.data).toEqual({ restaurants: [{ resId: 'FS1003' }] });
  });

  it('maps bad input to BAD_USER_INPUT and a second pending claim to CONFLICT', async () => {
    const { browser, uid } = await signedInCustomer(server);
    expect((await browser.graphql(ADD, { resId: ' ' })).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await browser.graphql(ADD, { resId: 'NOPE1' })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await browser.graphql(ADD, { resId: 'FS1003' });
    expect((await browser.graphql(CLAIM, { id: chaatCorner, platform: '' })).body.errors?.[0]).toMatchObject({
      message: 'Platform is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await browser.graphql(CLAIM, { id: chaatCorner, platform: 'In-Store' })).body.errors?.[0]).toMatchObject({
      message: 'Not enough points to claim reward',
      extensions: { code: 'CONFLICT' },
    });
    await credit(uid, 300);
    expect((await browser.graphql(CLAIM, { id: chaatCorner, platform: 'In-Store' })).body.errors).toBeUndefined();
    expect((await browser.graphql(CLAIM, { id: chaatCorner, platform: 'In-Store' })).body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await browser.graphql('query { restaurant(restaurantUid: "a/b") { resId } }')).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses every mutation without a CSRF token with 403', async () => {
    const { browser, uid } = await signedInCustomer(server);
    await browser.graphql(ADD, { resId: 'FS1003' });
    await credit(uid, 300);
    for (const [query, variables] of [
      [ADD, { resId: 'FS1002' }],
      [CLAIM, { id: chaatCorner, platform: 'In-Store' }],
      [REQUEST, { id: chaatCorner, platform: 'Zomato' }],
      [DELETE, { id: chaatCorner }],
    ] as const) {
      const response = await browser.request('POST', '/graphql', { json: { query, variables }, withCsrf: false });
      expect(response.status).toBe(403);
    }
    const detail = await browser.graphql(DETAIL, { id: chaatCorner });
    expect(detail.body.data?.['restaurant']).toMatchObject({ latestClaim: null, latestRequest: null });
  });

  it('deletes a restaurant', async () => {
    const { browser } = await signedInCustomer(server);
    await browser.graphql(ADD, { resId: 'FS1003' });
    expect((await browser.graphql(DELETE, { id: chaatCorner })).body.data).toEqual({ deleteRestaurant: true });
    expect((await browser.graphql('{ restaurants { resId } }')).body.data).toEqual({ restaurants: [] });
  });

  it('reads a list of 50 restaurants with a bounded number of Firestore round trips', async () => {
    const { browser, uid } = await signedInCustomer(server);
    const db = server.firebase.db;
    const batch = db.batch();
    const restaurantUids = Array.from({ length: 50 }, (_, index) => `bulk-${uid.slice(0, 8)}-${index}`);
    for (const [index, restaurantUid] of restaurantUids.entries()) {
      batch.set(db.doc(`restaurants/${restaurantUid}`), {
        resId: `BULK${index}`,
        name: `Bulk ${index}`,
        phone: null,
        minimumSpend: 100,
        reward: 'Tea',
        createdAt: new Date(),
      });
      batch.set(db.doc(`customers/${uid}/restaurants/${restaurantUid}`), {
        points: index,
        cusId: String(100000 + index),
        joinedAt: new Date(Date.now() + index),
      });
    }
    await batch.commit();
    // The profile and the memberships (one lookup, one query); restaurants come from the directory, whose
    // listeners the first visit opens. Not 50 round trips in series, and N + 1 reads once warm.
    const meter = meterFirestoreReads(db);
    try {
      const cold = await meter.measure(() => browser.graphql('{ restaurants { resId points } }'));
      expect((cold.result.body.data?.['restaurants'] as unknown[]).length).toBe(50);
      const warm = await meter.measure(() => browser.graphql('{ restaurants { resId points } }'));
      expect((warm.result.body.data?.['restaurants'] as { points: number }[]).map((each) => each.points)).toEqual(
        restaurantUids.map((_, index) => index),
      );
      expect(warm.roundTrips).toBe(2);
      expect(warm.reads).toBe(51);
    } finally {
      meter.stop();
    }
  });
});
