import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { FirebaseHandles } from './firebase.js';
import { LIVE_LIMITS } from './graphql/websocket.js';
import { authEmulatorClient } from './test/auth-emulator-client.js';
import { type BffProcess, seededTestFirebase, startBffProcess } from './test/bff-process.js';
import { BrowserAt, freshStaffAt, uniqueIp } from './test/clients-at.js';
import { VALID_PROFILE } from './test/customers.js';
import type { TestServer } from './test/harness.js';
import { uniquePhone } from './test/harness.js';
import { CREDIT } from './test/staff-operations.js';
import { nextOf, wsClients } from './test/ws-client.js';

/**
 * Two BFF processes (two replicas behind a load balancer) over the same emulators and the same Redis: a
 * person may reach either with every request, and every budget is one budget.
 */
const PORT_RANGE = [6450, 6499] as const;
const CSRF_SECRET = 'two-replicas-secret-that-is-long-enough-0123456789';
const SHARED = {
  REDIS_URL: inject('redisUrl'),
  RATE_LIMIT_CLAIMS_PER_MIN: '3',
  RATE_LIMIT_FAILED_SIGN_INS_PER_IP_PER_MIN: '4',
  QUERY_COST_BURST: '50',
  QUERY_COST_PER_MIN: '1',
};
let one: BffProcess;
let two: BffProcess;
let firebase: FirebaseHandles;
const sockets = wsClients(() => one.url);

beforeAll(async () => {
  firebase = await seededTestFirebase();
  [one, two] = await Promise.all([
    startBffProcess({ portRange: PORT_RANGE, csrfSecret: CSRF_SECRET, env: SHARED }),
    startBffProcess({ portRange: PORT_RANGE, csrfSecret: CSRF_SECRET, env: SHARED }),
  ]);
}, 90_000);

afterAll(async () => {
  await sockets.disposeAll();
  await Promise.all([one?.process.stop(), two?.process.stop()]);
  await firebase?.close();
});

/** What the test helpers need of a server, for a replica that runs in its own process. */
const asServer = (replica: BffProcess) =>
  ({ url: replica.url, firebase, authHost: inject('authEmulatorHost'), projectId: inject('projectId') }) as unknown as TestServer;

/** A customer signed in at `replica` from `ip`, with a profile and the Chaat restaurant (FS1003). */
async function customerAt(replica: BffProcess, ip = uniqueIp()) {
  const browser = new BrowserAt(replica.url, ip);
  await browser.fetchCsrfToken();
  const { idToken, localId } = await authEmulatorClient(inject('authEmulatorHost'), inject('projectId')).signInWithPhone(uniquePhone());
  expect((await browser.post('/api/v1/auth/customer/login', { idToken, method: 'phone' })).status).toBe(200);
  expect((await browser.post('/api/v1/customer/save', VALID_PROFILE)).status).toBe(200);
  const added = await browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' });
  expect(added.status).toBe(201);
  const { restaurantUid, cusId } = added.body['result'] as { restaurantUid: string; cusId: string };
  return { browser, uid: localId, restaurantUid, cusId, cookie: `__session=${browser.cookie('__session')}` };
}

/** The same browser (cookies and CSRF token) talking to another replica. */
function sameBrowserAt(replica: BffProcess, browser: BrowserAt) {
  const moved = new BrowserAt(replica.url, browser.ip);
  for (const name of ['__session', 'foodspot.csrf', '__Host-foodspot.csrf']) {
    const value = browser.cookie(name);
    if (value) moved.setCookie(name, value);
  }
  moved.csrfToken = browser.csrfToken;
  return moved;
}

function rawSocket(replica: BffProcess, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${replica.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie, origin: replica.url },
    });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

describe('two replicas, one truth', () => {
  it('a session and a CSRF token from replica 1 work on replica 2', async () => {
    const { browser, uid } = await customerAt(one);
    const elsewhere = sameBrowserAt(two, browser);
    expect((await elsewhere.post('/api/v1/customer/save', { ...VALID_PROFILE, firstName: 'Meera' })).status).toBe(200);
    const me = await elsewhere.graphql('{ me { uid profile { firstName } } }');
    expect(me.body.data).toEqual({ me: { uid, profile: { firstName: 'Meera' } } });
  });

  it('every budget is shared: per account, per address, query cost and open sockets', async () => {
    const { browser, restaurantUid, cookie } = await customerAt(one);
    const elsewhere = sameBrowserAt(two, browser);
    // Claims: 3 a minute for the account, whichever replica counts them.
    const claim = (at: BrowserAt) => at.post('/api/v1/customer/claim-reward', { restaurantUid, platform: 'Zomato' });
    expect((await claim(browser)).status).not.toBe(429);
    expect((await claim(elsewhere)).status).not.toBe(429);
    expect((await claim(browser)).status).not.toBe(429);
    expect((await claim(elsewhere)).status).toBe(429);
    // Failed sign-ins: 4 a minute from one address, across replicas.
    const ip = uniqueIp();
    const attempts = [one, two, one, two, one].map(async (replica) => {
      const attacker = new BrowserAt(replica.url, ip);
      await attacker.fetchCsrfToken();
      return attacker;
    });
    const statuses: number[] = [];
    for (const attacker of attempts)
      statuses.push((await (await attacker).post('/api/v1/auth/customer/login', { idToken: 'bogus', method: 'phone' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Query cost: a bucket of 50 units, filled from both sides. The profile saved at sign-up spent 1 of it (the other
    // writes above have budgets of their own); it drains 1 a minute, so 49 fit, or 50 if a minute went by. Unshared, ~100 would.
    let answered = 0;
    for (let request = 0; request < 60; request += 1) {
      const result = await (request % 2 ? elsewhere : browser).graphql('{ me { uid } }');
      if (result.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED') break;
      answered += 1;
    }
    expect(answered).toBeGreaterThanOrEqual(49);
    expect(answered).toBeLessThanOrEqual(50);
    expect((await browser.graphql('{ me { uid } }')).status).toBe(429);
    expect((await elsewhere.graphql('{ me { uid } }')).status).toBe(429);
    // Sockets: at most LIVE_LIMITS.socketsPerAccount for the account on both replicas together.
    const open = await Promise.all(Array.from({ length: LIVE_LIMITS.socketsPerAccount }, (_, index) => rawSocket(index % 2 ? two : one, cookie)));
    await expect(rawSocket(one, cookie)).rejects.toThrow('refused: 429');
    await expect(rawSocket(two, cookie)).rejects.toThrow('refused: 429');
    // One closed makes room, on either replica.
    const closed = new Promise((resolve) => open[0]!.once('close', resolve));
    open[0]!.close();
    await closed;
    await expect
      .poll(
        () =>
          rawSocket(two, cookie).then(
            (socket) => (open.push(socket), true),
            () => false,
          ),
        { timeout: 5000 },
      )
      .toBe(true);
    for (const socket of open) socket.close();
  });

  it('a credit through replica 1 reaches a subscription held on replica 2 within a second', async () => {
    const customer = await customerAt(two);
    const live = wsClients(() => two.url);
    const updates = live.open({ cookie: customer.cookie, origin: two.url }).iterate<{ pointsChanged: { points: number } }>({
      query: 'subscription P($r: ID!) { pointsChanged(restaurantUid: $r) { points } }',
      variables: { r: customer.restaurantUid },
    });
    expect((await nextOf(updates)).data?.pointsChanged.points).toBe(0);
    const till = await freshStaffAt(asServer(one), 'FS1003');
    const started = Date.now();
    expect((await till.browser.graphql(CREDIT, { cusId: customer.cusId, pin: VALID_PROFILE.pin, amount: 75 })).body.data).toEqual({
      creditInStore: 75,
    });
    expect((await nextOf(updates)).data?.pointsChanged.points).toBe(75);
    const tookMs = Date.now() - started;
    console.log(`a credit through replica 1 reached replica 2's subscription ${tookMs} ms after it was sent`);
    expect(tookMs).toBeLessThan(1000);
    await live.disposeAll();
  });

  it('a logout on replica 1 closes the socket on replica 2 within the session-check bound (ADR 010)', async () => {
    const customer = await customerAt(one);
    const socket = await rawSocket(two, customer.cookie);
    socket.send(JSON.stringify({ type: 'connection_init' }));
    const closedWith = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const started = Date.now();
    expect((await customer.browser.post('/api/v1/auth/customer/logout')).status).toBe(200);
    expect(await closedWith).toBe(4401);
    const tookMs = Date.now() - started;
    console.log(`a logout on replica 1 closed replica 2's socket ${tookMs} ms later`);
    expect(tookMs).toBeLessThan(60_000);
    // And the session no longer reads anything on replica 2.
    expect((await sameBrowserAt(two, customer.browser).get('/api/v1/customer/restaurants')).status).toBe(401);
  }, 90_000);
});
