import { beforeAll, describe, expect, it } from 'vitest';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { BrowserAt, customerAt, freshStaffAt, uniqueIp } from '../test/clients-at.js';
import { restaurantUidOf } from '../test/customers.js';
import { useTestServer, uniquePhone } from '../test/harness.js';
import { CREDIT } from '../test/staff-operations.js';

/**
 * The request limits (README "Limits"), set low for this file. Every client has its own address
 * (X-Forwarded-For behind local mode's one trusted proxy), so each test counts from zero.
 */
const LIMITS = {
  RATE_LIMIT_FAILED_SIGN_INS_PER_IP_PER_MIN: '5',
  RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MIN: '3',
  RATE_LIMIT_FLOOD_PER_IP_PER_MIN: '8',
  RATE_LIMIT_OTP_FEED_PER_MIN: '5',
  RATE_LIMIT_ADD_RESTAURANT_PER_MIN: '4',
  RATE_LIMIT_CLAIMS_PER_MIN: '3',
  RATE_LIMIT_CREDITS_PER_MIN: '4',
};
const server = useTestServer({ env: LIMITS });
let chaat: string; // FS1003

beforeAll(async () => {
  chaat = await restaurantUidOf(server, 'FS1003');
});

type Answer = { status: number; body: Record<string, unknown>; retryAfter: string | null };

async function send(browser: BrowserAt, method: string, path: string, json?: unknown, headers?: Record<string, string>): Promise<Answer> {
  const response = await browser.request(method, path, { json, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, retryAfter: response.headers.get('retry-after') };
}

/** The one shape of a limited request: 429, a sentence, code RATE_LIMITED, Retry-After in whole seconds within the minute. */
function expectLimited(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body).toEqual({
    error: expect.stringMatching(/^Too many .+\. Please wait \d+ seconds? and try again\.$/),
    code: 'RATE_LIMITED',
    // The client says the wait in the person's language from its seconds.
    reason: expect.stringMatching(/^TOO_MANY_/),
    params: { duration: expect.any(String), durationSeconds: Number(answer.retryAfter) },
  });
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
}

function expectGraphqlLimited(result: Awaited<ReturnType<BrowserAt['graphql']>>) {
  expect(result.body.errors?.[0], JSON.stringify(result.body)).toMatchObject({
    message: expect.stringMatching(/^Too many .+\. Please wait \d+ seconds? and try again\.$/),
    extensions: { code: 'RATE_LIMITED' },
  });
}

/** A browser at a new address with a CSRF token (one of that address's CSRF requests). */
async function browserAt(ip = uniqueIp()) {
  const browser = new BrowserAt(server.url, ip);
  await browser.fetchCsrfToken();
  return browser;
}

describe('per IP, before anything is verified', () => {
  const BOGUS = 'not-a-real-id-token';
  const signInRoutes: [string, (browser: BrowserAt) => Promise<Answer>][] = [
    ['POST /auth/customer/login', (browser) => send(browser, 'POST', '/api/v1/auth/customer/login', { idToken: BOGUS, method: 'phone' })],
    ['POST /auth/customer/signup', (browser) => send(browser, 'POST', '/api/v1/auth/customer/signup', { idToken: BOGUS })],
    ['POST /auth/staff/login', (browser) => send(browser, 'POST', '/api/v1/auth/staff/login', { idToken: BOGUS })],
    ['POST /auth/sync-session', (browser) => send(browser, 'POST', '/api/v1/auth/sync-session', {}, { authorization: `Bearer ${BOGUS}` })],
  ];

  for (const [name, call] of signInRoutes) {
    it(`${name}: 5 failed attempts a minute from one address, then 429 with Retry-After; another address is not limited`, async () => {
      const browser = await browserAt();
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await call(browser)).status).toBe(401);
      expectLimited(await call(browser));
      expect((await call(await browserAt())).status).toBe(401);
    });
  }

  it('counts login, signup, staff login and sync-session together', async () => {
    const browser = await browserAt();
    for (const [, call] of [...signInRoutes, signInRoutes[0]!]) expect((await call(browser)).status).toBe(401);
    for (const [, call] of signInRoutes) expectLimited(await call(browser));
  });

  it('successful sign-ins from one address are not counted: 4 customers sign in, then 5 failures are still allowed', async () => {
    const ip = uniqueIp();
    // (Each customer fetches a CSRF token from the address too: 6 of this file's 8 a minute in all.)
    for (let customer = 1; customer <= 4; customer += 1) await customerAt(server, ip);
    const browser = await browserAt(ip);
    const [, bogusLogin] = signInRoutes[0]!;
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await bogusLogin(browser)).status).toBe(401);
    expectLimited(await bogusLogin(browser));
    // Held: even a good sign-in from that address waits, until the window is over.
    await expect(customerAt(server, ip)).rejects.toThrow(/Too many failed sign-ins from this network/);
  });

  it('GET /csrf/token (a flood guard): 8 a minute from one address here, then 429 with Retry-After', async () => {
    const browser = new BrowserAt(server.url, uniqueIp());
    for (let attempt = 1; attempt <= 8; attempt += 1) expect((await send(browser, 'GET', '/api/v1/csrf/token')).status).toBe(200);
    expectLimited(await send(browser, 'GET', '/api/v1/csrf/token'));
    expect((await send(new BrowserAt(server.url, uniqueIp()), 'GET', '/api/v1/csrf/token')).status).toBe(200);
  });

  it('GET /local/last-otp (local mode, public): 5 a minute from one address, then 429 with Retry-After', async () => {
    const browser = new BrowserAt(server.url, uniqueIp());
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await send(browser, 'GET', '/api/v1/local/last-otp')).status).toBe(200);
    expectLimited(await send(browser, 'GET', '/api/v1/local/last-otp'));
    expect((await send(new BrowserAt(server.url, uniqueIp()), 'GET', '/api/v1/local/last-otp')).status).toBe(200);
  });

  it('add-restaurant, claim-reward and request-points: 8 a minute from one address across accounts', async () => {
    const ip = uniqueIp();
    const [first, second, third] = [await customerAt(server, ip), await customerAt(server, ip), await customerAt(server, ip)];
    const add = (browser: BrowserAt) => send(browser, 'POST', '/api/v1/customer/add-restaurant', { resId: 'FS9999' });
    const claim = (browser: BrowserAt) => send(browser, 'POST', '/api/v1/customer/claim-reward', { restaurantUid: chaat, platform: 'Zomato' });
    // Each account stays under its own limits (4 adds, 3 claims); the address does not.
    for (const call of [add, add, claim]) expect((await call(first.browser)).status).toBe(404);
    for (const call of [add, add, claim]) expect((await call(second.browser)).status).toBe(404);
    for (const call of [add, claim]) expect((await call(third.browser)).status).toBe(404);
    const limited = await add(third.browser);
    expectLimited(limited);
    expect(limited.body['error']).toMatch(/this network/);
    // The same accounts from another address go on.
    const elsewhere = new BrowserAt(server.url, uniqueIp());
    elsewhere.setCookie('__session', third.browser.cookie('__session')!);
    elsewhere.setCookie('foodspot.csrf', third.browser.cookie('foodspot.csrf')!);
    elsewhere.csrfToken = third.browser.csrfToken;
    expect((await add(elsewhere)).status).toBe(404);
  });
});

describe('per account, one budget over REST and GraphQL', () => {
  const ADD = 'mutation A($r: String!) { addRestaurant(resId: $r) { restaurantUid } }';
  const CLAIM = 'mutation C($r: ID!) { claimReward(restaurantUid: $r, platform: "Zomato") { id } }';
  const REQUEST = 'mutation R($r: ID!) { requestPoints(restaurantUid: $r, platform: "Swiggy") { id } }';

  it('sign-ins to one account: 3 a minute whatever the address, then 429; another account is not limited', async () => {
    const phone = uniquePhone();
    const auth = authEmulatorClient(server.authHost, server.projectId);
    const login = async (idToken: string) => send(await browserAt(), 'POST', '/api/v1/auth/customer/login', { idToken, method: 'phone' });
    const { idToken } = await auth.signInWithPhone(phone);
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await login(idToken)).status).toBe(200);
    const limited = await login(idToken);
    expectLimited(limited);
    expect(limited.body['error']).toMatch(/sign-ins to this account/);
    // A fresh sign-in of the same account is still that account; sync-session spends the same budget.
    expectLimited(await login((await auth.signInWithPhone(phone)).idToken));
    const sync = await browserAt();
    expectLimited(await send(sync, 'POST', '/api/v1/auth/sync-session', {}, { authorization: `Bearer ${idToken}` }));
    expect((await login((await auth.signInWithPhone(uniquePhone())).idToken)).status).toBe(200);
  });

  it('addRestaurant: 4 a minute, REST and GraphQL together; another account on the same address is not limited', async () => {
    const ip = uniqueIp();
    const { browser } = await customerAt(server, ip);
    expect((await send(browser, 'POST', '/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
    expect((await send(browser, 'POST', '/api/v1/customer/add-restaurant', { resId: 'FS1998' })).status).toBe(404);
    expect((await browser.graphql(ADD, { r: 'FS1997' })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await browser.graphql(ADD, { r: 'FS1996' })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expectLimited(await send(browser, 'POST', '/api/v1/customer/add-restaurant', { resId: 'FS1002' }));
    expectGraphqlLimited(await browser.graphql(ADD, { r: 'FS1002' }));
    const other = await customerAt(server, ip);
    expect((await send(other.browser, 'POST', '/api/v1/customer/add-restaurant', { resId: 'FS1002' })).status).toBe(201);
    expect((await other.browser.graphql(ADD, { r: 'FS1001' })).body.errors).toBeUndefined();
  });

  it('claimReward and requestPoints: 3 a minute, REST and GraphQL together; another account is not limited', async () => {
    const { browser } = await customerAt(server);
    expect((await send(browser, 'POST', '/api/v1/customer/claim-reward', { restaurantUid: chaat, platform: 'Zomato' })).status).toBe(404);
    expect((await send(browser, 'POST', '/api/v1/customer/request-points', { restaurantUid: chaat, platform: 'Swiggy' })).status).toBe(404);
    expect((await browser.graphql(CLAIM, { r: chaat })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expectGraphqlLimited(await browser.graphql(REQUEST, { r: chaat }));
    expectGraphqlLimited(await browser.graphql(CLAIM, { r: chaat }));
    expectLimited(await send(browser, 'POST', '/api/v1/customer/claim-reward', { restaurantUid: chaat, platform: 'Zomato' }));
    expectLimited(await send(browser, 'POST', '/api/v1/customer/request-points', { restaurantUid: chaat, platform: 'Swiggy' }));
    const other = await customerAt(server);
    expect((await send(other.browser, 'POST', '/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
    expect((await send(other.browser, 'POST', '/api/v1/customer/request-points', { restaurantUid: chaat, platform: 'Swiggy' })).status).toBe(201);
    expect((await other.browser.graphql(CLAIM, { r: chaat })).body.errors?.[0]?.extensions?.code).not.toBe('RATE_LIMITED');
  });

  it('creditInStore: 4 a minute per staff account; another staff account is not limited', async () => {
    const customer = await customerAt(server);
    expect((await send(customer.browser, 'POST', '/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
    const { cusId } = (await server.firebase.db.doc(`customers/${customer.uid}/restaurants/${chaat}`).get()).data() as { cusId: string };
    const [desk, otherDesk] = [await freshStaffAt(server, 'FS1003'), await freshStaffAt(server, 'FS1003')];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await desk.browser.graphql(CREDIT, { cusId, pin: '4321', amount: 10 })).body.data).toEqual({ creditInStore: attempt * 10 });
    }
    expectGraphqlLimited(await desk.browser.graphql(CREDIT, { cusId, pin: '4321', amount: 10 }));
    expect((await otherDesk.browser.graphql(CREDIT, { cusId, pin: '4321', amount: 10 })).body.data).toEqual({ creditInStore: 50 });
    const points = (await server.firebase.db.doc(`customers/${customer.uid}/restaurants/${chaat}`).get()).data()?.['points'];
    expect(points).toBe(50);
  });
});
