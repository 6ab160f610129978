import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@foodspot/schema/privacy';
import { VALID_PROFILE } from '../test/customers.js';
import {
  changedPaths,
  type Credentials,
  credentialsOf,
  customerDocuments,
  type Documents,
  freshStaff,
  memberOf,
  type RawAnswer,
  rawRequest,
  setsSession,
  testRestaurant,
  type TestRestaurant,
} from '../test/fixtures.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { appOf, isStateChanging, mutationNames, restInventory } from '../test/inventory.js';
import { adjustPoints } from '../test/adjust-points.js';
import { createdRestaurant, hiredStaff, signedInOwner } from '../test/owners.js';
import { LIST_FAILURE_SHAPES } from '../test/list-failure-shapes.js';
import { sizedFor } from '../test/test-depth.js';

/**
 * Properties over generated input (fast-check; issue 9, "Tests in npm test"). For every state-changing
 * REST route and every GraphQL mutation of the running app (the table must cover exactly the inventory),
 * at least 200 generated requests in `npm test` and 1,000 in `npm run test:deep` (test-depth.ts), sent 25 at
 * a time, with bodies made of: arbitrary JSON values, deep nesting, strings up to and over the 10 KB body
 * limit, lone UTF-16 surrogates, ids Firestore refuses (`__x__`, `a/b`, `.`, `..`, 1,501 bytes), numbers, nulls and wrong types where strings belong, extra
 * fields (`__proto__`, `role`, `points`, ...), malformed JSON and odd content types, path segments of
 * arbitrary percent-encoded bytes; mixed with valid values (the fixture's own restaurants, Customer IDs,
 * item ids, PIN) so that some requests get through validation to Firestore and some succeed.
 *
 * Each property checks, for every answer:
 * 1. never a 5xx, and over GraphQL never INTERNAL_SERVER_ERROR;
 * 2. the shape: REST answers JSON, `{ error: string, code: string }` with a known code on every 4xx;
 *    GraphQL answers `errors[]` each with `extensions.code`, or (for what never reaches Apollo: body too
 *    large, unreadable JSON) the REST shape; or else a success (2xx, or `data.<mutation>` not null);
 * 3. no refused request sets a session cookie;
 * 4. every answer within 10 s (the attack run saw refusals after 7-89 s);
 * 5. the database: the documents of every customer the route can reach (the caller, and for staff
 *    routes their customers at this and another restaurant) are snapshotted before the run; after a
 *    batch with successes, only documents those successes name may differ (then the snapshot is taken
 *    again); at the end of the run, with no success since, nothing may differ. PIN lockout counters are
 *    not compared: counting a wrong PIN is the write a refused credit is meant to make.
 *
 * Every batch runs to the end and every problem is counted (so the figures stay complete when a route
 * is broken); the route's test then fails with each kind of problem, its count and the shortest request
 * that showed it. Each run draws a new fast-check seed, printed on failure; `FC_SEED=<seed>` replays it.
 * The figures (requests tried, 5xx seen, successes, slowest answer) are printed per route for
 * docs/security.md.
 */
const server = useTestServer();
let kitchen: TestRestaurant; // minimumSpend 300: fixtures hold 1000 points here
let otherKitchen: TestRestaurant;
let spareKitchen: TestRestaurant; // in nobody's list at first: adding it succeeds
let staff: Awaited<ReturnType<typeof freshStaff>>; // staff of `kitchen`
let otherCustomer: Awaited<ReturnType<typeof pendingCustomer>>; // at `otherKitchen`: staff of `kitchen` must never reach them

const REQUESTS_PER_ROUTE = sizedFor({ ci: 200, deep: 1000 });
const BATCH = 25;
const SLOW_MS = 10_000;

beforeAll(async () => {
  [kitchen, otherKitchen, spareKitchen] = await Promise.all([testRestaurant(server, 300), testRestaurant(server, 500), testRestaurant(server, 300)]);
  [staff, otherCustomer] = await Promise.all([freshStaff(server, kitchen.resId), pendingCustomer(otherKitchen)]);
});

const figures: { route: string; tried: number; fiveXx: number; successes: number; slowestMs: number; answers: Record<string, number> }[] = [];
afterAll(() => {
  if (figures.length) {
    console.log(
      `properties: requests tried / 5xx seen per route\n${figures.map((f) => `  ${f.route.padEnd(58)} ${String(f.tried).padStart(5)} tried  ${f.fiveXx} x 5xx  ${String(f.successes).padStart(3)} ok  slowest ${Math.round(f.slowestMs)} ms`).join('\n')}\n  total ${figures.reduce((sum, f) => sum + f.tried, 0)} tried, ${figures.reduce((sum, f) => sum + f.fiveXx, 0)} x 5xx`,
    );
  }
});

// ---------------------------------------------------------------------------------------------------
// Fixtures

async function pendingCustomer(restaurant: TestRestaurant) {
  const customer = await memberOf(server, [restaurant], 1000);
  const at = { restaurantUid: restaurant.restaurantUid };
  expect((await customer.browser.post('/api/v1/customer/claim-reward', { ...at, platform: 'In-Store' })).status).toBe(201);
  expect((await customer.browser.post('/api/v1/customer/request-points', { ...at, platform: 'Swiggy' })).status).toBe(201);
  return { ...customer, cusId: customer.cusIds[restaurant.restaurantUid]! };
}

const QUEUE = '{ staffQueue { claims { id cusId } requests { id cusId } } }';
async function itemIds(cusId: string, of: TestBrowser) {
  const answer = await of.graphql(QUEUE);
  const queue = answer.body.data?.['staffQueue'] as { claims: { id: string; cusId: string }[]; requests: { id: string; cusId: string }[] };
  return {
    claim: queue.claims.find((item) => item.cusId === cusId)?.id ?? 'missing',
    request: queue.requests.find((item) => item.cusId === cusId)?.id ?? 'missing',
  };
}

interface Watched {
  uid: string;
  restaurantUids: string[];
}
interface Fixture {
  credentials: Credentials;
  /** Whose documents the route can reach. */
  watched: Watched[];
  /** The customer calling (customer routes) or being served (staff routes). */
  customer: Awaited<ReturnType<typeof memberOf>>;
  /** Values that get through validation: restaurantUids, resIds, Customer IDs, item ids. */
  refs: { restaurantUids: string[]; resIds: string[]; cusIds: string[]; itemIds: string[] };
}

/** A customer of `kitchen` (1000 points) and `otherKitchen`, calling with their own session. */
async function customerFixture(): Promise<Fixture> {
  const customer = await memberOf(server, [kitchen, otherKitchen], 1000);
  const restaurantUids = [kitchen, otherKitchen, spareKitchen].map((restaurant) => restaurant.restaurantUid);
  return {
    credentials: credentialsOf(customer.browser),
    watched: [{ uid: customer.uid, restaurantUids }],
    customer,
    refs: {
      restaurantUids: [...restaurantUids, 'noSuchRestaurant'],
      resIds: [kitchen.resId, spareKitchen.resId, ` ${spareKitchen.resId.toLowerCase()} `, 'FS9999'],
      cusIds: Object.values(customer.cusIds),
      itemIds: [],
    },
  };
}

/** The staff of `kitchen` serving a customer there with a pending claim and request; a customer of `otherKitchen` too. */
async function staffFixture(): Promise<Fixture> {
  const customer = await pendingCustomer(kitchen);
  const [own, foreign] = await Promise.all([
    itemIds(customer.cusId, staff.browser),
    otherKitchenStaff().then((other) => itemIds(otherCustomer.cusId, other)),
  ]);
  return {
    credentials: credentialsOf(staff.browser),
    watched: [
      { uid: customer.uid, restaurantUids: [kitchen.restaurantUid] },
      { uid: otherCustomer.uid, restaurantUids: [otherKitchen.restaurantUid] },
    ],
    customer,
    refs: {
      restaurantUids: [kitchen.restaurantUid],
      resIds: [],
      cusIds: [customer.cusId, otherCustomer.cusId],
      itemIds: [own.claim, own.request, foreign.claim, foreign.request],
    },
  };
}
/** An owner with a restaurant and a cashier there; refs name theirs, another owner's and a restaurant nobody owns. */
async function ownerFixture(): Promise<Fixture> {
  const [owner, rival] = await Promise.all([signedInOwner(server), signedInOwner(server)]);
  const [own, theirs] = await Promise.all([createdRestaurant(owner.browser), createdRestaurant(rival.browser)]);
  const [cashier, rivalCashier] = await Promise.all([
    hiredStaff(server, owner.browser, own.restaurantUid),
    hiredStaff(server, rival.browser, theirs.restaurantUid),
  ]);
  const customer = await memberOf(server, [kitchen], 0);
  return {
    credentials: credentialsOf(owner.browser),
    watched: [{ uid: customer.uid, restaurantUids: [kitchen.restaurantUid, own.restaurantUid] }],
    customer,
    refs: {
      restaurantUids: [own.restaurantUid, theirs.restaurantUid, kitchen.restaurantUid, 'noSuchRestaurant'],
      resIds: [],
      cusIds: [],
      itemIds: [cashier.staffUid, rivalCashier.staffUid],
    },
  };
}
let otherStaff: Promise<TestBrowser> | null = null;
const otherKitchenStaff = () => (otherStaff ??= freshStaff(server, otherKitchen.resId).then((account) => account.browser));

// ---------------------------------------------------------------------------------------------------
// Hostile values

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 12 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 12 }))
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);
const REFUSED_IDS = [
  '__x__',
  '__proto__',
  '__.__',
  '__',
  '.',
  '..',
  '...',
  'a/b',
  '/',
  '//',
  'a/',
  '/a',
  '\ud800',
  'a\udc00',
  'x'.repeat(1501),
  'é'.repeat(751),
  '',
  ' ',
  '\u0000',
  '%2F',
  'constructor',
  'toString',
  'null',
];
const huge = fc
  .tuple(fc.integer({ min: 100, max: 11_000 }), fc.constantFrom('x', '7', 'é', '😀', ' ', '/', '\ud800', '__x__'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));
const deep = fc.tuple(fc.integer({ min: 2, max: 1400 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { a: value };
  return value;
});
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 3, arbitrary: loneSurrogate },
  { weight: 4, arbitrary: fc.constantFrom(...REFUSED_IDS) },
  { weight: 1, arbitrary: huge },
  { weight: 2, arbitrary: fc.stringMatching(/^\s?\d{1,8}\s?$/) },
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53, 1e308, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);
/** A valid value most of the time, a hostile one otherwise. */
const mostly = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: hostileValue });
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'uid',
  'customerUid',
  'points',
  'status',
  'restaurantUid',
  'cusId',
  'pin',
  'profileSet',
  '',
];
const extraFields = fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })), hostileValue, { maxKeys: 3 });

/** An object of these fields (each present or not, valid or hostile), with extra fields now and then. */
function fields(shape: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const record = fc.record(Object.fromEntries(Object.entries(shape).map(([key, valid]) => [key, mostly(valid)])), { requiredKeys: [] });
  return fc.tuple(record, fc.option(extraFields, { freq: 4 })).map(([values, extra]) => {
    const out: Record<string, unknown> = {};
    // defineProperty: a "__proto__" key is sent as a key, not swallowed as the prototype.
    for (const [key, value] of Object.entries({ ...extra, ...values }))
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    return out;
  });
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'multipart/form-data; boundary=x',
  'application/graphql',
];
const RAW_BODIES = [
  '',
  '{',
  '}',
  '[',
  'null',
  'true',
  '0',
  '"x"',
  '[]',
  '{"a":1}{',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\udc00\\ud800"}',
  'NaN',
  '1e99999',
  "{'a':1}",
  '{"__proto__":{"role":"staff","isAdmin":true,"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '['.repeat(5000),
  `${'{"a":'.repeat(1500)}1${'}'.repeat(1500)}`,
  `{"a":"${'x'.repeat(11_000)}"}`,
];
const rawBody = fc.oneof(
  fc.constantFrom(...RAW_BODIES),
  fc.string({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 2 }).map((value) => `${JSON.stringify(value)}${'}'}`),
);
const contentType = fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) });
/** Headers are Latin-1 on the wire: printable ASCII, some long. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 300 });

/** Percent-encoding of any text; a lone surrogate becomes the bytes of its code point, which are not UTF-8. */
const encodeSegment = (text: string) =>
  [...text]
    .map((char) =>
      /[\uD800-\uDFFF]/.test(char) && char.length === 1
        ? `%ED%${(0xa0 + ((char.charCodeAt(0) >> 6) & 0x1f)).toString(16)}%${(0x80 + (char.charCodeAt(0) & 0x3f)).toString(16)}`
        : encodeURIComponent(char),
    )
    .join('');

/** A path segment: a valid id, an encoded hostile one, or arbitrary percent-encoded bytes (invalid UTF-8 too). */
function segment(valid: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...valid).map(encodeURIComponent) },
    { weight: 3, arbitrary: hostileString.filter((text) => text.length < 1600).map(encodeSegment) },
    {
      weight: 2,
      arbitrary: fc.uint8Array({ maxLength: 24 }).map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
    },
    { weight: 1, arbitrary: fc.constantFrom('%2E', '%2E%2E', '%2F', 'a%2Fb', '%5F%5Fx%5F%5F', '%', '%zz', '%00', 'x?y=1', 'x#y', '') },
  );
}

// ---------------------------------------------------------------------------------------------------
// Requests and what a success may change

/** One generated request: a body (JSON value, raw text, or none), and for some routes a path segment or headers. */
interface Generated {
  body: { json: unknown } | { raw: string; contentType: string } | null;
  segment?: string;
  headers?: Record<string, string>;
  /** GraphQL: the variables printed into the document instead of sent as variables. */
  inline?: boolean;
  /** GraphQL: the body is the whole request (query, operationName, extensions), not the variables. */
  whole?: boolean;
}

function restInput(
  shape: Record<string, fc.Arbitrary<unknown>>,
  extra: { segment?: fc.Arbitrary<string>; headers?: fc.Arbitrary<Record<string, string>> } = {},
): fc.Arbitrary<Generated> {
  const body = fc.oneof(
    { weight: 6, arbitrary: fields(shape).map((json) => ({ json })) },
    { weight: 1, arbitrary: hostileValue.map((json) => ({ json })) },
    { weight: 2, arbitrary: fc.tuple(rawBody, contentType).map(([raw, type]) => ({ raw, contentType: type })) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return fc
    .record({ body, segment: extra.segment ?? fc.constant(undefined), headers: extra.headers ?? fc.constant(undefined) })
    .map((generated) => generated as Generated);
}

interface PropertyCase {
  fixture(): Promise<Fixture>;
  input(fixture: Fixture): fc.Arbitrary<Generated>;
  request(fixture: Fixture, generated: Generated): { method: string; path: string; body?: string; headers?: Record<string, string> };
  /** GraphQL: the mutation's field; REST otherwise. */
  field?: string;
  /** The paths a success may change (a trailing "/" means everything below). */
  mayChange?(fixture: Fixture, generated: Generated, answer: unknown): string[];
  /** Puts the fixture back after successes (the membership a delete removed). */
  restore?(fixture: Fixture): Promise<void>;
}

const encodeBody = (generated: Generated) =>
  generated.body === null
    ? {}
    : 'json' in generated.body
      ? { body: JSON.stringify(generated.body.json) }
      : { body: generated.body.raw, headers: { 'content-type': generated.body.contentType } };

const restCase = (
  method: string,
  path: string,
  input: (fixture: Fixture) => fc.Arbitrary<Generated>,
  rest: Partial<PropertyCase> = {},
): PropertyCase => ({
  fixture: customerFixture,
  input,
  request: (_fixture, generated) => {
    const { body, headers } = encodeBody(generated);
    return {
      method,
      path: generated.segment === undefined ? path : `${path}/${generated.segment}`,
      body,
      headers: { ...headers, ...generated.headers },
    };
  },
  ...rest,
});

const membershipOf = (fixture: Fixture, restaurantUid: unknown) => `customers/${fixture.customer.uid}/restaurants/${String(restaurantUid)}`;
const bodyField = (generated: Generated, key: string) =>
  generated.body && 'json' in generated.body ? (generated.body.json as Record<string, unknown> | null)?.[key] : undefined;

const restaurantUidArb = (fixture: Fixture) => fc.constantFrom(...fixture.refs.restaurantUids);
const platformArb = fc.oneof(
  fc.constantFrom('In-Store', 'zomato', ' SWIGGY ', 'Magicpin'),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
);
const resIdArb = (fixture: Fixture) => fc.oneof(fc.constantFrom(...fixture.refs.resIds), fc.stringMatching(/^FS\d{4}$/));
const profileShape = {
  firstName: fc.oneof(fc.constantFrom('Asha', ' Ravi ', 'Zoë', '李', 'A'.repeat(50)), fc.string({ minLength: 1, maxLength: 50 })),
  lastName: fc.oneof(fc.constantFrom('Rao', "D'Souza"), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 50 })),
  phone: fc.oneof(fc.constant('9876543210'), fc.string({ minLength: 1, maxLength: 20 })),
  email: fc.oneof(fc.constantFrom(null, '', 'asha@example.in'), fc.emailAddress()),
  pin: fc.oneof(fc.constant('4321'), fc.stringMatching(/^\d{4}$/)),
};
const noticeVersionArb = fc.oneof(fc.constant(PRIVACY_NOTICE.version), fc.constant('2020-01-01'), fc.string({ maxLength: 45 }));
/** Any 4 digits but the fixture customer's PIN: a generated run must not delete the account the next runs use. */
const wrongPinArb = fc.stringMatching(/^\d{4}$/).filter((pin) => pin !== VALID_PROFILE.pin);
const orderIdArb = fc.oneof(fc.stringMatching(/^#?\d{8,14}$/), fc.string({ maxLength: 40 }), fc.constant(null));
const consentChanges = (fixture: Fixture) => [`customers/${fixture.customer.uid}`, `customers/${fixture.customer.uid}/consents/`];
const signInShape = {
  idToken: fc.oneof(fc.constant('eyJhbGciOiJSUzI1NiJ9.e30.c2ln'), fc.base64String({ maxLength: 400 }), fc.string({ maxLength: 100 })),
  method: fc.constantFrom('phone', 'email'),
};

const inviteTokenArb = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.base64String({ maxLength: 120 }), fc.string({ maxLength: 100 }));

/** Re-adds the fixture's restaurants a delete removed, with their 1000 points. */
async function readdDeleted(fixture: Fixture) {
  for (const restaurant of [kitchen, otherKitchen]) {
    const exists = (await server.firebase.db.doc(membershipOf(fixture, restaurant.restaurantUid)).get()).exists;
    if (exists) continue;
    expect((await fixture.customer.browser.post('/api/v1/customer/add-restaurant', { resId: restaurant.resId })).status).toBe(201);
    await adjustPoints(server, {
      customerUid: fixture.customer.uid,
      restaurantUid: restaurant.restaurantUid,
      amount: 1000,
      platform: 'In-Store',
      source: 'service',
    });
  }
}

/** Routes that succeed without changing a document the checks watch (a logout ends sessions, in Auth or endedSessions). */
const LOGOUTS = new Set(['POST /api/v1/auth/customer/logout', 'POST /api/v1/auth/logout-everywhere']);

const REST: Record<string, PropertyCase> = {
  'POST /api/v1/auth/customer/login': restCase('POST', '/api/v1/auth/customer/login', () => restInput(signInShape)),
  'POST /api/v1/auth/customer/signup': restCase('POST', '/api/v1/auth/customer/signup', () => restInput(signInShape)),
  'POST /api/v1/auth/staff/login': restCase('POST', '/api/v1/auth/staff/login', () => restInput(signInShape)),
  // A made-up or mangled set-password token: always a dead link or bad input, never a password set.
  'POST /api/v1/auth/staff/invite': restCase('POST', '/api/v1/auth/staff/invite', () => restInput({ token: inviteTokenArb })),
  'POST /api/v1/auth/staff/set-password': restCase('POST', '/api/v1/auth/staff/set-password', () =>
    restInput({ token: inviteTokenArb, password: fc.oneof(fc.constant('cashier-pass-1'), fc.string({ maxLength: 80 })) }),
  ),
  'POST /api/v1/auth/owner/signup': restCase('POST', '/api/v1/auth/owner/signup', () => restInput(signInShape)),
  'POST /api/v1/auth/owner/login': restCase('POST', '/api/v1/auth/owner/login', () => restInput(signInShape)),
  'POST /api/v1/auth/sync-session': restCase('POST', '/api/v1/auth/sync-session', () =>
    restInput(signInShape, {
      headers: fc.oneof(
        fc.constant({}),
        headerText.map((text) => ({ authorization: `Bearer ${text}` })),
        headerText.map((text) => ({ authorization: text })),
      ),
    }),
  ),
  // The fixture's own session: the first logout revokes it, and logging out must answer 200 regardless.
  'POST /api/v1/auth/customer/logout': restCase('POST', '/api/v1/auth/customer/logout', () => restInput({ anything: hostileValue })),
  // The same: the first ends every session of the fixture's account, and the rest answer 401.
  'POST /api/v1/auth/logout-everywhere': restCase('POST', '/api/v1/auth/logout-everywhere', () => restInput({ anything: hostileValue })),
  'POST /api/v1/customer/save': restCase('POST', '/api/v1/customer/save', () => restInput({ ...profileShape, role: fc.constant('customer') }), {
    mayChange: (fixture) => [`customers/${fixture.customer.uid}`],
  }),
  'POST /api/v1/customer/consent': restCase('POST', '/api/v1/customer/consent', () => restInput({ noticeVersion: noticeVersionArb }), {
    mayChange: consentChanges,
  }),
  // A wrong PIN is counted outside the customer's documents (accountDeletionGuesses/) and deletes nothing.
  'DELETE /api/v1/customer/account': restCase('DELETE', '/api/v1/customer/account', () => restInput({ pin: wrongPinArb })),
  'POST /api/v1/customer/add-restaurant': restCase('POST', '/api/v1/customer/add-restaurant', (fixture) => restInput({ resId: resIdArb(fixture) }), {
    mayChange: (fixture, _generated, answer) => {
      const restaurantUid = (answer as { result?: { restaurantUid?: string } }).result?.restaurantUid;
      return [membershipOf(fixture, restaurantUid), `restaurants/${restaurantUid}/members/`];
    },
  }),
  'DELETE /api/v1/customer/delete-restaurant/:restaurantUid': restCase(
    'DELETE',
    '/api/v1/customer/delete-restaurant',
    (fixture) => restInput({}, { segment: segment(fixture.refs.restaurantUids) }),
    {
      mayChange: (fixture, generated) => {
        const restaurantUid = decodeURIComponent(generated.segment!);
        return [membershipOf(fixture, restaurantUid), `${membershipOf(fixture, restaurantUid)}/`, `restaurants/${restaurantUid}/members/`];
      },
      restore: readdDeleted,
    },
  ),
  'POST /api/v1/customer/claim-reward': restCase(
    'POST',
    '/api/v1/customer/claim-reward',
    (fixture) => restInput({ restaurantUid: restaurantUidArb(fixture), platform: platformArb, orderId: orderIdArb }),
    {
      mayChange: (fixture, generated) => [
        membershipOf(fixture, bodyField(generated, 'restaurantUid')),
        `${membershipOf(fixture, bodyField(generated, 'restaurantUid'))}/claims/`,
      ],
    },
  ),
  'POST /api/v1/customer/request-points': restCase(
    'POST',
    '/api/v1/customer/request-points',
    (fixture) => restInput({ restaurantUid: restaurantUidArb(fixture), platform: platformArb }),
    {
      mayChange: (fixture, generated) => [
        membershipOf(fixture, bodyField(generated, 'restaurantUid')),
        `${membershipOf(fixture, bodyField(generated, 'restaurantUid'))}/requests/`,
      ],
    },
  ),
};

// GraphQL: one document per mutation, its variables generated; now and then the values are printed into
// the document instead, or the variables are not an object, or the whole body is raw text.

/** A GraphQL literal for a generated value (object keys that are not names are left out). */
function literal(value: unknown, depth = 0): string {
  if (depth > 40) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean' || value === null || value === undefined) return String(value ?? null);
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, depth + 1)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([key]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(key));
  return `{${entries.map(([key, item]) => `${key}: ${literal(item, depth + 1)}`).join(', ')}}`;
}

interface MutationSpec {
  /** Argument name -> its GraphQL type and valid values. */
  args: Record<string, { type: string; valid: (fixture: Fixture) => fc.Arbitrary<unknown> }>;
  selection: string;
  fixture(): Promise<Fixture>;
  mayChange?: PropertyCase['mayChange'];
  restore?: PropertyCase['restore'];
}

function graphqlInput(spec: MutationSpec, fixture: Fixture): fc.Arbitrary<Generated> {
  const variables = fields(Object.fromEntries(Object.entries(spec.args).map(([name, arg]) => [name, arg.valid(fixture)])));
  return fc.oneof(
    { weight: 7, arbitrary: fc.tuple(variables, fc.nat(9)).map(([json, pick]) => ({ body: { json }, inline: pick < 3 })) },
    { weight: 1, arbitrary: hostileValue.map((json) => ({ body: { json } })) },
    { weight: 1, arbitrary: fc.tuple(rawBody, contentType).map(([raw, type]) => ({ body: { raw, contentType: type } })) },
    {
      weight: 1,
      arbitrary: fc
        .record({ query: fc.oneof(hostileString, fc.constant('mutation { __typename }')), operationName: hostileValue, extensions: hostileValue })
        .map((json) => ({ body: { json }, whole: true })),
    },
  );
}

function graphqlCase(field: string, spec: MutationSpec): PropertyCase {
  const declared = Object.entries(spec.args)
    .map(([name, arg]) => `$${name}: ${arg.type}`)
    .join(', ');
  const passed = Object.keys(spec.args)
    .map((name) => `${name}: $${name}`)
    .join(', ');
  const document = `mutation M(${declared}) { ${field}(${passed}) ${spec.selection} }`;
  return {
    field,
    fixture: spec.fixture,
    input: (fixture) => graphqlInput(spec, fixture),
    request: (_fixture, generated) => {
      if (generated.body === null) return { method: 'POST', path: '/graphql' };
      if ('raw' in generated.body)
        return { method: 'POST', path: '/graphql', body: generated.body.raw, headers: { 'content-type': generated.body.contentType } };
      const value = generated.body.json;
      if (generated.whole) return { method: 'POST', path: '/graphql', body: JSON.stringify(value) };
      if (generated.inline && value && typeof value === 'object' && !Array.isArray(value)) {
        const args = Object.entries(value as Record<string, unknown>).filter(([key]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(key));
        const inline = `mutation { ${field}(${args.map(([key, item]) => `${key}: ${literal(item)}`).join(', ')}) ${spec.selection} }`;
        return { method: 'POST', path: '/graphql', body: JSON.stringify({ query: inline }) };
      }
      return { method: 'POST', path: '/graphql', body: JSON.stringify({ query: document, variables: value }) };
    },
    mayChange: spec.mayChange,
    restore: spec.restore,
  };
}
const variable = (generated: Generated, name: string) => bodyField(generated, name);

const anyCusId = (fixture: Fixture) =>
  fc.oneof(fc.constantFrom(...fixture.refs.cusIds), fc.stringMatching(/^\d{6}$/), fc.constantFrom(' 123456 ', '000000'));
const itemId = (fixture: Fixture) =>
  fc.oneof(
    fc.constantFrom(...fixture.refs.itemIds),
    fc
      .constantFrom(
        '__x__/y',
        'a/__x__',
        '../x',
        'a/b/c',
        `${fixture.customer.uid}/..`,
        `${fixture.customer.uid}/__x__`,
        `${fixture.customer.uid}/`,
        '/',
      )
      .map((path) => Buffer.from(path).toString('base64url')),
    fc.string({ maxLength: 30 }).map((path) => Buffer.from(path).toString('base64url')),
  );
const points = fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(0, -1, 100_001, 2 ** 31 - 1), fc.integer());
/** What a staff decision or credit may change: the served customer's membership at `kitchen` and everything below it. */
const servedCustomer: PropertyCase['mayChange'] = (fixture) => [
  membershipOf(fixture, kitchen.restaurantUid),
  `${membershipOf(fixture, kitchen.restaurantUid)}/`,
];

const restaurantInputShape = {
  name: fc.oneof(fc.constantFrom('Idli Point', ' Dosa, Corner ', 'चाय अड्डा', 'x'.repeat(80)), fc.string({ maxLength: 90 })),
  phone: fc.oneof(fc.constantFrom('044 2434 1001', '+91 98765 43210', '09876543210'), fc.string({ maxLength: 25 })),
  city: fc.oneof(fc.constantFrom('Chennai', 'Navi Mumbai'), fc.string({ unit: 'grapheme', maxLength: 70 })),
  reward: fc.oneof(fc.constant('Free filter coffee'), fc.string({ maxLength: 130 })),
  minimumSpend: fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(0, -1, 100_001, 2.5), fc.integer()),
};
/** What an owner's change may touch: restaurants, their IDs, counters, staff and the owner's quota (nothing of a customer's). */
const ownersOwn: PropertyCase['mayChange'] = () => [];

const MUTATIONS: Record<string, PropertyCase> = {
  createRestaurant: graphqlCase('createRestaurant', {
    args: { input: { type: 'RestaurantInput!', valid: () => fields(restaurantInputShape) } },
    selection: '{ resId }',
    fixture: ownerFixture,
    mayChange: ownersOwn,
  }),
  updateRestaurant: graphqlCase('updateRestaurant', {
    args: { restaurantUid: { type: 'ID!', valid: restaurantUidArb }, input: { type: 'RestaurantInput!', valid: () => fields(restaurantInputShape) } },
    selection: '{ resId minimumSpend pendingMinimumSpend }',
    fixture: ownerFixture,
    mayChange: ownersOwn,
  }),
  addStaff: graphqlCase('addStaff', {
    args: {
      restaurantUid: { type: 'ID!', valid: restaurantUidArb },
      email: {
        type: 'String!',
        valid: () => fc.oneof(fc.emailAddress(), fc.constantFrom('staff.fs1001@foodspot.test', 'owner@foodspot.test', ' A@B.IN '), fc.string()),
      },
    },
    selection: '{ staffUid setPasswordLink }',
    fixture: ownerFixture,
    mayChange: ownersOwn,
  }),
  removeStaff: graphqlCase('removeStaff', {
    args: {
      restaurantUid: { type: 'ID!', valid: restaurantUidArb },
      staffUid: { type: 'ID!', valid: (fixture) => fc.oneof(fc.constantFrom(...fixture.refs.itemIds), fc.string()) },
    },
    selection: '',
    fixture: ownerFixture,
    mayChange: ownersOwn,
  }),
  saveProfile: graphqlCase('saveProfile', {
    args: { input: { type: 'ProfileInput!', valid: () => fields(profileShape) } },
    selection: '{ uid profileSet }',
    fixture: customerFixture,
    mayChange: (fixture) => [`customers/${fixture.customer.uid}`],
  }),
  giveConsent: graphqlCase('giveConsent', {
    args: { noticeVersion: { type: 'String!', valid: () => noticeVersionArb } },
    selection: '{ uid consentCurrent }',
    fixture: customerFixture,
    mayChange: consentChanges,
  }),
  deleteAccount: graphqlCase('deleteAccount', {
    args: { pin: { type: 'String', valid: () => fc.option(wrongPinArb, { nil: null }) } },
    selection: '',
    fixture: customerFixture,
  }),
  addRestaurant: graphqlCase('addRestaurant', {
    args: { resId: { type: 'String!', valid: resIdArb } },
    selection: '{ restaurantUid }',
    fixture: customerFixture,
    mayChange: (fixture, _generated, answer) => {
      const restaurantUid = (answer as { data?: { addRestaurant?: { restaurantUid?: string } } }).data?.addRestaurant?.restaurantUid;
      return [membershipOf(fixture, restaurantUid), `restaurants/${restaurantUid}/members/`];
    },
  }),
  deleteRestaurant: graphqlCase('deleteRestaurant', {
    args: { restaurantUid: { type: 'ID!', valid: restaurantUidArb } },
    selection: '',
    fixture: customerFixture,
    mayChange: (fixture, generated) => {
      const restaurantUid = variable(generated, 'restaurantUid');
      return [membershipOf(fixture, restaurantUid), `${membershipOf(fixture, restaurantUid)}/`, `restaurants/${String(restaurantUid)}/members/`];
    },
    restore: readdDeleted,
  }),
  claimReward: graphqlCase('claimReward', {
    args: {
      restaurantUid: { type: 'ID!', valid: restaurantUidArb },
      platform: { type: 'String!', valid: () => platformArb },
      orderId: { type: 'String', valid: () => orderIdArb },
    },
    selection: '{ id }',
    fixture: customerFixture,
    mayChange: (fixture, generated) => [
      membershipOf(fixture, variable(generated, 'restaurantUid')),
      `${membershipOf(fixture, variable(generated, 'restaurantUid'))}/claims/`,
    ],
  }),
  requestPoints: graphqlCase('requestPoints', {
    args: { restaurantUid: { type: 'ID!', valid: restaurantUidArb }, platform: { type: 'String!', valid: () => platformArb } },
    selection: '{ id }',
    fixture: customerFixture,
    mayChange: (fixture, generated) => [
      membershipOf(fixture, variable(generated, 'restaurantUid')),
      `${membershipOf(fixture, variable(generated, 'restaurantUid'))}/requests/`,
    ],
  }),
  approveClaim: graphqlCase('approveClaim', {
    args: { id: { type: 'ID!', valid: itemId } },
    selection: '{ id status }',
    fixture: staffFixture,
    mayChange: servedCustomer,
  }),
  rejectClaim: graphqlCase('rejectClaim', {
    args: { id: { type: 'ID!', valid: itemId } },
    selection: '{ id status }',
    fixture: staffFixture,
    mayChange: servedCustomer,
  }),
  approvePointsRequest: graphqlCase('approvePointsRequest', {
    args: { id: { type: 'ID!', valid: itemId }, points: { type: 'Int!', valid: () => points } },
    selection: '{ id points }',
    fixture: staffFixture,
    mayChange: servedCustomer,
  }),
  rejectPointsRequest: graphqlCase('rejectPointsRequest', {
    args: { id: { type: 'ID!', valid: itemId } },
    selection: '{ id points }',
    fixture: staffFixture,
    mayChange: servedCustomer,
  }),
  creditInStore: graphqlCase('creditInStore', {
    args: {
      cusId: { type: 'String!', valid: anyCusId },
      pin: { type: 'String!', valid: () => fc.oneof(fc.constant(VALID_PROFILE.pin), fc.stringMatching(/^\d{4}$/)) },
      amount: { type: 'Int!', valid: () => points },
      idempotencyKey: { type: 'String', valid: () => fc.option(fc.uuid(), { nil: null }) },
    },
    selection: '',
    fixture: staffFixture,
    mayChange: servedCustomer,
  }),
  creditBill: graphqlCase('creditBill', {
    args: {
      cusId: { type: 'String!', valid: anyCusId },
      pin: { type: 'String!', valid: () => fc.oneof(fc.constant(VALID_PROFILE.pin), fc.stringMatching(/^\d{4}$/)) },
      amount: { type: 'Int!', valid: () => points },
      idempotencyKey: { type: 'String', valid: () => fc.option(fc.uuid(), { nil: null }) },
      confirmLargeBill: { type: 'Boolean', valid: () => fc.option(fc.boolean(), { nil: null }) },
    },
    selection: '{ id balance }',
    fixture: staffFixture,
    mayChange: servedCustomer,
  }),
  undoCredit: graphqlCase('undoCredit', {
    args: { id: { type: 'ID!', valid: itemId } },
    selection: '{ id reversedAt }',
    fixture: staffFixture,
    mayChange: servedCustomer,
  }),
  liftPinLock: graphqlCase('liftPinLock', {
    args: {
      restaurantUid: { type: 'ID!', valid: restaurantUidArb },
      // The owner's fixture has no members: any Customer ID answers as nobody's, a malformed one as bad input.
      cusId: { type: 'String!', valid: () => fc.oneof(fc.stringMatching(/^\d{6}$/), fc.constantFrom(' 123456 ', '000000'), fc.string()) },
    },
    selection: '{ wasLocked }',
    fixture: ownerFixture,
    mayChange: ownersOwn,
  }),
};

// ---------------------------------------------------------------------------------------------------
// Checking answers

const ERROR_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_INVALID',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'CONSENT_VERSION',
]);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "ok" for a success, "refused" for a well-formed refusal, or what is wrong with the answer. */
function judge(answer: RawAnswer, field: string | undefined): { verdict: 'ok' | 'refused' } | { problem: string } {
  if (answer.status >= 500) return { problem: `a ${answer.status}` };
  if (answer.ms > SLOW_MS) return { problem: `answered after ${Math.round(answer.ms)} ms` };
  if (!/^application\/(graphql-response\+)?json/.test(answer.contentType) || answer.json === undefined)
    return { problem: `not JSON (${answer.contentType})` };
  const body = answer.json;
  if (!isRecord(body)) return { problem: 'the body is not an object' };
  const restShape = typeof body['error'] === 'string' && typeof body['code'] === 'string';
  if (field === undefined || !('errors' in body || 'data' in body)) {
    if (answer.status >= 400) {
      if (!restShape) return { problem: 'a 4xx without { error: string, code: string }' };
      if (!ERROR_CODES.has(body['code'] as string)) return { problem: `unknown code ${String(body['code'])}` };
      return setsSession(answer) ? { problem: 'a refusal that sets a session cookie' } : { verdict: 'refused' };
    }
    if (field !== undefined) return { problem: 'neither data nor errors' };
    return answer.status >= 200 && answer.status < 300 ? { verdict: 'ok' } : { problem: `status ${answer.status}` };
  }
  if (Array.isArray(body['errors'])) {
    for (const error of body['errors'] as unknown[]) {
      const code = isRecord(error) && isRecord(error['extensions']) ? error['extensions']['code'] : undefined;
      if (!isRecord(error) || typeof error['message'] !== 'string' || typeof code !== 'string')
        return { problem: 'an error without message and extensions.code' };
      if (code === 'INTERNAL_SERVER_ERROR') return { problem: 'INTERNAL_SERVER_ERROR' };
    }
    const data = body['data'];
    if (isRecord(data) && data[field] !== null && data[field] !== undefined) return { problem: 'errors next to a result' };
    return { verdict: 'refused' };
  }
  const data = body['data'];
  if (answer.status === 200 && isRecord(data) && data[field] !== null && data[field] !== undefined) return { verdict: 'ok' };
  // A generated document that selects something else (`mutation { __typename }`) ran, and did nothing.
  if (answer.status === 200 && isRecord(data) && !(field in data)) return { verdict: 'refused' };
  return { problem: 'no errors and no result' };
}

const short = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);
const describeRequest = (request: { method: string; path: string; body?: string; headers?: Record<string, string> }) =>
  `${request.method} ${short(request.path, 200)} headers=${JSON.stringify(request.headers ?? {})} body=${JSON.stringify(short(request.body ?? '<none>'))}`;

const allowedBy = (path: string, allowed: string[]) => allowed.some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));

async function snapshot(fixture: Fixture): Promise<Documents> {
  const all: Documents = new Map();
  for (const documents of await Promise.all(
    fixture.watched.map((watched) => customerDocuments(server.firebase.db, watched.uid, watched.restaurantUids)),
  )) {
    for (const [path, data] of documents) all.set(path, data);
  }
  return all;
}

/** One kind of problem (what is wrong, and the answer's status and code), how often, and the first request that showed it. */
interface Problem {
  kind: string;
  count: number;
  example: string;
}

async function runProperty(route: string, row: PropertyCase) {
  const fixture = await row.fixture();
  const stats = { route, tried: 0, fiveXx: 0, successes: 0, slowestMs: 0, answers: {} as Record<string, number> };
  figures.push(stats);
  const problems = new Map<string, Problem>();
  const report = (kind: string, example: () => string) => {
    const known = problems.get(kind);
    if (!known) return void problems.set(kind, { kind, count: 1, example: example() });
    known.count += 1;
    // The shortest request of each kind is the easiest to reproduce.
    const candidate = example();
    if (candidate.length < known.example.length) known.example = candidate;
  };
  let baseline = await snapshot(fixture);
  let sinceBaseline = 0;
  let restores = 0;
  // A new seed each run (printed on failure); FC_SEED=<seed> replays one.
  const seed = Number(process.env['FC_SEED'] ?? Date.now() ^ (Math.random() * 0x7fffffff));

  // Every batch runs to the end and every problem is counted, so the figures are complete even when a
  // route is broken; the test fails afterwards with one example (request and answer) per kind of problem.
  const property = fc.asyncProperty(fc.array(row.input(fixture), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
    const requests = batch.map((generated) => row.request(fixture, generated));
    const answers = await Promise.all(requests.map((request) => rawRequest(server.url, fixture.credentials, request)));
    const successes: string[] = [];
    answers.forEach((answer, index) => {
      stats.tried += 1;
      stats.slowestMs = Math.max(stats.slowestMs, answer.ms);
      const code = isRecord(answer.json)
        ? Array.isArray(answer.json['errors'])
          ? (answer.json['errors'][0] as { extensions?: { code?: string } } | undefined)?.extensions?.code
          : answer.json['code']
        : undefined;
      const key = `${answer.status}${typeof code === 'string' ? ` ${code}` : ''}`;
      stats.answers[key] = (stats.answers[key] ?? 0) + 1;
      if (answer.status >= 500 || code === 'INTERNAL_SERVER_ERROR') stats.fiveXx += 1;
      const example = () => `request: ${describeRequest(requests[index]!)}\n      answer: ${answer.status} ${short(answer.text)}`;
      const judged = judge(answer, row.field);
      if ('problem' in judged) return report(`${judged.problem} (${key})`, example);
      if (judged.verdict === 'refused') return;
      stats.successes += 1;
      if (!row.mayChange && !LOGOUTS.has(route)) return report('a success where none was expected', example);
      successes.push(...(row.mayChange?.(fixture, batch[index]!, answer.json) ?? []));
    });
    sinceBaseline += batch.length;
    if (successes.length > 0) {
      // Only what the successes name may have changed; then start again from here.
      const unexplained = changedPaths(baseline, await snapshot(fixture)).filter((path) => !allowedBy(path, successes));
      if (unexplained.length)
        report(
          'documents changed that no success of the batch names',
          () => `${unexplained.join(', ')}; batch: ${requests.map(describeRequest).join('\n        ')}`,
        );
      // A delete that succeeded leaves less to delete: put the restaurants back, a few times per run.
      if (row.restore && restores < 3) {
        restores += 1;
        await row.restore(fixture);
      }
      baseline = await snapshot(fixture);
      sinceBaseline = 0;
    }
  });
  await fc.assert(property, { numRuns: Math.ceil(REQUESTS_PER_ROUTE / BATCH), seed });

  const changed = changedPaths(baseline, await snapshot(fixture));
  if (changed.length) report(`refused requests (the last ${sinceBaseline}) changed documents`, () => changed.join(', '));
  console.log(
    `${route}: ${stats.tried} requests tried, ${stats.fiveXx} x 5xx, ${stats.successes} succeeded, slowest ${Math.round(stats.slowestMs)} ms; ${JSON.stringify(stats.answers)}`,
  );
  const summary = [...problems.values()].map((problem) => `  ${problem.count} x ${problem.kind}\n      ${problem.example}`).join('\n');
  expect(problems.size, `${route} (fast-check seed ${seed}):\n${summary}`).toBe(0);
  expect(stats.tried).toBeGreaterThanOrEqual(REQUESTS_PER_ROUTE);
  expect(stats.fiveXx).toBe(0);
}

// ---------------------------------------------------------------------------------------------------

describe('generated input never breaks a route', () => {
  it('the table covers exactly the state-changing REST routes and the mutations of the running app', () => {
    const routes = restInventory(appOf(server.server)).routes.filter(isStateChanging);
    expect(routes.length).toBeGreaterThan(0);
    expect(Object.keys(REST).sort()).toEqual(routes);
    expect(Object.keys(MUTATIONS).sort()).toEqual(mutationNames());
  });

  it.each(Object.keys(REST))('%s', (route) => runProperty(route, REST[route]!), 120_000);
  it.each(Object.keys(MUTATIONS))('mutation %s', (name) => runProperty(`mutation ${name}`, MUTATIONS[name]!), 120_000);

  it('no generated body polluted Object.prototype', () => {
    const probe: Record<string, unknown> = {};
    for (const key of ['polluted', 'isAdmin', 'role']) expect(probe[key], key).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});

describe('generated history arguments inside a list never end the process (issue 20)', () => {
  it(`the list-failure shapes, then ${REQUESTS_PER_ROUTE} operations of 1-3 aliased history pages with generated first/after, each answered`, async () => {
    const { customer } = await customerFixture(); // two restaurants: one item of the list may fail after another returned a promise
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    const answers: Record<string, number> = {};
    const check = async (query: string, variables: Record<string, unknown>) => {
      const response = await customer.browser.request('POST', '/graphql', { json: { query, variables } });
      const body = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      const codes = (body.errors ?? []).map((error) => error.extensions?.code ?? 'none');
      for (const code of codes.length ? codes : ['ok']) answers[code] = (answers[code] ?? 0) + 1;
      expect(response.status, JSON.stringify({ query, variables, body })).toBeLessThan(500);
      expect(
        codes.filter((code) => code !== 'BAD_USER_INPUT'),
        JSON.stringify({ query, variables, body }),
      ).toEqual([]);
    };
    try {
      for (const shape of LIST_FAILURE_SHAPES) await check(shape.query, shape.variables ?? {});
      const page = fc.record({
        first: fc.oneof(fc.integer({ min: -3, max: 260 }), fc.constantFrom(null, 2 ** 31, 1.5, '10', true)),
        after: fc.oneof(fc.constant(null), hostileString),
      });
      const seed = Number(process.env['FC_SEED'] ?? Date.now() ^ (Math.random() * 0x7fffffff));
      const operation = fc.tuple(fc.array(page, { minLength: 1, maxLength: 3 }), fc.boolean());
      const batches = Math.ceil(REQUESTS_PER_ROUTE / BATCH);
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: BATCH, maxLength: BATCH }), async (operations) => {
          await Promise.all(
            operations.map(([pages, twoLists]) => {
              const declared = pages.map((_, index) => `$f${index}: Int, $a${index}: String`).join(', ');
              const fields = pages.map((_, index) => `h${index}: history(first: $f${index}, after: $a${index}) { nextCursor }`).join(' ');
              const lists = twoLists ? `x: restaurants { ${fields} } y: restaurants { ${fields} }` : `restaurants { ${fields} }`;
              const variables = Object.fromEntries(
                pages.flatMap((value, index) => [
                  [`f${index}`, value.first],
                  [`a${index}`, value.after],
                ]),
              );
              return check(`query Q(${declared}) { ${lists} }`, variables);
            }),
          );
        }),
        { numRuns: batches, seed },
      );
      // Node reports an abandoned rejection within a few ticks of the answer.
      await new Promise((resolve) => setTimeout(resolve, 200));
      console.log(`history arguments inside a list: ${JSON.stringify(answers)}`);
      expect(unhandled).toEqual([]);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      process.off('unhandledRejection', collect);
    }
  }, 180_000);
});
