import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { restaurantUidOf, signedInCustomer, signedInStaff } from '../test/customers.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { APPROVE_CLAIM, APPROVE_REQUEST, CREDIT, KEYED_CREDIT, REJECT_CLAIM, REJECT_REQUEST } from '../test/staff-operations.js';
import { adjustPoints } from '../test/adjust-points.js';

const server = useTestServer();
let chaat: string; // FS1003: reward at 300
let dhaba: string; // FS1002
let chaatStaff: TestBrowser;
let dhabaStaff: TestBrowser;

beforeAll(async () => {
  [chaat, dhaba] = await Promise.all([restaurantUidOf(server, 'FS1003'), restaurantUidOf(server, 'FS1002')]);
  [chaatStaff, dhabaStaff] = await Promise.all([signedInStaff(server, 'FS1003'), signedInStaff(server, 'FS1002')]);
});

const QUEUE =
  '{ staffQueue { restaurantName resId claims { id cusId customerName platform status createdAt } requests { id cusId customerName platform points createdAt } } }';

type Queue = { claims: { id: string; cusId: string; customerName: string }[]; requests: { id: string; cusId: string }[] };
const queueOf = async (staff: TestBrowser) => (await staff.graphql(QUEUE)).body.data?.['staffQueue'] as Queue;
const credit = (uid: string, restaurantUid: string, amount: number) =>
  adjustPoints(server, { customerUid: uid, restaurantUid, amount, platform: 'In-Store', source: 'service' });
const membership = async (uid: string, restaurantUid: string) =>
  (await server.firebase.db.doc(`customers/${uid}/restaurants/${restaurantUid}`).get()).data() as { points: number; cusId: string };
const historyPoints = async (uid: string, restaurantUid: string) =>
  (await server.firebase.db.collection(`customers/${uid}/restaurants/${restaurantUid}/history`).get()).docs.map(
    (doc) => doc.data()['points'] as number,
  );

/** A customer of `resId` with `points`, who has a pending claim (if `claim`) and a pending request (if `request`). */
async function customerWithPending(resId: string, restaurantUid: string, options: { points?: number; claim?: boolean; request?: boolean }) {
  const customer = await signedInCustomer(server);
  await customer.browser.post('/api/v1/customer/add-restaurant', { resId });
  if (options.points) await credit(customer.uid, restaurantUid, options.points);
  if (options.claim) expect((await customer.browser.post('/api/v1/customer/claim-reward', { restaurantUid, platform: 'In-Store' })).status).toBe(201);
  if (options.request)
    expect((await customer.browser.post('/api/v1/customer/request-points', { restaurantUid, platform: 'Swiggy' })).status).toBe(201);
  const { cusId } = await membership(customer.uid, restaurantUid);
  return { ...customer, cusId };
}

const itemFor = (items: { id: string; cusId: string }[], cusId: string) => {
  const item = items.find((entry) => entry.cusId === cusId);
  if (!item) throw new Error(`no queue item for ${cusId}`);
  return item.id;
};

describe('staff sign-in', () => {
  it('refuses a customer account at the staff login with 403', async () => {
    const customer = await signedInCustomer(server);
    const email = `c-${Date.now()}@example.in`;
    const { idToken } = await authEmulatorClient(server.authHost, server.projectId).signUpWithEmail(email, 'secret-pass');
    expect(await customer.browser.post('/api/v1/auth/staff/login', { idToken })).toMatchObject({ status: 403 });
  });

  it('reports role staff from me', async () => {
    expect((await chaatStaff.get('/api/v1/auth/customer/me')).body['role']).toBe('staff');
  });
});

describe('staff queue and decisions', () => {
  it('shows pending items of its own restaurant, oldest first, with customer name and Customer ID', async () => {
    const first = await customerWithPending('FS1003', chaat, { points: 300, claim: true, request: true });
    const queue = await queueOf(chaatStaff);
    expect(queue).toMatchObject({ restaurantName: 'Mumbai Chaat Corner', resId: 'FS1003' });
    expect(queue.claims.find((claim) => claim.cusId === first.cusId)).toMatchObject({
      customerName: 'Asha Rao',
      platform: 'In-Store',
      status: 'pending',
    });
    expect(queue.requests.find((request) => request.cusId === first.cusId)).toMatchObject({ platform: 'Swiggy', points: null });
    const times = queue.claims.map((claim) => (claim as unknown as { createdAt: string }).createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it("keeps restaurants apart: FS1002's staff neither see nor decide FS1003's items", async () => {
    const customer = await customerWithPending('FS1003', chaat, { points: 300, claim: true, request: true });
    const queue = await queueOf(chaatStaff);
    const claimId = itemFor(queue.claims, customer.cusId);
    const requestId = itemFor(queue.requests, customer.cusId);
    const otherQueue = await queueOf(dhabaStaff);
    expect(otherQueue.claims.some((claim) => claim.id === claimId)).toBe(false);
    for (const [query, variables] of [
      [APPROVE_CLAIM, { id: claimId }],
      [REJECT_CLAIM, { id: claimId }],
      [APPROVE_REQUEST, { id: requestId, points: 50 }],
      [REJECT_REQUEST, { id: requestId }],
    ] as const) {
      const { body } = await dhabaStaff.graphql(query, variables);
      expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await membership(customer.uid, chaat)).points).toBe(300);
  });

  it('refuses every staff operation to a customer', async () => {
    const customer = await customerWithPending('FS1003', chaat, { points: 300, claim: true });
    const claimId = itemFor((await queueOf(chaatStaff)).claims, customer.cusId);
    for (const [query, variables] of [
      [QUEUE, {}],
      [APPROVE_CLAIM, { id: claimId }],
      [REJECT_CLAIM, { id: claimId }],
      [APPROVE_REQUEST, { id: claimId, points: 10 }],
      [REJECT_REQUEST, { id: claimId }],
      [CREDIT, { cusId: customer.cusId, pin: '4321', amount: 500 }],
    ] as const) {
      const { body } = await customer.browser.graphql(query, variables);
      expect(body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    expect((await membership(customer.uid, chaat)).points).toBe(300);
  });

  it('approving a claim deducts minimumSpend once, writes the negative row, and lets the customer claim again', async () => {
    const customer = await customerWithPending('FS1003', chaat, { points: 650, claim: true });
    const claimId = itemFor((await queueOf(chaatStaff)).claims, customer.cusId);
    expect((await chaatStaff.graphql(APPROVE_CLAIM, { id: claimId })).body.data).toEqual({
      approveClaim: { id: claimId, status: 'approved', cusId: customer.cusId },
    });
    const again = await chaatStaff.graphql(APPROVE_CLAIM, { id: claimId });
    expect(again.body.errors?.[0]).toMatchObject({ message: 'This claim was already approved by another till.', extensions: { code: 'CONFLICT' } });
    expect((await membership(customer.uid, chaat)).points).toBe(350);
    expect((await historyPoints(customer.uid, chaat)).sort((a, b) => a - b)).toEqual([-300, 650]);
    const latest = await customer.browser.get(`/api/v1/customer/latest-claim/${chaat}`);
    expect((latest.body['result'] as { status: string }[])[0]?.status).toBe('approved');
    expect((await customer.browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaat, platform: 'Zomato' })).status).toBe(201);
  });

  it('two staff approving the same claim at once deduct once', async () => {
    const customer = await customerWithPending('FS1003', chaat, { points: 900, claim: true });
    const claimId = itemFor((await queueOf(chaatStaff)).claims, customer.cusId);
    const secondDesk = await signedInStaff(server, 'FS1003');
    const results = await Promise.all([chaatStaff.graphql(APPROVE_CLAIM, { id: claimId }), secondDesk.graphql(APPROVE_CLAIM, { id: claimId })]);
    expect(results.filter((result) => !result.body.errors)).toHaveLength(1);
    expect(results.filter((result) => result.body.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(1);
    expect((await membership(customer.uid, chaat)).points).toBe(600);
    expect(await historyPoints(customer.uid, chaat)).toHaveLength(2);
  });

  it('rejecting a claim changes no points and clears the pending claim', async () => {
    const customer = await customerWithPending('FS1003', chaat, { points: 300, claim: true });
    const claimId = itemFor((await queueOf(chaatStaff)).claims, customer.cusId);
    expect((await chaatStaff.graphql(REJECT_CLAIM, { id: claimId })).body.data).toEqual({ rejectClaim: { id: claimId, status: 'rejected' } });
    expect((await membership(customer.uid, chaat)).points).toBe(300);
    expect((await customer.browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaat, platform: 'In-Store' })).status).toBe(201);
  });

  it('approves a points request with an amount, writing the positive row; refuses 0, negative, fractional and huge amounts', async () => {
    const customer = await customerWithPending('FS1003', chaat, { request: true });
    const requestId = itemFor((await queueOf(chaatStaff)).requests, customer.cusId);
    for (const points of [0, -5, 100_001]) {
      const { body } = await chaatStaff.graphql(APPROVE_REQUEST, { id: requestId, points });
      expect(body.errors?.[0]).toMatchObject({ message: 'Points must be a whole number from 1 to 1,00,000', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const fractional = await chaatStaff.graphql(APPROVE_REQUEST, { id: requestId, points: 1.5 });
    expect(fractional.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const huge = await chaatStaff.graphql(APPROVE_REQUEST, { id: requestId, points: 2 ** 40 });
    expect(huge.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await membership(customer.uid, chaat)).points).toBe(0);

    expect((await chaatStaff.graphql(APPROVE_REQUEST, { id: requestId, points: 240 })).body.data).toEqual({
      approvePointsRequest: { id: requestId, points: 240 },
    });
    expect((await membership(customer.uid, chaat)).points).toBe(240);
    expect(await historyPoints(customer.uid, chaat)).toEqual([240]);
    const latest = await customer.browser.get(`/api/v1/customer/latest-request/${chaat}`);
    expect((latest.body['result'] as unknown[])[0]).toMatchObject({ platform: 'Swiggy', points: 240, status: 'approved' });
  });

  it('rejects a points request without points', async () => {
    const customer = await customerWithPending('FS1002', dhaba, { request: true });
    const requestId = itemFor((await queueOf(dhabaStaff)).requests, customer.cusId);
    expect((await dhabaStaff.graphql(REJECT_REQUEST, { id: requestId })).body.data).toEqual({ rejectPointsRequest: { id: requestId, points: null } });
    expect((await membership(customer.uid, dhaba)).points).toBe(0);
  });

  it('answers NOT_FOUND for a made-up item id', async () => {
    const { body } = await chaatStaff.graphql(APPROVE_CLAIM, { id: 'bm90LWFuLWlk' });
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('in-store credit', () => {
  it('credits a bill to the customer found by Customer ID and PIN and returns the new balance', async () => {
    const customer = await customerWithPending('FS1003', chaat, { points: 100 });
    expect((await chaatStaff.graphql(CREDIT, { cusId: customer.cusId, pin: '4321', amount: 640 })).body.data).toEqual({ creditInStore: 740 });
    expect((await membership(customer.uid, chaat)).points).toBe(740);
    const history = (await customer.browser.get(`/api/v1/customer/points-history/${chaat}`)).body['results'] as {
      points: number;
      platform: string;
    }[];
    expect(history[0]).toMatchObject({ points: 640, platform: 'In-Store' });
  });

  // The lockout is per customer, at every restaurant together (graphql/pin-lockout.test.ts); here one restaurant.
  it('refuses a wrong PIN, and after 5 wrong PINs for the customer refuses even the right one', async () => {
    const customer = await customerWithPending('FS1003', chaat, {});
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const { body } = await chaatStaff.graphql(CREDIT, { cusId: customer.cusId, pin: '0000', amount: 100 });
      expect(body.errors?.[0]).toMatchObject({ message: 'Wrong PIN for this Customer ID.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const fifth = await chaatStaff.graphql(CREDIT, { cusId: customer.cusId, pin: '0000', amount: 100 });
    expect(fifth.body.errors?.[0]?.message).toMatch(/this Customer ID is locked for 30 seconds/);
    const locked = await chaatStaff.graphql(CREDIT, { cusId: customer.cusId, pin: '4321', amount: 100 });
    expect(locked.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Try again in 30 seconds, or ask the owner to lift the lock/),
      extensions: { code: 'RATE_LIMITED' },
    });
    expect((await membership(customer.uid, chaat)).points).toBe(0);
  });

  it("refuses an unknown Customer ID, another restaurant's customer, and bad amounts", async () => {
    const customer = await customerWithPending('FS1003', chaat, {});
    expect((await dhabaStaff.graphql(CREDIT, { cusId: customer.cusId, pin: '4321', amount: 100 })).body.errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await chaatStaff.graphql(CREDIT, { cusId: '12345', pin: '4321', amount: 100 })).body.errors?.[0]?.message).toBe(
      'Customer ID must be 6 digits',
    );
    for (const amount of [0, -1, 100_001]) {
      expect((await chaatStaff.graphql(CREDIT, { cusId: customer.cusId, pin: '4321', amount })).body.errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect((await membership(customer.uid, chaat)).points).toBe(0);
  });
});

describe('the same bill is credited once (idempotency key)', () => {
  it('the same key twice in a row credits once and answers the first balance twice', async () => {
    const customer = await customerWithPending('FS1003', chaat, { points: 11 });
    const bill = { cusId: customer.cusId, pin: '4321', amount: 7, key: randomUUID() };
    const first = await chaatStaff.graphql(KEYED_CREDIT, bill);
    const retry = await chaatStaff.graphql(KEYED_CREDIT, bill);
    expect([first.body, retry.body]).toEqual([{ data: { creditInStore: 18 } }, { data: { creditInStore: 18 } }]);
    expect((await membership(customer.uid, chaat)).points).toBe(18);
    expect(await historyPoints(customer.uid, chaat)).toHaveLength(2);
  });

  it('the same key five times at once, from two tills, credits once; every answer is the same balance', async () => {
    const customer = await customerWithPending('FS1003', chaat, { points: 11 });
    const secondTill = await signedInStaff(server, 'FS1003');
    const bill = { cusId: customer.cusId, pin: '4321', amount: 7, key: randomUUID() };
    const answers = await Promise.all([chaatStaff, secondTill, chaatStaff, secondTill, chaatStaff].map((till) => till.graphql(KEYED_CREDIT, bill)));
    expect(answers.map((answer) => answer.body)).toEqual(Array.from({ length: 5 }, () => ({ data: { creditInStore: 18 } })));
    expect((await membership(customer.uid, chaat)).points).toBe(18);
    expect((await historyPoints(customer.uid, chaat)).sort((a, b) => a - b)).toEqual([7, 11]);
  });

  it('two keys credit twice; no key (an older client) credits every time', async () => {
    const customer = await customerWithPending('FS1003', chaat, {});
    const bill = { cusId: customer.cusId, pin: '4321', amount: 7 };
    await chaatStaff.graphql(KEYED_CREDIT, { ...bill, key: randomUUID() });
    await chaatStaff.graphql(KEYED_CREDIT, { ...bill, key: randomUUID() });
    await chaatStaff.graphql(CREDIT, bill);
    expect((await chaatStaff.graphql(CREDIT, bill)).body).toEqual({ data: { creditInStore: 28 } });
    expect(await historyPoints(customer.uid, chaat)).toHaveLength(4);
  });

  it('a key used for another bill (another amount or customer) is refused and credits nothing', async () => {
    const customer = await customerWithPending('FS1003', chaat, {});
    const other = await customerWithPending('FS1003', chaat, {});
    const key = randomUUID();
    expect((await chaatStaff.graphql(KEYED_CREDIT, { cusId: customer.cusId, pin: '4321', amount: 7, key })).body).toEqual({
      data: { creditInStore: 7 },
    });
    const otherAmount = await chaatStaff.graphql(KEYED_CREDIT, { cusId: customer.cusId, pin: '4321', amount: 70, key });
    expect(otherAmount.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const otherCustomer = await chaatStaff.graphql(KEYED_CREDIT, { cusId: other.cusId, pin: '4321', amount: 7, key });
    expect(otherCustomer.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect([(await membership(customer.uid, chaat)).points, (await membership(other.uid, chaat)).points]).toEqual([7, 0]);
  });

  it('a refused credit (wrong PIN) stores nothing: the same key with the right PIN then credits', async () => {
    const customer = await customerWithPending('FS1003', chaat, {});
    const key = randomUUID();
    const wrong = await chaatStaff.graphql(KEYED_CREDIT, { cusId: customer.cusId, pin: '0000', amount: 7, key });
    expect(wrong.body.errors?.[0]?.message).toBe('Wrong PIN for this Customer ID.');
    expect((await chaatStaff.graphql(KEYED_CREDIT, { cusId: customer.cusId, pin: '4321', amount: 7, key })).body).toEqual({
      data: { creditInStore: 7 },
    });
  });

  it('refuses a key that is not 8-64 letters, digits or dashes, before anything is read', async () => {
    const customer = await customerWithPending('FS1003', chaat, {});
    for (const key of ['', 'short', 'a/b/c/d/e', '__proto__x', 'x'.repeat(65), '\ud800abcdefgh']) {
      const answer = await chaatStaff.graphql(KEYED_CREDIT, { cusId: customer.cusId, pin: '4321', amount: 7, key });
      expect(answer.body.errors?.[0]?.extensions?.code, key).toBe('BAD_USER_INPUT');
    }
    expect((await membership(customer.uid, chaat)).points).toBe(0);
  });

  it('approvals stay conflict-safe: the same approval twice in a row, or twice at once, moves points once', async () => {
    const customer = await customerWithPending('FS1003', chaat, { points: 900, claim: true, request: true });
    const queue = await queueOf(chaatStaff);
    const claimId = itemFor(queue.claims, customer.cusId);
    const requestId = itemFor(queue.requests, customer.cusId);
    expect((await chaatStaff.graphql(APPROVE_CLAIM, { id: claimId })).body.errors).toBeUndefined();
    expect((await chaatStaff.graphql(APPROVE_CLAIM, { id: claimId })).body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const atOnce = await Promise.all([1, 2, 3].map(() => chaatStaff.graphql(APPROVE_REQUEST, { id: requestId, points: 50 })));
    expect(atOnce.filter((answer) => !answer.body.errors)).toHaveLength(1);
    expect((await membership(customer.uid, chaat)).points).toBe(900 - 300 + 50);
    expect(await historyPoints(customer.uid, chaat)).toHaveLength(3);
  });
});
