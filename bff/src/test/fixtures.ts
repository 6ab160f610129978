import { isDeepStrictEqual } from 'node:util';
import { type DocumentData, type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { ensureStaffAccount } from '../services/staff-accounts.js';
import { authEmulatorClient } from './auth-emulator-client.js';
import { signedInCustomer } from './customers.js';
import { type TestServer, uniquePhone, uniqueSuffix } from './harness.js';
import { TestBrowser } from './http-client.js';
import { adjustPoints } from './adjust-points.js';

/**
 * Fixtures of the route-inventory and property tests: restaurants of their own (so a staff queue holds
 * only the file's own items), staff accounts of their own (never the seeded ones, which other files
 * share and which a logout would revoke), snapshots of everything a customer owns, and raw requests that
 * keep no cookies (so many can run at once with one session).
 */

export interface TestRestaurant {
  restaurantUid: string;
  resId: string;
  minimumSpend: number;
}

/** A restaurant nobody else uses, indexed by a public ID of its own (written as the seed writes one). */
export async function testRestaurant(server: TestServer, minimumSpend = 300): Promise<TestRestaurant> {
  const db = server.firebase.db;
  const resId = `T${uniqueSuffix().toUpperCase()}`;
  const ref = db.collection('restaurants').doc();
  const batch = db.batch();
  batch.create(ref, { resId, name: `Test kitchen ${resId}`, phone: null, minimumSpend, reward: 'Free test thali', createdAt: Timestamp.now() });
  batch.create(db.collection('restaurantIds').doc(resId), { restaurantUid: ref.id });
  await batch.commit();
  return { restaurantUid: ref.id, resId, minimumSpend };
}

/** A staff account of its own at `resId`, signed in through POST /auth/staff/login. */
export async function freshStaff(server: TestServer, resId: string) {
  const email = `staff.inventory-${uniqueSuffix()}@foodspot.test`;
  const password = 'inventory-staff-password';
  const { uid } = await ensureStaffAccount(server.firebase, { resId, email, password });
  const browser = new TestBrowser(server.url);
  await browser.fetchCsrfToken();
  const { idToken } = await authEmulatorClient(server.authHost, server.projectId).signInWithEmail(email, password);
  const login = await browser.post('/api/v1/auth/staff/login', { idToken });
  if (login.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
  return { browser, uid, email, password };
}

/** A fresh ID token of a phone sign-in (a new account), as the login page hands to the BFF. */
export async function phoneIdToken(server: TestServer) {
  return authEmulatorClient(server.authHost, server.projectId).signInWithPhone(uniquePhone());
}

/** A customer with a saved profile (PIN 4321) and these restaurants in their list, with `points` at each. */
export async function memberOf(server: TestServer, restaurants: TestRestaurant[], points = 0) {
  const customer = await signedInCustomer(server);
  const cusIds: Record<string, string> = {};
  for (const restaurant of restaurants) {
    const added = await customer.browser.post('/api/v1/customer/add-restaurant', { resId: restaurant.resId });
    if (added.status !== 201) throw new Error(`add ${restaurant.resId} failed: ${JSON.stringify(added.body)}`);
    cusIds[restaurant.restaurantUid] = (added.body['result'] as { cusId: string }).cusId;
    if (points > 0) {
      await adjustPoints(server, {
        customerUid: customer.uid,
        restaurantUid: restaurant.restaurantUid,
        amount: points,
        platform: 'In-Store',
        source: 'service',
      });
    }
  }
  return { ...customer, cusIds };
}

/** A browser that never signed in, with a CSRF token of its own (bound to "no session"). */
export async function anonymousBrowser(server: TestServer) {
  const browser = new TestBrowser(server.url);
  await browser.fetchCsrfToken();
  return browser;
}

// ---------------------------------------------------------------------------------------------------
// Snapshots

export type Documents = Map<string, DocumentData>;

/** The document and everything under it, `depth` collection levels down (data by path). */
async function subtree(ref: DocumentReference, depth: number, into: Documents): Promise<void> {
  const [snapshot, collections] = await Promise.all([ref.get(), ref.listCollections()]);
  if (snapshot.exists) into.set(ref.path, snapshot.data()!);
  await Promise.all(
    collections.map(async (collection) => {
      const docs = await collection.get();
      for (const doc of docs.docs) into.set(doc.ref.path, doc.data());
      if (depth > 1) await Promise.all(docs.docs.map((doc) => subtree(doc.ref, depth - 1, into).then(() => undefined)));
    }),
  );
}

/**
 * Everything a customer owns: customers/{uid} with every collection below it (memberships, and their
 * claims, requests and history), plus their entries in the `members` index of `restaurantUids`.
 * The PIN lockout counters (pinLockouts, staffPinGuesses) are left out: counting a wrong PIN is the one
 * write a refused request is meant to make.
 */
export async function customerDocuments(db: Firestore, uid: string, restaurantUids: string[]): Promise<Documents> {
  const documents: Documents = new Map();
  await Promise.all([
    subtree(db.collection('customers').doc(uid), 3, documents),
    ...restaurantUids.map(async (restaurantUid) => {
      const entries = await db.collection('restaurants').doc(restaurantUid).collection('members').where('customerUid', '==', uid).get();
      for (const entry of entries.docs) documents.set(entry.ref.path, entry.data());
    }),
  ]);
  return documents;
}

/** The paths whose data differs between two snapshots (added, removed or changed). */
export function changedPaths(before: Documents, after: Documents): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => !isDeepStrictEqual(before.get(path), after.get(path))).sort();
}

// ---------------------------------------------------------------------------------------------------
// Raw requests

/** What one browser sends with every request: its cookies and its CSRF token. */
export interface Credentials {
  cookie: string;
  csrfToken: string;
}

/** The credentials a TestBrowser holds now (session cookie, if any, and CSRF cookie and token). */
export function credentialsOf(browser: TestBrowser): Credentials {
  const cookie = ['__session', 'foodspot.csrf']
    .map((name) => [name, browser.cookie(name)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  if (!browser.csrfToken) throw new Error('the browser has no CSRF token');
  return { cookie, csrfToken: browser.csrfToken };
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body, or undefined when it was not JSON. */
  json: unknown;
  setCookies: string[];
  ms: number;
}

/** One request with fixed credentials; whatever cookies the answer sets are not kept. */
export async function rawRequest(
  baseUrl: string,
  credentials: Credentials | null,
  request: { method: string; path: string; body?: string; headers?: Record<string, string> },
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  if (credentials) {
    headers['cookie'] = credentials.cookie;
    headers['x-csrf-token'] = credentials.csrfToken;
  }
  if (request.body !== undefined) headers['content-type'] ??= 'application/json';
  const started = performance.now();
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers, body: request.body, redirect: 'manual' });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text,
    json,
    setCookies: response.headers.getSetCookie(),
    ms: performance.now() - started,
  };
}

/** Whether an answer hands out a new session cookie (a login that should not have happened). */
export const setsSession = (answer: { setCookies: string[] }) => answer.setCookies.some((line) => /^__session=[^;]+/.test(line));
