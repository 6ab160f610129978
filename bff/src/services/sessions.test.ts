import type { Auth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors.js';
import { ensureStaffAccount } from './staff-accounts.js';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { restaurantUidOf, signedInCustomer, VALID_PROFILE } from '../test/customers.js';
import { useTestServer, uniquePhone, uniqueSuffix } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';
import { APPROVE_CLAIM, APPROVE_REQUEST, CREDIT, REJECT_CLAIM, REJECT_REQUEST } from '../test/staff-operations.js';
import { createSessionService, SESSION_CHECK_INTERVAL_MS, type SessionService } from './sessions.js';
import { adjustPoints } from '../test/adjust-points.js';

const server = useTestServer();
let signIn: ReturnType<typeof authEmulatorClient>;

beforeAll(() => {
  signIn = authEmulatorClient(server.authHost, server.projectId);
});

const N = SESSION_CHECK_INTERVAL_MS;
// Firebase keeps revocation times in whole seconds: a session that began in the second of its revocation
// still passes the check. Every revocation here happens in a later second than the sign-in.
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** The real emulator Auth, counting the calls that ask it about a session cookie (and able to fail or hold them). */
function countingAuth(real: Auth) {
  const counter = {
    verifyCalls: 0,
    /** When set, every check fails with this (an Auth outage). */
    outage: null as Error | null,
    /** When set, a check's answer (already read from Auth) waits for this before it is returned. */
    hold: null as Promise<void> | null,
  };
  const auth = new Proxy(real, {
    get(target, property) {
      if (property === 'verifySessionCookie') {
        return async (cookie: string, checkRevoked?: boolean) => {
          counter.verifyCalls += 1;
          if (counter.outage) throw counter.outage;
          const answer = await target.verifySessionCookie(cookie, checkRevoked);
          if (counter.hold) await counter.hold;
          return answer;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { auth, counter };
}

/** A clock the test moves by hand. */
function fakeClock() {
  let nowMs = Date.now();
  return { now: () => new Date(nowMs), advance: (ms: number) => void (nowMs += ms), set: (ms: number) => void (nowMs = ms) };
}

const replicas: SessionService[] = [];
afterAll(() => replicas.forEach((sessions) => sessions.close()));

/** One replica's session service over the counting Auth. */
function replica(options: { checkIntervalMs?: number; maxCachedSessions?: number } = {}) {
  const { auth, counter } = countingAuth(server.firebase.auth);
  const clock = fakeClock();
  const sessions = createSessionService({ auth, db: server.firebase.db, now: clock.now, ...options });
  replicas.push(sessions);
  return { sessions, counter, clock };
}

/** A real session cookie of a (new, unless `phone` is given) phone user, minted through `sessions`. */
async function sessionCookie(sessions: SessionService, phone = uniquePhone()) {
  const { idToken } = await signIn.signInWithPhone(phone);
  const session = await sessions.startSession(idToken);
  return { cookie: session.sessionCookie, uid: session.user.uid, phone };
}

const expOf = (cookie: string) => (JSON.parse(Buffer.from(cookie.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof DomainError ? error.kind : `not a DomainError: ${String(error)}`),
  );

describe('the session cache (fake clock, counted calls to the real Auth emulator)', () => {
  it('asks Auth once per session per interval: a second request within N s makes no call, one after N s does', async () => {
    const { sessions, counter, clock } = replica();
    const { cookie, uid } = await sessionCookie(sessions);
    expect((await sessions.verifySession(cookie)).uid).toBe(uid);
    expect(counter.verifyCalls).toBe(1);
    clock.advance(N - 1);
    for (let request = 0; request < 20; request += 1) expect((await sessions.verifySession(cookie)).uid).toBe(uid);
    expect(counter.verifyCalls).toBe(1);
    clock.advance(1);
    expect((await sessions.verifySession(cookie)).uid).toBe(uid);
    expect(counter.verifyCalls).toBe(2);
    // That check starts the next interval.
    clock.advance(N - 1);
    await sessions.verifySession(cookie);
    expect(counter.verifyCalls).toBe(2);
  });

  it('shares one check among concurrent requests of the same cookie', async () => {
    const { sessions, counter } = replica();
    const { cookie, uid } = await sessionCookie(sessions);
    const users = await Promise.all(Array.from({ length: 8 }, () => sessions.verifySession(cookie)));
    expect(users.map((user) => user.uid)).toEqual(Array(8).fill(uid));
    expect(counter.verifyCalls).toBe(1);
  });

  it('always asks Auth when told to be fresh, and that answer refreshes the cache', async () => {
    const { sessions, counter, clock } = replica();
    const { cookie } = await sessionCookie(sessions);
    await sessions.verifySession(cookie);
    await sessions.verifySession(cookie, { fresh: true });
    await sessions.verifySession(cookie, { fresh: true });
    expect(counter.verifyCalls).toBe(3);
    clock.advance(N - 1);
    await sessions.verifySession(cookie);
    expect(counter.verifyCalls).toBe(3);
  });

  it('refuses a session revoked on another replica within N s, and at once when asked fresh', async () => {
    const here = replica();
    const elsewhere = replica();
    const { cookie, uid } = await sessionCookie(here.sessions);
    await here.sessions.verifySession(cookie);
    await nextSecond();
    await elsewhere.sessions.revokeSessions(uid);
    // Elsewhere refuses at once; here, a read may still be served from the cache until N s after its check...
    expect(await refusal(elsewhere.sessions.verifySession(cookie))).toBe('UNAUTHENTICATED');
    here.clock.advance(N - 1);
    expect(await refusal(here.sessions.verifySession(cookie))).toBe('accepted');
    // ...but never what must be fresh,
    expect(await refusal(here.sessions.verifySession(cookie, { fresh: true }))).toBe('UNAUTHENTICATED');
    // and a refusal forgets the session at once.
    expect(await refusal(here.sessions.verifySession(cookie))).toBe('UNAUTHENTICATED');
  });

  it('refuses a session revoked elsewhere no later than N s after the last check', async () => {
    const here = replica();
    const { cookie, uid } = await sessionCookie(here.sessions);
    await here.sessions.verifySession(cookie);
    await nextSecond();
    await server.firebase.auth.revokeRefreshTokens(uid);
    here.clock.advance(N);
    expect(await refusal(here.sessions.verifySession(cookie))).toBe('UNAUTHENTICATED');
    expect(here.counter.verifyCalls).toBe(2);
  });

  it("ending one device's session refuses that cookie on every replica (at once here, when the other's listener hears), no other", async () => {
    const here = replica({ checkIntervalMs: 0 });
    const there = replica({ checkIntervalMs: 0 });
    const phone = uniquePhone();
    const laptop = await sessionCookie(here.sessions, phone);
    await nextSecond();
    const phoneApp = await sessionCookie(here.sessions, phone);
    // Both replicas have checked a session: their listeners on ended sessions are open.
    expect(await refusal(there.sessions.verifySession(laptop.cookie))).toBe('accepted');
    const ended: { uid: string; sessionKey?: string }[] = [];
    here.sessions.onSessionsRevoked((event) => ended.push(event));
    await here.sessions.endSession(laptop.cookie);
    expect(ended).toEqual([{ uid: laptop.uid, sessionKey: expect.any(String) }]);
    expect(await refusal(here.sessions.verifySession(laptop.cookie))).toBe('UNAUTHENTICATED');
    await expect.poll(() => refusal(there.sessions.verifySession(laptop.cookie)), { timeout: 5000 }).toBe('UNAUTHENTICATED');
    for (const { sessions } of [here, there]) expect(await refusal(sessions.verifySession(phoneApp.cookie))).toBe('accepted');
    // A cookie that was never a session has nothing to end.
    await here.sessions.endSession('not-a-session-cookie');
    expect(ended).toHaveLength(1);
  });

  it('a logged-out cookie stays refused under another spelling of the same token (base64url spare bits)', async () => {
    const { sessions } = replica({ checkIntervalMs: 0 });
    // The last character of a base64url segment whose length is not a multiple of 4 has spare low bits: flipping
    // one spells the same bytes another way, and the token still verifies (the emulator's tokens are unsigned, so
    // the payload is respelled here; a signed cookie's signature has spare bits the same way).
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = (cookie: string) => {
      const parts = cookie.split('.');
      const payload = parts[1]!;
      const last = ALPHABET.indexOf(payload.at(-1)!);
      parts[1] = payload.slice(0, -1) + ALPHABET[last ^ 1];
      return parts.join('.');
    };
    let session = await sessionCookie(sessions);
    for (let attempt = 0; session.cookie.split('.')[1]!.length % 4 === 0 && attempt < 20; attempt += 1) session = await sessionCookie(sessions);
    const other = respelled(session.cookie);
    expect(other).not.toBe(session.cookie);
    expect(await refusal(sessions.verifySession(other)), 'the other spelling is the same session').toBe('accepted');
    await sessions.endSession(session.cookie);
    expect(await refusal(sessions.verifySession(session.cookie))).toBe('UNAUTHENTICATED');
    expect(await refusal(sessions.verifySession(other))).toBe('UNAUTHENTICATED');
    // And the other way round: a logout sent with the respelled cookie ends the session too.
    const second = await sessionCookie(sessions);
    if (second.cookie.split('.')[1]!.length % 4 !== 0) {
      await sessions.endSession(respelled(second.cookie));
      expect(await refusal(sessions.verifySession(second.cookie))).toBe('UNAUTHENTICATED');
    }
  });

  it('logging out again with an ended cookie writes nothing once the logout is stored (the first write always happens)', async () => {
    const { sessions } = replica({ checkIntervalMs: 0 });
    const { cookie } = await sessionCookie(sessions);
    await sessions.verifySession(cookie); // starts this replica's listener on ended sessions
    await sessions.endSession(cookie);
    const key = (
      await server.firebase.db
        .collection('endedSessions')
        .where('expiresAt', '==', Timestamp.fromMillis(expOf(cookie) * 1000))
        .get()
    ).docs.find((doc) => doc.get('uid') === (JSON.parse(Buffer.from(cookie.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub)?.id;
    expect(key).toBeDefined();
    const endedAtOf = async () => ((await server.firebase.db.doc(`endedSessions/${key}`).get()).get('endedAt') as Timestamp).toMillis();
    const written = await endedAtOf();
    // The listener reads the logout back (well under a second), then repeats are free.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let again = 0; again < 5; again += 1) await sessions.endSession(cookie);
    expect(await endedAtOf()).toBe(written);
    expect(await refusal(sessions.verifySession(cookie))).toBe('UNAUTHENTICATED');

    // A replica whose listener never started (no check yet) cannot know: it writes, and the session stays ended.
    const fresh = replica({ checkIntervalMs: 0 }).sessions;
    await fresh.endSession(cookie);
    expect(await endedAtOf()).toBeGreaterThan(written);
    expect(await refusal(fresh.verifySession(cookie))).toBe('UNAUTHENTICATED');
  });

  it('logout of all devices on this replica refuses every session of that user at once, and only that user', async () => {
    const { sessions, counter } = replica();
    const phone = uniquePhone();
    const laptop = await sessionCookie(sessions, phone);
    // Sign-ins of one user in the same second get the same cookie from the emulator.
    await nextSecond();
    const phoneApp = await sessionCookie(sessions, phone);
    const someoneElse = await sessionCookie(sessions);
    expect(phoneApp.uid).toBe(laptop.uid);
    expect(phoneApp.cookie).not.toBe(laptop.cookie);
    await Promise.all([laptop, phoneApp, someoneElse].map(({ cookie }) => sessions.verifySession(cookie)));
    expect(counter.verifyCalls).toBe(3);
    await nextSecond();
    const ended: string[] = [];
    sessions.onSessionsRevoked(({ uid }) => ended.push(uid));
    await sessions.revokeSessions(laptop.uid);
    expect(ended).toEqual([laptop.uid]);
    expect(await refusal(sessions.verifySession(laptop.cookie))).toBe('UNAUTHENTICATED');
    expect(await refusal(sessions.verifySession(phoneApp.cookie))).toBe('UNAUTHENTICATED');
    expect(counter.verifyCalls).toBe(5);
    expect(await refusal(sessions.verifySession(someoneElse.cookie))).toBe('accepted');
    expect(counter.verifyCalls).toBe(5);
  });

  it('does not remember an answer Auth gave before a logout that finished while it was on its way', async () => {
    const { sessions, counter } = replica();
    const { cookie, uid } = await sessionCookie(sessions);
    await nextSecond();
    let release = () => {};
    counter.hold = new Promise<void>((resolve) => (release = resolve));
    const before = sessions.verifySession(cookie);
    // Let the check read its (still valid) answer from Auth, then log out while it is held.
    await new Promise((resolve) => setTimeout(resolve, 300));
    counter.hold = null;
    await sessions.revokeSessions(uid);
    release();
    // The request that asked before the logout gets its answer; nothing after the logout does.
    expect((await before).uid).toBe(uid);
    expect(await refusal(sessions.verifySession(cookie))).toBe('UNAUTHENTICATED');
  });

  it('never serves a cookie past its own expiry, however recently it was checked', async () => {
    const { sessions, counter, clock } = replica({ checkIntervalMs: 10 * 24 * 60 * 60 * 1000 });
    const { cookie } = await sessionCookie(sessions);
    await sessions.verifySession(cookie);
    await sessions.verifySession(cookie);
    expect(counter.verifyCalls).toBe(1);
    clock.set(expOf(cookie) * 1000);
    // Past `exp` by our clock: every request goes to Auth (which decides by its own clock).
    await refusal(sessions.verifySession(cookie));
    await refusal(sessions.verifySession(cookie));
    expect(counter.verifyCalls).toBe(3);
  });

  it('treats an Auth outage as an outage: not a logout, and no stale answer served longer', async () => {
    const { sessions, counter, clock } = replica();
    const { cookie, uid } = await sessionCookie(sessions);
    await sessions.verifySession(cookie);
    const outage = Object.assign(new Error('connect ECONNREFUSED'), { code: 'app/network-error' });
    counter.outage = outage;
    // Within the interval the cache answers; after it, the outage is the answer (not a 401, not the old user).
    expect((await sessions.verifySession(cookie)).uid).toBe(uid);
    clock.advance(N);
    await expect(sessions.verifySession(cookie)).rejects.toBe(outage);
    await expect(sessions.verifySession(cookie, { fresh: true })).rejects.toBe(outage);
    counter.outage = null;
    expect((await sessions.verifySession(cookie)).uid).toBe(uid);
  });

  it('refuses a missing or forged cookie without remembering it', async () => {
    const { sessions, counter } = replica();
    expect(await refusal(sessions.verifySession(undefined))).toBe('UNAUTHENTICATED');
    expect(counter.verifyCalls).toBe(0);
    expect(await refusal(sessions.verifySession('not-a-session-cookie'))).toBe('UNAUTHENTICATED');
    expect(await refusal(sessions.verifySession('not-a-session-cookie'))).toBe('UNAUTHENTICATED');
    expect(counter.verifyCalls).toBe(2);
    expect(sessions.cachedSessionCount()).toBe(0);
  });

  it('never holds more sessions than its cap, dropping the longest-checked first', async () => {
    const { sessions, counter } = replica({ maxCachedSessions: 3 });
    const cookies = await Promise.all(Array.from({ length: 5 }, () => sessionCookie(sessions)));
    for (const { cookie } of cookies) {
      await sessions.verifySession(cookie);
      expect(sessions.cachedSessionCount()).toBeLessThanOrEqual(3);
    }
    expect(sessions.cachedSessionCount()).toBe(3);
    expect(counter.verifyCalls).toBe(5);
    await sessions.verifySession(cookies[4]!.cookie);
    expect(counter.verifyCalls).toBe(5);
    await sessions.verifySession(cookies[0]!.cookie);
    expect(counter.verifyCalls).toBe(6);
    expect(sessions.cachedSessionCount()).toBe(3);
  });

  it('keeps only sessions checked within the interval', async () => {
    const { sessions, clock } = replica();
    const [first, second] = await Promise.all([sessionCookie(sessions), sessionCookie(sessions)]);
    await sessions.verifySession(first.cookie);
    clock.advance(N);
    await sessions.verifySession(second.cookie);
    expect(sessions.cachedSessionCount()).toBe(1);
  });
});

describe('through the BFF: what must be fresh refuses a revoked session at once, even with a warm cache', () => {
  const SAVE = 'mutation Save($input: ProfileInput!) { saveProfile(input: $input) { uid } }';
  const QUEUE = '{ staffQueue { claims { id cusId } requests { id cusId } } }';
  const { role: _role, ...profileInput } = VALID_PROFILE;
  type GraphQLAnswer = { body: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] } };
  const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.code;

  async function staffConsole(idToken: string) {
    const browser = new TestBrowser(server.url);
    await browser.fetchCsrfToken();
    const login = await browser.post('/api/v1/auth/staff/login', { idToken });
    expect(login.status).toBe(200);
    return browser;
  }

  it('customer: reads within the bound, but no profile change and no `me`', async () => {
    // Three customers, so each question below meets its own warm cache entry.
    const [graphqlSaver, restSaver, meAsker] = await Promise.all([0, 1, 2].map(() => signedInCustomer(server)));
    const all = [graphqlSaver!, restSaver!, meAsker!];
    for (const { browser } of all) expect((await browser.get('/api/v1/customer/restaurants')).status).toBe(200);
    await nextSecond();
    // Another replica's logout, or an admin's revocation: this replica's cache does not hear of it.
    await Promise.all(all.map(({ uid }) => server.firebase.auth.revokeRefreshTokens(uid)));
    for (const { browser, uid } of all) {
      expect((await browser.get('/api/v1/customer/restaurants')).status).toBe(200);
      expect((await browser.graphql('{ me { uid } }')).body.data).toEqual({ me: { uid } });
    }
    expect(codeOf(await graphqlSaver!.browser.graphql(SAVE, { input: profileInput }))).toBe('UNAUTHENTICATED');
    expect(await restSaver!.browser.post('/api/v1/customer/save', VALID_PROFILE)).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect((await meAsker!.browser.get('/api/v1/auth/customer/me')).status).toBe(401);
    // A refusal forgets that session: its reads end too.
    for (const { browser } of all) expect((await browser.get('/api/v1/customer/restaurants')).status).toBe(401);
  });

  it('customer: no add, delete, claim or points request, over GraphQL or REST, and nothing changes', async () => {
    const restaurantUid = await restaurantUidOf(server, 'FS1002');
    // One customer per change, so each change meets its own warm cache entry.
    const customers = await Promise.all(Array.from({ length: 8 }, () => signedInCustomer(server)));
    for (const { browser } of customers) {
      expect((await browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1002' })).status).toBe(201);
      expect((await browser.get('/api/v1/customer/restaurants')).status).toBe(200);
    }
    await nextSecond();
    await Promise.all(customers.map(({ uid }) => server.firebase.auth.revokeRefreshTokens(uid)));
    const [gqlAdd, gqlDelete, gqlClaim, gqlRequest, restAdd, restDelete, restClaim, restRequest] = customers.map(({ browser }) => browser);
    const graphqlChanges: [TestBrowser | undefined, string][] = [
      [gqlAdd, 'mutation { addRestaurant(resId: "FS1001") { resId } }'],
      [gqlDelete, `mutation { deleteRestaurant(restaurantUid: "${restaurantUid}") }`],
      [gqlClaim, `mutation { claimReward(restaurantUid: "${restaurantUid}", platform: "In-Store") { status } }`],
      [gqlRequest, `mutation { requestPoints(restaurantUid: "${restaurantUid}", platform: "Zomato") { pending } }`],
    ];
    for (const [browser, mutation] of graphqlChanges) expect(codeOf(await browser!.graphql(mutation))).toBe('UNAUTHENTICATED');
    expect((await restAdd!.post('/api/v1/customer/add-restaurant', { resId: 'FS1001' })).status).toBe(401);
    expect((await restDelete!.request('DELETE', `/api/v1/customer/delete-restaurant/${restaurantUid}`)).status).toBe(401);
    expect((await restClaim!.post('/api/v1/customer/claim-reward', { restaurantUid, platform: 'In-Store' })).status).toBe(401);
    expect((await restRequest!.post('/api/v1/customer/request-points', { restaurantUid, platform: 'Zomato' })).status).toBe(401);
    // Nothing changed: each still has exactly FS1002, with no claim and no request.
    for (const { uid } of customers) {
      const memberships = await server.firebase.db.collection(`customers/${uid}/restaurants`).get();
      expect(memberships.docs.map((doc) => doc.id)).toEqual([restaurantUid]);
      expect(memberships.docs[0]!.data()).not.toHaveProperty('latestClaim');
      expect(memberships.docs[0]!.data()).not.toHaveProperty('latestRequest');
    }
  });

  it('staff: the queue within the bound, but no approve, reject or credit', async () => {
    const restaurantUid = await restaurantUidOf(server, 'FS1001');
    const customer = await signedInCustomer(server);
    await customer.browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1001' });
    await adjustPoints(server, { customerUid: customer.uid, restaurantUid, amount: 500, platform: 'In-Store', source: 'service' });
    expect((await customer.browser.post('/api/v1/customer/claim-reward', { restaurantUid, platform: 'In-Store' })).status).toBe(201);
    expect((await customer.browser.post('/api/v1/customer/request-points', { restaurantUid, platform: 'Swiggy' })).status).toBe(201);
    const membershipPath = `customers/${customer.uid}/restaurants/${restaurantUid}`;
    const { cusId } = (await server.firebase.db.doc(membershipPath).get()).data() as { cusId: string };

    const decisions: [string, Record<string, unknown>][] = [
      [APPROVE_CLAIM, { id: 'claim' }],
      [REJECT_CLAIM, { id: 'claim' }],
      [APPROVE_REQUEST, { id: 'request', points: 50 }],
      [REJECT_REQUEST, { id: 'request' }],
      [CREDIT, { cusId, pin: VALID_PROFILE.pin, amount: 100 }],
    ];
    // A staff account per decision, so each meets its own warm cache entry (and no shared demo account is
    // revoked under other test files).
    const staffUids: string[] = [];
    const consoles = await Promise.all(
      decisions.map(async () => {
        const email = `staff-${uniqueSuffix()}@foodspot.test`;
        staffUids.push((await ensureStaffAccount(server.firebase, { resId: 'FS1001', email, password: 'staff-password' })).uid);
        return staffConsole((await signIn.signInWithEmail(email, 'staff-password')).idToken);
      }),
    );
    const queue = (await consoles[0]!.graphql(QUEUE)).body.data?.['staffQueue'] as {
      claims: { id: string; cusId: string }[];
      requests: { id: string; cusId: string }[];
    };
    const ids = { claim: queue.claims.find((item) => item.cusId === cusId)!.id, request: queue.requests.find((item) => item.cusId === cusId)!.id };
    for (const staff of consoles) expect((await staff.graphql(QUEUE)).body.errors).toBeUndefined();

    await nextSecond();
    await Promise.all(staffUids.map((uid) => server.firebase.auth.revokeRefreshTokens(uid)));
    for (const [index, [mutation, variables]] of decisions.entries()) {
      const staff = consoles[index]!;
      expect((await staff.graphql(QUEUE)).body.errors).toBeUndefined();
      const id = variables['id'] === 'claim' ? ids.claim : variables['id'] === 'request' ? ids.request : undefined;
      expect(codeOf(await staff.graphql(mutation, id ? { ...variables, id } : variables))).toBe('UNAUTHENTICATED');
    }
    // Nothing moved.
    expect(((await server.firebase.db.doc(membershipPath).get()).data() as { points: number }).points).toBe(500);
    const statuses = async (kind: string) =>
      (await server.firebase.db.collection(`${membershipPath}/${kind}`).get()).docs.map((doc) => doc.data()['status'] as string);
    expect(await statuses('claims')).toEqual(['pending']);
    expect(await statuses('requests')).toEqual(['pending']);
  });
});
