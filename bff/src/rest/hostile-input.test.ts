import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantUidOf, signedInCustomer, signedInStaff, VALID_PROFILE } from '../test/customers.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { APPROVE_CLAIM, CREDIT } from '../test/staff-operations.js';
import { nextOf, wsClients } from '../test/ws-client.js';
import { adjustPoints } from '../test/adjust-points.js';
import { LIST_FAILURE_SHAPES } from '../test/list-failure-shapes.js';

/**
 * Input an attacker (or a broken client) sends: ids that pass a naive pattern but that Firestore refuses,
 * text that is not well-formed Unicode, and many writers at once. Every answer is a JSON error with the
 * right status (never a 5xx), and nothing is written.
 */
const server = useTestServer();
let chaat: string; // FS1003
const sockets = wsClients(() => server.url);

beforeAll(async () => {
  chaat = await restaurantUidOf(server, 'FS1003');
});
afterAll(() => sockets.disposeAll());

// Each passes /^[A-Za-z0-9_-]+$/ or is a plain string, and Firestore refuses each as a document id.
const REFUSED_IDS = ['__x__', '__proto__', '.', '..', 'a/b', '/', 'x'.repeat(1501)];
const LONE_SURROGATE = '\ud800';

async function customerOfChaat() {
  const customer = await signedInCustomer(server);
  expect((await customer.browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
  return customer;
}

const membershipOf = async (uid: string) => (await server.firebase.db.doc(`customers/${uid}/restaurants/${chaat}`).get()).data();
const historyOf = async (uid: string) =>
  (await server.firebase.db.collection(`customers/${uid}/restaurants/${chaat}/history`).get()).docs.map((doc) => doc.data()['points'] as number);

describe('ids Firestore refuses', () => {
  it('answers 400 JSON on every REST route that takes a restaurantUid, and writes nothing', async () => {
    const { browser, uid } = await customerOfChaat();
    const before = await membershipOf(uid);
    for (const id of REFUSED_IDS) {
      const encoded = encodeURIComponent(id);
      const answers = await Promise.all([
        browser.get(`/api/v1/customer/restaurant/${encoded}`),
        browser.get(`/api/v1/customer/latest-claim/${encoded}`),
        browser.get(`/api/v1/customer/latest-request/${encoded}`),
        browser.get(`/api/v1/customer/points-history/${encoded}`),
        browser
          .request('DELETE', `/api/v1/customer/delete-restaurant/${encoded}`)
          .then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> })),
        browser.post('/api/v1/customer/claim-reward', { restaurantUid: id, platform: 'In-Store' }),
        browser.post('/api/v1/customer/request-points', { restaurantUid: id, platform: 'Swiggy' }),
      ]);
      for (const answer of answers) {
        // "/" and "a/b" in a path are another route (404); everywhere else the id is refused as input.
        expect([400, 404], `${id}: ${JSON.stringify(answer)}`).toContain(answer.status);
        expect(typeof answer.body['error']).toBe('string');
      }
    }
    expect(await membershipOf(uid)).toEqual(before);
  });

  it('answers 400 for a Restaurant ID that cannot name a document, with a sentence a person understands', async () => {
    const { browser } = await signedInCustomer(server);
    for (const resId of ['a/b', '.', '..', '__x__', `FS${LONE_SURROGATE}`]) {
      const answer = await browser.post('/api/v1/customer/add-restaurant', { resId });
      expect(answer.status, resId).toBe(400);
      expect(answer.body['error']).toMatch(/not valid text|No restaurant has this ID/);
    }
    expect((await browser.get('/api/v1/customer/restaurants')).body).toEqual({ results: [] });
  });

  it('answers BAD_USER_INPUT in GraphQL for the same ids, the history cursor and subscription arguments', async () => {
    const { browser } = await customerOfChaat();
    for (const id of ['__x__', '..', 'a/b']) {
      const query = await browser.graphql('query Q($r: ID!) { restaurant(restaurantUid: $r) { points } }', { r: id });
      expect(query.body.errors?.[0]?.extensions?.code, id).toBe('BAD_USER_INPUT');
      const mutation = await browser.graphql('mutation M($r: ID!) { claimReward(restaurantUid: $r, platform: "Zomato") { id } }', { r: id });
      expect(mutation.body.errors?.[0]?.extensions?.code, id).toBe('BAD_USER_INPUT');
      const cursor = await browser.graphql('query Q($r: ID!, $a: String) { restaurant(restaurantUid: $r) { history(after: $a) { nextCursor } } }', {
        r: chaat,
        a: id,
      });
      expect(cursor.body.errors?.[0]?.extensions?.code, id).toBe('BAD_USER_INPUT');
    }
    const socket = sockets.open({ cookie: `__session=${browser.cookie('__session')}`, origin: server.url });
    const result = await nextOf(socket.iterate({ query: 'subscription { pointsChanged(restaurantUid: "..") { points } }' }));
    expect(result.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('answers a failing field inside a list (bad first/after, the row budget, aliases) over HTTP and the socket, and nothing is left unhandled', async () => {
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    try {
      for (const count of [2, 3]) {
        const { browser } = await signedInCustomer(server);
        for (const resId of ['FS1001', 'FS1002', 'FS1003'].slice(0, count)) {
          expect((await browser.post('/api/v1/customer/add-restaurant', { resId })).status).toBe(201);
        }
        const socket = sockets.open({ cookie: `__session=${browser.cookie('__session')}`, origin: server.url });
        for (const shape of LIST_FAILURE_SHAPES) {
          const expected = shape.failsWith(count) ? 'BAD_USER_INPUT' : undefined;
          const overHttp = await browser.graphql(shape.query, shape.variables);
          expect(overHttp.body.errors?.[0]?.extensions?.code, `${shape.name}, ${count} restaurants, HTTP`).toBe(expected);
          const overSocket = await nextOf(socket.iterate({ query: shape.query, variables: shape.variables ?? {} }));
          expect(overSocket.errors?.[0]?.extensions?.['code'], `${shape.name}, ${count} restaurants, socket`).toBe(expected);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', collect);
    }
  });

  it('answers a made-up persisted-query id as a bad request, not as an internal error (docs/decisions/016)', async () => {
    const { browser } = await customerOfChaat();
    const response = await browser.request('POST', '/graphql', {
      json: { query: '{ me { uid } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } },
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(response.status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('answers NOT_FOUND for staff item ids that decode to refused document ids', async () => {
    const staff = await signedInStaff(server, 'FS1003');
    for (const decoded of ['__x__/y', 'a/__x__', '../x', 'a/b/c']) {
      const id = Buffer.from(decoded).toString('base64url');
      const answer = await staff.graphql(APPROVE_CLAIM, { id });
      expect(answer.body.errors?.[0]?.extensions?.code, decoded).toBe('NOT_FOUND');
    }
  });
});

describe('text that is not well-formed Unicode', () => {
  it('is refused at once, in every string field, over REST and GraphQL, and nothing is written', async () => {
    const { browser, uid } = await customerOfChaat();
    await adjustPoints(server, { customerUid: uid, restaurantUid: chaat, amount: 300, platform: 'In-Store', source: 'service' });
    const before = await membershipOf(uid);
    const answers = [
      await browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaat, platform: `Zomato${LONE_SURROGATE}` }),
      await browser.post('/api/v1/customer/request-points', { restaurantUid: chaat, platform: LONE_SURROGATE }),
      await browser.post('/api/v1/customer/save', { ...VALID_PROFILE, firstName: `A${LONE_SURROGATE}` }),
      await browser.post('/api/v1/customer/save', { ...VALID_PROFILE, email: `a${LONE_SURROGATE}@example.in` }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ status: 400, body: { error: expect.stringMatching(/not valid text/) } });
    const graphql = await browser.graphql('mutation M($r: ID!, $p: String!) { requestPoints(restaurantUid: $r, platform: $p) { id } }', {
      r: chaat,
      p: LONE_SURROGATE,
    });
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await membershipOf(uid)).toEqual(before);
  });

  it('a body that is not UTF-8 (bytes FF FE C0 in a name) is refused with 400 JSON, over REST and GraphQL, and nothing is written', async () => {
    const { browser, uid } = await customerOfChaat();
    const customerBefore = (await server.firebase.db.doc(`customers/${uid}`).get()).data();
    /** The JSON text of `value` with the bytes FF FE C0 where it says `@@`. */
    const withBrokenBytes = (value: unknown) => {
      const [head = '', tail = ''] = JSON.stringify(value).split('@@');
      return Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from(tail)]);
    };
    const refused = { error: 'Request body must be valid UTF-8.', code: 'BAD_USER_INPUT' };
    const rest = await browser.request('POST', '/api/v1/customer/save', { rawBody: withBrokenBytes({ ...VALID_PROFILE, firstName: 'A@@' }) });
    expect(rest.status).toBe(400);
    expect(rest.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await rest.json()).toEqual(refused);
    const { role: _role, ...input } = VALID_PROFILE;
    const graphql = await browser.request('POST', '/graphql', {
      rawBody: withBrokenBytes({
        query: 'mutation Save($input: ProfileInput!) { saveProfile(input: $input) { profileSet } }',
        variables: { input: { ...input, firstName: 'A@@' } },
      }),
    });
    expect(graphql.status).toBe(400);
    expect(graphql.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await graphql.json()).toEqual(refused);
    expect((await server.firebase.db.doc(`customers/${uid}`).get()).data()).toEqual(customerBefore);
  });
});

describe('many writers at once', () => {
  let staff: TestBrowser;
  beforeAll(async () => {
    staff = await signedInStaff(server, 'FS1003');
  });

  for (const writers of [10, 50]) {
    it(`${writers} simultaneous in-store credits to one customer all succeed; points equal the sum of history`, async () => {
      const { uid } = await customerOfChaat();
      const { cusId } = (await membershipOf(uid)) as { cusId: string };
      const answers = await Promise.all(
        Array.from({ length: writers }, (_, index) => staff.graphql(CREDIT, { cusId, pin: VALID_PROFILE.pin, amount: index + 1 })),
      );
      expect(answers.filter((answer) => answer.body.errors)).toEqual([]);
      const expected = (writers * (writers + 1)) / 2;
      expect(((await membershipOf(uid)) as { points: number }).points).toBe(expected);
      expect((await historyOf(uid)).reduce((sum, points) => sum + points, 0)).toBe(expected);
      // Each answer is the balance after its own credit: all different, the largest is the total.
      const balances = answers.map((answer) => answer.body.data?.['creditInStore'] as number);
      expect(new Set(balances).size).toBe(writers);
      expect(Math.max(...balances)).toBe(expected);
    });
  }

  it('20 simultaneous adds of the same restaurant: one 201, nineteen 409, one membership', async () => {
    const { browser, uid } = await signedInCustomer(server);
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const memberships = await server.firebase.db.collection(`customers/${uid}/restaurants`).get();
    expect(memberships.size).toBe(1);
  });

  it('a delete under a mix of credits, claims and requests: no 5xx, and afterwards nothing is left behind', async () => {
    const { browser, uid } = await customerOfChaat();
    const { cusId } = (await membershipOf(uid)) as { cusId: string };
    await staff.graphql(CREDIT, { cusId, pin: VALID_PROFILE.pin, amount: 900 });
    const statuses = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        staff
          .graphql(CREDIT, { cusId, pin: VALID_PROFILE.pin, amount: 5 })
          .then((answer) => (answer.body.errors ? answer.body.errors[0]?.extensions?.code : 'ok')),
      ),
      ...Array.from({ length: 5 }, () =>
        browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaat, platform: 'In-Store' }).then((answer) => answer.status),
      ),
      ...Array.from({ length: 5 }, () =>
        browser.post('/api/v1/customer/request-points', { restaurantUid: chaat, platform: 'Swiggy' }).then((answer) => answer.status),
      ),
      browser.request('DELETE', `/api/v1/customer/delete-restaurant/${chaat}`).then((response) => response.status),
    ]);
    for (const status of statuses) expect([200, 201, 404, 409, 'ok', 'NOT_FOUND']).toContain(status);
    // The delete ran (in its turn): whatever came after it found no membership.
    expect(await membershipOf(uid)).toBeUndefined();
    const leftovers = await Promise.all(
      ['claims', 'requests', 'history'].map((name) => server.firebase.db.collection(`customers/${uid}/restaurants/${chaat}/${name}`).get()),
    );
    // Writers that ran after the delete were refused, so no orphan rows exist under the deleted membership.
    expect(leftovers.map((snapshot) => snapshot.size)).toEqual([0, 0, 0]);
  });
});

describe('sessions on open sockets', () => {
  it('logout ends that user’s open subscriptions at once', async () => {
    const { browser } = await customerOfChaat();
    const socket = sockets.open({ cookie: `__session=${browser.cookie('__session')}`, origin: server.url });
    const live = socket.iterate({ query: `subscription { pointsChanged(restaurantUid: "${chaat}") { points } }` });
    await nextOf(live);
    expect((await browser.post('/api/v1/auth/customer/logout')).status).toBe(200);
    await expect(live.next()).rejects.toMatchObject({ code: 4401 });
  });

  it('a malformed session cookie on the WebSocket is "not logged in", not an outage', async () => {
    const socket = sockets.open({ cookie: '__session=%E0%A4%A', origin: server.url });
    const result = await nextOf(socket.iterate({ query: `subscription { pointsChanged(restaurantUid: "${chaat}") { points } }` }));
    expect(result.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});

describe('request ids', () => {
  it('every API response names its request', async () => {
    const { browser } = await signedInCustomer(server);
    const response = await browser.request('GET', '/api/v1/customer/restaurants');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
