import { CHOOSE_RESTAURANT, OWN_EMAIL_AS_STAFF } from '@foodspot/schema/session';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_PROFILE } from '../test/customers.js';
import { customerAt } from '../test/clients-at.js';
import { useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { ACTIVITY, ADD_STAFF, createdRestaurant, hiredStaff, signedInOwner } from '../test/owners.js';
import { APPROVE_REQUEST } from '../test/staff-operations.js';
import { nextOf, wsClients } from '../test/ws-client.js';

/**
 * An owner works the till of their own restaurants with their own account (ADR 019): the staff login admits them for
 * the restaurant this device chooses, and every till rule holds for them as for a cashier, under their email.
 */
const STAFF_GUESSES = 3;
const server = useTestServer({ env: { PIN_FAILURES_PER_STAFF: String(STAFF_GUESSES) } });
const sockets = wsClients(() => server.url);
afterAll(() => sockets.disposeAll());

const CREDIT_BILL = `mutation CreditBill($cusId: String!, $pin: String!, $amount: Int!) {
  creditBill(cusId: $cusId, pin: $pin, amount: $amount) { id amount balance } }`;
const UNDO = 'mutation Undo($id: ID!) { undoCredit(id: $id) { id reversedAt } }';
const LAST_CREDITS = 'query Last { lastCredits { id amount } }';
const QUEUE = 'query Q { staffQueue { restaurantName resId requests { id cusId } } }';
const OWNER_RESTAURANTS = 'query Mine { ownerRestaurants { restaurantUid } }';

type Owner = Awaited<ReturnType<typeof signedInOwner>>;

/** What one operation answered: its data, or its first error's message and code. */
async function send<T>(browser: TestBrowser, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await browser.graphql(query, variables);
  const error = body.errors?.[0];
  return error ? { error: error.message, code: error.extensions?.['code'] } : { data: Object.values(body.data ?? {})[0] as T };
}
const creditBill = (till: TestBrowser, cusId: string, amount: number, pin = VALID_PROFILE.pin) =>
  send<{ id: string; amount: number; balance: number }>(till, CREDIT_BILL, { cusId, pin, amount });

/** The owner's staff login on a new device (a fresh sign-in, as the till's form does it), naming a restaurant or not. */
async function tillLogin(owner: Pick<Owner, 'email' | 'password'>, restaurantUid?: string, browser = new TestBrowser(server.url)) {
  if (!browser.csrfToken) await browser.fetchCsrfToken();
  const { idToken } = await authEmulatorClient(server.authHost, server.projectId).signInWithEmail(owner.email, owner.password);
  const answer = await browser.post('/api/v1/auth/staff/login', restaurantUid ? { idToken, restaurantUid } : { idToken });
  return { browser, ...answer };
}

async function joined(customer: Awaited<ReturnType<typeof customerAt>>, resId: string): Promise<string> {
  const added = await customer.browser.post('/api/v1/customer/add-restaurant', { resId });
  expect(added.status).toBe(201);
  return (added.body['result'] as { cusId: string }).cusId;
}

const pointsAt = async (customerUid: string, restaurantUid: string) =>
  ((await server.firebase.db.doc(`customers/${customerUid}/restaurants/${restaurantUid}`).get()).data() as { points?: number }).points ?? 0;

const activityOf = async (owner: TestBrowser, restaurantUid: string) =>
  ((await send<{ items: { kind: string; staffEmail: string; points: number }[] }>(owner, ACTIVITY, { restaurantUid })).data?.items ?? []).map(
    ({ kind, staffEmail, points }) => ({ kind, staffEmail, points }),
  );

/** An owner with one restaurant, a customer who joined it, and the owner's till logged in. */
async function oneRestaurantOwner() {
  const owner = await signedInOwner(server);
  const restaurant = await createdRestaurant(owner.browser);
  const customer = await customerAt(server);
  const cusId = await joined(customer, restaurant.resId);
  const login = await tillLogin(owner);
  expect(login.status).toBe(200);
  return { owner, restaurant, customer, cusId, till: login.browser };
}

describe('an owner with one restaurant', () => {
  it('logs in at the till, credits a bill under their own email, and keeps the owner area in the same session', async () => {
    const { owner, restaurant, customer, cusId, till } = await oneRestaurantOwner();
    expect(till.cookie('fs_till')).toBe(restaurant.restaurantUid);
    expect((await till.get('/api/v1/auth/customer/me')).body).toMatchObject({ role: 'owner', email: owner.email });

    expect(await send(till, QUEUE)).toMatchObject({ data: { restaurantName: 'Idli Point', resId: restaurant.resId } });
    expect(await creditBill(till, cusId, 650)).toMatchObject({ data: { amount: 650, balance: 650 } });
    expect(await pointsAt(customer.uid, restaurant.restaurantUid)).toBe(650);
    expect((await send<unknown[]>(till, LAST_CREDITS)).data).toHaveLength(1);
    expect(await activityOf(owner.browser, restaurant.restaurantUid)).toEqual([{ kind: 'credit', staffEmail: owner.email, points: 650 }]);
    // One browser, one session: the till's session opens the owner area too.
    expect((await send<unknown[]>(till, OWNER_RESTAURANTS)).data).toEqual([{ restaurantUid: restaurant.restaurantUid }]);
  });

  it('undoes only its own credits, and a cashier of the restaurant only theirs', async () => {
    const { owner, restaurant, customer, cusId, till } = await oneRestaurantOwner();
    const cashier = await hiredStaff(server, owner.browser, restaurant.restaurantUid);
    const byOwner = (await creditBill(till, cusId, 300)).data!;
    const byCashier = (await creditBill(cashier.browser, cusId, 200)).data!;
    const notYours = { error: 'Only the staff account that made a credit can undo it.', code: 'FORBIDDEN' };
    expect(await send(cashier.browser, UNDO, { id: byOwner.id })).toEqual(notYours);
    expect(await send(till, UNDO, { id: byCashier.id })).toEqual(notYours);
    expect(await pointsAt(customer.uid, restaurant.restaurantUid)).toBe(500);

    expect(await send(till, UNDO, { id: byOwner.id })).toMatchObject({ data: { id: byOwner.id, reversedAt: expect.any(String) } });
    expect(await send(cashier.browser, UNDO, { id: byCashier.id })).toMatchObject({ data: { reversedAt: expect.any(String) } });
    expect(await pointsAt(customer.uid, restaurant.restaurantUid)).toBe(0);
    expect(await activityOf(owner.browser, restaurant.restaurantUid)).toEqual([
      { kind: 'creditReversed', staffEmail: cashier.email, points: -200 },
      { kind: 'creditReversed', staffEmail: owner.email, points: -300 },
      { kind: 'credit', staffEmail: cashier.email, points: 200 },
      { kind: 'credit', staffEmail: owner.email, points: 300 },
    ]);
  });

  it('counts wrong Customer IDs and PINs against the owner account, which is then paused like a cashier’s', async () => {
    const { owner, restaurant, customer, cusId, till } = await oneRestaurantOwner();
    expect(await creditBill(till, '012345', 100)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await creditBill(till, cusId, 100, '0000')).toEqual({ error: 'Wrong PIN for this Customer ID.', code: 'BAD_USER_INPUT' });
    expect((await creditBill(till, '023456', 100)).error).toContain('in-store credits from this account are paused for 15 minutes');
    const guesses = (await server.firebase.db.doc(`staffPinGuesses/${owner.uid}`).get()).data() as { lockedUntilMs: number };
    expect(guesses.lockedUntilMs).toBeGreaterThan(Date.now());
    // The right PIN is refused while the account is paused; nothing is credited.
    expect(await creditBill(till, cusId, 100)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await pointsAt(customer.uid, restaurant.restaurantUid)).toBe(0);
  });

  it('a locked Customer ID tells the owner to lift the lock themselves, a cashier to ask the owner; nothing is credited', async () => {
    const { owner, restaurant, customer, cusId, till } = await oneRestaurantOwner();
    const cashier = await hiredStaff(server, owner.browser, restaurant.restaurantUid);
    await server.firebase.db
      .doc(`pinLockouts/${customer.uid}`)
      .set({ failures: 0, windowStartMs: Date.now(), lockedUntilMs: Date.now() + 10 * 60_000 });
    const refusalOf = async (browser: TestBrowser) => {
      const { body } = await browser.graphql(CREDIT_BILL, { cusId, pin: VALID_PROFILE.pin, amount: 100 });
      const error = body.errors?.[0];
      const extensions: Record<string, unknown> = error?.extensions ?? {};
      return { message: error?.message, code: extensions['code'], reason: extensions['reason'] };
    };
    expect(await refusalOf(till)).toEqual({
      message:
        'This Customer ID is locked after too many wrong PINs. Try again in 10 minutes, or lift the lock yourself: Owner area → Staff → "Customer ID locked?".',
      code: 'RATE_LIMITED',
      reason: 'CUSTOMER_LOCKED_OWNER',
    });
    expect(await refusalOf(cashier.browser)).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'CUSTOMER_LOCKED',
      message: expect.stringContaining('ask the owner to lift the lock'),
    });
    expect(await pointsAt(customer.uid, restaurant.restaurantUid)).toBe(0);
  });

  it('logging out ends this device’s till only; logging out of all devices ends every one', async () => {
    const { owner, cusId, till } = await oneRestaurantOwner();
    // A session cookie is a token of whole seconds: sign-ins in one second would be one session.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const other = (await tillLogin(owner)).browser;
    const copyOf = async (browser: TestBrowser) => {
      const copy = new TestBrowser(server.url);
      for (const name of ['__session', 'fs_till']) copy.setCookie(name, browser.cookie(name)!);
      await copy.fetchCsrfToken();
      return copy;
    };
    const [tillCopy, otherCopy] = [await copyOf(till), await copyOf(other)];
    expect((await till.post('/api/v1/auth/customer/logout', {})).status).toBe(200);
    expect(till.cookie('fs_till')).toBeUndefined();
    expect(await send(till, LAST_CREDITS)).toMatchObject({ code: 'UNAUTHENTICATED' });
    // The server ended that session, not only this browser's cookies.
    expect(await creditBill(tillCopy, cusId, 40)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await creditBill(other, cusId, 40)).toMatchObject({ data: { balance: 40 } });

    // Firebase keeps revocation times in whole seconds too: revoke in a later second than the sign-ins.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await other.post('/api/v1/auth/logout-everywhere', {})).status).toBe(200);
    expect(other.cookie('fs_till')).toBeUndefined();
    expect(await creditBill(otherCopy, cusId, 40)).toMatchObject({ code: 'UNAUTHENTICATED' });
    // The owner area's session of the same account ends with it.
    expect((await send(owner.browser, OWNER_RESTAURANTS)).code).toBe('UNAUTHENTICATED');
  });
});

describe('an owner with several restaurants', () => {
  it('is asked to choose, without a session, then works at the chosen restaurant only', async () => {
    const owner = await signedInOwner(server);
    const first = await createdRestaurant(owner.browser, { name: 'Idli Point' });
    const second = await createdRestaurant(owner.browser, { name: 'Dosa Corner' });
    const customer = await customerAt(server);
    const [firstCusId, secondCusId] = [await joined(customer, first.resId), await joined(customer, second.resId)];
    for (const restaurantUid of [first.restaurantUid, second.restaurantUid]) {
      const asked = await customer.browser.post('/api/v1/customer/request-points', { restaurantUid, platform: 'Website' });
      expect(asked.status).toBe(201);
    }

    const asked = await tillLogin(owner);
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({
      error: 'Choose the restaurant whose till this is.',
      code: 'CONFLICT',
      reason: CHOOSE_RESTAURANT,
      restaurants: [
        { restaurantUid: first.restaurantUid, name: 'Idli Point', resId: first.resId },
        { restaurantUid: second.restaurantUid, name: 'Dosa Corner', resId: second.resId },
      ],
    });
    expect(asked.browser.cookie('__session')).toBeUndefined();
    expect(asked.browser.cookie('fs_till')).toBeUndefined();

    const chosen = await tillLogin(owner, second.restaurantUid, asked.browser);
    expect(chosen.status).toBe(200);
    const till = chosen.browser;
    const queue = (await send<{ resId: string; requests: { id: string; cusId: string }[] }>(till, QUEUE)).data!;
    expect(queue.resId).toBe(second.resId);
    expect(queue.requests.map((request) => request.cusId)).toEqual([secondCusId]);
    expect(await send(till, APPROVE_REQUEST, { id: queue.requests[0]!.id, points: 120 })).toMatchObject({ data: { points: 120 } });

    // The first restaurant's request, by its id (as its own till sees it), is not in this till's queue.
    const firstTill = (await tillLogin(owner, first.restaurantUid)).browser;
    const firstQueue = (await send<{ requests: { id: string }[] }>(firstTill, QUEUE)).data!;
    expect(await send(till, APPROVE_REQUEST, { id: firstQueue.requests[0]!.id, points: 999 })).toMatchObject({ code: 'NOT_FOUND' });

    expect(await creditBill(till, secondCusId, 80)).toMatchObject({ data: { balance: 200 } });
    expect(await pointsAt(customer.uid, second.restaurantUid)).toBe(200);
    expect(await pointsAt(customer.uid, first.restaurantUid)).toBe(0);
    expect(firstCusId).toBeTruthy();
    expect(await activityOf(owner.browser, first.restaurantUid)).toEqual([]);
    expect(await activityOf(owner.browser, second.restaurantUid)).toEqual([
      { kind: 'credit', staffEmail: owner.email, points: 80 },
      { kind: 'requestApproved', staffEmail: owner.email, points: 120 },
    ]);

    // The live queue over the socket is the chosen restaurant's too.
    const socket = sockets.open({ cookie: `__session=${till.cookie('__session')}; fs_till=${till.cookie('fs_till')}`, origin: server.url });
    const live = await nextOf(socket.iterate<{ staffQueueChanged: { resId: string } }>({ query: 'subscription { staffQueueChanged { resId } }' }));
    expect(live.data?.staffQueueChanged.resId).toBe(second.resId);
  });

  it('cannot name another owner’s restaurant at the login, and starts no session', async () => {
    const owner = await signedInOwner(server);
    await createdRestaurant(owner.browser);
    const rival = await signedInOwner(server);
    const theirs = await createdRestaurant(rival.browser);
    const refused = await tillLogin(owner, theirs.restaurantUid);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: 'You own no restaurant with this ID.', code: 'NOT_FOUND', reason: 'NOT_YOUR_TILL_CHOICE', params: {} });
    expect(refused.browser.cookie('__session')).toBeUndefined();
    expect((await tillLogin(owner, 'not/an/id')).status).toBe(400);
  });

  it('an owner of none is told to create one first', async () => {
    const owner = await signedInOwner(server);
    const refused = await tillLogin(owner);
    expect(refused.status).toBe(403);
    expect(refused.body['error']).toBe('You own no restaurant yet. Create one at /owner first, then log in at the till.');
    expect(refused.browser.cookie('__session')).toBeUndefined();
  });
});

describe('the till a device chose is checked on every call', () => {
  it('a cookie naming another owner’s restaurant is refused and changes nothing', async () => {
    const { till } = await oneRestaurantOwner();
    const rival = await signedInOwner(server);
    const theirs = await createdRestaurant(rival.browser);
    const customer = await customerAt(server);
    const cusId = await joined(customer, theirs.resId);

    for (const tampered of [theirs.restaurantUid, 'a%2Fb', '..']) {
      till.setCookie('fs_till', tampered);
      expect(await send(till, QUEUE)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await creditBill(till, cusId, 500)).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await pointsAt(customer.uid, theirs.restaurantUid)).toBe(0);
    expect(await activityOf(rival.browser, theirs.restaurantUid)).toEqual([]);
    // No choice at all (the owner's session from /owner): the till asks for one.
    expect(await send(rival.browser, QUEUE)).toEqual({ error: 'Choose the restaurant whose till this is.', code: 'FORBIDDEN' });
  });

  it('a restaurant that changed hands mid-session is refused at once', async () => {
    const { restaurant, customer, cusId, till } = await oneRestaurantOwner();
    expect(await creditBill(till, cusId, 100)).toMatchObject({ data: { balance: 100 } });
    const rival = await signedInOwner(server);
    await server.firebase.db.doc(`restaurants/${restaurant.restaurantUid}`).update({ ownerUid: rival.uid });
    const gone = {
      error: 'This restaurant is not one of yours any more. Log in at the till again and choose one of your restaurants.',
      code: 'FORBIDDEN',
    };
    expect(await creditBill(till, cusId, 100)).toEqual(gone);
    expect(await send(till, QUEUE)).toEqual(gone);
    expect(await send(till, LAST_CREDITS)).toEqual(gone);
    expect(await pointsAt(customer.uid, restaurant.restaurantUid)).toBe(100);
  });
});

describe('an open live queue', () => {
  type Live = { staffQueueChanged: { resId: string } };
  /** The queue's live feed on a socket of this till's cookies, after its first message. */
  async function liveQueue(till: TestBrowser, resId: string) {
    const fsTill = till.cookie('fs_till');
    const cookie = `__session=${till.cookie('__session')}${fsTill ? `; fs_till=${fsTill}` : ''}`;
    const live = sockets.open({ cookie, origin: server.url }).iterate<Live>({ query: 'subscription { staffQueueChanged { resId } }' });
    expect((await nextOf(live)).data?.staffQueueChanged.resId).toBe(resId);
    return live;
  }
  /** The feed's last message, an error, then its end; within a few seconds of the loss. */
  async function endOf(live: AsyncIterator<{ errors?: readonly { extensions?: Record<string, unknown> }[] }>) {
    const ended = await nextOf(live);
    expect(await live.next()).toEqual({ done: true, value: undefined });
    return ended.errors?.[0]?.extensions;
  }

  it('ends with FORBIDDEN (NOT_YOUR_TILL) once the restaurant changes hands', async () => {
    const { restaurant, till } = await oneRestaurantOwner();
    const live = await liveQueue(till, restaurant.resId);
    const rival = await signedInOwner(server);
    const changedAt = Date.now();
    await server.firebase.db.doc(`restaurants/${restaurant.restaurantUid}`).update({ ownerUid: rival.uid });
    expect(await endOf(live)).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_YOUR_TILL' });
    expect(Date.now() - changedAt).toBeLessThan(5000);
  });

  it('ends with FORBIDDEN (NOT_LINKED) once the cashier is no longer on its staff (as another replica sees a removal)', async () => {
    const owner = await signedInOwner(server);
    const restaurant = await createdRestaurant(owner.browser);
    const cashier = await hiredStaff(server, owner.browser, restaurant.restaurantUid);
    const live = await liveQueue(cashier.browser, restaurant.resId);
    // The staff document alone: the removal's session revocation reaches other replicas' sockets only at their recheck.
    await server.firebase.db.doc(`staff/${cashier.staffUid}`).delete();
    expect(await endOf(live)).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_LINKED' });
  });
});

describe('the owner’s Staff tab', () => {
  it('refuses the owner’s own email with the way to the till', async () => {
    const owner = await signedInOwner(server);
    const restaurant = await createdRestaurant(owner.browser);
    const { body } = await owner.browser.graphql(ADD_STAFF, { restaurantUid: restaurant.restaurantUid, email: owner.email.toUpperCase() });
    expect(body.errors?.[0]).toMatchObject({
      message:
        'This is your own email. You do not need a staff account: log in at the till (/staff) with your owner account and choose this restaurant.',
      extensions: { code: 'CONFLICT', reason: OWN_EMAIL_AS_STAFF },
    });
  });
});
