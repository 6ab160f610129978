import { afterAll, describe, expect, it, vi } from 'vitest';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { restaurantUidOf, signedInCustomer, signedInStaff } from '../test/customers.js';
import { useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';
import {
  ACTIVITY,
  ADD_STAFF,
  CREATE_RESTAURANT,
  createdRestaurant,
  DASHBOARD,
  hiredStaff,
  setStaffPassword,
  REMOVE_STAFF,
  restaurantInput,
  signedInDemoOwner,
  signedInOwner,
  UPDATE_RESTAURANT,
} from '../test/owners.js';
import { APPROVE_CLAIM, APPROVE_REQUEST, CREDIT, KEYED_CREDIT, REJECT_REQUEST } from '../test/staff-operations.js';
import { uniqueSuffix } from '../test/harness.js';
import { nextOf, wsClients } from '../test/ws-client.js';

const server = useTestServer();

const codeOf = (response: { body: { errors?: { extensions?: { code?: string } }[] } }) => response.body.errors?.[0]?.extensions?.code;
const STAFF_LIST = 'query Staff($restaurantUid: ID!) { restaurantStaff(restaurantUid: $restaurantUid) { staffUid email } }';
const OWNER_RESTAURANTS = '{ ownerRestaurants { restaurantUid resId name city minimumSpend suspended } }';
const QUEUE = '{ staffQueue { resId claims { id cusId } requests { id cusId } } }';
const ACTIVITY_WITH_NAMES = `query Activity($restaurantUid: ID!) { restaurantActivity(restaurantUid: $restaurantUid) {
  items { kind cusId customerName points orderId rejectionReason rejectionNote } } }`;

/** A customer who added the restaurant by its public ID; their Customer ID there. */
async function memberOf(resId: string, restaurantUid: string) {
  const customer = await signedInCustomer(server);
  const added = await customer.browser.post('/api/v1/customer/add-restaurant', { resId });
  expect(added.status).toBe(201);
  const membership = (await server.firebase.db.doc(`customers/${customer.uid}/restaurants/${restaurantUid}`).get()).data()!;
  return { ...customer, cusId: membership['cusId'] as string };
}

describe('owner accounts', () => {
  it('signs up with email and password; the session starts at the login with a token minted after the sign-up', async () => {
    const auth = authEmulatorClient(server.authHost, server.projectId);
    const email = `owner-${uniqueSuffix()}@example.in`;
    const browser = new TestBrowser(server.url);
    await browser.fetchCsrfToken();
    const { idToken } = await auth.signUpWithEmail(email, 'owner-secret-1');
    expect(await browser.post('/api/v1/auth/owner/signup', { idToken })).toMatchObject({ status: 201, body: { role: 'owner' } });
    // The old token has no owner claim: refused with a sentence, and no session cookie.
    const stale = await browser.post('/api/v1/auth/owner/login', { idToken });
    expect(stale.status).toBe(403);
    expect((await browser.graphql(OWNER_RESTAURANTS)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const fresh = await auth.signInWithEmail(email, 'owner-secret-1');
    expect(await browser.post('/api/v1/auth/owner/login', { idToken: fresh.idToken })).toMatchObject({ status: 200, body: { role: 'owner' } });
    expect(await browser.get('/api/v1/auth/customer/me')).toMatchObject({ status: 200, body: { role: 'owner' } });
    expect((await browser.graphql(OWNER_RESTAURANTS)).body.data).toEqual({ ownerRestaurants: [] });
  });

  it('refuses a customer account and a staff account with 403 and a sentence, at sign-up and at login', async () => {
    const auth = authEmulatorClient(server.authHost, server.projectId);
    // A customer who signed up by email in the customer app.
    const email = `customer-${uniqueSuffix()}@example.in`;
    const customer = new TestBrowser(server.url);
    await customer.fetchCsrfToken();
    const { idToken } = await auth.signUpWithEmail(email, 'secret-pass');
    expect((await customer.post('/api/v1/auth/customer/login', { idToken, method: 'email' })).status).toBe(200);
    const signup = await customer.post('/api/v1/auth/owner/signup', { idToken });
    expect(signup.status).toBe(403);
    expect(signup.body).toMatchObject({ error: expect.stringMatching(/customer account/) as unknown });
    expect((await customer.post('/api/v1/auth/owner/login', { idToken })).status).toBe(403);

    const staffToken = (await auth.signInWithEmail('staff.fs1001@foodspot.test', 'foodspot-staff')).idToken;
    const staff = new TestBrowser(server.url);
    await staff.fetchCsrfToken();
    expect(await staff.post('/api/v1/auth/owner/signup', { idToken: staffToken })).toMatchObject({
      status: 403,
      body: { error: expect.stringMatching(/staff account/) as unknown },
    });
    expect(await staff.post('/api/v1/auth/owner/login', { idToken: staffToken })).toMatchObject({
      status: 403,
      body: { error: expect.stringMatching(/staff/) as unknown },
    });

    // A phone sign-in is a customer's: owners sign up with an email and a password.
    const phone = await auth.signInWithPhone(`+9197${Date.now().toString().slice(-8)}`);
    expect((await staff.post('/api/v1/auth/owner/signup', { idToken: phone.idToken })).status).toBe(403);
  });

  it('an owner is refused by the staff console and the customer app, and customers and staff by the owner API', async () => {
    const { browser: owner } = await signedInOwner(server);
    expect(codeOf(await owner.graphql(QUEUE))).toBe('FORBIDDEN');
    expect((await owner.get('/api/v1/customer/restaurants')).status).toBe(403);
    const customer = await signedInCustomer(server);
    const staff = await signedInStaff(server, 'FS1001');
    for (const caller of [customer.browser, staff]) {
      expect(codeOf(await caller.graphql(OWNER_RESTAURANTS))).toBe('FORBIDDEN');
      expect(codeOf(await caller.graphql(CREATE_RESTAURANT, { input: restaurantInput() }))).toBe('FORBIDDEN');
    }
  });
});

describe('restaurants of an owner', () => {
  it('the demo owner owns the three demo restaurants', async () => {
    const owner = await signedInDemoOwner(server);
    const list = (await owner.graphql(OWNER_RESTAURANTS)).body.data?.['ownerRestaurants'] as { resId: string; city: string }[];
    expect(list.map((restaurant) => restaurant.resId)).toEqual(['FS1001', 'FS1002', 'FS1003']);
    expect(list.map((restaurant) => restaurant.city)).toEqual(['Chennai', 'New Delhi', 'Mumbai']);
  });

  it('20 restaurants created at once get 20 different public IDs, each indexed to its restaurant', async () => {
    const owners = await Promise.all(Array.from({ length: 4 }, () => signedInOwner(server)));
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createdRestaurant(owners[index % 4]!.browser, { name: `Branch ${index}` })),
    );
    const resIds = created.map((restaurant) => restaurant.resId);
    expect(new Set(resIds).size).toBe(20);
    for (const { resId, restaurantUid } of created) {
      expect(resId).toMatch(/^FS\d{4,}$/);
      expect((await server.firebase.db.doc(`restaurantIds/${resId}`).get()).data()).toEqual({ restaurantUid });
    }
    // Never reused: the counter is past every ID handed out.
    const next = (await server.firebase.db.doc('counters/restaurantIds').get()).data()!['next'] as number;
    expect(Math.max(...resIds.map((resId) => Number(resId.slice(2))))).toBeLessThan(next);
  });

  it('refuses bad input with BAD_USER_INPUT and writes nothing', async () => {
    const { browser: owner, uid } = await signedInOwner(server);
    const bad = [
      { name: '' },
      { name: 'x'.repeat(81) },
      { name: 'Dosa\u202Ehouse' },
      { name: 'Lone \uD800 surrogate' },
      { phone: '12345' },
      { phone: 'call me' },
      { city: '\u0000' },
      { reward: '' },
      { minimumSpend: 0 },
      { minimumSpend: 100_001 },
      { minimumSpend: 2.5 },
    ];
    for (const overrides of bad) {
      const response = await owner.graphql(CREATE_RESTAURANT, { input: restaurantInput(overrides) });
      expect(codeOf(response), JSON.stringify(overrides)).toBe('BAD_USER_INPUT');
    }
    const mine = await server.firebase.db.collection('restaurants').where('ownerUid', '==', uid).get();
    expect(mine.size).toBe(0);
  });

  it("one owner cannot read or change another owner's restaurant: it answers as if it did not exist", async () => {
    const [{ browser: alice }, { browser: bob }] = await Promise.all([signedInOwner(server), signedInOwner(server)]);
    const { restaurantUid } = await createdRestaurant(alice);
    for (const [query, variables] of [
      [STAFF_LIST, { restaurantUid }],
      [DASHBOARD, { restaurantUid }],
      [ACTIVITY, { restaurantUid }],
      [UPDATE_RESTAURANT, { restaurantUid, input: restaurantInput({ name: 'Taken over' }) }],
      [ADD_STAFF, { restaurantUid, email: `spy-${uniqueSuffix()}@example.in` }],
      [REMOVE_STAFF, { restaurantUid, staffUid: 'someone' }],
    ] as const) {
      expect(codeOf(await bob.graphql(query, variables)), query.slice(0, 30)).toBe('NOT_FOUND');
    }
    for (const file of ['members.csv', 'activity.csv']) {
      expect((await bob.get(`/api/v1/owner/restaurants/${restaurantUid}/${file}`)).status).toBe(404);
    }
    expect((await server.firebase.db.doc(`restaurants/${restaurantUid}`).get()).data()!['name']).toBe('Idli Point');
  });
});

describe("an owner's restaurant is a real restaurant", () => {
  it('customers add it by its ID, a cashier the owner added credits them, the dashboard and activity show it, staff leave when removed', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid, resId } = await createdRestaurant(owner, { minimumSpend: 300 });
    const cashier = await hiredStaff(server, owner, restaurantUid);
    expect(new URL(cashier.setPasswordLink).pathname).toBe('/staff/set-password');
    expect(new URL(cashier.setPasswordLink).origin).toBe(server.url);
    expect((await owner.graphql(STAFF_LIST, { restaurantUid })).body.data).toEqual({
      restaurantStaff: [{ staffUid: cashier.staffUid, email: cashier.email }],
    });

    const customer = await memberOf(resId, restaurantUid);
    const public_ = await new TestBrowser(server.url).get(`/api/v1/restaurants/${resId}/public-name`);
    expect(public_.body).toMatchObject({ name: 'Idli Point' });
    const credited = await cashier.browser.graphql(CREDIT, { cusId: customer.cusId, pin: '4321', amount: 650 });
    expect(credited.body.data).toEqual({ creditInStore: 650 });

    // The customer claims; the cashier approves (the reward's 300 points).
    expect((await customer.browser.post('/api/v1/customer/claim-reward', { restaurantUid, platform: 'In-Store' })).status).toBe(201);
    expect((await customer.browser.post('/api/v1/customer/request-points', { restaurantUid, platform: 'Zomato' })).status).toBe(201);
    const queue = (await cashier.browser.graphql(QUEUE)).body.data?.['staffQueue'] as {
      resId: string;
      claims: { id: string }[];
      requests: { id: string }[];
    };
    expect(queue.resId).toBe(resId);
    expect(codeOf(await cashier.browser.graphql(APPROVE_CLAIM, { id: queue.claims[0]!.id }))).toBeUndefined();

    const dashboard = (await owner.graphql(DASHBOARD, { restaurantUid })).body.data?.['restaurantDashboard'] as Record<string, unknown>;
    expect(dashboard).toMatchObject({
      members: 1,
      newMembers7d: 1,
      pointsIssued7d: 650,
      pointsRedeemed7d: 300,
      pointsIssued30d: 650,
      pointsRedeemed30d: 300,
      rewardsClaimed30d: 1,
      waitingApprovals: 1,
      returningShare: 0,
    });
    const days = dashboard['days'] as { date: string; issued: number; redeemed: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toMatchObject({ issued: 650, redeemed: 300 });

    const activity = (await owner.graphql(ACTIVITY, { restaurantUid })).body.data?.['restaurantActivity'] as { items: Record<string, unknown>[] };
    expect(activity.items.map(({ kind, staffEmail, cusId, points }) => ({ kind, staffEmail, cusId, points }))).toEqual([
      { kind: 'claimApproved', staffEmail: cashier.email, cusId: customer.cusId, points: -300 },
      { kind: 'credit', staffEmail: cashier.email, cusId: customer.cusId, points: 650 },
    ]);
    // The customer's history names no staff member.
    const history = await customer.browser.get(`/api/v1/customer/points-history/${restaurantUid}`);
    expect(JSON.stringify(history.body)).not.toContain(cashier.email);

    // Removed: the cashier's session ends at once and the account can do nothing more here.
    expect((await owner.graphql(REMOVE_STAFF, { restaurantUid, staffUid: cashier.staffUid })).body.data).toEqual({ removeStaff: true });
    expect(codeOf(await cashier.browser.graphql(CREDIT, { cusId: customer.cusId, pin: '4321', amount: 10 }))).toBe('UNAUTHENTICATED');
    expect((await owner.graphql(STAFF_LIST, { restaurantUid })).body.data).toEqual({ restaurantStaff: [] });
    // The account itself is gone: its password no longer signs in anywhere.
    const auth = authEmulatorClient(server.authHost, server.projectId);
    await expect(auth.signInWithEmail(cashier.email, 'cashier-pass-1')).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
  });

  it("refuses to take a customer's, an owner's or another owner's staff account as staff, with one answer for all", async () => {
    // Another owner's email: the owner's own gets a sentence of its own (it tells them nothing new; owner-till.test.ts).
    const [{ browser: owner }, { browser: other, email: otherOwnerEmail }] = await Promise.all([signedInOwner(server), signedInOwner(server)]);
    const { restaurantUid } = await createdRestaurant(owner);
    const { restaurantUid: otherRestaurant } = await createdRestaurant(other);
    const theirCashier = await hiredStaff(server, other, otherRestaurant);
    const customerEmail = `customer-${uniqueSuffix()}@example.in`;
    await authEmulatorClient(server.authHost, server.projectId).signUpWithEmail(customerEmail, 'secret-pass');
    const answers = [];
    for (const email of [customerEmail, otherOwnerEmail, theirCashier.email, theirCashier.email.toUpperCase()]) {
      const answer = await owner.graphql(ADD_STAFF, { restaurantUid, email });
      expect(codeOf(answer), email).toBe('CONFLICT');
      answers.push(answer.body.errors?.[0]?.message);
    }
    // Nothing tells a customer's email from an owner's or a rival's cashier's.
    expect(new Set(answers).size).toBe(1);
    expect(codeOf(await owner.graphql(ADD_STAFF, { restaurantUid, email: 'not an email' }))).toBe('BAD_USER_INPUT');
    // Their cashier still works for them.
    expect((await theirCashier.browser.graphql(QUEUE)).body.data).toBeTruthy();
  });

  it('a cashier let go is no way in for anyone: the account is deleted, its old password and unused links fail, and another owner who adds the email gets a new account', async () => {
    const [{ browser: rival }, { browser: victim }] = await Promise.all([signedInOwner(server), signedInOwner(server)]);
    const [{ restaurantUid: rivalRestaurant }, { restaurantUid: victimRestaurant }] = await Promise.all([
      createdRestaurant(rival),
      createdRestaurant(victim),
    ]);
    const auth = authEmulatorClient(server.authHost, server.projectId);
    // The rival adds the email, keeps a second unused link, sets a password, then lets the account go.
    const planted = await hiredStaff(server, rival, rivalRestaurant);
    expect((await rival.graphql(REMOVE_STAFF, { restaurantUid: rivalRestaurant, staffUid: planted.staffUid })).body.data).toEqual({
      removeStaff: true,
    });
    await expect(auth.signInWithEmail(planted.email, 'cashier-pass-1')).rejects.toThrow();
    expect((await setStaffPassword(server, planted.setPasswordLink, 'rival-pass-2')).status).toBe(404);
    // The victim hires the same email: a new account, only the victim's link opens it.
    const added = await victim.graphql(ADD_STAFF, { restaurantUid: victimRestaurant, email: planted.email });
    const invite = added.body.data?.['addStaff'] as { staffUid: string; setPasswordLink: string };
    expect(invite.staffUid).not.toBe(planted.staffUid);
    await expect(auth.signInWithEmail(planted.email, 'cashier-pass-1')).rejects.toThrow();
    expect((await setStaffPassword(server, invite.setPasswordLink, 'victim-pass-1')).status).toBe(200);
    expect((await auth.signInWithEmail(planted.email, 'victim-pass-1')).localId).toBe(invite.staffUid);
  });

  it("moving a cashier between an owner's restaurants replaces the password and ends the sessions: the new link is the way in", async () => {
    const { browser: owner } = await signedInOwner(server);
    const [first, second] = await Promise.all([createdRestaurant(owner), createdRestaurant(owner)]);
    const cashier = await hiredStaff(server, owner, first.restaurantUid);
    // Firebase keeps revocation times in whole seconds: a session begun in the second of its revocation survives it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const moved = await owner.graphql(ADD_STAFF, { restaurantUid: second.restaurantUid, email: cashier.email });
    expect((moved.body.data?.['addStaff'] as { staffUid: string }).staffUid).toBe(cashier.staffUid);
    expect(codeOf(await cashier.browser.graphql(QUEUE))).toBe('UNAUTHENTICATED');
    await expect(authEmulatorClient(server.authHost, server.projectId).signInWithEmail(cashier.email, 'cashier-pass-1')).rejects.toThrow();
    expect((await owner.graphql(STAFF_LIST, { restaurantUid: first.restaurantUid })).body.data).toEqual({ restaurantStaff: [] });
  });

  it('two owners adding one new email at the same moment: one gets it, the other the same refusal as for any taken email', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [{ browser: a }, { browser: b }] = await Promise.all([signedInOwner(server), signedInOwner(server)]);
      const [ra, rb] = await Promise.all([createdRestaurant(a), createdRestaurant(b)]);
      const email = `contested-${uniqueSuffix()}@example.in`;
      const answers = await Promise.all([
        a.graphql(ADD_STAFF, { restaurantUid: ra.restaurantUid, email }),
        b.graphql(ADD_STAFF, { restaurantUid: rb.restaurantUid, email }),
      ]);
      expect(answers.map(codeOf).sort(), `round ${round}`).toEqual(['CONFLICT', undefined]);
      const holders = await server.firebase.db.collection('staff').where('email', '==', email).get();
      expect(holders.size).toBe(1);
    }
  });

  it('one account is never both an owner and a customer, also with a token minted before the owner sign-up', async () => {
    const auth = authEmulatorClient(server.authHost, server.projectId);
    const email = `both-${uniqueSuffix()}@example.in`;
    const { idToken } = await auth.signUpWithEmail(email, 'owner-secret-1');
    const browser = new TestBrowser(server.url);
    await browser.fetchCsrfToken();
    expect((await browser.post('/api/v1/auth/owner/signup', { idToken })).status).toBe(201);
    // The token has no role claim yet: the customer login still refuses it, with a sentence.
    const customerLogin = await browser.post('/api/v1/auth/customer/login', { idToken, method: 'email' });
    expect(customerLogin).toMatchObject({ status: 403, body: { error: expect.stringMatching(/owner account/) as unknown } });
    expect((await server.firebase.db.doc(`customers/${(await server.firebase.auth.getUserByEmail(email)).uid}`).get()).exists).toBe(false);

    // At the same moment, from a fresh account: never both.
    for (let round = 0; round < 5; round += 1) {
      const racer = await auth.signUpWithEmail(`race-${round}-${uniqueSuffix()}@example.in`, 'owner-secret-1');
      const [asOwner, asCustomer] = await Promise.all([
        browser.post('/api/v1/auth/owner/signup', { idToken: racer.idToken }),
        browser.post('/api/v1/auth/customer/login', { idToken: racer.idToken, method: 'email' }),
      ]);
      expect(
        [asOwner.status, asCustomer.status].filter((status) => status < 300),
        `round ${round}`,
      ).toHaveLength(1);
    }
  });

  it('a removal racing credits: each credit lands whole before it or is refused, never half-written', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid, resId } = await createdRestaurant(owner);
    const customer = await memberOf(resId, restaurantUid);
    const cashier = await hiredStaff(server, owner, restaurantUid);
    const credits = Array.from({ length: 12 }, (_, index) =>
      cashier.browser.graphql(KEYED_CREDIT, { cusId: customer.cusId, pin: '4321', amount: 10, idempotencyKey: `race-${index}-${uniqueSuffix()}` }),
    );
    const removal = owner.graphql(REMOVE_STAFF, { restaurantUid, staffUid: cashier.staffUid });
    const answers = await Promise.all(credits);
    expect((await removal).body.data).toEqual({ removeStaff: true });
    const landed = answers.filter((answer) => typeof answer.body.data?.['creditInStore'] === 'number').length;
    const db = server.firebase.db;
    const membership = (await db.doc(`customers/${customer.uid}/restaurants/${restaurantUid}`).get()).data()!;
    const history = await db.collection(`customers/${customer.uid}/restaurants/${restaurantUid}/history`).get();
    const activity = await db.collection(`restaurants/${restaurantUid}/activity`).get();
    expect(membership['points']).toBe(landed * 10);
    expect(history.size).toBe(landed);
    expect(activity.size).toBe(landed);
    for (const answer of answers.filter((item) => !item.body.data?.['creditInStore'])) {
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(codeOf(answer));
    }
  });

  it('decisions record who made them; rejecting a request appears in the activity with 0 points', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid, resId } = await createdRestaurant(owner);
    const cashier = await hiredStaff(server, owner, restaurantUid);
    const customer = await memberOf(resId, restaurantUid);
    await customer.browser.post('/api/v1/customer/request-points', { restaurantUid, platform: 'Swiggy' });
    let queue = (await cashier.browser.graphql(QUEUE)).body.data?.['staffQueue'] as { requests: { id: string }[] };
    await cashier.browser.graphql(REJECT_REQUEST, { id: queue.requests[0]!.id });
    await customer.browser.post('/api/v1/customer/request-points', { restaurantUid, platform: 'Swiggy' });
    queue = (await cashier.browser.graphql(QUEUE)).body.data?.['staffQueue'] as { requests: { id: string }[] };
    await cashier.browser.graphql(APPROVE_REQUEST, { id: queue.requests[0]!.id, points: 120 });
    const requests = await server.firebase.db.collection(`customers/${customer.uid}/restaurants/${restaurantUid}/requests`).get();
    expect(requests.docs.map((doc) => doc.data()['decidedByEmail'])).toEqual([cashier.email, cashier.email]);
    const page = (await owner.graphql(ACTIVITY, { restaurantUid, first: 1 })).body.data?.['restaurantActivity'] as {
      items: { kind: string; points: number }[];
      nextCursor: string;
    };
    expect(page.items).toMatchObject([{ kind: 'requestApproved', points: 120 }]);
    const next = (await owner.graphql(ACTIVITY, { restaurantUid, first: 1, after: page.nextCursor })).body.data?.['restaurantActivity'];
    expect(next).toMatchObject({ items: [{ kind: 'requestRejected', points: 0 }], nextCursor: null });
    expect(codeOf(await owner.graphql(ACTIVITY, { restaurantUid, first: 0 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.graphql(ACTIVITY, { restaurantUid, after: 'no-such-cursor' }))).toBe('BAD_USER_INPUT');
  });
});

describe('CSV downloads', () => {
  it("members and activity as attachments; names with commas, quotes, line breaks and formula starts stay the customer's text", async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid, resId } = await createdRestaurant(owner);
    const cashier = await hiredStaff(server, owner, restaurantUid);
    const names = ['Rao, Asha', 'Ravi "Chef"', '=HYPERLINK("http://evil")', '+91 Kumar', '-Neha', '@Sam'];
    const members = [];
    for (const firstName of names) {
      const member = await memberOf(resId, restaurantUid);
      await server.firebase.db.doc(`customers/${member.uid}`).update({ firstName, lastName: 'K' });
      members.push(member);
    }
    await cashier.browser.graphql(CREDIT, { cusId: members[0]!.cusId, pin: '4321', amount: 640 });

    const csv = await owner.request('GET', `/api/v1/owner/restaurants/${restaurantUid}/members.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="?FS\d+-members-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Customer ID,Name,Points,Joined (IST),Last visit (IST)');
    expect(text).toContain('"Rao, Asha K"');
    expect(text).toContain('"Ravi ""Chef"" K"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"") K"`);
    expect(text).toContain("'+91 Kumar K");
    expect(text).toContain("'-Neha K");
    expect(text).toContain("'@Sam K");
    // Dates a spreadsheet sorts: "2026-11-26 14:05" (India time).
    expect(text).toMatch(
      new RegExp(`${members[0]!.cusId},"Rao, Asha K",640,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\r\\n`),
    );
    expect(lines.filter(Boolean)).toHaveLength(1 + names.length);

    const activity = await owner.request('GET', `/api/v1/owner/restaurants/${restaurantUid}/activity.csv`);
    const raw = Buffer.from(await activity.arrayBuffer());
    // A byte-order mark first, so spreadsheets read names in Devanagari as UTF-8.
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const activityText = raw.subarray(3).toString('utf8');
    expect(activityText.split('\r\n')[0]).toBe('Date (IST),What,Customer ID,Customer,Points,Outcome,Reason,Platform,Order ID,Staff');
    expect(activityText).toContain(`Bill credited,${members[0]!.cusId},"Rao, Asha K",640,,,In-Store,,${cashier.email}`);
  });

  it('the activity names each customer as the till does (none once they left), gives a request’s order ID, and a rejection’s outcome and reason (Points empty)', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid, resId } = await createdRestaurant(owner);
    const cashier = await hiredStaff(server, owner, restaurantUid);
    const [asha, ravi] = [await memberOf(resId, restaurantUid), await memberOf(resId, restaurantUid)];
    await server.firebase.db.doc(`customers/${asha.uid}`).update({ firstName: 'Asha', lastName: 'Rao' });
    expect((await cashier.browser.graphql(CREDIT, { cusId: asha.cusId, pin: '4321', amount: 640 })).body.errors).toBeUndefined();
    const orderId = String(7_000_000_000 + (Date.now() % 999_999_999));
    expect((await ravi.browser.post('/api/v1/customer/request-points', { restaurantUid, platform: 'Zomato', orderId })).status).toBe(201);
    const queued = (await cashier.browser.graphql(QUEUE)).body.data?.['staffQueue'] as { requests: { id: string }[] };
    expect(
      (await cashier.browser.graphql(REJECT_REQUEST, { id: queued.requests[0]!.id, reason: 'OTHER', note: 'Bill, not order' })).body.errors,
    ).toBeUndefined();
    // Ravi leaves: the rows stay, with his Customer ID and no name.
    expect((await ravi.browser.request('DELETE', `/api/v1/customer/delete-restaurant/${restaurantUid}`)).status).toBe(200);

    const activity = (await owner.graphql(ACTIVITY_WITH_NAMES, { restaurantUid })).body.data?.['restaurantActivity'] as {
      items: Record<string, unknown>[];
    };
    expect(
      activity.items.map(({ kind, cusId, customerName, points, orderId: id, rejectionReason, rejectionNote }) => ({
        kind,
        cusId,
        customerName,
        points,
        orderId: id,
        rejectionReason,
        rejectionNote,
      })),
    ).toEqual([
      {
        kind: 'requestRejected',
        cusId: ravi.cusId,
        customerName: null,
        points: 0,
        orderId,
        rejectionReason: 'OTHER',
        rejectionNote: 'Bill, not order',
      },
      { kind: 'credit', cusId: asha.cusId, customerName: 'Asha Rao', points: 640, orderId: null, rejectionReason: null, rejectionNote: null },
    ]);

    const csv = await owner.request('GET', `/api/v1/owner/restaurants/${restaurantUid}/activity.csv`);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Date (IST),What,Customer ID,Customer,Points,Outcome,Reason,Platform,Order ID,Staff');
    // Points holds numbers only (SUM works): the rejection's cell is empty, its outcome and reason in their columns.
    expect(lines[1]).toMatch(
      new RegExp(`^[\\d: -]+,Online points rejected,${ravi.cusId},,,Rejected,"Another reason: Bill, not order",Zomato,${orderId},${cashier.email}$`),
    );
    expect(lines[2]).toMatch(new RegExp(`^[\\d: -]+,Bill credited,${asha.cusId},Asha Rao,640,,,In-Store,,${cashier.email}$`));
  });

  it('in the owner area’s language (?lang=hi): Hindi headers and words, numbers and dates as they are; a bad lang is a 400 that reads nothing', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid, resId } = await createdRestaurant(owner);
    const cashier = await hiredStaff(server, owner, restaurantUid);
    const [asha, ravi] = [await memberOf(resId, restaurantUid), await memberOf(resId, restaurantUid)];
    await server.firebase.db.doc(`customers/${asha.uid}`).update({ firstName: 'आशा', lastName: 'राव' });
    await server.firebase.db.doc(`customers/${ravi.uid}`).update({ firstName: 'Ravi', lastName: 'Kumar' });
    expect((await cashier.browser.graphql(CREDIT, { cusId: asha.cusId, pin: '4321', amount: 640 })).body.errors).toBeUndefined();
    const orderId = String(7_100_000_000 + (Date.now() % 99_999_999));
    expect((await ravi.browser.post('/api/v1/customer/request-points', { restaurantUid, platform: 'Zomato', orderId })).status).toBe(201);
    const queued = (await cashier.browser.graphql(QUEUE)).body.data?.['staffQueue'] as { requests: { id: string }[] };
    expect((await cashier.browser.graphql(REJECT_REQUEST, { id: queued.requests[0]!.id, reason: 'ALREADY_CREDITED' })).body.errors).toBeUndefined();

    const activity = await owner.request('GET', `/api/v1/owner/restaurants/${restaurantUid}/activity.csv?lang=hi`);
    expect(activity.status).toBe(200);
    // The BOM and the day in India stay.
    const raw = Buffer.from(await activity.arrayBuffer());
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(activity.headers.get('content-disposition')).toMatch(new RegExp(`filename="?${resId}-activity-\\d{4}-\\d{2}-\\d{2}\\.csv"?$`));
    const lines = raw.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('तारीख़ (IST),क्या हुआ,ग्राहक आईडी,ग्राहक,पॉइंट,नतीजा,कारण,प्लेटफ़ॉर्म,ऑर्डर आईडी,स्टाफ़');
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},ऑनलाइन पॉइंट अस्वीकृत,${ravi.cusId},Ravi Kumar,,अस्वीकृत,इस ऑर्डर के पॉइंट पहले ही दिए जा चुके हैं,Zomato,${orderId},${cashier.email}$`,
      ),
    );
    expect(lines[2]).toMatch(new RegExp(`^[\\d: -]+,बिल के पॉइंट जोड़े,${asha.cusId},आशा राव,640,,,In-Store,,${cashier.email}$`));

    const members = await owner.request('GET', `/api/v1/owner/restaurants/${restaurantUid}/members.csv?lang=hi`);
    expect((await members.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('ग्राहक आईडी,नाम,पॉइंट,जुड़े (IST),आख़िरी बार आए (IST)');
    // Explicitly English is English.
    const english = await owner.request('GET', `/api/v1/owner/restaurants/${restaurantUid}/members.csv?lang=en`);
    expect((await english.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Customer ID,Name,Points,Joined (IST),Last visit (IST)');

    for (const lang of ['fr', 'HI', '', 'hi&lang=en']) {
      const refused = await owner.request('GET', `/api/v1/owner/restaurants/${restaurantUid}/activity.csv?lang=${lang}`);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await refused.json()).toEqual({ error: 'lang must be one of: en, hi', code: 'BAD_USER_INPUT' });
    }
  });

  it('a customer, staff or no session cannot download them', async () => {
    const restaurantUid = await restaurantUidOf(server, 'FS1001');
    const customer = await signedInCustomer(server);
    const staff = await signedInStaff(server, 'FS1001');
    expect((await customer.browser.get(`/api/v1/owner/restaurants/${restaurantUid}/members.csv`)).status).toBe(403);
    expect((await staff.get(`/api/v1/owner/restaurants/${restaurantUid}/activity.csv`)).status).toBe(403);
    expect((await new TestBrowser(server.url).get(`/api/v1/owner/restaurants/${restaurantUid}/members.csv`)).status).toBe(401);
  });
});

describe('live', () => {
  const sockets = wsClients(() => server.url);
  afterAll(() => sockets.disposeAll());

  it("an open restaurant screen hears of the owner's changes (an announced price, a new reward) without a points change", async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid, resId } = await createdRestaurant(owner, { minimumSpend: 500 });
    const customer = await memberOf(resId, restaurantUid);
    const socket = sockets.open({ cookie: `__session=${customer.browser.cookie('__session')}`, origin: server.url });
    const live = socket.iterate<{ pointsChanged: Record<string, unknown> }>({
      query: `subscription S($r: ID!) { pointsChanged(restaurantUid: $r) { points minimumSpend pendingMinimumSpend minimumSpendFrom reward suspended } }`,
      variables: { r: restaurantUid },
    });
    expect((await nextOf(live)).data?.pointsChanged).toMatchObject({ minimumSpend: 500, pendingMinimumSpend: null, reward: 'Free filter coffee' });
    await owner.graphql(UPDATE_RESTAURANT, { restaurantUid, input: restaurantInput({ minimumSpend: 600, reward: 'Free ghee roast' }) });
    expect((await nextOf(live)).data?.pointsChanged).toMatchObject({
      minimumSpend: 500,
      pendingMinimumSpend: 600,
      minimumSpendFrom: expect.stringMatching(/T18:30:00.000Z$/) as unknown,
      reward: 'Free ghee roast',
    });
  });

  it("a removed cashier's open console ends at once: its live queue with FORBIDDEN (NOT_LINKED), or its socket with 4401", async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid } = await createdRestaurant(owner);
    const cashier = await hiredStaff(server, owner, restaurantUid);
    const socket = sockets.open({ cookie: `__session=${cashier.browser.cookie('__session')}`, origin: server.url });
    const queue = socket.iterate<{ staffQueueChanged: { resId: string } }>({ query: 'subscription { staffQueueChanged { resId } }' });
    expect((await nextOf(queue)).data?.staffQueueChanged.resId).toMatch(/^FS/);
    const closed = new Promise<{ code: number }>((resolve) => socket.on('closed', (event) => resolve(event as { code: number })));
    await owner.graphql(REMOVE_STAFF, { restaurantUid, staffUid: cashier.staffUid });
    // The staff document's deletion and the revocation race: whichever lands first ends the console.
    const feedEnded = nextOf(queue).then(
      (result) => result.errors?.[0]?.extensions?.['reason'],
      () => undefined,
    );
    // The feed's end says which: its reason, or (the socket closed first) the socket's close code.
    const ended = (await feedEnded) ?? (await closed).code;
    expect([4401, 'NOT_LINKED']).toContain(ended);
  });
});

describe('programme rules', () => {
  it('name, phone, city and reward change at once; a cheaper reward applies at once', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid, resId } = await createdRestaurant(owner, { minimumSpend: 500 });
    const customer = await memberOf(resId, restaurantUid);
    const updated = await owner.graphql(UPDATE_RESTAURANT, {
      restaurantUid,
      input: restaurantInput({ name: 'Idli Point Adyar', city: 'Chennai', reward: 'Free ghee roast', phone: '98765 43210', minimumSpend: 400 }),
    });
    expect(updated.body.data?.['updateRestaurant']).toMatchObject({
      name: 'Idli Point Adyar',
      reward: 'Free ghee roast',
      minimumSpend: 400,
      pendingMinimumSpend: null,
      minimumSpendFrom: null,
    });
    // Customers' screens read restaurants from listeners, which hear of the change within moments.
    await vi.waitFor(async () => {
      const seen = await customer.browser.get(`/api/v1/customer/restaurant/${restaurantUid}`);
      expect(seen.body).toMatchObject({ result: { restaurantName: 'Idli Point Adyar', minimumSpend: 400, reward: 'Free ghee roast' } });
    });
  });
});
