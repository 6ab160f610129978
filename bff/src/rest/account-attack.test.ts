import { describe, expect, it } from 'vitest';
import type { DeletionStep } from '../services/accounts.js';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { customerWithData, deleteAccount, everyDocument, newOrderId } from '../test/accounts.js';
import { freshStaff, memberOf, testRestaurant } from '../test/fixtures.js';
import { useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';
import { APPROVE_REQUEST } from '../test/staff-operations.js';

/** Security review of issue 24 (account export / deletion / order IDs): each test states what SHOULD hold. */
let pauseAt: DeletionStep | null = null;
let paused: (() => void) | null = null;
let release: Promise<void> | null = null;
const server = useTestServer({
  beforeDeletionStep: async (step) => {
    if (step === pauseAt && release) {
      pauseAt = null;
      paused?.();
      await release;
    }
  },
});

const REQUEST = 'mutation R($r: ID!, $p: String!, $o: String) { requestPoints(restaurantUid: $r, platform: $p, orderId: $o) { id } }';
const QUEUE = 'query Q { staffQueue { requests { id cusId platform orderId } } }';

describe('order ID uniqueness across platform spellings', () => {
  // The key is platform.toLowerCase().replace(/[^a-z0-9]/g, ''): a look-alike or decorated spelling of a known
  // platform is kept as typed (staff read "Zomatо"), but gets a key of its own, so one Zomato order earns twice.
  for (const spelling of ['Zomatо' /* Cyrillic o */, 'Ζomato' /* Greek Zeta */, 'Zomato App', 'Zomato1']) {
    it(`an approved Zomato order cannot be asked for again as "${spelling}"`, async () => {
      const restaurant = await testRestaurant(server);
      const staff = (await freshStaff(server, restaurant.resId)).browser;
      const [asha, ravi] = [await customerWithData(server, [restaurant]), await customerWithData(server, [restaurant])];
      const orderId = newOrderId('8');
      expect((await asha.browser.graphql(REQUEST, { r: restaurant.restaurantUid, p: 'Zomato', o: orderId })).body.errors).toBeUndefined();
      const [first] = ((await staff.graphql(QUEUE)).body.data!['staffQueue'] as { requests: { id: string }[] }).requests;
      expect((await staff.graphql(APPROVE_REQUEST, { id: first!.id, points: 80 })).body.errors).toBeUndefined();
      const again = await ravi.browser.graphql(REQUEST, { r: restaurant.restaurantUid, p: spelling, o: orderId });
      // A near miss of Zomato is refused before any key is made, and told the name it looks like.
      expect(again.body.errors?.[0]?.extensions?.code, JSON.stringify(again.body)).toBe('BAD_USER_INPUT');
      expect(again.body.errors?.[0]?.message).toBe('Did you mean Zomato? Type Zomato as the platform, with its order ID.');
    });
  }
});

describe('wrong PINs at deletion', () => {
  it('20 concurrent wrong PINs: at most 5 are checked', async () => {
    const restaurant = await testRestaurant(server);
    const asha = await customerWithData(server, [restaurant]);
    const wrong = Array.from({ length: 20 }, (_, index) => String(1000 + index)).filter((pin) => pin !== asha.profile.pin);
    const answers = await Promise.all(wrong.map((pin) => deleteAccount(asha.browser, { pin })));
    const codes = answers.map((answer) => answer.status);
    expect(codes.filter((code) => code === 400).length, JSON.stringify(codes)).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
  });
});

describe('deletion races', () => {
  it('signing in again while the deletion runs leaves nothing naming the deleted account', async () => {
    const restaurant = await testRestaurant(server);
    const other = await testRestaurant(server);
    const asha = await customerWithData(server, [restaurant]);
    release = new Promise<void>((resolve) => {
      paused = () => undefined;
      // released below
      (globalThis as { __release?: () => void }).__release = resolve;
    });
    const reached = new Promise<void>((resolve) => (paused = resolve));
    pauseAt = 'documents'; // after order IDs and elsewhere are unlinked, before the customer tree is deleted
    const deletion = deleteAccount(asha.browser, { pin: asha.profile.pin });
    await reached;
    // The same phone signs in again (OTP) while the Auth user still exists: a fresh token, after the revocation.
    const browser = new TestBrowser(server.url);
    await browser.fetchCsrfToken();
    const signIn = await authEmulatorClient(server.authHost, server.projectId)
      .signInWithPhone(asha.phone)
      .catch((error: Error) => ({ refused: error.message }));
    const login =
      'idToken' in signIn
        ? await browser.post('/api/v1/auth/customer/login', { idToken: signIn.idToken, method: 'phone' })
        : { status: 'sign-in refused' };
    const orderId = newOrderId('8');
    let joined = 0;
    if (login.status === 200) {
      const added = await browser.post('/api/v1/customer/add-restaurant', { resId: other.resId });
      joined = added.status;
      await browser.graphql(REQUEST, { r: other.restaurantUid, p: 'Zomato', o: orderId });
    }
    (globalThis as { __release?: () => void }).__release!();
    release = null;
    expect((await deletion).status).toBe(200);
    const left = (await everyDocument()).filter((text) => text.includes(asha.uid));
    expect(
      { login: login.status, joined, left: left.map((text) => (JSON.parse(text) as { name: string }).name.replace(/^.*documents\//, '')) },
      'a login during deletion must be refused, or its writes deleted',
    ).toMatchObject({ left: [] });
    // And the order ID it asked with is not held forever by a customer who no longer exists.
    const ravi = await memberOf(server, [other]);
    expect((await ravi.browser.graphql(REQUEST, { r: other.restaurantUid, p: 'Zomato', o: orderId })).body.errors).toBeUndefined();
  });

  it('five concurrent deletions: none answers 5xx', async () => {
    const restaurant = await testRestaurant(server);
    const asha = await customerWithData(server, [restaurant]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deleteAccount(asha.browser, { pin: asha.profile.pin })));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status >= 500),
      JSON.stringify(answers),
    ).toEqual([]);
    expect(statuses).toContain(200);
  });
});

describe('staff actions landing mid-deletion (expected to hold)', () => {
  it('an approval, a claim approval and a till credit during the deletion are refused and leave nothing', async () => {
    const restaurant = await testRestaurant(server);
    const staff = (await freshStaff(server, restaurant.resId)).browser;
    const asha = await customerWithData(server, [restaurant]);
    const orderId = newOrderId('8');
    expect((await asha.browser.graphql(REQUEST, { r: restaurant.restaurantUid, p: 'Zomato', o: orderId })).body.errors).toBeUndefined();
    const [pending] = ((await staff.graphql(QUEUE)).body.data!['staffQueue'] as { requests: { id: string }[] }).requests;
    let resolveRelease!: () => void;
    release = new Promise<void>((resolve) => (resolveRelease = resolve));
    const reached = new Promise<void>((resolve) => (paused = resolve));
    pauseAt = 'links';
    const deletion = deleteAccount(asha.browser, { pin: asha.profile.pin });
    await reached;
    const approve = await staff.graphql(APPROVE_REQUEST, { id: pending!.id, points: 80 });
    const credit = await staff.graphql(
      'mutation C($c: String!, $p: String!) { creditInStore(cusId: $c, pin: $p, amount: 50, idempotencyKey: "attack-mid-deletion-1") }',
      { c: asha.cusIds[restaurant.restaurantUid], p: asha.profile.pin },
    );
    resolveRelease();
    release = null;
    expect((await deletion).status).toBe(200);
    expect(approve.body.errors?.[0]?.extensions?.code, JSON.stringify(approve.body)).toBe('NOT_FOUND');
    expect(credit.body.errors?.[0]?.extensions?.code, JSON.stringify(credit.body)).toBeDefined();
    const left = (await everyDocument()).filter((text) => text.includes(asha.uid) || text.includes(asha.profile.lastName));
    expect(left).toEqual([]);
    const totals = (await server.firebase.db.doc(`restaurants/${restaurant.restaurantUid}/stats/totals`).get()).data();
    expect(totals).toMatchObject({ members: 0 });
  });
});

describe('order ID hogging by leaving the restaurant', () => {
  it('a pending request removed with its restaurant frees its order ID (no staff can ever reject it)', async () => {
    const restaurant = await testRestaurant(server);
    const staff = (await freshStaff(server, restaurant.resId)).browser;
    const hog = await customerWithData(server, [restaurant]);
    const victim = await customerWithData(server, [restaurant]);
    const burnt: string[] = [];
    // join → ask with an order ID you do not own → leave → join again: each round holds one order ID for good.
    for (let round = 0; round < 3; round += 1) {
      const orderId = newOrderId('8');
      expect((await hog.browser.graphql(REQUEST, { r: restaurant.restaurantUid, p: 'Zomato', o: orderId })).body.errors).toBeUndefined();
      expect((await hog.browser.request('DELETE', `/api/v1/customer/delete-restaurant/${restaurant.restaurantUid}`)).status).toBe(200);
      expect((await hog.browser.post('/api/v1/customer/add-restaurant', { resId: restaurant.resId })).status).toBe(201);
      burnt.push(orderId);
    }
    // Staff see nothing to reject; the order IDs stay held by requests that no longer exist.
    const queue = (await staff.graphql(QUEUE)).body.data!['staffQueue'] as { requests: unknown[] };
    expect(queue.requests).toEqual([]);
    const held = await Promise.all(burnt.map((id) => server.firebase.db.doc(`orderIds/zomato_${id}`).get()));
    const answer = await victim.browser.graphql(REQUEST, { r: restaurant.restaurantUid, p: 'Zomato', o: burnt[0] });
    expect(
      { held: held.map((doc) => doc.data()?.['status'] ?? 'free'), victim: answer.body.errors?.[0]?.message ?? 'accepted' },
      'the victim cannot ask for points for their own order, ever',
    ).toEqual({ held: ['free', 'free', 'free'], victim: 'accepted' });
  });
});

describe('a sign-in just before the Auth user goes', () => {
  it('a profile saved between the tree deletion and the Auth deletion does not survive with the phone and name', async () => {
    const restaurant = await testRestaurant(server);
    const asha = await customerWithData(server, [restaurant]);
    let resolveRelease!: () => void;
    release = new Promise<void>((resolve) => (resolveRelease = resolve));
    const reached = new Promise<void>((resolve) => (paused = resolve));
    pauseAt = 'sign-in';
    const deletion = deleteAccount(asha.browser, { pin: asha.profile.pin });
    await reached;
    const browser = new TestBrowser(server.url);
    await browser.fetchCsrfToken();
    const signIn = await authEmulatorClient(server.authHost, server.projectId)
      .signInWithPhone(asha.phone)
      .catch((error: Error) => ({ refused: error.message }));
    const login =
      'idToken' in signIn
        ? await browser.post('/api/v1/auth/customer/login', { idToken: signIn.idToken, method: 'phone' })
        : { status: 'sign-in refused' };
    const saved = login.status === 200 ? (await browser.post('/api/v1/customer/save', asha.profile)).status : 0;
    resolveRelease();
    release = null;
    expect((await deletion).status).toBe(200);
    const left = (await everyDocument()).filter((text) => text.includes(asha.uid) || text.includes(asha.profile.lastName));
    expect({
      login: login.status,
      saved,
      left: left.map((text) => (JSON.parse(text) as { name: string }).name.replace(/^.*documents\//, '')),
    }).toMatchObject({ left: [] });
  });
});

describe('hostile input on the new routes (expected to hold: 4xx JSON, never 5xx)', () => {
  it('answers 400/409 for odd PINs, platforms and order IDs', async () => {
    const restaurant = await testRestaurant(server);
    const asha = await customerWithData(server, [restaurant]);
    const statuses: Record<string, number> = {};
    for (const pin of ['١٢٣٤', '１２３４', ' 1234', '12345', null, ['1234'], { $gt: '' }]) {
      statuses[`pin ${JSON.stringify(pin)}`] = (await deleteAccount(asha.browser, { pin })).status;
    }
    const raw = await asha.browser.request('DELETE', '/api/v1/customer/account', { rawBody: '{"pin": ' });
    statuses['raw'] = raw.status;
    expect(raw.headers.get('content-type')).toMatch(/json/);
    const cases: [string, unknown][] = [
      ['Zomato', '\u200b12345678'],
      ['Zomato', '１２３４５６７８'],
      ['Zomato', '#'],
      ['Zomato', '----'],
      ['Zomato', 'x'.repeat(61)],
      ['Zomato', 12345678],
      ['', '12345678'],
      ['🍕', '12345678'],
      ['__proto__', '12345678'],
      ['Zomato', 'ﬀﬀﬀﬀ'],
    ];
    for (const [platform, orderId] of cases) {
      const response = await asha.browser.post('/api/v1/customer/request-points', { restaurantUid: restaurant.restaurantUid, platform, orderId });
      statuses[`${platform} ${JSON.stringify(orderId)}`] = response.status;
      if (response.status === 201) await asha.browser.request('DELETE', `/api/v1/customer/delete-restaurant/${restaurant.restaurantUid}`);
      if (response.status === 201) await asha.browser.post('/api/v1/customer/add-restaurant', { resId: restaurant.resId });
    }
    console.log(JSON.stringify(statuses));
    expect(Object.values(statuses).filter((status) => status >= 500)).toEqual([]);
  });
});
