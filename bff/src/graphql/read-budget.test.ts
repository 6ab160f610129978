import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOperationText } from '../test/client-operations.js';
import { restaurantUidOf, signedInCustomer, signedInStaff, VALID_PROFILE } from '../test/customers.js';
import { type FirestoreReadMeter, meterFirestoreReads } from '../test/firestore-read-meter.js';
import { useTestServer } from '../test/harness.js';
import { CREDIT } from '../test/staff-operations.js';

// Firestore reads per screen (design.md budgets, issue 10), counted for the operations the client
// really sends, over HTTP, against the real emulator. Figures are printed; budgets fail the test.
type Browser = Awaited<ReturnType<typeof signedInCustomer>>['browser'];
const server = useTestServer();
let meter: FirestoreReadMeter;
const RES_IDS = ['FS1001', 'FS1002', 'FS1003'];
const restaurantUids: string[] = [];

beforeAll(async () => {
  meter = meterFirestoreReads(server.firebase.db);
  for (const resId of RES_IDS) restaurantUids.push(await restaurantUidOf(server, resId));
});
afterAll(() => meter?.stop());

/** Reads made while the BFF answers one client operation; fails on any GraphQL error. */
async function readsOf(browser: Browser, operation: string, variables: Record<string, unknown> = {}): Promise<number> {
  const { result, reads } = await meter.measure(() => browser.graphql(clientOperationText(operation), variables));
  expect(result.body.errors).toBeUndefined();
  return reads;
}

/** A customer with every demo restaurant, points, a pending claim and a pending request at the first. */
async function customerWithHistory() {
  const { browser } = await signedInCustomer(server);
  const memberships: { cusId: string; restaurantUid: string }[] = [];
  for (const resId of RES_IDS) {
    const added = await browser.graphql('mutation A($r: String!) { addRestaurant(resId: $r) { cusId restaurantUid } }', { r: resId });
    memberships.push(added.body.data?.['addRestaurant'] as { cusId: string; restaurantUid: string });
  }
  const staff = await signedInStaff(server, RES_IDS[0]!);
  for (const amount of [400, 250]) {
    const credited = await staff.graphql(CREDIT, { cusId: memberships[0]!.cusId, pin: VALID_PROFILE.pin, amount });
    expect(credited.body.errors).toBeUndefined();
  }
  const restaurantUid = restaurantUids[0]!;
  expect(
    (await browser.graphql('mutation { claimReward(restaurantUid: "' + restaurantUid + '", platform: "In-Store") { status } }')).body.errors,
  ).toBeUndefined();
  expect(
    (await browser.graphql('mutation { requestPoints(restaurantUid: "' + restaurantUid + '", platform: "Zomato") { pending } }')).body.errors,
  ).toBeUndefined();
  return { browser, restaurantUid };
}

describe('the meter itself', () => {
  it('counts one read per document fetched or found missing, per query row, and one for an empty query', async () => {
    const db = server.firebase.db;
    expect((await meter.measure(() => db.collection('restaurants').doc(restaurantUids[0]!).get())).reads).toBe(1);
    expect((await meter.measure(() => db.collection('restaurants').doc('no-such-restaurant').get())).reads).toBe(1);
    expect((await meter.measure(() => db.getAll(...restaurantUids.map((uid) => db.collection('restaurants').doc(uid))))).reads).toBe(3);
    expect((await meter.measure(() => db.collection('restaurantIds').where('restaurantUid', 'in', restaurantUids).get())).reads).toBe(3);
    expect((await meter.measure(() => db.collection('restaurantIds').where('restaurantUid', '==', 'none').get())).reads).toBe(1);
  });
});

describe('Firestore reads per customer screen', () => {
  it('detail, rewards and online points cost at most 2 reads; a list of N costs at most N + 1; history its rows + 3', async () => {
    const { browser, restaurantUid } = await customerWithHistory();
    // The first visit of the process may open the restaurant listeners; a screen's steady cost is what counts.
    await readsOf(browser, 'RestaurantsRouteQuery');

    const figures = {
      list: await readsOf(browser, 'RestaurantsRouteQuery'),
      detail: await readsOf(browser, 'RestaurantRouteQuery', { restaurantUid }),
      rewards: await readsOf(browser, 'RewardsRouteQuery', { restaurantUid }),
      onlinePoints: await readsOf(browser, 'OnlinePointsRouteQuery', { restaurantUid }),
      history: await readsOf(browser, 'HistoryRouteQuery', { restaurantUid, first: 20 }),
    };
    console.log(`Firestore reads per screen (3 restaurants, 2 history rows): ${JSON.stringify(figures)}`);
    expect(figures.detail).toBeLessThanOrEqual(2);
    expect(figures.rewards).toBeLessThanOrEqual(2);
    expect(figures.onlinePoints).toBeLessThanOrEqual(2);
    expect(figures.list).toBeLessThanOrEqual(RES_IDS.length + 1);
    expect(figures.history).toBeLessThanOrEqual(2 + 3);
    // The screens really carried their data (a screen that read nothing would pass the budgets above).
    const rewards = await browser.graphql(clientOperationText('RewardsRouteQuery'), { restaurantUid });
    expect(rewards.body.data?.['restaurant']).toMatchObject({ points: 650, restaurantName: expect.any(String), latestClaim: { status: 'pending' } });
  });

  it('a restaurant someone else names costs the same and opens no listener', async () => {
    const { browser } = await signedInCustomer(server);
    const listening = server.services.restaurants.size();
    const junk = await meter.measure(() =>
      browser.graphql(clientOperationText('RestaurantRouteQuery'), { restaurantUid: 'not-a-restaurant-of-mine' }),
    );
    expect(junk.result.body.data?.['restaurant']).toBeNull();
    expect(junk.reads).toBeLessThanOrEqual(2);
    expect(server.services.restaurants.size()).toBe(listening);
  });
});

describe('Firestore reads per live subscription', () => {
  it("a subscribe costs the listeners' first snapshots (customer, membership, restaurant); one more on the same membership, none", async () => {
    const { browser, restaurantUid } = await customerWithHistory();
    const user = await server.services.sessions.verifySession(browser.cookie('__session'));
    /**
     * Subscribes as one GraphQL operation would and waits for the first message; then for the restaurant's listener
     * (opened once the membership is found, so an owner's changes reach the screen) to have its first snapshot.
     */
    const subscribe = async () => {
      const updates = await server.services.forOperation().memberships.watch(user, restaurantUid);
      const first = await updates.next();
      expect(first.value).toMatchObject({ restaurantUid, points: 650 });
      await vi.waitFor(() => expect(server.services.membershipFeed.activeListenerCount()).toBe(3));
      await new Promise((resolve) => setTimeout(resolve, 300));
      return updates;
    };
    const first = await meter.measure(subscribe);
    const second = await meter.measure(subscribe);
    console.log(`Firestore reads per subscribe: first ${first.reads}, second on the same membership ${second.reads}`);
    expect(first.reads).toBeLessThanOrEqual(3);
    // The customer's, the membership's and the restaurant's listeners are shared by every screen of theirs.
    expect(second.reads).toBe(0);
    await Promise.all([first.result.return?.(), second.result.return?.()]);
    expect(server.services.membershipFeed.activeListenerCount()).toBe(0);
  });
});

describe('the restaurant directory stays fresh', () => {
  it('a change to a restaurant reaches the next screen without a restart', async () => {
    const { browser } = await signedInCustomer(server);
    const added = await browser.graphql('mutation A($r: String!) { addRestaurant(resId: $r) { restaurantUid } }', { r: 'FS1002' });
    const restaurantUid = (added.body.data?.['addRestaurant'] as { restaurantUid: string }).restaurantUid;
    const ref = server.firebase.db.collection('restaurants').doc(restaurantUid);
    const { reward } = (await ref.get()).data() as { reward: string };
    const rewardOnScreen = async () =>
      ((await browser.graphql(clientOperationText('RestaurantRouteQuery'), { restaurantUid })).body.data?.['restaurant'] as { reward: string })
        .reward;
    expect(await rewardOnScreen()).toBe(reward);
    try {
      await ref.update({ reward: 'Free lassi (changed by a test)' });
      await expect.poll(rewardOnScreen, { timeout: 5000, interval: 50 }).toBe('Free lassi (changed by a test)');
    } finally {
      await ref.update({ reward });
    }
    await expect.poll(rewardOnScreen, { timeout: 5000, interval: 50 }).toBe(reward);
  });
});
