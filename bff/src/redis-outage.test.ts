import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, startRedisServer } from './dev/redis-server.js';
import { customerAt } from './test/clients-at.js';
import { restaurantUidOf } from './test/customers.js';
import { startTestServer, type TestServer } from './test/harness.js';
import { testPortOffset } from './test/port-offset.js';

/**
 * A Redis outage under a running BFF (ADR 016): it neither opens the gates nor turns requests into 500s.
 * Sign-ins, claims, reads and live updates go on, counted in this replica's memory meanwhile (so a claim
 * budget still holds); adding a Restaurant ID, the one budget against guessing, answers 503 "try again in a
 * moment" until Redis is back.
 */
const REDIS_PORT = 3392 + testPortOffset();
let redis: RedisServer;
let server: TestServer;
let chaat: string;

beforeAll(async () => {
  redis = await startRedisServer({ port: REDIS_PORT });
  server = await startTestServer({ env: { REDIS_URL: redis.url, RATE_LIMIT_CLAIMS_PER_MIN: '3', RATE_LIMIT_ADD_RESTAURANT_PER_MIN: '5' } });
  chaat = await restaurantUidOf(server, 'FS1003');
}, 90_000);

afterAll(async () => {
  await server?.close();
  await redis?.stop();
});

describe('when Redis goes away under a running BFF', () => {
  it('claims still count (here, in memory), adding a restaurant says to try again, nothing is a 500; all shared again once Redis is back', async () => {
    const before = await customerAt(server);
    expect((await before.browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
    await redis.stop();

    // Signing in and reading work.
    const during = await customerAt(server);
    expect((await during.browser.get('/api/v1/customer/restaurants')).status).toBe(200);
    expect((await during.browser.graphql('{ me { uid } restaurants { restaurantUid } }')).body.errors).toBeUndefined();
    // The claim budget holds in this replica's memory: 3, then 429.
    const claim = () => before.browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaat, platform: 'Zomato' });
    const claims = [await claim(), await claim(), await claim(), await claim()].map((answer) => answer.status);
    expect(claims.slice(0, 3)).not.toContain(429);
    expect(claims[3]).toBe(429);
    // Adding a Restaurant ID waits for Redis: a readable 503 with Retry-After, and nothing added.
    const response = await during.browser.request('POST', '/api/v1/customer/add-restaurant', { json: { resId: 'FS1002' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      error: 'We are busy with this right now. Nothing was changed; please try again in a moment.',
      code: 'BUSY',
      reason: 'BUSY',
      params: {},
    });
    expect((await server.firebase.db.collection(`customers/${during.uid}/restaurants`).get()).size).toBe(0);
    const viaGraphql = await during.browser.graphql('mutation { addRestaurant(resId: "FS1002") { restaurantUid } }');
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe('BUSY');

    // Back on the same address: the shared counters answer again and adding works.
    redis = await startRedisServer({ port: REDIS_PORT });
    await expect
      .poll(async () => (await during.browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1002' })).status, {
        timeout: 15_000,
        interval: 500,
      })
      .toBe(201);
  }, 60_000);
});
