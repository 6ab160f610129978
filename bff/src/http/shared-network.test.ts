import { describe, expect, it } from 'vitest';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { BrowserAt, uniqueIp } from '../test/clients-at.js';
import { clientOperationText } from '../test/client-operations.js';
import { VALID_PROFILE } from '../test/customers.js';
import { fakeClock } from '../test/fake-clock.js';
import { PRODUCTION_LIMITS, uniquePhone, useTestServer } from '../test/harness.js';

/**
 * Customers in India reach us through carrier-grade NAT and restaurants' Wi-Fi: one address, many people.
 * With the production limits, everyone behind one address signs in and reads their screens; one script
 * guessing at sign-in from its address is held without holding anyone else. The clock stands still, so
 * however long this takes on a slow machine, every request counts in one minute's window.
 */
const clock = fakeClock();
const server = useTestServer({ clock, env: PRODUCTION_LIMITS });
const SHARED_ADDRESS = uniqueIp();

/** Runs `task` for 0..count-1, `width` at a time. */
async function inParallel(count: number, width: number, task: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** One request of the spec's shared step: a fresh CSRF token, then the call; the statuses of both. */
async function withFreshToken(browser: BrowserAt, call: () => Promise<{ status: number }>) {
  const token = await browser.request('GET', '/api/v1/csrf/token');
  browser.csrfToken = ((await token.json()) as { csrfToken: string }).csrfToken;
  return [token.status, (await call()).status];
}

/** A customer's first minute, the spec's way: sign in, complete the profile, add a restaurant, open its screens. */
async function firstMinuteOf(browser: BrowserAt): Promise<number[]> {
  const { idToken } = await authEmulatorClient(server.authHost, server.projectId).signInWithPhone(uniquePhone());
  const statuses = [
    ...(await withFreshToken(browser, () => browser.post('/api/v1/auth/customer/login', { idToken, method: 'phone' }))),
    ...(await withFreshToken(browser, () => browser.post('/api/v1/customer/save', VALID_PROFILE))),
  ];
  let restaurantUid = '';
  statuses.push(
    ...(await withFreshToken(browser, async () => {
      const added = await browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' });
      restaurantUid = (added.body['result'] as { restaurantUid: string }).restaurantUid;
      return added;
    })),
  );
  for (const path of [
    '/api/v1/customer/restaurants',
    `/api/v1/customer/restaurant/${restaurantUid}`,
    `/api/v1/customer/points-history/${restaurantUid}`,
  ]) {
    statuses.push(...(await withFreshToken(browser, () => browser.get(path))));
  }
  statuses.push((await browser.graphql(clientOperationText('RestaurantRouteQuery'), { restaurantUid })).status);
  return statuses;
}

describe('an address shared by many people', () => {
  it('200 customers behind one address sign in and open their screens within a minute: none is refused', async () => {
    const refused: string[] = [];
    let requests = 0;
    await inParallel(200, 8, async (index) => {
      const statuses = await firstMinuteOf(new BrowserAt(server.url, SHARED_ADDRESS));
      requests += statuses.length;
      if (statuses.some((status) => status >= 400)) refused.push(`customer ${index}: ${statuses.join(' ')}`);
    });
    expect(refused).toEqual([]);
    expect(requests).toBe(200 * 13);
  }, 600_000);

  it('1,000 bad sign-ins from one address: 300 are answered, the rest held; a customer elsewhere signs in, one behind that address waits', async () => {
    const script = uniqueIp();
    const attacker = new BrowserAt(server.url, script);
    await attacker.fetchCsrfToken();
    const statuses = new Map<number, number>();
    await inParallel(1000, 20, async () => {
      const { status } = await attacker.post('/api/v1/auth/customer/login', { idToken: 'not-a-real-id-token', method: 'phone' });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    expect(Object.fromEntries(statuses)).toEqual({ 401: 300, 429: 700 });
    expect((await firstMinuteOf(new BrowserAt(server.url, uniqueIp()))).every((status) => status < 400)).toBe(true);
    const behindTheScript = new BrowserAt(server.url, script);
    const { idToken } = await authEmulatorClient(server.authHost, server.projectId).signInWithPhone(uniquePhone());
    const [, login] = await withFreshToken(behindTheScript, () => behindTheScript.post('/api/v1/auth/customer/login', { idToken, method: 'phone' }));
    expect(login).toBe(429);
    // A minute later the address may try again.
    clock.advance(60_000);
    const [, later] = await withFreshToken(behindTheScript, () => behindTheScript.post('/api/v1/auth/customer/login', { idToken, method: 'phone' }));
    expect(later).toBe(200);
  }, 300_000);
});
