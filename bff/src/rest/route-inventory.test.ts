import { PRIVACY_NOTICE } from '@foodspot/schema/privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { signedInCustomer, VALID_PROFILE } from '../test/customers.js';
import {
  anonymousBrowser,
  changedPaths,
  customerDocuments,
  type Documents,
  freshStaff,
  memberOf,
  phoneIdToken,
  testRestaurant,
  type TestRestaurant,
} from '../test/fixtures.js';
import { useTestServer, uniqueSuffix } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';
import { appOf, graphqlArguments, isStateChanging, mutationNames, restInventory, rootFieldNames } from '../test/inventory.js';
import { APPROVE_CLAIM, APPROVE_REQUEST, CREDIT, REJECT_CLAIM, REJECT_REQUEST } from '../test/staff-operations.js';
import { nextOf, wsClients } from '../test/ws-client.js';
import {
  ACTIVITY,
  ADD_STAFF,
  CREATE_RESTAURANT,
  createdRestaurant,
  DASHBOARD,
  hiredStaff,
  REMOVE_STAFF,
  restaurantInput,
  signedInOwner,
  UPDATE_RESTAURANT,
} from '../test/owners.js';

/**
 * The API as the running app serves it (issue 9, "Tests in npm test"):
 *
 * - Route inventory: every REST route is read from the Express router stack of the running server and
 *   every GraphQL mutation, query and subscription from the schema. Each must have a row in the tables
 *   below (how to call it so it succeeds, and what each refusal answers); a route, mount, mutation or
 *   argument nobody described fails the test until somebody adds its row.
 * - For every state-changing REST route and every mutation: no CSRF token -> 403 CSRF_INVALID; another
 *   session's token -> 403 CSRF_INVALID; no session (none, malformed, revoked) -> 401 UNAUTHENTICATED
 *   (or the route's documented answer); the role the route does not serve -> 403 FORBIDDEN (or the
 *   route's documented answer); nothing written by any refusal; and, last, the same call with the
 *   caller's own token succeeds, so each refusal was for the reason tested. Mutations over GET are not run.
 * - IDOR: customer A never reads or changes customer B's data through B's restaurantUid, B's history ids,
 *   B's claim or request ids or B's Customer ID. Every route and field taking a restaurantUid answers
 *   for B's restaurant exactly as for one that does not exist; B's documents are unchanged afterwards;
 *   staff of restaurant X cannot decide restaurant Y's items or credit Y's customers.
 */
const server = useTestServer();
let kitchen: TestRestaurant; // X: staff below work here; minimumSpend 300
let otherKitchen: TestRestaurant; // Y
let spareKitchen: TestRestaurant; // nobody's: free to add
let staff: Awaited<ReturnType<typeof freshStaff>>; // staff of X
let otherStaff: Awaited<ReturnType<typeof freshStaff>>; // staff of Y
let bystander: TestBrowser; // signed in: the "another session" whose token is tried
let owner: Awaited<ReturnType<typeof signedInOwner>>; // owns ownedKitchen
let ownedKitchen: { restaurantUid: string; resId: string };
const sockets = wsClients(() => server.url);

beforeAll(async () => {
  [kitchen, otherKitchen, spareKitchen] = await Promise.all([testRestaurant(server, 300), testRestaurant(server, 500), testRestaurant(server, 300)]);
  [staff, otherStaff, bystander, owner] = await Promise.all([
    freshStaff(server, kitchen.resId),
    freshStaff(server, otherKitchen.resId),
    signedInCustomer(server).then((customer) => customer.browser),
    signedInOwner(server),
  ]);
  ownedKitchen = await createdRestaurant(owner.browser);
});

/** What an owner's refused call must leave as it was: their restaurants (with stats and activity), their staff, their quota. */
async function ownerDocuments(ownerUid: string): Promise<Documents> {
  const db = server.firebase.db;
  const documents: Documents = new Map();
  const owned = await db.collection('restaurants').where('ownerUid', '==', ownerUid).get();
  const ownerDoc = await db.doc(`owners/${ownerUid}`).get();
  documents.set(ownerDoc.ref.path, ownerDoc.data() ?? {});
  await Promise.all(
    owned.docs.map(async (restaurant) => {
      documents.set(restaurant.ref.path, restaurant.data());
      const [staffDocs, ...children] = await Promise.all([
        db.collection('staff').where('restaurantUid', '==', restaurant.id).get(),
        ...['stats', 'activity', 'members'].map((name) => restaurant.ref.collection(name).get()),
      ]);
      for (const doc of [...staffDocs.docs, ...children.flatMap((child) => child.docs)]) documents.set(doc.ref.path, doc.data());
    }),
  );
  return documents;
}

/** A made-up owner ID token test: an owner account's fresh ID token (the claim set by a sign-up). */
async function ownerIdToken() {
  const fresh = await signedInOwner(server);
  return (await authEmulatorClient(server.authHost, server.projectId).signInWithEmail(fresh.email, fresh.password)).idToken;
}
afterAll(() => sockets.disposeAll());

// ---------------------------------------------------------------------------------------------------
// Calling things

interface RestCall {
  params?: Record<string, string>;
  /** The query string's parameters. */
  query?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}
interface Answer {
  status: number;
  code?: string;
}
/** Which CSRF token goes with a request: the caller's own, none, or the one given. */
type Token = 'own' | 'none' | { other: string };

const fill = (pattern: string, params: Record<string, string> = {}) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return encodeURIComponent(params[name]);
  });

async function sendRest(browser: TestBrowser, route: string, call: RestCall, token: Token = 'own') {
  const [method = '', pattern = ''] = route.split(' ');
  const headers = { ...call.headers, ...(typeof token === 'object' ? { 'x-csrf-token': token.other } : {}) };
  const json = call.json ?? (method === 'POST' ? {} : undefined);
  const search = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const response = await browser.request(method, `${fill(pattern, call.params)}${search}`, { json, headers, withCsrf: token === 'own' });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // robots.txt, for one, is text
  }
  return {
    status: response.status,
    body: body as Record<string, unknown>,
    setsSession: response.headers.getSetCookie().some((line) => /^__session=[^;]+/.test(line)),
    cacheControl: response.headers.get('cache-control'),
  };
}

type GraphQLBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  error?: string;
  code?: string;
};
async function sendGraphQL(browser: TestBrowser, query: string, variables: Record<string, unknown> = {}, token: Token = 'own') {
  const headers: Record<string, string> = typeof token === 'object' ? { 'x-csrf-token': token.other } : {};
  const response = await browser.request('POST', '/graphql', { json: { query, variables }, headers, withCsrf: token === 'own' });
  return { status: response.status, body: (await response.json()) as GraphQLBody };
}
const codeOf = (answer: { body: GraphQLBody }) => answer.body.errors?.[0]?.extensions?.code ?? answer.body.code;

/** The cookie of a session that was revoked by its logout (made once per file). */
let revokedCookie: Promise<string> | null = null;
async function revokedSessionCookie(): Promise<string> {
  revokedCookie ??= (async () => {
    const customer = await signedInCustomer(server);
    const cookie = customer.browser.cookie('__session')!;
    // Firebase keeps revocation times in whole seconds: a session that began in the second of its revocation
    // still passes the check (auth_time < tokensValidAfterTime is false). Log out in a later second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await customer.browser.post('/api/v1/auth/customer/logout')).status).toBe(200);
    return cookie;
  })();
  return revokedCookie;
}

/** Browsers with no session: none at all, a malformed cookie, and the cookie of a session that was revoked (logout). */
async function sessionlessBrowsers(): Promise<Record<string, TestBrowser>> {
  const none = new TestBrowser(server.url);
  const malformed = new TestBrowser(server.url);
  malformed.setCookie('__session', 'not-a-session-cookie');
  const revoked = new TestBrowser(server.url);
  revoked.setCookie('__session', await revokedSessionCookie());
  // Each holds a CSRF token bound to its own (missing or dead) session, so the CSRF check passes.
  await Promise.all([none.fetchCsrfToken(), malformed.fetchCsrfToken(), revoked.fetchCsrfToken()]);
  return { none, malformed, revoked };
}

const UNAUTHENTICATED: Answer = { status: 401, code: 'UNAUTHENTICATED' };
const FORBIDDEN: Answer = { status: 403, code: 'FORBIDDEN' };
const CSRF_INVALID: Answer = { status: 403, code: 'CSRF_INVALID' };

/** A customer of X with 1000 points: enough to claim the reward there. */
const customerOfKitchen = () => memberOf(server, [kitchen], 1000);
type Customer = Awaited<ReturnType<typeof customerOfKitchen>>;
const staffIdToken = async (account: { email: string; password: string }) =>
  (await authEmulatorClient(server.authHost, server.projectId).signInWithEmail(account.email, account.password)).idToken;

// ---------------------------------------------------------------------------------------------------
// The REST table: one row per route of the running app

interface RestCase {
  /** The caller and the call that succeed (with the caller's own CSRF token); `owner` is whose documents must not change on a refusal. */
  prepare(): Promise<{ caller: TestBrowser; call: RestCall; owner?: { uid: string; restaurantUids: string[] } }>;
  ok: number;
  /** Without a session; `call` replaces the call (sign-in routes: a made-up ID token instead of a real one). */
  noSession: Answer & { why?: string; call?: RestCall };
  /** The role the route does not serve: its caller and call, and the answer (or why there is none). */
  wrongRole:
    | { as: string; prepare(): Promise<{ caller: TestBrowser; call: RestCall }>; answer: Answer; why?: string; afterwards?: () => Promise<void> }
    | { none: string };
}

const asStaff = (call: () => RestCall) => () => Promise.resolve({ caller: staff.browser, call: call() });
const customerCase = (ok: number, makeCall: (customer: Customer) => RestCall, staffAnswer: Answer = FORBIDDEN, why?: string): RestCase => ({
  async prepare() {
    const customer = await customerOfKitchen();
    return {
      caller: customer.browser,
      call: makeCall(customer),
      owner: { uid: customer.uid, restaurantUids: [kitchen.restaurantUid, spareKitchen.restaurantUid] },
    };
  },
  ok,
  noSession: UNAUTHENTICATED,
  wrongRole: { as: 'staff', prepare: asStaff(() => makeCall({ cusIds: {} } as unknown as Customer)), answer: staffAnswer, why },
});
const publicCase = (why: string): RestCase => ({
  prepare: () => Promise.resolve({ caller: new TestBrowser(server.url), call: {} }),
  ok: 200,
  noSession: { status: 200, why },
  wrongRole: { none: why },
});
const atKitchen = () => ({ params: { restaurantUid: kitchen.restaurantUid } });
/** A set-password link's routes: no session, the link's token is the credential (a fresh link for every call). */
const staffInviteCase = (extra: Record<string, string>): RestCase => ({
  async prepare() {
    const added = await owner.browser.graphql(ADD_STAFF, {
      restaurantUid: ownedKitchen.restaurantUid,
      email: `invited-${uniqueSuffix()}@example.in`,
    });
    const link = (added.body.data?.['addStaff'] as { setPasswordLink: string }).setPasswordLink;
    return { caller: await anonymousBrowser(server), call: { json: { token: new URL(link).searchParams.get('invite'), ...extra } } };
  },
  ok: 200,
  noSession: {
    status: 404,
    code: 'NOT_FOUND',
    why: 'no session is needed: without a live token the link is dead',
    call: { json: { token: 'A'.repeat(43), ...extra } },
  },
  wrongRole: { none: 'whoever holds the link: its token is the credential' },
});
/** An owner's download of their own restaurant; staff are refused. */
function ownerCsvCase(): RestCase {
  return {
    prepare: () => Promise.resolve({ caller: owner.browser, call: { params: { restaurantUid: ownedKitchen.restaurantUid } } }),
    ok: 200,
    noSession: UNAUTHENTICATED,
    wrongRole: { as: 'staff', prepare: asStaff(() => ({ params: { restaurantUid: ownedKitchen.restaurantUid } })), answer: FORBIDDEN },
  };
}
const noCustomerRecordForStaff = async () =>
  expect((await server.firebase.db.doc(`customers/${staff.uid}`).get()).exists, 'a customer record for staff').toBe(false);
const MADE_UP_TOKEN = { json: { idToken: 'not-a-firebase-id-token', method: 'phone' } };

const REST: Record<string, RestCase> = {
  'POST /api/v1/auth/customer/login': {
    prepare: async () => ({
      caller: await anonymousBrowser(server),
      call: { json: { idToken: (await phoneIdToken(server)).idToken, method: 'phone' } },
    }),
    ok: 200,
    noSession: { ...UNAUTHENTICATED, why: 'a sign-in route: without a real ID token', call: MADE_UP_TOKEN },
    wrongRole: {
      as: 'staff',
      why: 'staff may sign in here: no customer record is made and `me` tells the client the role (customers.recordSignIn)',
      prepare: async () => ({ caller: await anonymousBrowser(server), call: { json: { idToken: await staffIdToken(staff), method: 'email' } } }),
      answer: { status: 200 },
      afterwards: noCustomerRecordForStaff,
    },
  },
  'POST /api/v1/auth/customer/signup': {
    prepare: async () => ({ caller: await anonymousBrowser(server), call: { json: { idToken: (await phoneIdToken(server)).idToken } } }),
    ok: 201,
    noSession: { ...UNAUTHENTICATED, why: 'a sign-in route: without a real ID token', call: MADE_UP_TOKEN },
    wrongRole: {
      as: 'staff',
      why: 'as the login: no customer record is made for staff (isNewUser false)',
      prepare: async () => ({ caller: await anonymousBrowser(server), call: { json: { idToken: await staffIdToken(staff) } } }),
      answer: { status: 200 },
      afterwards: noCustomerRecordForStaff,
    },
  },
  'POST /api/v1/auth/staff/login': {
    prepare: async () => ({ caller: await anonymousBrowser(server), call: { json: { idToken: await staffIdToken(staff) } } }),
    ok: 200,
    noSession: { ...UNAUTHENTICATED, why: 'a sign-in route: without a real ID token', call: MADE_UP_TOKEN },
    wrongRole: {
      as: 'customer',
      prepare: async () => ({ caller: await anonymousBrowser(server), call: { json: { idToken: (await phoneIdToken(server)).idToken } } }),
      answer: FORBIDDEN,
    },
  },
  'POST /api/v1/auth/staff/invite': staffInviteCase({}),
  'POST /api/v1/auth/staff/set-password': staffInviteCase({ password: 'cashier-pass-9' }),
  'POST /api/v1/auth/owner/signup': {
    prepare: async () => {
      const { idToken } = await authEmulatorClient(server.authHost, server.projectId).signUpWithEmail(
        `owner-${uniqueSuffix()}@example.in`,
        'owner-pass-1',
      );
      return { caller: await anonymousBrowser(server), call: { json: { idToken } } };
    },
    ok: 201,
    noSession: { ...UNAUTHENTICATED, why: 'a sign-up route: without a real ID token', call: MADE_UP_TOKEN },
    wrongRole: {
      as: 'staff',
      prepare: async () => ({ caller: await anonymousBrowser(server), call: { json: { idToken: await staffIdToken(staff) } } }),
      answer: FORBIDDEN,
    },
  },
  'POST /api/v1/auth/owner/login': {
    prepare: async () => ({ caller: await anonymousBrowser(server), call: { json: { idToken: await ownerIdToken() } } }),
    ok: 200,
    noSession: { ...UNAUTHENTICATED, why: 'a sign-in route: without a real ID token', call: MADE_UP_TOKEN },
    wrongRole: {
      as: 'customer',
      prepare: async () => ({ caller: await anonymousBrowser(server), call: { json: { idToken: (await phoneIdToken(server)).idToken } } }),
      answer: FORBIDDEN,
    },
  },
  'GET /api/v1/owner/restaurants/:restaurantUid/members.csv': ownerCsvCase(),
  'GET /api/v1/owner/restaurants/:restaurantUid/activity.csv': ownerCsvCase(),
  'POST /api/v1/auth/sync-session': {
    prepare: async () => ({
      caller: await anonymousBrowser(server),
      call: { headers: { authorization: `Bearer ${(await phoneIdToken(server)).idToken}` } },
    }),
    ok: 200,
    noSession: { ...UNAUTHENTICATED, why: 'a sign-in route: without a bearer token', call: {} },
    wrongRole: { none: 'any account re-syncs its own session' },
  },
  'POST /api/v1/auth/customer/logout': {
    async prepare() {
      const customer = await signedInCustomer(server);
      return { caller: customer.browser, call: {}, owner: { uid: customer.uid, restaurantUids: [] } };
    },
    ok: 200,
    noSession: { status: 200, why: 'logging out always works and always clears the cookies (auth-routes.ts)' },
    wrongRole: { none: 'every role logs out' },
  },
  'POST /api/v1/auth/logout-everywhere': {
    async prepare() {
      const customer = await signedInCustomer(server);
      return { caller: customer.browser, call: {}, owner: { uid: customer.uid, restaurantUids: [] } };
    },
    ok: 200,
    noSession: UNAUTHENTICATED,
    wrongRole: { none: 'every role may log out of all its devices' },
  },
  'GET /api/v1/auth/customer/me': {
    ...customerCase(200, () => ({})),
    wrongRole: { as: 'staff', prepare: asStaff(() => ({})), answer: { status: 200 }, why: '`me` tells the client which role signed in' },
  },
  'POST /api/v1/customer/save': customerCase(200, () => ({ json: { ...VALID_PROFILE, firstName: 'Changed' } })),
  'POST /api/v1/customer/consent': customerCase(200, () => ({ json: { noticeVersion: PRIVACY_NOTICE.version } })),
  'GET /api/v1/customer/profile': customerCase(200, () => ({})),
  'GET /api/v1/customer/restaurants': customerCase(200, () => ({})),
  'POST /api/v1/customer/add-restaurant': customerCase(201, () => ({ json: { resId: spareKitchen.resId } })),
  'GET /api/v1/customer/restaurant/:restaurantUid': customerCase(200, atKitchen),
  'DELETE /api/v1/customer/delete-restaurant/:restaurantUid': customerCase(200, atKitchen),
  'GET /api/v1/customer/latest-claim/:restaurantUid': customerCase(200, atKitchen),
  'POST /api/v1/customer/claim-reward': customerCase(201, () => ({ json: { restaurantUid: kitchen.restaurantUid, platform: 'In-Store' } })),
  'GET /api/v1/customer/latest-request/:restaurantUid': customerCase(200, atKitchen),
  'POST /api/v1/customer/request-points': customerCase(201, () => ({ json: { restaurantUid: kitchen.restaurantUid, platform: 'Swiggy' } })),
  'GET /api/v1/customer/points-history/:restaurantUid': customerCase(200, atKitchen),
  'GET /api/v1/customer/export': customerCase(200, () => ({})),
  'DELETE /api/v1/customer/account': customerCase(200, () => ({ json: { pin: VALID_PROFILE.pin } })),
  'GET /api/v1/csrf/token': publicCase('public: the page fetches its token before signing in'),
  'GET /api/v1/privacy-notice': publicCase('public: the privacy notice is for anyone, before signing up'),
  'GET /api/v1/restaurants/:resId/public-name': {
    ...publicCase("public: the landing page names the restaurant of a poster's link before sign-in"),
    prepare: () => Promise.resolve({ caller: new TestBrowser(server.url), call: { params: { resId: kitchen.resId } } }),
  },
  'GET /api/v1/local/last-otp': publicCase('local mode only: the login page shows the OTP the emulator issued'),
  'GET /api/v1/local/last-password-reset': {
    ...publicCase('local mode only: the forgot-password form shows the reset link the emulator made (password-reset-feed.test.ts)'),
    prepare: () => Promise.resolve({ caller: new TestBrowser(server.url), call: { query: { email: 'nobody@foodspot.test' } } }),
  },
  'GET /healthz': publicCase('liveness, for the load balancer'),
  'GET /readyz': publicCase('readiness, for the load balancer'),
  'GET /metrics': publicCase('request metrics in the Prometheus format; production needs METRICS_TOKEN or METRICS_PORT (metrics.test.ts)'),
  'GET /robots.txt': publicCase('public'),
};

/** Plain middleware mounted on a path: what it is, and a request that shows it answers as said. */
const MOUNTS: Record<string, { what: string; check(): Promise<void> }> = {
  '/graphql': {
    what: 'Apollo Server: every mutation is checked through the MUTATIONS table',
    check: async () => expect((await sendGraphQL(await anonymousBrowser(server), '{ __typename }')).body.data).toEqual({ __typename: 'Query' }),
  },
  '/api': {
    what: 'unknown API paths: 404 JSON',
    check: async () => expect(await sendRest(bystander, 'GET /api/v1/no-such-route', {})).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } }),
  },
  '/api/v1/local': {
    what: 'the per-IP limit in front of the local feeds (GET /api/v1/local/last-otp, /last-password-reset)',
    check: async () => expect((await sendRest(bystander, 'GET /api/v1/local/last-otp', {})).status).toBe(200),
  },
};

// ---------------------------------------------------------------------------------------------------
// The GraphQL tables: one row per mutation, query and subscription of the schema

interface Target {
  uid: string;
  restaurantUids: string[];
}
interface MutationCase {
  document: string;
  /** The caller, the variables that succeed, the customer whose documents must not change on a refusal, and the other role's caller. */
  prepare(): Promise<{ caller: TestBrowser; variables: Record<string, unknown>; target: Target; otherRole: TestBrowser; ownerUid?: string }>;
  /** What the other role is answered. */
  wrongRole: Answer & { why?: string };
}

const QUEUE = '{ staffQueue { claims { id cusId } requests { id cusId } } }';
const CREDIT_BILL =
  'mutation C($cusId: String!, $pin: String!, $amount: Int!) { creditBill(cusId: $cusId, pin: $pin, amount: $amount) { id balance } }';
const UNDO_CREDIT = 'mutation U($id: ID!) { undoCredit(id: $id) { id reversedAt } }';
const LOOKUP = 'query L($cusId: String!) { staffMemberLookup(cusId: $cusId) { cusId customerName } }';
const LIFT_PIN_LOCK = 'mutation L($restaurantUid: ID!, $cusId: String!) { liftPinLock(restaurantUid: $restaurantUid, cusId: $cusId) { wasLocked } }';
/** A credit of 25 to this Customer ID by `of`: its id, for undoCredit. */
async function creditOf(of: { browser: TestBrowser }, cusId: string): Promise<string> {
  const answer = await sendGraphQL(of.browser, CREDIT_BILL, { cusId, pin: VALID_PROFILE.pin, amount: 25 });
  const credit = answer.body.data?.['creditBill'] as { id: string } | undefined;
  if (!credit) throw new Error(`creditBill failed: ${JSON.stringify(answer.body)}`);
  return credit.id;
}
type Queue = { claims: { id: string; cusId: string }[]; requests: { id: string; cusId: string }[] };
async function queueItem(of: { browser: TestBrowser }, kind: 'claims' | 'requests', cusId: string): Promise<string> {
  const queue = (await sendGraphQL(of.browser, QUEUE)).body.data?.['staffQueue'] as Queue;
  const item = queue[kind].find((entry) => entry.cusId === cusId);
  if (!item) throw new Error(`no ${kind} item of ${cusId} in the queue`);
  return item.id;
}

/** A customer of X with 1000 points, a pending claim and a pending request there. */
async function customerWithPending(restaurant = kitchen) {
  const customer = await memberOf(server, [restaurant], 1000);
  const at = { restaurantUid: restaurant.restaurantUid };
  expect((await customer.browser.post('/api/v1/customer/claim-reward', { ...at, platform: 'In-Store' })).status).toBe(201);
  expect((await customer.browser.post('/api/v1/customer/request-points', { ...at, platform: 'Swiggy' })).status).toBe(201);
  return { ...customer, cusId: customer.cusIds[restaurant.restaurantUid]! };
}

const customerMutation = (
  document: string,
  variables: () => Record<string, unknown>,
  staffAnswer: Answer & { why?: string } = FORBIDDEN,
): MutationCase => ({
  document,
  async prepare() {
    const customer = await customerOfKitchen();
    return {
      caller: customer.browser,
      variables: variables(),
      target: { uid: customer.uid, restaurantUids: [kitchen.restaurantUid, spareKitchen.restaurantUid] },
      otherRole: staff.browser,
    };
  },
  wrongRole: staffAnswer,
});
const staffMutation = (
  document: string,
  variables: (customer: Awaited<ReturnType<typeof customerWithPending>>) => Promise<Record<string, unknown>>,
): MutationCase => ({
  document,
  async prepare() {
    const customer = await customerWithPending();
    // The customer is the other role: even the owner of a claim cannot approve it.
    return {
      caller: staff.browser,
      variables: await variables(customer),
      target: { uid: customer.uid, restaurantUids: [kitchen.restaurantUid] },
      otherRole: customer.browser,
    };
  },
  wrongRole: FORBIDDEN,
});

/** An owner's change to their own restaurant; staff (and customers, owner.test.ts) are refused; the owner's documents are watched too. */
const ownerMutation = (document: string, variables: () => Promise<Record<string, unknown>>): MutationCase => ({
  document,
  async prepare() {
    const customer = await memberOf(server, [kitchen], 0);
    return {
      caller: owner.browser,
      variables: await variables(),
      target: { uid: customer.uid, restaurantUids: [kitchen.restaurantUid] },
      otherRole: staff.browser,
      ownerUid: owner.uid,
    };
  },
  wrongRole: FORBIDDEN,
});

const MUTATIONS: Record<string, MutationCase> = {
  createRestaurant: ownerMutation(CREATE_RESTAURANT, () => Promise.resolve({ input: restaurantInput({ name: `Inventory ${uniqueSuffix()}` }) })),
  updateRestaurant: ownerMutation(UPDATE_RESTAURANT, () =>
    Promise.resolve({ restaurantUid: ownedKitchen.restaurantUid, input: restaurantInput({ name: `Renamed ${uniqueSuffix()}` }) }),
  ),
  addStaff: ownerMutation(ADD_STAFF, () =>
    Promise.resolve({ restaurantUid: ownedKitchen.restaurantUid, email: `till-${uniqueSuffix()}@example.in` }),
  ),
  removeStaff: ownerMutation(REMOVE_STAFF, async () => ({
    restaurantUid: ownedKitchen.restaurantUid,
    staffUid: (await hiredStaff(server, owner.browser, ownedKitchen.restaurantUid)).staffUid,
  })),
  saveProfile: customerMutation('mutation M($input: ProfileInput!) { saveProfile(input: $input) { uid } }', () => ({
    input: { firstName: 'Changed', lastName: 'Rao', phone: '9876543210', email: null, pin: '4321' },
  })),
  deleteAccount: customerMutation('mutation M($p: String) { deleteAccount(pin: $p) }', () => ({ p: VALID_PROFILE.pin })),
  giveConsent: customerMutation('mutation M($v: String!) { giveConsent(noticeVersion: $v) { uid } }', () => ({ v: PRIVACY_NOTICE.version })),
  addRestaurant: customerMutation('mutation M($resId: String!) { addRestaurant(resId: $resId) { restaurantUid } }', () => ({
    resId: spareKitchen.resId,
  })),
  deleteRestaurant: customerMutation('mutation M($r: ID!) { deleteRestaurant(restaurantUid: $r) }', () => ({ r: kitchen.restaurantUid })),
  claimReward: customerMutation('mutation M($r: ID!, $p: String!) { claimReward(restaurantUid: $r, platform: $p) { id } }', () => ({
    r: kitchen.restaurantUid,
    p: 'In-Store',
  })),
  requestPoints: customerMutation('mutation M($r: ID!, $p: String!) { requestPoints(restaurantUid: $r, platform: $p) { id } }', () => ({
    r: kitchen.restaurantUid,
    p: 'Zomato',
  })),
  approveClaim: staffMutation(APPROVE_CLAIM, async (customer) => ({ id: await queueItem(staff, 'claims', customer.cusId) })),
  rejectClaim: staffMutation(REJECT_CLAIM, async (customer) => ({ id: await queueItem(staff, 'claims', customer.cusId) })),
  approvePointsRequest: staffMutation(APPROVE_REQUEST, async (customer) => ({
    id: await queueItem(staff, 'requests', customer.cusId),
    points: 50,
  })),
  rejectPointsRequest: staffMutation(REJECT_REQUEST, async (customer) => ({ id: await queueItem(staff, 'requests', customer.cusId) })),
  creditInStore: staffMutation(CREDIT, (customer) => Promise.resolve({ cusId: customer.cusId, pin: VALID_PROFILE.pin, amount: 25 })),
  creditBill: staffMutation(CREDIT_BILL, (customer) => Promise.resolve({ cusId: customer.cusId, pin: VALID_PROFILE.pin, amount: 25 })),
  undoCredit: staffMutation(UNDO_CREDIT, async (customer) => ({ id: await creditOf(staff, customer.cusId) })),
  liftPinLock: ownerMutation(LIFT_PIN_LOCK, async () => ({
    restaurantUid: ownedKitchen.restaurantUid,
    cusId: (await memberOf(server, [{ ...ownedKitchen, minimumSpend: 500 }], 0)).cusIds[ownedKitchen.restaurantUid],
  })),
};

/** Queries and subscriptions: what the role they do not serve is answered. */
const QUERIES: Record<
  string,
  { document: string; variables?: () => Record<string, unknown>; serves: 'customer' | 'staff' | 'owner'; otherRole: Answer & { why?: string } }
> = {
  ownerRestaurants: { document: '{ ownerRestaurants { restaurantUid } }', serves: 'owner', otherRole: FORBIDDEN },
  restaurantStaff: {
    document: 'query Q($r: ID!) { restaurantStaff(restaurantUid: $r) { email } }',
    variables: () => ({ r: ownedKitchen.restaurantUid }),
    serves: 'owner',
    otherRole: FORBIDDEN,
  },
  restaurantDashboard: {
    document: DASHBOARD,
    variables: () => ({ restaurantUid: ownedKitchen.restaurantUid }),
    serves: 'owner',
    otherRole: FORBIDDEN,
  },
  restaurantActivity: { document: ACTIVITY, variables: () => ({ restaurantUid: ownedKitchen.restaurantUid }), serves: 'owner', otherRole: FORBIDDEN },
  me: { document: '{ me { role } }', serves: 'customer', otherRole: { status: 200, why: 'staff ask `me` too: it tells the client the role' } },
  restaurants: { document: '{ restaurants { restaurantUid } }', serves: 'customer', otherRole: FORBIDDEN },
  restaurant: {
    document: 'query Q($r: ID!) { restaurant(restaurantUid: $r) { points } }',
    variables: () => ({ r: kitchen.restaurantUid }),
    serves: 'customer',
    otherRole: FORBIDDEN,
  },
  staffQueue: { document: QUEUE, serves: 'staff', otherRole: FORBIDDEN },
  staffMemberLookup: { document: LOOKUP, variables: () => ({ cusId: '123456' }), serves: 'staff', otherRole: FORBIDDEN },
  lastCredits: { document: '{ lastCredits { id } }', serves: 'staff', otherRole: FORBIDDEN },
};
const SUBSCRIPTIONS: Record<string, { document: () => string; serves: 'customer' | 'staff' }> = {
  pointsChanged: { document: () => `subscription { pointsChanged(restaurantUid: "${kitchen.restaurantUid}") { points } }`, serves: 'customer' },
  staffQueueChanged: { document: () => 'subscription { staffQueueChanged { resId } }', serves: 'staff' },
};

// ---------------------------------------------------------------------------------------------------

describe('the inventory of the running app', () => {
  it('every REST route and mount of the running app has a row, and every row is a route of the app', () => {
    const { routes, mounts } = restInventory(appOf(server.server));
    // The walk found the API at all (a guard against an empty stack passing the comparison below).
    expect(routes).toContain('POST /api/v1/customer/claim-reward');
    expect(Object.keys(REST).sort(), 'REST table vs. the routes of the running app').toEqual(routes);
    expect(Object.keys(MOUNTS).sort(), 'mounted middleware vs. the running app').toEqual(mounts);
  });

  it('every GraphQL mutation, query and subscription of the schema has a row', () => {
    expect(Object.keys(MUTATIONS).sort()).toEqual(mutationNames());
    expect(Object.keys(QUERIES).sort()).toEqual(rootFieldNames('query'));
    expect(Object.keys(SUBSCRIPTIONS).sort()).toEqual(rootFieldNames('subscription'));
  });

  it('each mount answers as its row says', async () => {
    for (const mount of Object.values(MOUNTS)) await mount.check();
  });
});

describe('every state-changing REST route', () => {
  const stateChanging = Object.keys(REST).filter(isStateChanging);

  it.each(stateChanging)('%s: refuses a missing or foreign CSRF token, writing nothing; succeeds with its own', async (route) => {
    const row = REST[route]!;
    const { caller, call, owner } = await row.prepare();
    const before = owner && (await customerDocuments(server.firebase.db, owner.uid, owner.restaurantUids));
    for (const token of ['none', { other: bystander.csrfToken! }] as const) {
      const answer = await sendRest(caller, route, call, token);
      expect({ status: answer.status, code: answer.body['code'] }, `${route} with token ${JSON.stringify(token)}`).toEqual(CSRF_INVALID);
      expect(typeof answer.body['error']).toBe('string');
      expect(answer.setsSession, 'a refused sign-in sets no session').toBe(false);
    }
    if (owner) expect(changedPaths(before!, await customerDocuments(server.firebase.db, owner.uid, owner.restaurantUids))).toEqual([]);
    // The same call with the caller's own token: the refusals above were for the token alone.
    const control = await sendRest(caller, route, call);
    expect(control.status, `${route}: ${JSON.stringify(control.body)}`).toBe(row.ok);
  });
});

/** Public data, the same for everyone: its successful answer may be kept briefly (public-routes.ts). */
const PUBLIC_CACHEABLE = new Set(['GET /api/v1/restaurants/:resId/public-name', 'GET /api/v1/privacy-notice']);

describe('every REST route', () => {
  const routes = Object.keys(REST);

  it.each(routes)('%s: without a session (none, malformed, revoked)', async (route) => {
    const row = REST[route]!;
    const { call } = await row.prepare();
    for (const [kind, browser] of Object.entries(await sessionlessBrowsers())) {
      const answer = await sendRest(browser, route, row.noSession.call ?? call);
      expect(answer.status, `${kind} session: ${JSON.stringify(answer.body)}`).toBe(row.noSession.status);
      if (row.noSession.code) expect(answer.body['code']).toBe(row.noSession.code);
      if (answer.status >= 400) expect(typeof answer.body['error']).toBe('string');
      expect(answer.setsSession).toBe(false);
    }
  });

  // Answers carry the caller's data (the PIN among it): none may be kept by a browser or a proxy (issue 20).
  it.each(routes.filter((route) => route.includes(' /api/v1/')))('%s: answered Cache-Control: no-store, succeeding or refused', async (route) => {
    const row = REST[route]!;
    const { caller, call } = await row.prepare();
    const answer = await sendRest(caller, route, call);
    expect(answer.status, JSON.stringify(answer.body)).toBe(row.ok);
    expect(answer.cacheControl).toEqual(PUBLIC_CACHEABLE.has(route) ? expect.stringMatching(/^public, max-age=\d+$/) : 'no-store');
    const refused = await sendRest((await sessionlessBrowsers())['revoked']!, route, row.noSession.call ?? call);
    expect(refused.cacheControl, `refused: ${JSON.stringify(refused.body)}`).toEqual(
      PUBLIC_CACHEABLE.has(route) && refused.status < 400 ? expect.stringMatching(/^public/) : 'no-store',
    );
  });

  it.each(routes.filter((route) => !('none' in REST[route]!.wrongRole)))('%s: the role it does not serve', async (route) => {
    const wrongRole = REST[route]!.wrongRole as Exclude<RestCase['wrongRole'], { none: string }>;
    const { caller, call } = await wrongRole.prepare();
    const answer = await sendRest(caller, route, call);
    expect(answer.status, `${wrongRole.as}: ${JSON.stringify(answer.body)}`).toBe(wrongRole.answer.status);
    if (wrongRole.answer.code) expect(answer.body['code']).toBe(wrongRole.answer.code);
    await wrongRole.afterwards?.();
  });
});

describe('every GraphQL mutation', () => {
  it.each(Object.keys(MUTATIONS))('%s: CSRF, GET, no session and the wrong role are refused, writing nothing; the caller succeeds', async (name) => {
    const row = MUTATIONS[name]!;
    const { caller, variables, target, otherRole, ownerUid } = await row.prepare();
    const snapshot = async () => {
      const documents = await customerDocuments(server.firebase.db, target.uid, target.restaurantUids);
      if (ownerUid) for (const [path, data] of await ownerDocuments(ownerUid)) documents.set(path, data);
      return documents;
    };
    const before = await snapshot();

    for (const token of ['none', { other: bystander.csrfToken! }] as const) {
      const answer = await sendGraphQL(caller, row.document, variables, token);
      expect({ status: answer.status, code: answer.body.code }, JSON.stringify(token)).toEqual(CSRF_INVALID);
      expect(typeof answer.body.error).toBe('string');
    }
    // A GET carries no CSRF token (csrf-csrf checks only unsafe methods): it must never run a mutation.
    const query = new URLSearchParams({ query: row.document, variables: JSON.stringify(variables) });
    for (const headers of [{}, { 'apollo-require-preflight': 'true' }] as Record<string, string>[]) {
      const response = await caller.request('GET', `/graphql?${query.toString()}`, { headers });
      expect([400, 405], `GET with ${JSON.stringify(headers)}`).toContain(response.status);
    }
    for (const [kind, browser] of Object.entries(await sessionlessBrowsers())) {
      const answer = await sendGraphQL(browser, row.document, variables);
      expect(codeOf(answer), `${kind} session`).toBe('UNAUTHENTICATED');
      expect(answer.body.data ?? null).toBeNull();
    }
    const wrong = await sendGraphQL(otherRole, row.document, variables);
    expect(codeOf(wrong), `the other role: ${JSON.stringify(wrong.body)}`).toBe(row.wrongRole.code);

    expect(changedPaths(before, await snapshot())).toEqual([]);
    const control = await sendGraphQL(caller, row.document, variables);
    expect(control.body.errors, JSON.stringify(control.body)).toBeUndefined();
    expect(control.body.data?.[name]).not.toBeNull();
  });

  it.each(Object.keys(QUERIES))('query %s: no session and the role it does not serve', async (name) => {
    const row = QUERIES[name]!;
    const variables = row.variables?.() ?? {};
    for (const [kind, browser] of Object.entries(await sessionlessBrowsers())) {
      expect(codeOf(await sendGraphQL(browser, row.document, variables)), kind).toBe('UNAUTHENTICATED');
    }
    // An owner's query: customers and staff are both the other role.
    const others =
      row.serves === 'customer'
        ? [staff.browser]
        : row.serves === 'staff'
          ? [(await customerOfKitchen()).browser]
          : [staff.browser, (await customerOfKitchen()).browser];
    for (const other of others) {
      const answer = await sendGraphQL(other, row.document, variables);
      if (row.otherRole.code) expect(codeOf(answer)).toBe(row.otherRole.code);
      else expect(answer.body.errors).toBeUndefined();
    }
    if (row.serves === 'owner') expect((await sendGraphQL(owner.browser, row.document, variables)).body.errors).toBeUndefined();
  });

  it.each(Object.keys(SUBSCRIPTIONS))('subscription %s: no session and the role it does not serve', async (name) => {
    const row = SUBSCRIPTIONS[name]!;
    const other = row.serves === 'customer' ? staff.browser : (await customerOfKitchen()).browser;
    for (const [who, cookie] of [
      ['no session', ''],
      ['a malformed session', '__session=not-a-session-cookie'],
      ['the other role', `__session=${other.cookie('__session')}`],
    ] as const) {
      const socket = sockets.open({ cookie, origin: server.url });
      const result = await nextOf(socket.iterate({ query: row.document() }));
      expect(result.errors?.[0]?.extensions?.['code'], who).toBe(who === 'the other role' ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// IDOR

/**
 * What every GraphQL argument names, so a new argument that names something of somebody's must be
 * added here (and to the IDOR checks below) before the test passes.
 */
const ARGUMENTS: Record<string, string> = {
  'Query.restaurant(restaurantUid)': 'restaurantUid: checked below',
  'Mutation.deleteRestaurant(restaurantUid)': 'restaurantUid: checked below',
  'Mutation.claimReward(restaurantUid)': 'restaurantUid: checked below',
  'Mutation.requestPoints(restaurantUid)': 'restaurantUid: checked below',
  'Subscription.pointsChanged(restaurantUid)': 'restaurantUid: checked below',
  'Membership.history(after)': 'a history row id: checked below',
  'Mutation.approveClaim(id)': 'a staff item id (claim): checked below',
  'Mutation.approveClaim(pin)': "the claim's customer's PIN (an in-store claim): checked against that customer, never names another",
  'Mutation.rejectClaim(id)': 'a staff item id (claim): checked below',
  'Mutation.approvePointsRequest(id)': 'a staff item id (request): checked below',
  'Mutation.rejectPointsRequest(id)': 'a staff item id (request): checked below',
  'Mutation.creditInStore(cusId)': 'a Customer ID: checked below',
  'Mutation.creditInStore(pin)': 'the secret that goes with the Customer ID',
  'Mutation.creditInStore(amount)': 'a number',
  'Mutation.creditInStore(idempotencyKey)': "a bill entry's key: its receipt is kept under the caller's own restaurant, never read elsewhere",
  'Mutation.approvePointsRequest(points)': 'a number',
  'Mutation.rejectPointsRequest(reason)': 'a code of a fixed list',
  'Mutation.rejectPointsRequest(note)': 'text',
  'Membership.history(first)': 'a page size',
  'Mutation.addRestaurant(resId)': "a restaurant's public ID: anyone may add any restaurant",
  'Mutation.claimReward(platform)': 'text',
  'Mutation.requestPoints(platform)': 'text',
  'Mutation.saveProfile(input)': "the caller's own profile",
  'Mutation.giveConsent(noticeVersion)': "the privacy notice's version: the caller's own consent",
  'Mutation.deleteAccount(pin)': "the caller's own PIN: it deletes the caller's own account",
  'Mutation.requestPoints(orderId)': 'text',
  'Query.restaurantStaff(restaurantUid)': "an owner's restaurantUid: checked below",
  'Query.restaurantDashboard(restaurantUid)': "an owner's restaurantUid: checked below",
  'Query.restaurantActivity(restaurantUid)': "an owner's restaurantUid: checked below",
  'Query.restaurantActivity(after)': 'an activity row id: checked below',
  'Query.restaurantActivity(first)': 'a page size',
  'Mutation.createRestaurant(input)': 'the new restaurant, made for the caller',
  'Mutation.updateRestaurant(restaurantUid)': "an owner's restaurantUid: checked below",
  'Mutation.updateRestaurant(input)': 'the restaurant details',
  'Mutation.addStaff(restaurantUid)': "an owner's restaurantUid: checked below",
  'Mutation.addStaff(email)': "an account's email: a customer's, an owner's or another owner's staff account is refused (owner.test.ts)",
  'Mutation.removeStaff(restaurantUid)': "an owner's restaurantUid: checked below",
  'Mutation.removeStaff(staffUid)': "a staff account: another owner's answers as none (checked below)",
  'Mutation.creditInStore(confirmLargeBill)': 'a yes or no',
  'Mutation.creditBill(cusId)': 'a Customer ID: checked below',
  'Mutation.creditBill(pin)': 'the secret that goes with the Customer ID',
  'Mutation.creditBill(amount)': 'a number',
  'Mutation.creditBill(idempotencyKey)': "a bill entry's key: its receipt is kept under the caller's own restaurant, never read elsewhere",
  'Mutation.creditBill(confirmLargeBill)': 'a yes or no',
  'Mutation.undoCredit(id)': "a credit's id: another restaurant's answers as none, another staff account's is refused (checked below, till.test.ts)",
  'Query.staffMemberLookup(cusId)': "a Customer ID: another restaurant's member answers as nobody (checked below)",
  'Mutation.liftPinLock(restaurantUid)': "an owner's restaurantUid: checked below",
  'Mutation.liftPinLock(cusId)': "a Customer ID of that restaurant's members: another restaurant's answers as none (pin-lockout-clock.test.ts)",
};

/** Every customer REST route, with the call A makes with a restaurantUid (or `own` for routes that take none). */
const CUSTOMER_REST: Record<string, ((restaurantUid: string) => RestCall) | 'own'> = {
  'GET /api/v1/auth/customer/me': 'own',
  'GET /api/v1/customer/profile': 'own',
  'GET /api/v1/customer/restaurants': 'own',
  'POST /api/v1/customer/save': 'own',
  'POST /api/v1/customer/consent': 'own',
  'GET /api/v1/customer/export': 'own',
  'DELETE /api/v1/customer/account': 'own',
  'POST /api/v1/customer/add-restaurant': 'own',
  'GET /api/v1/customer/restaurant/:restaurantUid': (restaurantUid) => ({ params: { restaurantUid } }),
  'GET /api/v1/customer/latest-claim/:restaurantUid': (restaurantUid) => ({ params: { restaurantUid } }),
  'GET /api/v1/customer/latest-request/:restaurantUid': (restaurantUid) => ({ params: { restaurantUid } }),
  'GET /api/v1/customer/points-history/:restaurantUid': (restaurantUid) => ({ params: { restaurantUid } }),
  'DELETE /api/v1/customer/delete-restaurant/:restaurantUid': (restaurantUid) => ({ params: { restaurantUid } }),
  'POST /api/v1/customer/claim-reward': (restaurantUid) => ({ json: { restaurantUid, platform: 'In-Store' } }),
  'POST /api/v1/customer/request-points': (restaurantUid) => ({ json: { restaurantUid, platform: 'Swiggy' } }),
};

const RESTAURANT_FIELDS = `restaurantUid restaurantName resId points cusId pin customerUid historyUpdatedAt
  latestClaim { id platform status } latestRequest { id platform status points }
  history(first: 10) { items { pointsId points platform } nextCursor asOf }`;

describe('IDOR: customer A and customer B', () => {
  let a: Customer;
  let b: Customer;
  /** B's ids A must never see: uid, Customer IDs, claim, request and history row ids. */
  let bIds: string[];
  let bHistoryAtKitchen: string;
  const noSuchRestaurant = `noSuchRestaurant${uniqueSuffix()}`;
  const bDocuments = () => customerDocuments(server.firebase.db, b.uid, [kitchen.restaurantUid, otherKitchen.restaurantUid]);

  beforeAll(async () => {
    // Both are customers of X; only B is a customer of Y. Both have history, a claim and a request at X.
    [a, b] = await Promise.all([memberOf(server, [kitchen], 1000), memberOf(server, [kitchen, otherKitchen], 1000)]);
    for (const customer of [a, b]) {
      for (const restaurant of customer === b ? [kitchen, otherKitchen] : [kitchen]) {
        const at = { restaurantUid: restaurant.restaurantUid };
        expect((await customer.browser.post('/api/v1/customer/claim-reward', { ...at, platform: 'In-Store' })).status).toBe(201);
        expect((await customer.browser.post('/api/v1/customer/request-points', { ...at, platform: 'Swiggy' })).status).toBe(201);
      }
    }
    const documents = await bDocuments();
    const underB = [...documents.keys()].filter((path) => path.startsWith(`customers/${b.uid}/`)).map((path) => path.split('/').at(-1)!);
    bIds = [b.uid, ...Object.values(b.cusIds), ...underB.filter((id) => id !== kitchen.restaurantUid && id !== otherKitchen.restaurantUid)];
    bHistoryAtKitchen = [...documents.keys()]
      .find((path) => path.startsWith(`customers/${b.uid}/restaurants/${kitchen.restaurantUid}/history/`))!
      .split('/')
      .at(-1)!;
    expect(bIds.length).toBeGreaterThanOrEqual(9);
  });

  it('every GraphQL argument says what it names, and every customer REST route is in the IDOR table', () => {
    expect(Object.keys(ARGUMENTS).sort()).toEqual(graphqlArguments());
    const customerRoutes = restInventory(appOf(server.server)).routes.filter((route) => / \/api\/v1\/(customer\/|auth\/customer\/me$)/.test(route));
    expect(Object.keys(CUSTOMER_REST).sort()).toEqual(customerRoutes);
    // A route with a :restaurantUid parameter must be checked with one.
    for (const route of customerRoutes.filter((route) => route.includes(':restaurantUid'))) expect(CUSTOMER_REST[route]).not.toBe('own');
  });

  it("REST: B's restaurant answers A exactly as a restaurant that does not exist, and B's documents do not change", async () => {
    const before = await bDocuments();
    for (const [route, call] of Object.entries(CUSTOMER_REST)) {
      if (call === 'own') continue;
      const forB = await sendRest(a.browser, route, call(otherKitchen.restaurantUid));
      const forNobody = await sendRest(a.browser, route, call(noSuchRestaurant));
      expect(forB, route).toEqual(forNobody);
      expect(forB, route).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
    expect(changedPaths(before, await bDocuments())).toEqual([]);
  });

  it("GraphQL: restaurant, deleteRestaurant, claimReward, requestPoints and pointsChanged with B's restaurant answer as for none", async () => {
    const before = await bDocuments();
    const cases: [string, string, (r: string) => Record<string, unknown>][] = [
      ['restaurant', `query Q($r: ID!) { restaurant(restaurantUid: $r) { ${RESTAURANT_FIELDS} } }`, (r) => ({ r })],
      ['deleteRestaurant', 'mutation M($r: ID!) { deleteRestaurant(restaurantUid: $r) }', (r) => ({ r })],
      ['claimReward', 'mutation M($r: ID!) { claimReward(restaurantUid: $r, platform: "In-Store") { id } }', (r) => ({ r })],
      ['requestPoints', 'mutation M($r: ID!) { requestPoints(restaurantUid: $r, platform: "Swiggy") { id } }', (r) => ({ r })],
    ];
    for (const [name, document, variables] of cases) {
      const forB = await sendGraphQL(a.browser, document, variables(otherKitchen.restaurantUid));
      const forNobody = await sendGraphQL(a.browser, document, variables(noSuchRestaurant));
      expect(forB, name).toEqual(forNobody);
      if (name === 'restaurant') expect(forB.body).toEqual({ data: { restaurant: null } });
      else expect(codeOf(forB), name).toBe('NOT_FOUND');
    }
    const socket = sockets.open({ cookie: `__session=${a.browser.cookie('__session')}`, origin: server.url });
    const subscribe = (r: string) =>
      nextOf(socket.iterate({ query: `subscription { pointsChanged(restaurantUid: "${r}") { customerUid points } }` }));
    const [liveForB, liveForNobody] = [await subscribe(otherKitchen.restaurantUid), await subscribe(noSuchRestaurant)];
    expect(liveForB).toEqual(liveForNobody);
    expect(liveForB.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect(changedPaths(before, await bDocuments())).toEqual([]);
  });

  it("B's history row id is not a cursor of A's history: answered as a made-up one", async () => {
    const document = `query Q($r: ID!, $after: String) { restaurant(restaurantUid: $r) { history(after: $after) { items { pointsId } } } }`;
    const withB = await sendGraphQL(a.browser, document, { r: kitchen.restaurantUid, after: bHistoryAtKitchen });
    const madeUp = await sendGraphQL(a.browser, document, { r: kitchen.restaurantUid, after: `noSuchRow${uniqueSuffix()}` });
    expect(withB).toEqual(madeUp);
    expect(codeOf(withB)).toBe('BAD_USER_INPUT');
  });

  it("nothing A reads at a restaurant both use, over REST, GraphQL or the socket, holds any of B's ids", async () => {
    const answers: unknown[] = [];
    for (const [route, call] of Object.entries(CUSTOMER_REST)) {
      if (!route.startsWith('GET ')) continue;
      const answer = await sendRest(a.browser, route, call === 'own' ? {} : call(kitchen.restaurantUid));
      expect(answer.status, route).toBe(200);
      answers.push(answer.body);
    }
    const graphql = await sendGraphQL(
      a.browser,
      `query Q($r: ID!) { me { uid profile { phone } } restaurants { ${RESTAURANT_FIELDS} } restaurant(restaurantUid: $r) { ${RESTAURANT_FIELDS} } }`,
      { r: kitchen.restaurantUid },
    );
    expect(graphql.body.errors).toBeUndefined();
    answers.push(graphql.body);
    const socket = sockets.open({ cookie: `__session=${a.browser.cookie('__session')}`, origin: server.url });
    const live = await nextOf(
      socket.iterate({
        query: `subscription { pointsChanged(restaurantUid: "${kitchen.restaurantUid}") { ${RESTAURANT_FIELDS.replace(/history\(.*\}$/s, '')} } }`,
      }),
    );
    answers.push(live);
    const text = JSON.stringify(answers);
    // A's own data is there (the check would be empty otherwise) ...
    expect(text).toContain(a.uid);
    expect(text).toContain(a.cusIds[kitchen.restaurantUid]!);
    // ... and none of B's.
    for (const id of bIds) expect(text, id).not.toMatch(new RegExp(`(^|[^A-Za-z0-9_-])${id}([^A-Za-z0-9_-]|$)`));
  });

  it("a customer is refused every staff mutation with B's item ids and Customer ID, and B's documents do not change", async () => {
    const before = await bDocuments();
    const [claimId, requestId] = await Promise.all([
      queueItem(otherStaff, 'claims', b.cusIds[otherKitchen.restaurantUid]!),
      queueItem(otherStaff, 'requests', b.cusIds[otherKitchen.restaurantUid]!),
    ]);
    for (const [document, variables] of [
      [MUTATIONS['approveClaim']!.document, { id: claimId }],
      [MUTATIONS['rejectClaim']!.document, { id: claimId }],
      [MUTATIONS['approvePointsRequest']!.document, { id: requestId, points: 50 }],
      [MUTATIONS['rejectPointsRequest']!.document, { id: requestId }],
      [MUTATIONS['creditInStore']!.document, { cusId: b.cusIds[otherKitchen.restaurantUid], pin: VALID_PROFILE.pin, amount: 50 }],
    ] as const) {
      expect(codeOf(await sendGraphQL(a.browser, document, variables)), document).toBe('FORBIDDEN');
    }
    expect(changedPaths(before, await bDocuments())).toEqual([]);
  });
});

describe("IDOR: staff of X and restaurant Y's customers", () => {
  it("cannot see, decide or credit Y's items and customers: answered as for ids that do not exist, and nothing changes", async () => {
    const customer = await customerWithPending(otherKitchen);
    const watched = () => customerDocuments(server.firebase.db, customer.uid, [otherKitchen.restaurantUid, kitchen.restaurantUid]);
    const before = await watched();
    const [claimId, requestId] = await Promise.all([
      queueItem(otherStaff, 'claims', customer.cusId),
      queueItem(otherStaff, 'requests', customer.cusId),
    ]);
    // X's queue lists none of them.
    const queue = (await sendGraphQL(staff.browser, QUEUE)).body.data?.['staffQueue'] as Queue;
    expect([...queue.claims, ...queue.requests].map((item) => item.id)).not.toContain(claimId);
    expect([...queue.claims, ...queue.requests].map((item) => item.cusId)).not.toContain(customer.cusId);

    // An id of the same shape that names nobody's item.
    const madeUp = Buffer.from(`${customer.uid}x/${uniqueSuffix()}`).toString('base64url');
    for (const [name, variables] of [
      ['approveClaim', (id: string) => ({ id })],
      ['rejectClaim', (id: string) => ({ id })],
      ['approvePointsRequest', (id: string) => ({ id, points: 50 })],
      ['rejectPointsRequest', (id: string) => ({ id })],
    ] as const) {
      const real = await sendGraphQL(staff.browser, MUTATIONS[name]!.document, variables(name.endsWith('Claim') ? claimId : requestId));
      const none = await sendGraphQL(staff.browser, MUTATIONS[name]!.document, variables(madeUp));
      expect(real, name).toEqual(none);
      expect(codeOf(real), name).toBe('NOT_FOUND');
    }
    // Y's Customer ID with the right PIN, at X: as a Customer ID nobody has at X.
    const unknownAtX = '000000'; // Customer IDs are 100000-999999
    expect(
      (await server.firebase.db.doc(`restaurants/${kitchen.restaurantUid}/members/${customer.cusId}`).get()).exists,
      'the Customer ID is free at X',
    ).toBe(false);
    const credit = MUTATIONS['creditInStore']!.document;
    const real = await sendGraphQL(staff.browser, credit, { cusId: customer.cusId, pin: VALID_PROFILE.pin, amount: 50 });
    const none = await sendGraphQL(staff.browser, credit, { cusId: unknownAtX, pin: VALID_PROFILE.pin, amount: 50 });
    expect(real).toEqual(none);
    expect(codeOf(real)).toBe('NOT_FOUND');
    // Looking Y's customer up at X names nobody, as for a Customer ID nobody has.
    const lookedUp = await sendGraphQL(staff.browser, LOOKUP, { cusId: customer.cusId });
    expect(lookedUp.body).toEqual({ data: { staffMemberLookup: null } });
    expect(lookedUp).toEqual(await sendGraphQL(staff.browser, LOOKUP, { cusId: unknownAtX === customer.cusId ? '999999' : unknownAtX }));

    expect(changedPaths(before, await watched())).toEqual([]);
    // Y's own staff still find them pending (so the refusals above were not for a decided item).
    expect(await queueItem(otherStaff, 'claims', customer.cusId)).toBe(claimId);
    // Y's cashier's credit cannot be undone at X (nor its id's look-alike that names nothing).
    const yCredit = await creditOf(otherStaff, customer.cusId);
    const afterCredit = await watched();
    const undoneAtX = await sendGraphQL(staff.browser, UNDO_CREDIT, { id: yCredit });
    expect(undoneAtX).toEqual(await sendGraphQL(staff.browser, UNDO_CREDIT, { id: madeUp }));
    expect(codeOf(undoneAtX)).toBe('NOT_FOUND');
    expect(changedPaths(afterCredit, await watched())).toEqual([]);
    await sendGraphQL(otherStaff.browser, UNDO_CREDIT, { id: yCredit });
  });
});

describe("IDOR: owner A and owner B's restaurant", () => {
  it("every owner query, mutation and download answers for B's restaurant, B's staff and B's activity as for ones that do not exist; nothing of B's changes", async () => {
    const b = await signedInOwner(server);
    const bRestaurant = await createdRestaurant(b.browser);
    const bCashier = await hiredStaff(server, b.browser, bRestaurant.restaurantUid);
    const bCustomer = await memberOf(server, [], 0);
    await bCustomer.browser.post('/api/v1/customer/add-restaurant', { resId: bRestaurant.resId });
    await bCashier.browser.graphql(CREDIT, {
      cusId: (await server.firebase.db.collection(`restaurants/${bRestaurant.restaurantUid}/members`).get()).docs[0]!.id,
      pin: VALID_PROFILE.pin,
      amount: 40,
    });
    const bActivityId = (await server.firebase.db.collection(`restaurants/${bRestaurant.restaurantUid}/activity`).get()).docs[0]!.id;
    const bCusId = (await server.firebase.db.collection(`restaurants/${bRestaurant.restaurantUid}/members`).get()).docs[0]!.id;
    const before = await ownerDocuments(b.uid);
    const noSuchRestaurant = `noSuchRestaurant${uniqueSuffix()}`;

    const cases: [string, (r: string) => Record<string, unknown>][] = [
      ['query Q($r: ID!) { restaurantStaff(restaurantUid: $r) { email } }', (r) => ({ r })],
      [DASHBOARD, (restaurantUid) => ({ restaurantUid })],
      [ACTIVITY, (restaurantUid) => ({ restaurantUid })],
      [UPDATE_RESTAURANT, (restaurantUid) => ({ restaurantUid, input: restaurantInput({ name: 'Taken over' }) })],
      [ADD_STAFF, (restaurantUid) => ({ restaurantUid, email: `spy-${uniqueSuffix()}@example.in` })],
      [REMOVE_STAFF, (restaurantUid) => ({ restaurantUid, staffUid: bCashier.staffUid })],
      [LIFT_PIN_LOCK, (restaurantUid) => ({ restaurantUid, cusId: bCusId })],
    ];
    for (const [document, variables] of cases) {
      const forB = await sendGraphQL(owner.browser, document, variables(bRestaurant.restaurantUid));
      const forNobody = await sendGraphQL(owner.browser, document, variables(noSuchRestaurant));
      expect(codeOf(forB), document.slice(0, 40)).toBe('NOT_FOUND');
      expect(forB.body.errors?.[0]?.message).toBe(forNobody.body.errors?.[0]?.message);
    }
    for (const route of ['GET /api/v1/owner/restaurants/:restaurantUid/members.csv', 'GET /api/v1/owner/restaurants/:restaurantUid/activity.csv']) {
      const forB = await sendRest(owner.browser, route, { params: { restaurantUid: bRestaurant.restaurantUid } });
      const forNobody = await sendRest(owner.browser, route, { params: { restaurantUid: noSuchRestaurant } });
      expect(forB, route).toEqual(forNobody);
      expect(forB.status).toBe(404);
    }
    // B's cashier on A's own restaurant: as a staff account A does not have.
    const removal = await sendGraphQL(owner.browser, REMOVE_STAFF, { restaurantUid: ownedKitchen.restaurantUid, staffUid: bCashier.staffUid });
    const madeUp = await sendGraphQL(owner.browser, REMOVE_STAFF, { restaurantUid: ownedKitchen.restaurantUid, staffUid: `nobody${uniqueSuffix()}` });
    expect(removal).toEqual(madeUp);
    expect(codeOf(removal)).toBe('NOT_FOUND');
    // B's activity row is not a cursor of A's activity.
    const withB = await sendGraphQL(owner.browser, ACTIVITY, { restaurantUid: ownedKitchen.restaurantUid, after: bActivityId });
    const withNobody = await sendGraphQL(owner.browser, ACTIVITY, { restaurantUid: ownedKitchen.restaurantUid, after: `noSuchRow${uniqueSuffix()}` });
    expect(withB).toEqual(withNobody);
    expect(codeOf(withB)).toBe('BAD_USER_INPUT');
    // A's list holds none of B's.
    const mine = JSON.stringify((await sendGraphQL(owner.browser, '{ ownerRestaurants { restaurantUid resId } }')).body);
    expect(mine).toContain(ownedKitchen.restaurantUid);
    expect(mine).not.toContain(bRestaurant.restaurantUid);

    expect(changedPaths(before, await ownerDocuments(b.uid))).toEqual([]);
    expect((await bCashier.browser.graphql(QUEUE)).body.errors).toBeUndefined();
  });
});
