import { describe, expect, it } from 'vitest';
import { freshStaff, memberOf, testRestaurant } from '../test/fixtures.js';
import { uniqueSuffix, useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { APPROVE_REQUEST, REJECT_REQUEST } from '../test/staff-operations.js';

/**
 * Points for delivery orders people can trust (issue 24): a request carries the platform's order ID, one order earns
 * at most once across every restaurant and customer (a unique document written in the request's transaction), a
 * rejection frees it, and the staff card shows the member's recent items and what deserves a second look.
 */
const server = useTestServer();

const REQUEST = `mutation R($r: ID!, $p: String!, $o: String) { requestPoints(restaurantUid: $r, platform: $p, orderId: $o) {
  id status pending orderId } }`;
const QUEUE = `query Q { staffQueue { requests { id cusId orderId flags recent { kind platform points status orderId createdAt } } } }`;
const HISTORY = `query H($r: ID!) { restaurant(restaurantUid: $r) { history(first: 10) { items { kind platform orderId points } } } }`;

/** `digits` digits nobody else in this run uses. */
const uniqueDigits = (digits: number) =>
  BigInt('0x' + Buffer.from(uniqueSuffix()).toString('hex').slice(-12))
    .toString()
    .slice(-digits)
    .padStart(digits, '0');
/** A Zomato order ID (10 digits) nobody else in this run uses. */
const newOrderId = () => `70${uniqueDigits(8)}`;
/** A Swiggy order ID (15 digits) nobody else in this run uses. */
const newSwiggyOrderId = () => `16${uniqueDigits(13)}`;

async function send(browser: TestBrowser, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await browser.graphql(query, variables);
  const error = body.errors?.[0];
  return error ? { error: error.message, code: error.extensions?.['code'] } : { data: Object.values(body.data ?? {})[0] as Record<string, unknown> };
}

interface QueueRequest {
  id: string;
  cusId: string;
  orderId: string | null;
  flags: string[];
  recent: { kind: string; platform: string; points: number | null; status: string; orderId: string | null }[];
}
const queueOf = async (staff: TestBrowser) => (await send(staff, QUEUE)).data!['requests'] as QueueRequest[];

describe('an order ID earns once', () => {
  it('is kept with the request (REST and GraphQL), normalised, and a second request with it anywhere answers 409', async () => {
    const [first, second] = [await testRestaurant(server), await testRestaurant(server)];
    const asha = await memberOf(server, [first, second]);
    const ravi = await memberOf(server, [first]);
    const orderId = newOrderId();
    const rest = await asha.browser.post('/api/v1/customer/request-points', {
      restaurantUid: first.restaurantUid,
      platform: 'zomato',
      orderId: ` #${orderId.slice(0, 4)} ${orderId.slice(4)} `,
    });
    expect(rest).toMatchObject({ status: 201, body: { result: { platform: 'Zomato', points: 'pending', status: 'pending', orderId } } });
    const taken = `Points for this Zomato order were already asked for. Each order earns points once; check the order ID.`;
    // The same order at another restaurant, by another customer, and through GraphQL: refused, nothing written.
    expect(await send(asha.browser, REQUEST, { r: second.restaurantUid, p: 'Zomato', o: orderId })).toEqual({ error: taken, code: 'CONFLICT' });
    expect(await ravi.browser.post('/api/v1/customer/request-points', { restaurantUid: first.restaurantUid, platform: 'Zomato', orderId })).toEqual({
      status: 409,
      body: { error: taken, code: 'CONFLICT', reason: 'ORDER_ALREADY_ASKED', params: { platform: 'Zomato' } },
    });
    // Another platform's order is another order.
    const swiggyOrderId = newSwiggyOrderId();
    expect(await send(ravi.browser, REQUEST, { r: first.restaurantUid, p: 'Swiggy', o: swiggyOrderId })).toMatchObject({
      data: { status: 'pending', orderId: swiggyOrderId },
    });
    // Without one, as the spec's client asks: accepted, and the staff card says there is none.
    expect(await send(asha.browser, REQUEST, { r: second.restaurantUid, p: 'Zomato' })).toMatchObject({ data: { orderId: null } });
    const requests = await server.firebase.db.collectionGroup('requests').where('customerUid', '==', asha.uid).get();
    expect(requests.docs.map((doc) => doc.get('orderId') ?? null).sort()).toEqual([orderId, null].sort());
  });

  it('refuses order IDs that are not one (and writes nothing)', async () => {
    const restaurant = await testRestaurant(server);
    const asha = await memberOf(server, [restaurant]);
    for (const orderId of ['', '12', 'a/b', '__x__', '١٢٣٤٥', 'x'.repeat(31), '\uD800123', 42, ['1234']]) {
      const answer = await asha.browser.post('/api/v1/customer/request-points', {
        restaurantUid: restaurant.restaurantUid,
        platform: 'Zomato',
        orderId,
      });
      expect(answer, JSON.stringify(orderId)).toEqual({ status: 400, body: { error: expect.stringContaining('Order ID'), code: 'BAD_USER_INPUT' } });
      const graphql = await send(asha.browser, REQUEST, { r: restaurant.restaurantUid, p: 'Zomato', o: orderId });
      expect(graphql.code, JSON.stringify(orderId)).toBe('BAD_USER_INPUT');
    }
    expect((await server.firebase.db.collectionGroup('requests').where('customerUid', '==', asha.uid).get()).size).toBe(0);
  });

  it('refuses a platform that is a near miss of Zomato or Swiggy, with or without an order ID (and writes nothing)', async () => {
    const restaurant = await testRestaurant(server);
    const asha = await memberOf(server, [restaurant]);
    for (const [platform, meant] of [
      ['Zomto', 'Zomato'],
      ['Zomato App', 'Zomato'],
      ['swigy', 'Swiggy'],
    ] as const) {
      const error = `Did you mean ${meant}? Type ${meant} as the platform, with its order ID.`;
      const rest = await asha.browser.post('/api/v1/customer/request-points', { restaurantUid: restaurant.restaurantUid, platform });
      expect(rest, platform).toEqual({ status: 400, body: { error, code: 'BAD_USER_INPUT' } });
      expect(await send(asha.browser, REQUEST, { r: restaurant.restaurantUid, p: platform, o: newOrderId() })).toEqual({
        error,
        code: 'BAD_USER_INPUT',
      });
    }
    expect((await server.firebase.db.collectionGroup('requests').where('customerUid', '==', asha.uid).get()).size).toBe(0);
    // Any other platform still asks without an order ID (the staff card says "No order ID").
    expect(await send(asha.browser, REQUEST, { r: restaurant.restaurantUid, p: 'Magicpin' })).toMatchObject({ data: { orderId: null } });
  });

  it('refuses an order ID on a platform without them with its reason, ORDER_ID_ONLINE_ONLY, and keeps nothing', async () => {
    const restaurant = await testRestaurant(server);
    const asha = await memberOf(server, [restaurant]);
    const words = 'Order IDs are for Zomato or Swiggy orders: choose the platform, or leave the Order ID out.';
    const rest = await asha.browser.post('/api/v1/customer/request-points', {
      restaurantUid: restaurant.restaurantUid,
      platform: 'Magicpin',
      orderId: newOrderId(),
    });
    expect(rest).toEqual({ status: 400, body: { error: words, code: 'BAD_USER_INPUT', reason: 'ORDER_ID_ONLINE_ONLY', params: {} } });
    const { body } = await asha.browser.graphql(REQUEST, { r: restaurant.restaurantUid, p: 'Magicpin', o: newOrderId() });
    expect(body.errors?.[0]).toMatchObject({ message: words, extensions: { code: 'BAD_USER_INPUT', reason: 'ORDER_ID_ONLINE_ONLY' } });
    expect((await server.firebase.db.collectionGroup('requests').where('customerUid', '==', asha.uid).get()).size).toBe(0);
  });

  it('20 customers asking with one order ID at once: exactly one is accepted, 19 answer 409', async () => {
    const restaurant = await testRestaurant(server);
    const customers = await Promise.all(Array.from({ length: 20 }, () => memberOf(server, [restaurant])));
    const orderId = newSwiggyOrderId();
    const answers = await Promise.all(
      customers.map((customer) =>
        customer.browser.post('/api/v1/customer/request-points', { restaurantUid: restaurant.restaurantUid, platform: 'Swiggy', orderId }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const held = await server.firebase.db.collectionGroup('requests').where('orderId', '==', orderId).get();
    expect(held.size).toBe(1);
  });

  it('a rejected request frees its order ID, and the next request with it is flagged; an approved one holds it for good', async () => {
    const restaurant = await testRestaurant(server);
    const staff = (await freshStaff(server, restaurant.resId)).browser;
    const [asha, ravi] = [await memberOf(server, [restaurant]), await memberOf(server, [restaurant])];
    const orderId = newOrderId();
    await send(asha.browser, REQUEST, { r: restaurant.restaurantUid, p: 'Zomato', o: orderId });
    const [asked] = await queueOf(staff);
    expect(asked).toMatchObject({ orderId, flags: [], recent: [] });
    expect(await send(staff, REJECT_REQUEST, { id: asked!.id })).toMatchObject({ data: { points: null } });
    // Freed: another customer may ask with it, and staff see it was refused before.
    expect(await send(ravi.browser, REQUEST, { r: restaurant.restaurantUid, p: 'Zomato', o: orderId })).toMatchObject({ data: { orderId } });
    const [again] = await queueOf(staff);
    expect(again).toMatchObject({ cusId: ravi.cusIds[restaurant.restaurantUid], orderId, flags: ['orderIdRefusedBefore'] });
    expect(await send(staff, APPROVE_REQUEST, { id: again!.id, points: 120 })).toMatchObject({ data: { points: 120 } });
    // Held for good: Asha cannot ask again with it.
    expect(await send(asha.browser, REQUEST, { r: restaurant.restaurantUid, p: 'Zomato', o: orderId })).toMatchObject({ code: 'CONFLICT' });
    // Ravi's history says which order earned the points.
    expect((await send(ravi.browser, HISTORY, { r: restaurant.restaurantUid })).data).toEqual({
      history: { items: [{ kind: 'onlineOrder', platform: 'Zomato', orderId, points: 120 }] },
    });
  });
});

describe('one order, one key: every spelling of an order ID is the same order', () => {
  const taken = (platform: string) => `Points for this ${platform} order were already asked for. Each order earns points once; check the order ID.`;
  const post = (browser: TestBrowser, restaurantUid: string, platform: string, orderId: string) =>
    browser.post('/api/v1/customer/request-points', { restaurantUid, platform, orderId });

  it('two customers at two restaurants: leading zeros, # and separators are refused as the order already asked for (REST and GraphQL)', async () => {
    const [first, second] = [await testRestaurant(server), await testRestaurant(server)];
    const [x, y] = [await memberOf(server, [first, second]), await memberOf(server, [first, second])];
    const [staffFirst, staffSecond] = [(await freshStaff(server, first.resId)).browser, (await freshStaff(server, second.resId)).browser];
    const zomato = newOrderId();
    const swiggy = newSwiggyOrderId();

    // X asks at the first restaurant with the Zomato ID as the app shows it; Y, at the second, with zeros in front.
    expect(await post(x.browser, first.restaurantUid, 'Zomato', zomato)).toMatchObject({ status: 201, body: { result: { orderId: zomato } } });
    expect(await post(y.browser, second.restaurantUid, 'Zomato', `00${zomato}`)).toEqual({
      status: 409,
      body: { error: taken('Zomato'), code: 'CONFLICT', reason: 'ORDER_ALREADY_ASKED', params: { platform: 'Zomato' } },
    });
    for (const spelling of [`#00${zomato}`, `0${zomato.slice(0, 4)}-${zomato.slice(4)}`, `${zomato.slice(0, 5)}_${zomato.slice(5)}`, `${zomato}.`]) {
      expect(await send(y.browser, REQUEST, { r: second.restaurantUid, p: 'zomato', o: spelling }), spelling).toEqual({
        error: taken('Zomato'),
        code: 'CONFLICT',
      });
    }
    // Zomato IDs are 10 digits: 11 or 12 are not another order, they are no Zomato order at all.
    for (const longer of [`${zomato}1`, `${zomato}12`]) {
      const refused = { error: 'That is not a Zomato Order ID. It looks like 7012345678.', code: 'BAD_USER_INPUT' };
      expect(await post(y.browser, second.restaurantUid, 'Zomato', longer), longer).toEqual({ status: 400, body: refused });
      expect(await send(y.browser, REQUEST, { r: second.restaurantUid, p: 'Zomato', o: longer }), longer).toEqual(refused);
    }

    // Swiggy the same: Y asks at the second restaurant with a zero in front (kept without it), X cannot ask again.
    expect(await send(y.browser, REQUEST, { r: second.restaurantUid, p: 'Swiggy', o: `0${swiggy}` })).toMatchObject({ data: { orderId: swiggy } });
    expect(await post(x.browser, second.restaurantUid, 'Swiggy', swiggy)).toEqual({
      status: 409,
      body: { error: taken('Swiggy'), code: 'CONFLICT', reason: 'ORDER_ALREADY_ASKED', params: { platform: 'Swiggy' } },
    });
    expect(await send(x.browser, REQUEST, { r: second.restaurantUid, p: 'Swiggy', o: `#0${swiggy}` })).toEqual({
      error: taken('Swiggy'),
      code: 'CONFLICT',
    });

    // Staff see one request per order, with the canonical ID; one key document per order.
    const [firstQueue, secondQueue] = [await queueOf(staffFirst), await queueOf(staffSecond)];
    expect(firstQueue.map((request) => request.orderId)).toEqual([zomato]);
    expect(secondQueue.map((request) => request.orderId)).toEqual([swiggy]);
    const db = server.firebase.db;
    const keys = await Promise.all(
      [`zomato_${zomato}`, `zomato_00${zomato}`, `swiggy_${swiggy}`, `swiggy_0${swiggy}`].map((key) => db.doc(`orderIds/${key}`).get()),
    );
    expect(keys.map((key) => key.exists)).toEqual([true, false, true, false]);

    // Approved once, paid once: the other customer still cannot ask for it.
    expect(await send(staffFirst, APPROVE_REQUEST, { id: firstQueue[0]!.id, points: 250 })).toMatchObject({ data: { points: 250 } });
    expect(await post(y.browser, first.restaurantUid, 'Zomato', `000${zomato}`)).toEqual({
      status: 409,
      body: { error: taken('Zomato'), code: 'CONFLICT', reason: 'ORDER_ALREADY_ASKED', params: { platform: 'Zomato' } },
    });
    const points = await Promise.all(
      [x, y].flatMap((customer) =>
        [first, second].map((restaurant) => db.doc(`customers/${customer.uid}/restaurants/${restaurant.restaurantUid}`).get()),
      ),
    );
    expect(points.map((membership) => membership.get('points') ?? 0)).toEqual([250, 0, 0, 0]);
  });

  it('spellings of one order asked for at once by customers at two restaurants: exactly one is accepted', async () => {
    const [first, second] = [await testRestaurant(server), await testRestaurant(server)];
    const zomato = newOrderId();
    const swiggy = newSwiggyOrderId();
    const asks = [
      ['Zomato', zomato],
      ['Zomato', `0${zomato}`],
      ['Zomato', `00${zomato}`],
      ['Zomato', `#${zomato}`],
      ['Zomato', `${zomato.slice(0, 4)}-${zomato.slice(4)}`],
      ['Zomato', `0${zomato.slice(0, 3)} ${zomato.slice(3)}`],
      ['Swiggy', swiggy],
      ['Swiggy', `0${swiggy}`],
      ['Swiggy', `00${swiggy}`],
      ['Swiggy', `#${swiggy.slice(0, 5)}-${swiggy.slice(5)}`],
    ] as const;
    const customers = await Promise.all(asks.map(() => memberOf(server, [first, second])));
    const answers = await Promise.all(
      asks.map(async ([platform, orderId], index) => {
        const restaurantUid = (index % 2 === 0 ? first : second).restaurantUid;
        const { browser } = customers[index]!;
        // Half through REST, half through GraphQL.
        if (index % 4 < 2) return { platform, status: (await post(browser, restaurantUid, platform, orderId)).status };
        const answer = await send(browser, REQUEST, { r: restaurantUid, p: platform, o: orderId });
        return { platform, status: answer.code === 'CONFLICT' ? 409 : answer.data ? 201 : 500 };
      }),
    );
    for (const platform of ['Zomato', 'Swiggy']) {
      const statuses = answers.filter((answer) => answer.platform === platform).map((answer) => answer.status);
      expect(statuses.sort(), platform).toEqual([201, ...Array<number>(statuses.length - 1).fill(409)]);
    }
    const held = await Promise.all(
      [zomato, swiggy].map((orderId) => server.firebase.db.collectionGroup('requests').where('orderId', '==', orderId).get()),
    );
    expect(held.map((snapshot) => snapshot.size)).toEqual([1, 1]);
  });
});

describe("the staff card's recent items and flags", () => {
  it('shows the last 5 credits and requests before this one, and flags more than 5 in 24 hours or no order ID', async () => {
    const restaurant = await testRestaurant(server);
    const staff = (await freshStaff(server, restaurant.resId)).browser;
    const asha = await memberOf(server, [restaurant]);
    const cusId = asha.cusIds[restaurant.restaurantUid]!;
    const credit = (amount: number) =>
      staff.graphql('mutation C($c: String!, $a: Int!) { creditInStore(cusId: $c, pin: "4321", amount: $a) }', { c: cusId, a: amount });
    for (const amount of [100, 200, 300]) expect((await credit(amount)).body.errors).toBeUndefined();
    await send(asha.browser, REQUEST, { r: restaurant.restaurantUid, p: 'Zomato', o: newOrderId() });
    let [request] = await queueOf(staff);
    // 4 in 24 hours: no flag yet; the three credits beside it, newest first.
    expect(request!.flags).toEqual([]);
    expect(request!.recent.map(({ kind, points, status }) => [kind, points, status])).toEqual([
      ['inStoreBill', 300, 'approved'],
      ['inStoreBill', 200, 'approved'],
      ['inStoreBill', 100, 'approved'],
    ]);
    await send(staff, APPROVE_REQUEST, { id: request!.id, points: 50 });
    await credit(400);
    // The 6th item in 24 hours is a request without an order ID: both flags.
    await send(asha.browser, REQUEST, { r: restaurant.restaurantUid, p: 'Swiggy' });
    [request] = await queueOf(staff);
    expect(request!.flags).toEqual(['manyInADay', 'noOrderId']);
    expect(request!.recent.map(({ kind, points }) => [kind, points])).toEqual([
      ['inStoreBill', 400],
      ['onlineOrder', 50],
      ['inStoreBill', 300],
      ['inStoreBill', 200],
      ['inStoreBill', 100],
    ]);
    await send(staff, REJECT_REQUEST, { id: request!.id });
    const owner = await server.firebase.db
      .collection('restaurants')
      .doc(restaurant.restaurantUid)
      .collection('activity')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .get();
    expect(owner.docs[0]!.data()).toMatchObject({ kind: 'requestRejected', orderId: null, flags: ['manyInADay', 'noOrderId'] });
  });
});
