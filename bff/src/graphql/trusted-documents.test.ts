import { createHash } from 'node:crypto';
import { LiveMembership, RestaurantRouteQuery } from '@foodspot/schema/operation-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOperation } from '../test/client-operations.js';
import { restaurantUidOf, signedInCustomer } from '../test/customers.js';
import { type TestServer, useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { nextOf, wsClients } from '../test/ws-client.js';
import { createTrustedDocuments, REFUSALS } from './trusted-documents.js';

// Trusted documents (docs/decisions/016), against the real emulators, over real HTTP and WebSocket: the client's
// operations by id (and their texts) run, anything else is refused before it is parsed.

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const AD_HOC = '{ me { uid profileSet } }';
const AD_HOC_SUBSCRIPTION = 'subscription PointsChanged($restaurantUid: ID!) { pointsChanged(restaurantUid: $restaurantUid) { points } }';
const byId = (id: unknown) => ({ persistedQuery: { version: 1, sha256Hash: id } });

type GraphQLErrors = { message: string; extensions?: { code?: string } }[];
const codeOf = (errors: unknown) => (Array.isArray(errors) ? (errors as GraphQLErrors)[0]?.extensions?.code : undefined);

/** A signed-in customer with FS1003 in their list, and what their browser's socket carries. */
async function customerOfChaat(server: TestServer) {
  const { browser, uid } = await signedInCustomer(server);
  expect((await browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
  return {
    browser,
    uid,
    restaurantUid: await restaurantUidOf(server, 'FS1003'),
    socketHeaders: { cookie: `__session=${browser.cookie('__session')}`, origin: server.url },
  };
}

/** POST /graphql with this body; the status, the error code and the raw text (to look for a stack). */
async function post(browser: TestBrowser, json: unknown) {
  const response = await browser.request('POST', '/graphql', {
    json,
    headers: { accept: 'application/graphql-response+json, application/json;q=0.9' },
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: GraphQLErrors };
  return { status: response.status, type: response.headers.get('content-type'), body, text };
}

describe('TRUSTED_DOCUMENTS=only (production)', () => {
  const server = useTestServer({ env: { TRUSTED_DOCUMENTS: 'only' } });
  const sockets = wsClients(() => server.url);
  afterAll(() => sockets.disposeAll());
  let customer: Awaited<ReturnType<typeof customerOfChaat>>;
  beforeAll(async () => {
    customer = await customerOfChaat(server);
  });

  it("runs the client's operations by their id: a query and a mutation, answered with the fields Apollo's cache reads", async () => {
    const { browser, restaurantUid } = customer;
    const detail = await browser.graphqlById(RestaurantRouteQuery, { restaurantUid });
    expect(detail.status).toBe(200);
    expect(detail.body.errors).toBeUndefined();
    expect(detail.body.data).toMatchObject({ restaurant: { __typename: 'Membership', restaurantUid, resId: 'FS1003', points: 0 } });

    const added = await browser.graphqlById(clientOperation('AddRestaurant').id, { resId: 'FS1001' });
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data).toMatchObject({ addRestaurant: { restaurantName: 'Saravana Tiffin Centre', points: 0 } });
  });

  it('runs the same operation sent as its text, and as its text with its id', async () => {
    const { browser, restaurantUid } = customer;
    const { id, text } = clientOperation('RestaurantRouteQuery');
    const byIdAnswer = await browser.graphqlById(id, { restaurantUid });
    const byText = await browser.graphql(text, { restaurantUid });
    expect(byText.status).toBe(200);
    expect(byText.body).toEqual(byIdAnswer.body);
    expect((await post(browser, { query: text, variables: { restaurantUid }, extensions: byId(id) })).body).toEqual(byIdAnswer.body);
  });

  it('refuses an ad-hoc query with PERSISTED_QUERY_NOT_FOUND before parsing it, as JSON of the GraphQL kind, 400', async () => {
    const { browser } = customer;
    const { text } = clientOperation('RestaurantRouteQuery');
    const attempts = [
      { query: AD_HOC },
      // Not parsed: a syntax error is refused the same way, not answered GRAPHQL_PARSE_FAILED.
      { query: '{{{{ me' },
      // One space more than the app's own text is another text.
      { query: `${text} ` },
      // The APQ protocol's way to register a new operation: the text with its own hash.
      { query: AD_HOC, extensions: byId(sha256(AD_HOC)) },
      // A well-formed id that is no operation of the app.
      { extensions: byId('0'.repeat(64)) },
    ];
    for (const json of attempts) {
      const answer = await post(browser, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.type).toMatch(/^application\/graphql-response\+json/);
      expect(answer.body.data).toBeUndefined();
      expect(codeOf(answer.body.errors), JSON.stringify(json)).toBe('PERSISTED_QUERY_NOT_FOUND');
    }
    expect((await post(browser, { query: AD_HOC })).body.errors?.[0]?.message).toBe(REFUSALS.notTrusted);
    expect((await post(browser, { extensions: byId('0'.repeat(64)) })).body.errors?.[0]?.message).toBe(REFUSALS.unknownId);
    // Nothing was registered by the attempt with a hash: its id alone is still unknown.
    expect(codeOf((await post(browser, { extensions: byId(sha256(AD_HOC)) })).body.errors)).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses an ad-hoc query sent by GET too, and runs an id sent by GET', async () => {
    const { browser, restaurantUid } = customer;
    const preflight = { 'apollo-require-preflight': 'true' };
    const adHoc = await browser.request('GET', `/graphql?query=${encodeURIComponent(AD_HOC)}`, { headers: preflight });
    expect(adHoc.status).toBe(400);
    expect(codeOf(((await adHoc.json()) as { errors?: unknown }).errors)).toBe('PERSISTED_QUERY_NOT_FOUND');

    const search = new URLSearchParams({
      operationName: 'RestaurantRouteQuery',
      variables: JSON.stringify({ restaurantUid }),
      extensions: JSON.stringify(byId(RestaurantRouteQuery)),
    });
    const byGet = await browser.request('GET', `/graphql?${search.toString()}`, { headers: preflight });
    const body = (await byGet.json()) as { data?: { restaurant?: { resId?: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.restaurant?.resId).toBe('FS1003');
    expect(byGet.headers.get('cache-control')).toBe('no-store');

    // Whatever the path after /graphql, the URL's search is what is read: an odd path is no 500.
    for (const path of ['/graphql//[', '/graphql/%zz']) {
      const odd = await browser.request('GET', `${path}?${search.toString()}`, { headers: preflight });
      expect(odd.status, path).toBeLessThan(500);
    }
  });

  it('answers a malformed id with BAD_REQUEST, 400, at once: never a 500, a stack or the id echoed', async () => {
    const { browser } = customer;
    const huge = 'f'.repeat(9000);
    const malformed: Array<[unknown, string]> = [
      [byId('x'), REFUSALS.badId],
      [byId('F'.repeat(64)), REFUSALS.badId],
      [byId('f'.repeat(63)), REFUSALS.badId],
      [byId(`sha256:${'f'.repeat(64)}`), REFUSALS.badId],
      [byId(huge), REFUSALS.badId],
      [byId(12345), REFUSALS.badId],
      [byId({ $gt: '' }), REFUSALS.badId],
      [byId(null), REFUSALS.badId],
      [{ persistedQuery: { version: 2, sha256Hash: RestaurantRouteQuery } }, REFUSALS.malformed],
      [{ persistedQuery: RestaurantRouteQuery }, REFUSALS.malformed],
      [{ persistedQuery: null }, REFUSALS.malformed],
    ];
    for (const [extensions, message] of malformed) {
      const started = Date.now();
      const answer = await post(browser, { extensions });
      expect(answer.status, JSON.stringify(extensions).slice(0, 80)).toBe(400);
      expect(answer.body.errors).toEqual([{ message, extensions: { code: 'BAD_REQUEST' } }]);
      expect(answer.text).not.toMatch(/stack|at .*\.js|fffff/);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    // A text whose hash is not the id sent with it.
    const mismatch = await post(browser, {
      query: clientOperation('RestaurantRouteQuery').text,
      extensions: byId(clientOperation('AddRestaurant').id),
    });
    expect(mismatch.body.errors).toEqual([{ message: REFUSALS.mismatch, extensions: { code: 'BAD_REQUEST' } }]);
    // A batch of the app's own operations: one per request.
    const batch = await post(browser, [{ extensions: byId(RestaurantRouteQuery) }, { extensions: byId(RestaurantRouteQuery) }]);
    expect(batch.status).toBe(400);
    expect(codeOf(batch.body.errors)).toBe('BAD_REQUEST');
  });

  it('runs a subscription sent by id over the WebSocket (an empty query), and refuses an ad-hoc one with the same code', async () => {
    const { restaurantUid, socketHeaders } = customer;
    const client = sockets.open(socketHeaders);
    const live = client.iterate<{ pointsChanged: { points: number; __typename?: string } }>({
      operationName: 'LiveMembership',
      query: '',
      variables: { restaurantUid },
      extensions: byId(LiveMembership),
    });
    const first = await nextOf(live);
    expect(first.errors).toBeUndefined();
    expect(first.data?.pointsChanged).toMatchObject({ points: 0, __typename: 'Membership' });
    await live.return?.();

    const adHoc = client.iterate({ query: AD_HOC_SUBSCRIPTION, variables: { restaurantUid } });
    await expect(nextOf(adHoc)).rejects.toSatisfy((errors: unknown) => codeOf(errors) === 'PERSISTED_QUERY_NOT_FOUND');
    const unknown = client.iterate({ query: '', variables: { restaurantUid }, extensions: byId('1'.repeat(64)) });
    await expect(nextOf(unknown)).rejects.toSatisfy((errors: unknown) => codeOf(errors) === 'PERSISTED_QUERY_NOT_FOUND');
    const malformed = client.iterate({ query: '', variables: { restaurantUid }, extensions: byId('not-an-id') });
    await expect(nextOf(malformed)).rejects.toSatisfy((errors: unknown) => codeOf(errors) === 'BAD_REQUEST');

    // The socket carries on: the app's own text runs on it.
    const byText = client.iterate<{ pointsChanged: { points: number } }>({
      query: clientOperation('LiveMembership').text,
      variables: { restaurantUid },
    });
    expect((await nextOf(byText)).data?.pointsChanged.points).toBe(0);
    await byText.return?.();
  });
});

describe('TRUSTED_DOCUMENTS=off (local mode, the playground)', () => {
  const server = useTestServer();
  const sockets = wsClients(() => server.url);
  afterAll(() => sockets.disposeAll());

  it('runs any query and subscription as well as the ids, and never registers a text sent with its hash', async () => {
    const { browser, uid, restaurantUid, socketHeaders } = await customerOfChaat(server);
    const adHoc = await browser.graphql(AD_HOC);
    expect(adHoc.body).toEqual({ data: { me: { uid, profileSet: true } } });
    expect((await browser.graphqlById(RestaurantRouteQuery, { restaurantUid })).body.data).toMatchObject({ restaurant: { resId: 'FS1003' } });

    const withHash = await post(browser, { query: AD_HOC, extensions: byId(sha256(AD_HOC)) });
    expect(withHash.body).toEqual({ data: { me: { uid, profileSet: true } } });
    expect(codeOf((await post(browser, { extensions: byId(sha256(AD_HOC)) })).body.errors)).toBe('PERSISTED_QUERY_NOT_FOUND');

    const live = sockets
      .open(socketHeaders)
      .iterate<{ pointsChanged: { points: number } }>({ query: AD_HOC_SUBSCRIPTION, variables: { restaurantUid } });
    expect((await nextOf(live)).data?.pointsChanged.points).toBe(0);
    await live.return?.();
  });
});

describe('the manifest', () => {
  it('is checked at start: an id that is not the SHA-256 of its text stops the BFF', () => {
    expect(() => createTrustedDocuments('only', new Map([['0'.repeat(64), AD_HOC]]))).toThrow(/not the SHA-256 of its text/);
    expect(() => createTrustedDocuments('only', new Map([[sha256(AD_HOC), AD_HOC]]))).not.toThrow();
  });
});
