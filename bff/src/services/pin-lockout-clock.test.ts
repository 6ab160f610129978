import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerAt, freshStaffAt } from '../test/clients-at.js';
import { fakeClock } from '../test/fake-clock.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { CREDIT } from '../test/staff-operations.js';
import { PIN_LOCKOUT } from './staff.js';

/**
 * The in-store PIN lockout reads the server's injected clock (startServer's `clock`), so its 15-minute
 * window and lock are shown by moving a fake clock, not by waiting.
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
  return { uid: customer.uid, cusId: (added.body['result'] as { cusId: string }).cusId };
}

const credit = async (cusId: string, pin: string, amount = 100) => {
  const { body } = await desk.graphql(CREDIT, { cusId, pin, amount });
  return body.errors?.[0] ? { error: body.errors[0].message, code: body.errors[0].extensions?.code } : { balance: body.data?.['creditInStore'] };
};
const WRONG = { error: 'Wrong PIN for this Customer ID.', code: 'BAD_USER_INPUT' };

describe('the PIN lockout, on the injected clock', () => {
  it(`locks after ${PIN_LOCKOUT.maxFailures} wrong PINs, still refuses 1 ms before the lock runs out, and accepts the right PIN once it has`, async () => {
    const { uid, cusId } = await customerOfChaat();
    for (let attempt = 1; attempt < PIN_LOCKOUT.maxFailures; attempt += 1) expect(await credit(cusId, '0000')).toEqual(WRONG);
    expect(await credit(cusId, '0000')).toEqual({
      error: 'Wrong PIN. Too many wrong PINs: this customer is locked for 15 minutes.',
      code: 'BAD_USER_INPUT',
    });
    const lockedAt = clock.nowMs();
    const lockout = (await server.firebase.db.doc(`pinLockouts/${uid}`).get()).data();
    expect(lockout).toEqual({ failures: 0, windowStartMs: expect.any(Number), lockedUntilMs: lockedAt + PIN_LOCKOUT.lockMs });

    expect(await credit(cusId, PIN)).toEqual({ error: 'Too many wrong PINs for this customer. Try again in 15 minutes.', code: 'RATE_LIMITED' });
    clock.advance(PIN_LOCKOUT.lockMs - MINUTE - 1);
    expect(await credit(cusId, PIN)).toEqual({ error: 'Too many wrong PINs for this customer. Try again in 2 minutes.', code: 'RATE_LIMITED' });
    clock.advance(MINUTE);
    expect(await credit(cusId, PIN)).toEqual({ error: 'Too many wrong PINs for this customer. Try again in 1 minute.', code: 'RATE_LIMITED' });
    clock.advance(1);
    expect(await credit(cusId, PIN)).toEqual({ balance: 100 });
    // The right PIN cleared the count: the next wrong one is the first of a new count.
    expect((await server.firebase.db.doc(`pinLockouts/${uid}`).get()).exists).toBe(false);
    expect(await credit(cusId, '0000')).toEqual(WRONG);
  });

  it('counts wrong PINs within one window: the count starts afresh once the window is over', async () => {
    const { cusId } = await customerOfChaat();
    for (let attempt = 1; attempt < PIN_LOCKOUT.maxFailures; attempt += 1) expect(await credit(cusId, '0000')).toEqual(WRONG);
    clock.advance(PIN_LOCKOUT.windowMs + 1);
    // As many wrong PINs again, in a new window: none of them locks.
    for (let attempt = 1; attempt < PIN_LOCKOUT.maxFailures; attempt += 1) expect(await credit(cusId, '0000')).toEqual(WRONG);
    expect((await credit(cusId, '0000')).error).toMatch(/this customer is locked for 15 minutes/);
  });
});
