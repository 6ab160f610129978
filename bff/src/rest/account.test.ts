import { PRIVACY_NOTICE } from '@foodspot/schema/privacy';
import { describe, expect, it } from 'vitest';
import type { DeletionStep } from '../services/accounts.js';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { customerWithData, deleteAccount, everyDocument, newOrderId } from '../test/accounts.js';
import { signedInCustomer } from '../test/customers.js';
import { freshStaff, memberOf, testRestaurant } from '../test/fixtures.js';
import { useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';
import { APPROVE_REQUEST } from '../test/staff-operations.js';

/**
 * The customer's data is theirs (issue 24): "Download my data" holds their own data only, and deleting the account
 * leaves nothing that names them in any collection, also after 1,000+ history rows and when the process stops
 * half-way (a step made to fail as a crash there would; the rerun finishes it).
 */
let crashBefore: DeletionStep | null = null;
const server = useTestServer({
  beforeDeletionStep: (step) => {
    if (step === crashBefore) {
      crashBefore = null;
      throw new Error(`stopped before ${step}`);
    }
  },
});

const REQUEST = 'mutation R($r: ID!, $o: String) { requestPoints(restaurantUid: $r, platform: "Zomato", orderId: $o) { id } }';
const CLAIM = 'mutation C($r: ID!) { claimReward(restaurantUid: $r, platform: "In-Store") { id } }';
const QUEUE = 'query Q { staffQueue { claims { cusId } requests { id cusId } } }';
const EXPORT = `query E { me { dataExport { exportedAt profile { firstName lastName phone email pin }
  memberships { restaurantName resId cusId points history { pointsId platform kind orderId points createdAt formattedDate }
    claims { id platform status createdAt formattedDate reward cost } requests { id platform orderId points pending status rejectionReason rejectionNote createdAt formattedDate } }
  consents { noticeVersion givenAt }
  signIns { method signInWith accountCreatedAt lastSignInAt loggedOutSessions { loggedOutAt refusedUntil }
    wrongPinsAtTills { wrongPins countingSince lockedUntil } deletionPinGuesses { wrongPins since pausedUntil } }
  notes { about text } } } }`;

async function expectNothingLeft(customer: { uid: string; profile: { firstName: string; lastName: string; email: string }; phone: string }) {
  const documents = await everyDocument();
  expect(documents.length).toBeGreaterThan(10);
  const needles = [
    customer.uid,
    customer.phone,
    customer.phone.slice(-10),
    customer.profile.email,
    customer.profile.firstName,
    customer.profile.lastName,
  ];
  for (const needle of needles)
    expect(
      documents.filter((text) => text.includes(needle)),
      needle,
    ).toEqual([]);
  await expect(server.firebase.auth.getUser(customer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
}

describe('Download my data', () => {
  it("is one JSON file of the customer's own profile, memberships, items and consents, the same through GraphQL", async () => {
    const [first, second] = [await testRestaurant(server), await testRestaurant(server)];
    const asha = await customerWithData(server, [first, second]);
    const other = await customerWithData(server, [first]);
    const orderId = newOrderId();
    expect((await asha.browser.graphql(REQUEST, { r: first.restaurantUid, o: orderId })).body.errors).toBeUndefined();
    expect((await asha.browser.graphql(CLAIM, { r: second.restaurantUid })).body.errors).toBeUndefined();
    expect((await other.browser.graphql(REQUEST, { r: first.restaurantUid, o: newOrderId() })).body.errors).toBeUndefined();

    const response = await asha.browser.request('GET', '/api/v1/customer/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?foodspot-my-data-\d{4}-\d{2}-\d{2}\.json"?$/);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    const file = JSON.parse(text) as Record<string, unknown>;
    // Laid out for a person reading it: one field a line, indented.
    expect(text).toBe(JSON.stringify(file, null, 2));
    expect(Object.keys(file).sort()).toEqual(['consents', 'exportedAt', 'memberships', 'notes', 'profile', 'signIns']);
    expect(file['profile']).toEqual({ ...asha.profile, phone: asha.phone, role: undefined });
    expect(file['consents']).toEqual([{ noticeVersion: PRIVACY_NOTICE.version, givenAt: expect.any(String) }]);
    const memberships = file['memberships'] as {
      resId: string;
      cusId: string;
      points: number;
      history: unknown[];
      claims: unknown[];
      requests: unknown[];
    }[];
    expect(memberships.map(({ resId, cusId, points }) => ({ resId, cusId, points }))).toEqual([
      { resId: first.resId, cusId: asha.cusIds[first.restaurantUid], points: 600 },
      { resId: second.resId, cusId: asha.cusIds[second.restaurantUid], points: 600 },
    ]);
    expect(memberships[0]!.requests).toEqual([expect.objectContaining({ platform: 'Zomato', orderId, pending: true })]);
    expect(memberships[1]!.claims).toEqual([
      expect.objectContaining({ platform: 'In-Store', status: 'pending', reward: 'Free test thali', cost: second.minimumSpend }),
    ]);
    expect(memberships[0]!.history).toEqual([expect.objectContaining({ kind: 'service', points: 600 })]);
    // No other customer's data, and no internal id beyond what the app shows (uids, restaurant uids).
    for (const hidden of [other.uid, other.profile.email, other.profile.firstName, asha.uid, first.restaurantUid, second.restaurantUid]) {
      expect(text).not.toContain(hidden);
    }
    const graphql = await asha.browser.graphql(EXPORT);
    expect(graphql.body.errors).toBeUndefined();
    const fromGraphql = (graphql.body.data!['me'] as { dataExport: Record<string, unknown> }).dataExport;
    expect({ ...fromGraphql, exportedAt: null }).toEqual({
      ...file,
      exportedAt: null,
      profile: { ...asha.profile, phone: asha.phone, role: undefined },
    });
  });

  it('is null for staff, and refused without a session', async () => {
    const restaurant = await testRestaurant(server);
    const staff = (await freshStaff(server, restaurant.resId)).browser;
    expect((await staff.graphql('query { me { dataExport { exportedAt } } }')).body).toEqual({ data: { me: { dataExport: null } } });
    expect((await staff.get('/api/v1/customer/export')).status).toBe(403);
    expect((await fetch(`${server.url}/api/v1/customer/export`)).status).toBe(401);
  });
});

describe('Download my data: sign-in records', () => {
  const CREDIT = 'mutation C($c: String!, $p: String!) { creditInStore(cusId: $c, pin: $p, amount: 50) }';

  /** A second device of the same phone: a sign-in of its own, then Log out there (this device stays signed in). */
  async function logOutAnotherDevice(phone: string) {
    // A session is known by its user and its times in whole seconds (sessions.ts sessionKeyOf): a second sign-in
    // in the same second as the first would be the same session, and its logout would end both.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const device = new TestBrowser(server.url);
    await device.fetchCsrfToken();
    const { idToken } = await authEmulatorClient(server.authHost, server.projectId).signInWithPhone(phone);
    expect((await device.post('/api/v1/auth/customer/login', { idToken, method: 'phone' })).status).toBe(200);
    expect((await device.post('/api/v1/auth/customer/logout')).status).toBe(200);
  }

  it('holds how and when the customer signs in, the device they logged out, wrong PINs at a till and for deletion: theirs only, REST and GraphQL alike', async () => {
    const restaurant = await testRestaurant(server);
    const staff = (await freshStaff(server, restaurant.resId)).browser;
    const asha = await customerWithData(server, [restaurant]);
    const other = await customerWithData(server, [restaurant]);
    const wrongPin = (pin: string) => (pin === '1111' ? '2222' : '1111');
    for (const customer of [asha, other]) {
      await logOutAnotherDevice(customer.phone);
      const refused = await staff.graphql(CREDIT, { c: customer.cusIds[restaurant.restaurantUid], p: wrongPin(customer.profile.pin) });
      expect(refused.body.errors?.[0]?.extensions?.code).toBeDefined();
      expect((await deleteAccount(customer.browser, { pin: wrongPin(customer.profile.pin) })).status).toBe(400);
    }
    // A second wrong deletion PIN for the other customer only: their counts differ from Asha's.
    expect((await deleteAccount(other.browser, { pin: wrongPin(other.profile.pin) })).status).toBe(400);
    expect((await asha.browser.graphql(CLAIM, { r: restaurant.restaurantUid })).body.errors).toBeUndefined();

    const response = await asha.browser.request('GET', '/api/v1/customer/export');
    expect(response.status).toBe(200);
    const file = (await response.json()) as Record<string, unknown>;
    const signIns = file['signIns'] as Record<string, unknown>;
    const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(signIns).toEqual({
      method: 'phone',
      signInWith: asha.phone,
      accountCreatedAt: iso,
      lastSignInAt: iso,
      loggedOutSessions: [{ loggedOutAt: iso, refusedUntil: iso }],
      wrongPinsAtTills: { wrongPins: 1, countingSince: iso, lockedUntil: null },
      deletionPinGuesses: { wrongPins: 1, since: iso, pausedUntil: null },
    });
    // A logged-out session is refused until its cookie would have expired: about 5 days after its sign-in.
    const [ended] = signIns['loggedOutSessions'] as { loggedOutAt: string; refusedUntil: string }[];
    const refusedFor = Date.parse(ended!.refusedUntil) - Date.parse(ended!.loggedOutAt);
    expect(refusedFor).toBeGreaterThan(5 * 86_400_000 - 120_000);
    expect(refusedFor).toBeLessThanOrEqual(5 * 86_400_000);
    expect(file['notes']).toEqual([
      { about: 'deviceLanguage', text: expect.stringContaining('only in your browser') },
      { about: 'activeSessions', text: expect.stringContaining('session cookie') },
    ]);
    const [membership] = file['memberships'] as { claims: unknown[] }[];
    expect(membership!.claims).toEqual([
      expect.objectContaining({ platform: 'In-Store', status: 'pending', reward: 'Free test thali', cost: restaurant.minimumSpend }),
    ]);
    const text = JSON.stringify(file);
    for (const hidden of [other.uid, other.phone, other.profile.email, other.profile.firstName]) expect(text).not.toContain(hidden);

    const graphql = await asha.browser.graphql(EXPORT);
    expect(graphql.body.errors).toBeUndefined();
    const fromGraphql = (graphql.body.data!['me'] as { dataExport: Record<string, unknown> }).dataExport;
    expect({ ...fromGraphql, exportedAt: null }).toEqual({
      ...file,
      exportedAt: null,
      profile: { ...asha.profile, phone: asha.phone, role: undefined },
    });

    // The other customer's file holds their own records: two wrong deletion PINs, no claim.
    const theirs = (await (await other.browser.request('GET', '/api/v1/customer/export')).json()) as Record<string, Record<string, unknown>>;
    expect(theirs['signIns']!['deletionPinGuesses']).toMatchObject({ wrongPins: 2 });
    expect(theirs['signIns']!['signInWith']).toBe(other.phone);
    expect(JSON.stringify(theirs)).not.toContain(asha.profile.firstName);
  });
});

describe('Delete my account', () => {
  it('needs the right PIN: a wrong one deletes nothing, five pause deletion', async () => {
    const restaurant = await testRestaurant(server);
    const asha = await customerWithData(server, [restaurant]);
    const before = await everyDocument();
    const wrongPin = asha.profile.pin === '1111' ? '2222' : '1111';
    expect(await deleteAccount(asha.browser, {})).toEqual({
      status: 400,
      body: { error: 'Enter your PIN to delete your account.', code: 'BAD_USER_INPUT', reason: 'DELETE_PIN_MISSING', params: {} },
    });
    for (const body of [{ pin: '12' }, { pin: 1234 }, { pin: '1234', extra: true }]) {
      expect((await deleteAccount(asha.browser, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await deleteAccount(asha.browser, { pin: wrongPin })).toEqual({
        status: 400,
        body: { error: 'That PIN is not right. Nothing was deleted.', code: 'BAD_USER_INPUT', reason: 'DELETE_WRONG_PIN', params: {} },
      });
    }
    const paused = await deleteAccount(asha.browser, { pin: asha.profile.pin });
    expect(paused).toMatchObject({ status: 429, body: { error: expect.stringContaining('Too many wrong PINs'), code: 'RATE_LIMITED' } });
    const graphql = await asha.browser.graphql('mutation D($p: String) { deleteAccount(pin: $p) }', { p: asha.profile.pin });
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Everything is still there, unchanged; the one new document is the count of wrong PINs beside it.
    const after = await everyDocument();
    const naming = (documents: string[]) => documents.filter((text) => text.includes(asha.uid)).sort();
    expect(naming(after).filter((text) => !text.includes('/accountDeletionGuesses/'))).toEqual(naming(before));
    expect(naming(after).filter((text) => text.includes('/accountDeletionGuesses/'))).toHaveLength(1);
    expect((await asha.browser.get(`/api/v1/customer/restaurant/${restaurant.restaurantUid}`)).status).toBe(200);
  });

  it('removes everything that names the customer, their items leave the staff queue, and the same phone starts afresh', async () => {
    const [first, second] = [await testRestaurant(server), await testRestaurant(server)];
    const staff = (await freshStaff(server, first.resId)).browser;
    const asha = await customerWithData(server, [first, second]);
    const pendingOrder = newOrderId();
    const approvedOrder = newOrderId();
    expect((await asha.browser.graphql(REQUEST, { r: second.restaurantUid, o: approvedOrder })).body.errors).toBeUndefined();
    const secondStaff = (await freshStaff(server, second.resId)).browser;
    const [approved] = ((await secondStaff.graphql(QUEUE)).body.data!['staffQueue'] as { requests: { id: string }[] }).requests;
    expect((await secondStaff.graphql(APPROVE_REQUEST, { id: approved!.id, points: 80 })).body.errors).toBeUndefined();
    expect((await asha.browser.graphql(REQUEST, { r: first.restaurantUid, o: pendingOrder })).body.errors).toBeUndefined();
    expect((await asha.browser.graphql(CLAIM, { r: first.restaurantUid })).body.errors).toBeUndefined();
    const credit = await staff.graphql(
      'mutation C($c: String!, $p: String!) { creditInStore(cusId: $c, pin: $p, amount: 50, idempotencyKey: "account-test-key-1") }',
      {
        c: asha.cusIds[first.restaurantUid],
        p: asha.profile.pin,
      },
    );
    expect(credit.body.errors).toBeUndefined();
    const queueBefore = (await staff.graphql(QUEUE)).body.data!['staffQueue'] as { claims: unknown[]; requests: unknown[] };
    expect([queueBefore.claims.length, queueBefore.requests.length]).toEqual([1, 1]);

    expect(await deleteAccount(asha.browser, { pin: asha.profile.pin })).toEqual({
      status: 200,
      body: { message: 'Your account and its data are deleted.', csrfToken: expect.any(String) },
    });
    expect(asha.browser.cookie('__session')).toBeUndefined();
    const queueAfter = (await staff.graphql(QUEUE)).body.data!['staffQueue'] as { claims: unknown[]; requests: unknown[] };
    expect(queueAfter).toEqual({ claims: [], requests: [] });
    await expectNothingLeft(asha);
    // The order that earned points still earns once; the one still waiting is free again.
    const ravi = await memberOf(server, [first, second]);
    expect((await ravi.browser.graphql(REQUEST, { r: second.restaurantUid, o: approvedOrder })).body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await ravi.browser.graphql(REQUEST, { r: first.restaurantUid, o: pendingOrder })).body.errors).toBeUndefined();
    // The restaurant's counters keep what was issued; the member left its count.
    const totals = (await server.firebase.db.doc(`restaurants/${first.restaurantUid}/stats/totals`).get()).data();
    expect(totals).toMatchObject({ members: 1 });
    // The same phone signs in as a new, empty account.
    const again = await authEmulatorClient(server.authHost, server.projectId).signInWithPhone(asha.phone);
    expect(again.localId).not.toBe(asha.uid);
  });

  it('a sign-in that never saved a profile deletes itself without a PIN (the app’s “Delete this sign-in”): its consent and Auth user go', async () => {
    const newcomer = await signedInCustomer(server, { profile: false });
    // A consent given before the profile save failed: the one thing kept besides the sign-in.
    expect((await newcomer.browser.post('/api/v1/customer/consent', { noticeVersion: PRIVACY_NOTICE.version })).status).toBe(200);
    expect((await everyDocument()).filter((text) => text.includes(newcomer.uid)).length).toBeGreaterThan(0);

    expect(await deleteAccount(newcomer.browser, {})).toMatchObject({ status: 200, body: { message: 'Your account and its data are deleted.' } });
    expect((await everyDocument()).filter((text) => text.includes(newcomer.uid) || text.includes(newcomer.phone.slice(-10)))).toEqual([]);
    await expect(server.firebase.auth.getUser(newcomer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await newcomer.browser.get('/api/v1/auth/customer/me')).status).toBe(401);
  });

  it('deletes 1,200 history rows (more than one batch) and finishes after a stop at any step, on retry or at the next start', async () => {
    const restaurant = await testRestaurant(server);
    const steps: DeletionStep[] = ['membership', 'links', 'documents', 'sign-in'];
    for (const step of steps) {
      const asha = await customerWithData(server, [restaurant], 0);
      if (step === 'documents') {
        const rows = server.firebase.db.collection(`customers/${asha.uid}/restaurants/${restaurant.restaurantUid}/history`);
        const writer = server.firebase.db.bulkWriter();
        for (let row = 0; row < 1200; row += 1)
          void writer.create(rows.doc(), { platform: 'In-Store', points: 1, source: 'service', createdAt: new Date() });
        await writer.close();
      }
      crashBefore = step;
      const stopped = await deleteAccount(asha.browser, { pin: asha.profile.pin });
      expect(stopped.status, step).toBe(500);
      // Its sessions ended before the stop, so the customer cannot retry: the server's next start finishes it
      // (another test file's server starting meanwhile may have done so already: either way nothing is left).
      await server.services.accounts.resumeDeletions();
      await expectNothingLeft(asha);
    }
  });
});
