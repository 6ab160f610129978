import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerAt, freshStaffAt } from '../test/clients-at.js';
import { fakeClock } from '../test/fake-clock.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { CREDIT } from '../test/staff-operations.js';
import { PIN_LOCKOUT } from './pin-check.js';
import { signedInDemoOwner } from '../test/owners.js';
import { restaurantUidOf } from '../test/customers.js';

/**
 * The in-store PIN lockout reads the server's injected clock (startServer's `clock`), so its 15-minute window and
 * its locks (30 seconds, doubling on each repeat within a day, at most 15 minutes) are shown by moving a fake clock.
 */
const clock = fakeClock();
const server = useTestServer({ clock });
const PIN = '4321'; // VALID_PROFILE's
const MINUTE = 60_000;

let desk: TestBrowser;
beforeAll(async () => {
  desk = (await freshStaffAt(server, 'FS1003')).browser;
});
// Each test starts at the real time: sign-ins must be fresh by the server's clock too.
beforeEach(() => clock.set(Date.now()));

/** A customer of FS1003 and their Customer ID there. */
async function customerOfChaat() {
  const customer = await customerAt(server);
  const added = await customer.browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' });
  expect(added.status).toBe(201);
  return { uid: customer.uid, browser: customer.browser, cusId: (added.body['result'] as { cusId: string }).cusId };
}

const credit = async (cusId: string, pin: string, amount = 100) => {
  const { body } = await desk.graphql(CREDIT, { cusId, pin, amount });
  return body.errors?.[0] ? { error: body.errors[0].message, code: body.errors[0].extensions?.code } : { balance: body.data?.['creditInStore'] };
};
const LIFT = 'mutation L($r: ID!, $c: String!) { liftPinLock(restaurantUid: $r, cusId: $c) { cusId customerName wasLocked } }';
const WRONG = { error: 'Wrong PIN for this Customer ID.', code: 'BAD_USER_INPUT' };

describe('the PIN lockout, on the injected clock', () => {
  /** Five wrong PINs: the last one's answer. */
  const fiveWrong = async (cusId: string) => {
    for (let attempt = 1; attempt < PIN_LOCKOUT.maxFailures; attempt += 1) expect(await credit(cusId, '0000')).toEqual(WRONG);
    return credit(cusId, '0000');
  };
  const locked = (duration: string) => ({
    error: `This Customer ID is locked after too many wrong PINs. Try again in ${duration}, or ask the owner to lift the lock.`,
    code: 'RATE_LIMITED',
  });
  const customerSees = async (customer: TestBrowser, restaurantUid: string) =>
    (await customer.graphql('query R($id: ID!) { restaurant(restaurantUid: $id) { pinLockedUntil } }', { id: restaurantUid })).body.data?.[
      'restaurant'
    ];

  it('locks for 30 seconds first, and the lock lifts within a minute; the customer is told until when', async () => {
    const { uid, cusId, browser } = await customerOfChaat();
    const restaurantUid = await restaurantUidOf(server, 'FS1003');
    expect(await customerSees(browser, restaurantUid)).toEqual({ pinLockedUntil: null });
    expect(await fiveWrong(cusId)).toEqual({
      error: 'Wrong PIN. Too many wrong PINs: this Customer ID is locked for 30 seconds.',
      code: 'BAD_USER_INPUT',
    });
    const lockedAt = clock.nowMs();
    const lockout = (await server.firebase.db.doc(`pinLockouts/${uid}`).get()).data();
    expect(lockout).toEqual({ failures: 0, windowStartMs: expect.any(Number), lockedUntilMs: lockedAt + 30_000, locks: 1, lastLockedAtMs: lockedAt });
    expect(await customerSees(browser, restaurantUid)).toEqual({ pinLockedUntil: new Date(lockedAt + 30_000).toISOString() });

    expect(await credit(cusId, PIN)).toEqual(locked('30 seconds'));
    clock.advance(30_000 - 1);
    expect(await credit(cusId, PIN)).toEqual(locked('1 second'));
    clock.advance(1);
    // Over: the customer's page no longer says so, and the right PIN credits and clears the count and the streak.
    expect(await customerSees(browser, restaurantUid)).toEqual({ pinLockedUntil: null });
    expect(await credit(cusId, PIN)).toEqual({ balance: 100 });
    expect((await server.firebase.db.doc(`pinLockouts/${uid}`).get()).exists).toBe(false);
    expect((await server.firebase.db.doc(`customers/${uid}`).get()).data()?.['pinLockedUntil']).toBeUndefined();
    expect(await credit(cusId, '0000')).toEqual(WRONG);
  });

  it('doubles each further lock within a day, up to 15 minutes; a day without locks starts again at 30 seconds', async () => {
    const { cusId } = await customerOfChaat();
    const durations = ['30 seconds', '60 seconds', '2 minutes', '4 minutes', '8 minutes', '15 minutes', '15 minutes'];
    const lengthsMs = [30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000];
    for (const [index, duration] of durations.entries()) {
      expect(await fiveWrong(cusId)).toEqual({
        error: `Wrong PIN. Too many wrong PINs: this Customer ID is locked for ${duration}.`,
        code: 'BAD_USER_INPUT',
      });
      clock.advance(lengthsMs[index]! - 1);
      expect((await credit(cusId, PIN)).code).toBe('RATE_LIMITED');
      clock.advance(1);
    }
    clock.advance(24 * 60 * MINUTE + 1);
    expect((await fiveWrong(cusId)).error).toMatch(/locked for 30 seconds\.$/);
  });

  it('counts wrong PINs within one window: the count starts afresh once the window is over', async () => {
    const { cusId } = await customerOfChaat();
    for (let attempt = 1; attempt < PIN_LOCKOUT.maxFailures; attempt += 1) expect(await credit(cusId, '0000')).toEqual(WRONG);
    clock.advance(PIN_LOCKOUT.windowMs + 1);
    // As many wrong PINs again, in a new window: none of them locks.
    for (let attempt = 1; attempt < PIN_LOCKOUT.maxFailures; attempt += 1) expect(await credit(cusId, '0000')).toEqual(WRONG);
    expect((await credit(cusId, '0000')).error).toMatch(/this Customer ID is locked for 30 seconds/);
  });

  it("an open restaurant screen hears of the lock and of its lifting (the customer's document is watched too)", async () => {
    const { cusId, browser } = await customerOfChaat();
    const restaurantUid = await restaurantUidOf(server, 'FS1003');
    const user = await server.services.sessions.verifySession(browser.cookie('__session'));
    const updates = await server.services.forOperation().memberships.watch(user, restaurantUid);
    expect((await updates.next()).value).toMatchObject({ restaurantUid, pinLockedUntil: null });
    await fiveWrong(cusId);
    expect((await updates.next()).value).toMatchObject({ pinLockedUntil: new Date(clock.nowMs() + 30_000).toISOString() });
    const owner = await signedInDemoOwner(server);
    expect((await owner.graphql(LIFT, { r: restaurantUid, c: cusId })).body.data?.['liftPinLock']).toMatchObject({ wasLocked: true });
    expect((await updates.next()).value).toMatchObject({ pinLockedUntil: null });
    await updates.return?.();
  });

  it("lets the owner lift a lock at once (their own restaurant's members only), twice a day; the streak goes on", async () => {
    const { uid, cusId, browser } = await customerOfChaat();
    const restaurantUid = await restaurantUidOf(server, 'FS1003');
    const owner = await signedInDemoOwner(server);
    const lift = async (r = restaurantUid, c = cusId) => (await owner.graphql(LIFT, { r, c })).body;
    expect((await lift()).data?.['liftPinLock']).toEqual({ cusId, customerName: 'Asha Rao', wasLocked: false });
    for (let lock = 0; lock < 3; lock += 1) {
      await fiveWrong(cusId);
      clock.advance(15 * MINUTE);
    }
    await fiveWrong(cusId);
    expect(await credit(cusId, PIN)).toEqual(locked('4 minutes'));
    expect((await lift()).data?.['liftPinLock']).toEqual({ cusId, customerName: 'Asha Rao', wasLocked: true });
    expect(await customerSees(browser, restaurantUid)).toEqual({ pinLockedUntil: null });
    // Lifted, not forgotten: the count starts afresh, the streak goes on (the next lock is the fifth: 8 minutes).
    expect((await fiveWrong(cusId)).error).toMatch(/locked for 8 minutes\.$/);
    expect((await lift()).data?.['liftPinLock']).toMatchObject({ wasLocked: true });
    expect((await fiveWrong(cusId)).error).toMatch(/locked for 15 minutes\.$/);
    // A third lift the same day is refused: lifting cannot buy a guesser fresh tries without end.
    expect((await lift()).errors?.[0]).toMatchObject({
      message: "This Customer ID's lock was already lifted 2 times today. It lifts by itself in 15 minutes.",
      extensions: { code: 'CONFLICT' },
    });
    expect((await server.firebase.db.doc(`pinLockouts/${uid}`).get()).data()).toMatchObject({ lifts: 2, locks: 6 });
    // The right PIN, once the lock ran out, ends the streak and the day's lifts with it.
    clock.advance(15 * MINUTE);
    expect(await credit(cusId, PIN)).toEqual({ balance: 100 });
    expect((await server.firebase.db.doc(`pinLockouts/${uid}`).get()).exists).toBe(false);
    // A Customer ID that is not a member here answers as unknown; a customer refuses the owner's API.
    expect((await lift(restaurantUid, '100000')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await browser.graphql(LIFT, { r: restaurantUid, c: cusId })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
