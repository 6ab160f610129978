import { CREDIT_UNDO_MINUTES, DEFAULT_LARGE_BILL_THRESHOLD } from '@foodspot/schema/rules';
import { REFUSALS } from '@foodspot/schema/refusals';

const LARGE_BILL_UNCONFIRMED = REFUSALS.LARGE_BILL_UNCONFIRMED;
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VALID_PROFILE } from '../test/customers.js';
import { customerAt } from '../test/clients-at.js';
import { fakeClock } from '../test/fake-clock.js';
import { useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { ACTIVITY, createdRestaurant, hiredStaff, restaurantInput, signedInOwner, UPDATE_RESTAURANT } from '../test/owners.js';
import { APPROVE_CLAIM, REJECT_CLAIM } from '../test/staff-operations.js';

/**
 * The till on a busy night (issue 22): a credit names its customer and can be undone by its cashier for 10 minutes,
 * a large bill needs an explicit confirmation, a Customer ID is checked before the PIN, a race's loser is told, and a
 * logout ends one device's session. Each test has a restaurant of its own (a new owner's), so its counters and staff
 * are its own; the clock is the server's injected one, so the undo window is crossed without waiting.
 */
const clock = fakeClock();
const CREDITS_PER_MIN = 30;
const server = useTestServer({ clock, env: { RATE_LIMIT_CREDITS_PER_MIN: String(CREDITS_PER_MIN) } });
const MINUTE = 60_000;

const CREDIT_FIELDS = 'id cusId customerName amount balance createdAt undoableUntil reversedAt';
const CREDIT_BILL = `mutation CreditBill($cusId: String!, $pin: String!, $amount: Int!, $key: String, $confirm: Boolean) {
  creditBill(cusId: $cusId, pin: $pin, amount: $amount, idempotencyKey: $key, confirmLargeBill: $confirm) { ${CREDIT_FIELDS} } }`;
const CREDIT_IN_STORE = `mutation Credit($cusId: String!, $pin: String!, $amount: Int!, $confirm: Boolean) {
  creditInStore(cusId: $cusId, pin: $pin, amount: $amount, confirmLargeBill: $confirm) }`;
const UNDO = `mutation Undo($id: ID!) { undoCredit(id: $id) { ${CREDIT_FIELDS} } }`;
const LAST_CREDITS = `query Last { lastCredits { ${CREDIT_FIELDS} } }`;
const LOOKUP = 'query Lookup($cusId: String!) { staffMemberLookup(cusId: $cusId) { cusId customerName lockedUntil } }';
const QUEUE = 'query Q { staffQueue { largeBillThreshold claims { id reward cost customerName } } }';

interface Credit {
  id: string;
  cusId: string;
  customerName: string;
  amount: number;
  balance: number;
  createdAt: string;
  undoableUntil: string;
  reversedAt: string | null;
}

let owner: TestBrowser;
beforeAll(async () => {
  owner = (await signedInOwner(server)).browser;
});
// Each test starts at the real time: sign-ins must be fresh by the server's clock too.
beforeEach(() => clock.set(Date.now()));

/** A restaurant of its own with two cashiers and a customer (Asha Rao, PIN 4321) who joined it. */
async function till(overrides: Parameters<typeof restaurantInput>[0] = {}) {
  const restaurant = await createdRestaurant(owner, { minimumSpend: 500, ...overrides });
  const [first, second] = [await hiredStaff(server, owner, restaurant.restaurantUid), await hiredStaff(server, owner, restaurant.restaurantUid)];
  const customer = await joinedCustomer(restaurant.resId);
  return { ...restaurant, first: first, second: second, customer };
}

async function joinedCustomer(resId: string) {
  const customer = await customerAt(server);
  const added = await customer.browser.post('/api/v1/customer/add-restaurant', { resId });
  expect(added.status).toBe(201);
  return { ...customer, cusId: (added.body['result'] as { cusId: string }).cusId };
}

/** What one staff operation answered: its data, or its first error's message and code. */
async function send<T>(browser: TestBrowser, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await browser.graphql(query, variables);
  const error = body.errors?.[0];
  return error ? { error: error.message, code: error.extensions?.['code'] } : { data: Object.values(body.data ?? {})[0] as T };
}
const creditBill = (cashier: TestBrowser, cusId: string, amount: number, extra: { key?: string; confirm?: boolean; pin?: string } = {}) =>
  send<Credit>(cashier, CREDIT_BILL, { cusId, pin: extra.pin ?? VALID_PROFILE.pin, amount, key: extra.key, confirm: extra.confirm });

/** The customer's own view of the restaurant: balance and history rows (REST, as the app reads them). */
async function customerView(customer: { browser: TestBrowser }, restaurantUid: string) {
  const [detail, history] = await Promise.all([
    customer.browser.get(`/api/v1/customer/restaurant/${restaurantUid}`),
    customer.browser.get(`/api/v1/customer/points-history/${restaurantUid}`),
  ]);
  const rows = history.body['results'] as { platform: string; points: number }[];
  return { points: (detail.body['result'] as { points: number }).points, rows: rows.map(({ platform, points }) => ({ platform, points })) };
}

describe('a credit names its customer and joins the till’s Last credits', () => {
  it('answers who got the points and the balance; Last credits lists this staff account’s last 10, newest first', async () => {
    const { first, second, customer, restaurantUid } = await till();
    const credited = await creditBill(first.browser, customer.cusId, 650);
    expect(credited).toEqual({
      data: {
        id: expect.any(String),
        cusId: customer.cusId,
        customerName: 'Asha Rao',
        amount: 650,
        balance: 650,
        createdAt: new Date(clock.nowMs()).toISOString(),
        undoableUntil: new Date(clock.nowMs() + CREDIT_UNDO_MINUTES * MINUTE).toISOString(),
        reversedAt: null,
      },
    });
    for (let bill = 1; bill <= 11; bill += 1) {
      clock.advance(1000);
      expect((await creditBill(first.browser, customer.cusId, bill)).data?.amount).toBe(bill);
    }
    await creditBill(second.browser, customer.cusId, 999);
    const last = (await send<Credit[]>(first.browser, LAST_CREDITS)).data!;
    expect(last.map((credit) => credit.amount)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(last[0]).toMatchObject({ cusId: customer.cusId, customerName: 'Asha Rao', balance: 650 + 66 });
    expect((await send<Credit[]>(second.browser, LAST_CREDITS)).data!.map((credit) => credit.amount)).toEqual([999]);
    // The older entry point answers the balance as it always did, and credits the same way.
    expect(await send(first.browser, CREDIT_IN_STORE, { cusId: customer.cusId, pin: VALID_PROFILE.pin, amount: 5 })).toEqual({
      data: 650 + 66 + 999 + 5,
    });
    expect((await customerView(customer, restaurantUid)).points).toBe(650 + 66 + 999 + 5);
  });

  it('is refused to a customer and answers only this restaurant’s credits to its staff', async () => {
    const { customer } = await till();
    expect((await send(customer.browser, LAST_CREDITS)).code).toBe('FORBIDDEN');
    expect((await send(customer.browser, UNDO, { id: 'x' })).code).toBe('FORBIDDEN');
  });
});

describe('undoing a credit', () => {
  it('writes a reversing row in one transaction with the balance, keeps the credit, records who undid it', async () => {
    const { first, customer, restaurantUid } = await till();
    await creditBill(first.browser, customer.cusId, 200);
    clock.advance(1000);
    const wrong = (await creditBill(first.browser, customer.cusId, 650)).data!;
    clock.advance(CREDIT_UNDO_MINUTES * MINUTE);
    const undone = await send<Credit>(first.browser, UNDO, { id: wrong.id });
    expect(undone.data).toEqual({ ...wrong, reversedAt: new Date(clock.nowMs()).toISOString() });
    const view = await customerView(customer, restaurantUid);
    expect(view.points).toBe(200);
    expect(view.rows).toEqual([
      { platform: 'Credit reversed', points: -650 },
      { platform: 'In-Store', points: 650 },
      { platform: 'In-Store', points: 200 },
    ]);
    // Twice (a double tap, a second till of this account): answered as it is, nothing reversed again.
    expect((await send<Credit>(first.browser, UNDO, { id: wrong.id })).data).toEqual(undone.data);
    expect((await customerView(customer, restaurantUid)).rows).toHaveLength(3);
    expect((await send<Credit[]>(first.browser, LAST_CREDITS)).data![0]).toEqual(undone.data);
    const activity = (await owner.graphql(ACTIVITY, { restaurantUid, first: 5 })).body.data?.['restaurantActivity'] as {
      items: { kind: string; points: number; staffEmail: string }[];
    };
    expect(activity.items.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'creditReversed', points: -650, staffEmail: first.email }),
      expect.objectContaining({ kind: 'credit', points: 650, staffEmail: first.email }),
    ]);
  });

  it('is refused after 10 minutes, to another staff account, and for an id that is not a credit of this restaurant', async () => {
    const { first, second, customer, restaurantUid } = await till();
    const credit = (await creditBill(first.browser, customer.cusId, 300)).data!;
    expect(await send(second.browser, UNDO, { id: credit.id })).toEqual({
      error: 'Only the staff account that made a credit can undo it.',
      code: 'FORBIDDEN',
    });
    const elsewhere = await till();
    expect((await send(elsewhere.first.browser, UNDO, { id: credit.id })).code).toBe('NOT_FOUND');
    for (const id of ['', 'not-base64!', Buffer.from('a/b/c').toString('base64url'), 'x'.repeat(600)]) {
      expect((await send(first.browser, UNDO, { id })).code).toBe('NOT_FOUND');
    }
    clock.advance(CREDIT_UNDO_MINUTES * MINUTE + 1);
    expect(await send(first.browser, UNDO, { id: credit.id })).toEqual({
      error: `This credit can no longer be undone: a credit can be undone for ${CREDIT_UNDO_MINUTES} minutes after it.`,
      code: 'CONFLICT',
    });
    expect((await customerView(customer, restaurantUid)).points).toBe(300);
  });

  it('is refused with a sentence when the points were already spent, and changes nothing', async () => {
    const { first, customer, restaurantUid } = await till({ minimumSpend: 500 });
    const credit = (await creditBill(first.browser, customer.cusId, 600)).data!;
    const claimed = await customer.browser.post('/api/v1/customer/claim-reward', { platform: 'In-Store', restaurantUid });
    expect(claimed.status).toBe(201);
    const queue = (await send<{ claims: { id: string; reward: string; cost: number; customerName: string }[] }>(first.browser, QUEUE)).data!;
    expect(queue.claims).toEqual([{ id: expect.any(String), reward: restaurantInput().reward, cost: 500, customerName: 'Asha Rao' }]);
    clock.advance(1000);
    expect((await send(first.browser, APPROVE_CLAIM, { id: queue.claims[0]!.id })).data).toMatchObject({ status: 'approved' });
    expect(await send(first.browser, UNDO, { id: credit.id })).toEqual({
      error: 'The points of this credit were already spent: undoing it would leave a negative balance, so it stays.',
      code: 'CONFLICT',
    });
    expect(await customerView(customer, restaurantUid)).toEqual({
      points: 100,
      rows: [
        { platform: 'In-Store', points: -500 },
        { platform: 'In-Store', points: 600 },
      ],
    });
  });

  it('racing a claim’s approval: one of them wins, the balance never goes below zero and equals its history', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { first, second, customer, restaurantUid } = await till({ minimumSpend: 500 });
      const credit = (await creditBill(first.browser, customer.cusId, 600)).data!;
      await customer.browser.post('/api/v1/customer/claim-reward', { platform: 'In-Store', restaurantUid });
      const claimId = (await send<{ claims: { id: string }[] }>(second.browser, QUEUE)).data!.claims[0]!.id;
      const [undo, approve] = await Promise.all([send(first.browser, UNDO, { id: credit.id }), send(second.browser, APPROVE_CLAIM, { id: claimId })]);
      expect([undo, approve].filter((answer) => 'data' in answer)).toHaveLength(1);
      const view = await customerView(customer, restaurantUid);
      expect(view.points).toBeGreaterThanOrEqual(0);
      expect(view.points).toBe(view.rows.reduce((sum, row) => sum + row.points, 0));
      expect(view.points).toBe('data' in undo ? 0 : 100);
    }
  });

  it('many undos of one credit at once reverse it once', async () => {
    const { first, customer, restaurantUid } = await till();
    const credit = (await creditBill(first.browser, customer.cusId, 420)).data!;
    clock.advance(1000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => send<Credit>(first.browser, UNDO, { id: credit.id })));
    expect(answers.every((answer) => answer.data?.reversedAt)).toBe(true);
    expect(await customerView(customer, restaurantUid)).toEqual({
      points: 0,
      rows: [
        { platform: 'Credit reversed', points: -420 },
        { platform: 'In-Store', points: 420 },
      ],
    });
  });
});

describe('a large bill', () => {
  it(`needs confirmLargeBill above the restaurant's limit (${DEFAULT_LARGE_BILL_THRESHOLD} unless the owner sets another)`, async () => {
    const { first, customer, restaurantUid } = await till();
    expect((await send<{ largeBillThreshold: number }>(first.browser, QUEUE)).data?.largeBillThreshold).toBe(DEFAULT_LARGE_BILL_THRESHOLD);
    expect((await creditBill(first.browser, customer.cusId, DEFAULT_LARGE_BILL_THRESHOLD)).data?.balance).toBe(DEFAULT_LARGE_BILL_THRESHOLD);
    // Refused before anything is counted: not even a wrong PIN of an unconfirmed large bill counts against anyone.
    for (const pin of [VALID_PROFILE.pin, '0000', '0000', '0000', '0000', '0000', '0000']) {
      expect(await creditBill(first.browser, customer.cusId, 100_000, { pin })).toEqual({ error: LARGE_BILL_UNCONFIRMED, code: 'BAD_USER_INPUT' });
      expect(await creditBill(first.browser, customer.cusId, 100_000, { pin, confirm: false })).toEqual({
        error: LARGE_BILL_UNCONFIRMED,
        code: 'BAD_USER_INPUT',
      });
    }
    expect((await server.firebase.db.doc(`pinLockouts/${customer.uid}`).get()).exists).toBe(false);
    expect((await customerView(customer, restaurantUid)).points).toBe(DEFAULT_LARGE_BILL_THRESHOLD);
    expect((await creditBill(first.browser, customer.cusId, 100_000, { confirm: true })).data?.balance).toBe(DEFAULT_LARGE_BILL_THRESHOLD + 100_000);

    // The owner's limit: set, read by the till, kept when an edit leaves it out.
    const input = { ...restaurantInput({ minimumSpend: 500 }), largeBillThreshold: 2000 };
    expect((await owner.graphql(UPDATE_RESTAURANT, { restaurantUid, input })).body.errors).toBeUndefined();
    expect((await send<{ largeBillThreshold: number }>(first.browser, QUEUE)).data?.largeBillThreshold).toBe(2000);
    expect((await owner.graphql(UPDATE_RESTAURANT, { restaurantUid, input: restaurantInput({ minimumSpend: 500 }) })).body.errors).toBeUndefined();
    expect((await send<{ largeBillThreshold: number }>(first.browser, QUEUE)).data?.largeBillThreshold).toBe(2000);
    expect((await send(first.browser, CREDIT_IN_STORE, { cusId: customer.cusId, pin: VALID_PROFILE.pin, amount: 2001 })).error).toBe(
      LARGE_BILL_UNCONFIRMED,
    );
    for (const largeBillThreshold of [0, 100_001, 1.5]) {
      const refused = await owner.graphql(UPDATE_RESTAURANT, { restaurantUid, input: { ...input, largeBillThreshold } });
      expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    }
  });

  it('confirmed after a refusal with the same bill key is one credit; a retry answers it again', async () => {
    const { first, customer, restaurantUid } = await till();
    const key = crypto.randomUUID();
    expect((await creditBill(first.browser, customer.cusId, 25_000, { key })).error).toBe(LARGE_BILL_UNCONFIRMED);
    const confirmed = await Promise.all([1, 2, 3].map(() => creditBill(first.browser, customer.cusId, 25_000, { key, confirm: true })));
    expect(new Set(confirmed.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(confirmed[0]!.data).toMatchObject({ amount: 25_000, balance: 25_000, customerName: 'Asha Rao' });
    expect((await customerView(customer, restaurantUid)).rows).toEqual([{ platform: 'In-Store', points: 25_000 }]);
    // Undone, then retried with the same key: the retry says it was undone, and credits nothing.
    await send(first.browser, UNDO, { id: confirmed[0]!.data!.id });
    const retried = await creditBill(first.browser, customer.cusId, 25_000, { key, confirm: true });
    expect(retried.data?.reversedAt).not.toBeNull();
    expect((await customerView(customer, restaurantUid)).points).toBe(0);
  });
});

describe('knowing the customer before the PIN', () => {
  it('answers the name of this restaurant’s member, null for anyone else, and the lock after wrong PINs', async () => {
    const { first, customer } = await till();
    expect(await send(first.browser, LOOKUP, { cusId: customer.cusId })).toEqual({
      data: { cusId: customer.cusId, customerName: 'Asha Rao', lockedUntil: null },
    });
    // A member of another restaurant: their Customer ID there means nothing here.
    const elsewhere = await till();
    expect(await send(first.browser, LOOKUP, { cusId: elsewhere.customer.cusId })).toEqual({ data: null });
    for (const cusId of ['12345', 'abcdef', '1234567', '']) expect((await send(first.browser, LOOKUP, { cusId })).code).toBe('BAD_USER_INPUT');
    for (let attempt = 0; attempt < 5; attempt += 1) await creditBill(first.browser, customer.cusId, 10, { pin: '0000' });
    expect((await send(first.browser, LOOKUP, { cusId: customer.cusId })).data).toEqual({
      cusId: customer.cusId,
      customerName: 'Asha Rao',
      lockedUntil: new Date(clock.nowMs() + 30_000).toISOString(),
    });
    expect((await send(customer.browser, LOOKUP, { cusId: customer.cusId })).code).toBe('FORBIDDEN');
    expect((await send(owner, LOOKUP, { cusId: customer.cusId })).code).toBe('FORBIDDEN');
  });

  it(`is limited per staff account like the credits (${CREDITS_PER_MIN} a minute here), not per till`, async () => {
    const { first, second, customer } = await till();
    for (let lookup = 0; lookup < CREDITS_PER_MIN; lookup += 1) {
      expect((await send(first.browser, LOOKUP, { cusId: customer.cusId })).data).toBeTruthy();
    }
    const refused = await send(first.browser, LOOKUP, { cusId: customer.cusId });
    expect(refused).toEqual({ error: expect.stringMatching(/^Too many Customer IDs looked up from this account\./), code: 'RATE_LIMITED' });
    expect((await send(second.browser, LOOKUP, { cusId: customer.cusId })).data).toBeTruthy();
    clock.advance(MINUTE);
    expect((await send(first.browser, LOOKUP, { cusId: customer.cusId })).data).toBeTruthy();
  });
});

describe('two tills of one restaurant', () => {
  it('a claim decided at once by two tills: the loser is told by whom it was decided', async () => {
    const { first, second, customer, restaurantUid } = await till({ minimumSpend: 100 });
    await creditBill(first.browser, customer.cusId, 150);
    await customer.browser.post('/api/v1/customer/claim-reward', { platform: 'In-Store', restaurantUid });
    const claimId = (await send<{ claims: { id: string }[] }>(first.browser, QUEUE)).data!.claims[0]!.id;
    const [approved, rejected] = await Promise.all([
      send(first.browser, APPROVE_CLAIM, { id: claimId }),
      send(second.browser, REJECT_CLAIM, { id: claimId }),
    ]);
    const loser = 'data' in approved ? rejected : approved;
    const winner = 'data' in approved ? 'approved' : 'rejected';
    expect(loser).toEqual({ error: `This claim was already ${winner} by another till.`, code: 'CONFLICT' });
  });

  it('a logout ends that device’s session only; "log out of all devices" ends every one', async () => {
    const { first, customer } = await till();
    const auth = authEmulatorClient(server.authHost, server.projectId);
    // A session cookie is a token of whole seconds: two sign-ins of one account in the same second are one session.
    const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));
    await nextSecond();
    const secondTill = new TestBrowser(server.url);
    await secondTill.fetchCsrfToken();
    const { idToken } = await auth.signInWithEmail(first.email, 'cashier-pass-1');
    expect((await secondTill.post('/api/v1/auth/staff/login', { idToken })).status).toBe(200);
    await nextSecond();
    const thirdTill = new TestBrowser(server.url);
    await thirdTill.fetchCsrfToken();
    expect(
      (await thirdTill.post('/api/v1/auth/staff/login', { idToken: (await auth.signInWithEmail(first.email, 'cashier-pass-1')).idToken })).status,
    ).toBe(200);

    const copied = new TestBrowser(server.url);
    copied.setCookie('__session', first.browser.cookie('__session')!);
    expect((await first.browser.post('/api/v1/auth/customer/logout', {})).status).toBe(200);
    expect((await first.browser.get('/api/v1/auth/customer/me')).status).toBe(401);
    // A copy of the logged-out cookie is refused too: the server ends that session, not only this browser's cookie.
    expect((await copied.get('/api/v1/auth/customer/me')).status).toBe(401);
    expect(await creditBill(secondTill, customer.cusId, 40)).toMatchObject({ data: { balance: 40 } });
    expect((await send(thirdTill, LAST_CREDITS)).data).toHaveLength(1);

    // Firebase keeps revocation times in whole seconds too: revoke in a later second than the sign-ins.
    await nextSecond();
    expect((await secondTill.post('/api/v1/auth/logout-everywhere', {})).status).toBe(200);
    expect((await secondTill.get('/api/v1/auth/customer/me')).status).toBe(401);
    const refused = await thirdTill.graphql(LAST_CREDITS);
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    // Without a session, "everywhere" has no one to log out.
    expect((await secondTill.post('/api/v1/auth/logout-everywhere', {})).status).toBe(401);
  });
});
