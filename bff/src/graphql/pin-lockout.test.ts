import { beforeAll, describe, expect, it } from 'vitest';
import { customerAt, freshStaffAt } from '../test/clients-at.js';
import { restaurantUidOf } from '../test/customers.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { CREDIT } from '../test/staff-operations.js';

/**
 * The in-store PIN lockouts, kept in Firestore inside the credit's transaction so every replica sees
 * them: per customer across all restaurants (pinLockouts/{customerUid}) and per staff account across
 * all Customer IDs (staffPinGuesses/{staffUid}). Each test has staff accounts of its own.
 */
const STAFF_LIMIT = 6;
const server = useTestServer({ env: { PIN_FAILURES_PER_STAFF: String(STAFF_LIMIT) } });
let chaat: string; // FS1003
let dhaba: string; // FS1002

beforeAll(async () => {
  [chaat, dhaba] = await Promise.all([restaurantUidOf(server, 'FS1003'), restaurantUidOf(server, 'FS1002')]);
});

const PIN = '4321'; // VALID_PROFILE's
/** Customer IDs are 100000..999999, so one starting with 0 is never anyone's. */
const UNKNOWN_CUS_IDS = ['012345', '023456', '034567', '045678', '056789', '067890', '078901'];

const membershipDoc = (uid: string, restaurantUid: string) => server.firebase.db.doc(`customers/${uid}/restaurants/${restaurantUid}`);
const pointsOf = async (uid: string, restaurantUid: string) => ((await membershipDoc(uid, restaurantUid).get()).data() as { points: number }).points;

/** A customer who joined each of `resIds`, with the Customer ID of each membership. */
async function memberOf(...resIds: string[]) {
  const customer = await customerAt(server);
  const cusIds: Record<string, string> = {};
  for (const resId of resIds) {
    const added = await customer.browser.post('/api/v1/customer/add-restaurant', { resId });
    expect(added.status).toBe(201);
    const restaurantUid = (added.body['result'] as { restaurantUid: string }).restaurantUid;
    cusIds[resId] = ((await membershipDoc(customer.uid, restaurantUid).get()).data() as { cusId: string }).cusId;
  }
  return { ...customer, cusIds };
}

const credit = async (staff: TestBrowser, cusId: string, pin: string, amount = 100) => {
  const { body } = await staff.graphql(CREDIT, { cusId, pin, amount });
  return body.errors?.[0] ? { error: body.errors[0].message, code: body.errors[0].extensions?.code } : { balance: body.data?.['creditInStore'] };
};
/** The refusal's reason code and values (the till decides by them and says them in its language). */
const refusalOf = async (staff: TestBrowser, cusId: string, pin: string) => {
  const { body } = await staff.graphql(CREDIT, { cusId, pin, amount: 100 });
  const extensions = body.errors?.[0]?.extensions as Record<string, unknown> | undefined;
  return { reason: extensions?.['reason'], params: extensions?.['params'] };
};

describe('the PIN lockout is per customer, across restaurants', () => {
  it('counts wrong PINs at two restaurants together, then refuses the right PIN at both', async () => {
    const customer = await memberOf('FS1003', 'FS1002');
    const [chaatDesk, dhabaDesk] = [await freshStaffAt(server, 'FS1003'), await freshStaffAt(server, 'FS1002')];
    const wrong = { error: 'Wrong PIN for this Customer ID.', code: 'BAD_USER_INPUT' };
    for (let attempt = 1; attempt <= 3; attempt += 1) expect(await credit(chaatDesk.browser, customer.cusIds['FS1003']!, '0000')).toEqual(wrong);
    expect(await credit(dhabaDesk.browser, customer.cusIds['FS1002']!, '1111')).toEqual(wrong);
    // The fifth wrong PIN, at the other restaurant, locks the customer everywhere.
    expect(await credit(dhabaDesk.browser, customer.cusIds['FS1002']!, '2222')).toEqual({
      error: 'Wrong PIN. Too many wrong PINs: this Customer ID is locked for 30 seconds.',
      code: 'BAD_USER_INPUT',
    });
    for (const [desk, resId] of [
      [chaatDesk, 'FS1003'],
      [dhabaDesk, 'FS1002'],
    ] as const) {
      expect(await credit(desk.browser, customer.cusIds[resId]!, PIN)).toEqual({
        error: 'This Customer ID is locked after too many wrong PINs. Try again in 30 seconds, or ask the owner to lift the lock.',
        code: 'RATE_LIMITED',
      });
    }
    // Said by reason code, with the wait in seconds for each language's own words.
    expect(await refusalOf(chaatDesk.browser, customer.cusIds['FS1003']!, PIN)).toEqual({
      reason: 'CUSTOMER_LOCKED',
      params: { duration: expect.stringMatching(/^\d+ seconds?$/) as unknown, durationSeconds: expect.any(Number) as unknown },
    });
    expect(await pointsOf(customer.uid, chaat)).toBe(0);
    expect(await pointsOf(customer.uid, dhaba)).toBe(0);
    const lockout = (await server.firebase.db.doc(`pinLockouts/${customer.uid}`).get()).data() as { lockedUntilMs: number };
    expect(lockout.lockedUntilMs).toBeGreaterThan(Date.now() + 20_000);
    // Nothing is left of the old per-restaurant counters.
    expect((await server.firebase.db.collection(`restaurants/${chaat}/pinAttempts`).doc(customer.cusIds['FS1003']!).get()).exists).toBe(false);

    // Other customers are not affected, at either desk.
    const other = await memberOf('FS1003');
    expect(await credit(chaatDesk.browser, other.cusIds['FS1003']!, PIN, 250)).toEqual({ balance: 250 });
  });

  it('the right PIN before the limit clears the customer count', async () => {
    const customer = await memberOf('FS1003', 'FS1002');
    const [chaatDesk, dhabaDesk] = [await freshStaffAt(server, 'FS1003'), await freshStaffAt(server, 'FS1002')];
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await credit(chaatDesk.browser, customer.cusIds['FS1003']!, '0000')).code).toBe('BAD_USER_INPUT');
    expect(await credit(dhabaDesk.browser, customer.cusIds['FS1002']!, PIN, 40)).toEqual({ balance: 40 });
    expect((await server.firebase.db.doc(`pinLockouts/${customer.uid}`).get()).exists).toBe(false);
    expect(await credit(chaatDesk.browser, customer.cusIds['FS1003']!, '0000')).toEqual({
      error: 'Wrong PIN for this Customer ID.',
      code: 'BAD_USER_INPUT',
    });
  });
});

describe('the per-staff guess limit, across Customer IDs', () => {
  it(`after ${STAFF_LIMIT} wrong PINs and unknown Customer IDs in all, that staff account may not credit anyone; another may`, async () => {
    const [first, second, third] = [await memberOf('FS1003'), await memberOf('FS1003'), await memberOf('FS1003')];
    const desk = await freshStaffAt(server, 'FS1003');
    // Never more than 2 wrong PINs per customer, so no customer lockout is involved.
    expect((await credit(desk.browser, first.cusIds['FS1003']!, '0000')).code).toBe('BAD_USER_INPUT');
    expect((await credit(desk.browser, first.cusIds['FS1003']!, '0001')).code).toBe('BAD_USER_INPUT');
    expect((await credit(desk.browser, UNKNOWN_CUS_IDS[0]!, PIN)).code).toBe('NOT_FOUND');
    expect((await credit(desk.browser, second.cusIds['FS1003']!, '0000')).code).toBe('BAD_USER_INPUT');
    expect((await credit(desk.browser, UNKNOWN_CUS_IDS[1]!, PIN)).code).toBe('NOT_FOUND');
    // The right PIN in between does not buy more guesses.
    expect(await credit(desk.browser, third.cusIds['FS1003']!, PIN, 10)).toEqual({ balance: 10 });
    expect(await credit(desk.browser, second.cusIds['FS1003']!, '0001')).toEqual({
      error: 'Wrong PIN for this Customer ID. Too many wrong Customer IDs or PINs: in-store credits from this account are paused for 15 minutes.',
      code: 'BAD_USER_INPUT',
    });
    const paused = { error: 'Too many wrong Customer IDs or PINs from this staff account. Try again in 15 minutes.', code: 'RATE_LIMITED' };
    expect(await credit(desk.browser, third.cusIds['FS1003']!, PIN, 10)).toEqual(paused);
    expect(await credit(desk.browser, UNKNOWN_CUS_IDS[2]!, PIN)).toEqual(paused);
    expect(await pointsOf(third.uid, chaat)).toBe(10);

    const guesses = (await server.firebase.db.doc(`staffPinGuesses/${desk.uid}`).get()).data() as { lockedUntilMs: number };
    expect(guesses.lockedUntilMs).toBeGreaterThan(Date.now() + 14 * 60_000);
    // The customers are not locked: another desk of the same restaurant credits them.
    const otherDesk = await freshStaffAt(server, 'FS1003');
    expect(await credit(otherDesk.browser, second.cusIds['FS1003']!, PIN, 5)).toEqual({ balance: 5 });
    expect(await credit(otherDesk.browser, third.cusIds['FS1003']!, PIN, 5)).toEqual({ balance: 15 });
  });

  it('unknown Customer IDs alone count (guessing who is a customer)', async () => {
    const desk = await freshStaffAt(server, 'FS1003');
    for (const cusId of UNKNOWN_CUS_IDS.slice(0, STAFF_LIMIT - 1)) {
      expect(await credit(desk.browser, cusId, PIN)).toEqual({ error: 'No customer has that Customer ID at this restaurant.', code: 'NOT_FOUND' });
    }
    expect((await credit(desk.browser, UNKNOWN_CUS_IDS[STAFF_LIMIT - 1]!, PIN)).error).toMatch(/paused for 15 minutes/);
    expect((await credit(desk.browser, UNKNOWN_CUS_IDS[STAFF_LIMIT]!, PIN)).code).toBe('RATE_LIMITED');
  });
});

describe('many guesses at once', () => {
  it('200 concurrent wrong PINs at one Customer ID: only BAD_USER_INPUT, RATE_LIMITED or BUSY, at most 5 counted, nothing credited', async () => {
    const customer = await memberOf('FS1003');
    const desk = await freshStaffAt(server, 'FS1003');
    const cusId = customer.cusIds['FS1003']!;
    const answers = await Promise.all(Array.from({ length: 200 }, () => credit(desk.browser, cusId, '0000')));
    const codes = answers.map((answer) => answer.code);
    const counts = codes.reduce<Record<string, number>>((tally, code) => ({ ...tally, [String(code)]: (tally[String(code)] ?? 0) + 1 }), {});
    console.log(`200 concurrent wrong PINs at one Customer ID: ${JSON.stringify(counts)}`);
    expect(
      Object.keys(counts).every((code) => ['BAD_USER_INPUT', 'RATE_LIMITED', 'BUSY'].includes(code)),
      JSON.stringify(counts),
    ).toBe(true);
    expect(counts['BAD_USER_INPUT'] ?? 0).toBeLessThanOrEqual(5);
    expect(await pointsOf(customer.uid, chaat)).toBe(0);
    expect((await server.firebase.db.collection(`customers/${customer.uid}/restaurants/${chaat}/history`).get()).size).toBe(0);
    expect(await credit(desk.browser, cusId, PIN)).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it(`40 concurrent guesses from one staff account across Customer IDs: never INTERNAL, at most ${STAFF_LIMIT} counted`, async () => {
    const customers = await Promise.all(Array.from({ length: 5 }, () => memberOf('FS1003')));
    const desk = await freshStaffAt(server, 'FS1003');
    const guesses = [
      ...customers.flatMap((customer) => Array.from({ length: 4 }, () => customer.cusIds['FS1003']!)),
      ...Array.from({ length: 20 }, (_, index) => `0${String(10_000 + index)}`),
    ];
    const answers = await Promise.all(guesses.map((cusId) => credit(desk.browser, cusId, '0000')));
    const counts = answers.reduce<Record<string, number>>((tally, { code }) => ({ ...tally, [String(code)]: (tally[String(code)] ?? 0) + 1 }), {});
    console.log(`40 concurrent guesses across Customer IDs from one staff account: ${JSON.stringify(counts)}`);
    expect(
      Object.keys(counts).every((code) => ['BAD_USER_INPUT', 'NOT_FOUND', 'RATE_LIMITED', 'BUSY'].includes(code)),
      JSON.stringify(counts),
    ).toBe(true);
    expect((counts['BAD_USER_INPUT'] ?? 0) + (counts['NOT_FOUND'] ?? 0)).toBeLessThanOrEqual(STAFF_LIMIT);
    expect(await credit(desk.browser, customers[0]!.cusIds['FS1003']!, PIN)).toMatchObject({ code: 'RATE_LIMITED' });
    for (const customer of customers) expect(await pointsOf(customer.uid, chaat)).toBe(0);
  });
});
