import { beforeAll, describe, expect, it } from 'vitest';
import { adjustPoints } from '../test/adjust-points.js';
import { customerAt, freshStaffAt } from '../test/clients-at.js';
import { restaurantUidOf } from '../test/customers.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { APPROVE_CLAIM, CREDIT, REJECT_CLAIM } from '../test/staff-operations.js';

/**
 * An in-store claim is approved at the counter with the customer's PIN, under the lockouts of an in-store credit
 * (pinLockouts/{customerUid} across restaurants, staffPinGuesses/{staffUid}); a delivery platform's claim needs none.
 * Each test has staff accounts and customers of its own.
 */
const STAFF_LIMIT = 4;
const server = useTestServer({ env: { PIN_FAILURES_PER_STAFF: String(STAFF_LIMIT) } });
let chaat: string; // FS1003: reward at 300

beforeAll(async () => {
  chaat = await restaurantUidOf(server, 'FS1003');
});

const PIN = '4321'; // VALID_PROFILE's
const QUEUE = '{ staffQueue { claims { id cusId status } } }';

const membershipDoc = (uid: string) => server.firebase.db.doc(`customers/${uid}/restaurants/${chaat}`);
const pointsOf = async (uid: string) => ((await membershipDoc(uid).get()).data() as { points: number }).points;
const lockoutOf = async (uid: string) => (await server.firebase.db.doc(`pinLockouts/${uid}`).get()).data() as { failures: number } | undefined;

/** A member of FS1003 with 650 points and a pending claim on `platform`, and the claim's id in the till's queue. */
async function claimant(staff: TestBrowser, platform = 'In-Store') {
  const customer = await customerAt(server);
  expect((await customer.browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
  await adjustPoints(server, { customerUid: customer.uid, restaurantUid: chaat, amount: 650, platform: 'In-Store', source: 'service' });
  expect((await customer.browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaat, platform })).status).toBe(201);
  const { cusId } = (await membershipDoc(customer.uid).get()).data() as { cusId: string };
  const claims = ((await staff.graphql(QUEUE)).body.data?.['staffQueue'] as { claims: { id: string; cusId: string }[] }).claims;
  const claimId = claims.find((claim) => claim.cusId === cusId)!.id;
  return { ...customer, cusId, claimId };
}

/** What the till gets back: the claim's status, or the refusal's code, reason and values. */
async function approve(staff: TestBrowser, id: string, pin: string | null) {
  const { body } = await staff.graphql(APPROVE_CLAIM, { id, pin });
  const error = body.errors?.[0];
  if (!error) return { status: (body.data?.['approveClaim'] as { status: string }).status };
  const extensions = error.extensions as Record<string, unknown>;
  return { code: extensions['code'], reason: extensions['reason'], params: extensions['params'] };
}
/** A credit's refusal reason (the credit shares the lockouts). */
const creditRefusal = async (staff: TestBrowser, cusId: string, pin: string) =>
  ((await staff.graphql(CREDIT, { cusId, pin, amount: 100 })).body.errors?.[0]?.extensions as Record<string, unknown> | undefined)?.['reason'];
const stillPending = async (staff: TestBrowser, claimId: string) =>
  ((await staff.graphql(QUEUE)).body.data?.['staffQueue'] as { claims: { id: string }[] }).claims.some((claim) => claim.id === claimId);

describe("approving an in-store claim checks the customer's PIN", () => {
  it('the right PIN approves and deducts the reward once', async () => {
    const desk = (await freshStaffAt(server, 'FS1003')).browser;
    const customer = await claimant(desk);
    expect(await approve(desk, customer.claimId, PIN)).toEqual({ status: 'approved' });
    expect(await pointsOf(customer.uid)).toBe(350);
    expect(await stillPending(desk, customer.claimId)).toBe(false);
  });

  it('a wrong PIN is refused, moves no points, leaves the claim pending and counts toward the lockout', async () => {
    const desk = (await freshStaffAt(server, 'FS1003')).browser;
    const customer = await claimant(desk);
    expect(await approve(desk, customer.claimId, '0000')).toEqual({ code: 'BAD_USER_INPUT', reason: 'WRONG_PIN', params: {} });
    expect(await pointsOf(customer.uid)).toBe(650);
    expect(await stillPending(desk, customer.claimId)).toBe(true);
    expect(await lockoutOf(customer.uid)).toMatchObject({ failures: 1 });
    // Then the right one approves, and clears the customer's count.
    expect(await approve(desk, customer.claimId, PIN)).toEqual({ status: 'approved' });
    expect(await pointsOf(customer.uid)).toBe(350);
    expect(await lockoutOf(customer.uid)).toBeUndefined();
  });

  it("shares the customer's lockout with credits: the fifth wrong PIN locks, then even the right PIN is refused", async () => {
    const [claimDesk, creditDesk] = [(await freshStaffAt(server, 'FS1003')).browser, (await freshStaffAt(server, 'FS1003')).browser];
    const customer = await claimant(claimDesk);
    for (const pin of ['0000', '1111', '2222']) {
      expect(await creditRefusal(creditDesk, customer.cusId, pin)).toBe('WRONG_PIN');
    }
    expect(await approve(claimDesk, customer.claimId, '3333')).toMatchObject({ reason: 'WRONG_PIN' });
    expect(await approve(claimDesk, customer.claimId, '5555')).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'WRONG_PIN_NOW_LOCKED',
      params: { duration: '30 seconds', durationSeconds: 30 },
    });
    expect(await approve(claimDesk, customer.claimId, PIN)).toMatchObject({ code: 'RATE_LIMITED', reason: 'CUSTOMER_LOCKED' });
    expect(await creditRefusal(creditDesk, customer.cusId, PIN)).toBe('CUSTOMER_LOCKED');
    expect(await pointsOf(customer.uid)).toBe(650);
    expect(await stillPending(claimDesk, customer.claimId)).toBe(true);
  });

  it("counts wrong PINs against the staff account: its limit pauses the till's claims and credits", async () => {
    const desk = (await freshStaffAt(server, 'FS1003')).browser;
    const customers = [];
    for (let index = 0; index < STAFF_LIMIT + 1; index += 1) customers.push(await claimant(desk));
    // One wrong PIN per customer: no customer is locked, the staff account is.
    for (const customer of customers.slice(0, STAFF_LIMIT - 1))
      expect(await approve(desk, customer.claimId, '0000')).toMatchObject({ reason: 'WRONG_PIN' });
    expect(await approve(desk, customers[STAFF_LIMIT - 1]!.claimId, '0000')).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'WRONG_PIN',
      params: { tillNowPaused: 1 },
    });
    const last = customers[STAFF_LIMIT]!;
    expect(await approve(desk, last.claimId, PIN)).toMatchObject({ code: 'RATE_LIMITED', reason: 'TILL_PAUSED' });
    expect(await creditRefusal(desk, last.cusId, PIN)).toBe('TILL_PAUSED');
    expect(await pointsOf(last.uid)).toBe(650);
    // Another till still approves it with the PIN.
    expect(await approve((await freshStaffAt(server, 'FS1003')).browser, last.claimId, PIN)).toEqual({ status: 'approved' });
  });

  it('refuses an in-store approval without a PIN (or with a malformed one) and changes nothing', async () => {
    const desk = (await freshStaffAt(server, 'FS1003')).browser;
    const customer = await claimant(desk);
    for (const pin of [null, '', '   ']) {
      expect(await approve(desk, customer.claimId, pin)).toEqual({ code: 'BAD_USER_INPUT', reason: 'PIN_NEEDED', params: {} });
    }
    const malformed = await desk.graphql(APPROVE_CLAIM, { id: customer.claimId, pin: '12a4' });
    expect(malformed.body.errors?.[0]).toMatchObject({
      message: 'PIN must be exactly 4 digits',
      extensions: { code: 'BAD_USER_INPUT', reason: 'PIN_NOT_FOUR_DIGITS' },
    });
    // The till's bill form sends the same field: the same reason.
    const credit = await desk.graphql(CREDIT, { cusId: '123456', pin: 'ab', amount: 100 });
    expect(credit.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'PIN_NOT_FOUR_DIGITS' });
    expect(await pointsOf(customer.uid)).toBe(650);
    expect(await stillPending(desk, customer.claimId)).toBe(true);
    expect(await lockoutOf(customer.uid)).toBeUndefined();
  });

  it('asks the PIN for every claim but a Zomato or Swiggy one, however its platform is spelled', async () => {
    const desk = (await freshStaffAt(server, 'FS1003')).browser;
    for (const platform of ['in store', 'INSTORE', 'In\u2010Store', 'In-Store\u200b', 'Counter', 'Magicpin']) {
      const customer = await claimant(desk, platform);
      expect(await approve(desk, customer.claimId, null), platform).toEqual({ code: 'BAD_USER_INPUT', reason: 'PIN_NEEDED', params: {} });
      expect(await pointsOf(customer.uid)).toBe(650);
      expect(await approve(desk, customer.claimId, PIN), platform).toEqual({ status: 'approved' });
    }
    const swiggy = await claimant(desk, ' swiggy ');
    expect(await approve(desk, swiggy.claimId, null)).toEqual({ status: 'approved' });
  });

  it("approves a delivery platform's claim without a PIN, and rejects an in-store one without a PIN", async () => {
    const desk = (await freshStaffAt(server, 'FS1003')).browser;
    const online = await claimant(desk, 'Zomato');
    expect(await approve(desk, online.claimId, null)).toEqual({ status: 'approved' });
    expect(await pointsOf(online.uid)).toBe(350);
    const inStore = await claimant(desk);
    expect((await desk.graphql(REJECT_CLAIM, { id: inStore.claimId })).body.data).toEqual({
      rejectClaim: { id: inStore.claimId, status: 'rejected' },
    });
    expect(await pointsOf(inStore.uid)).toBe(650);
  });
});
