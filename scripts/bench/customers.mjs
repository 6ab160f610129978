// Signed-in customers and staff for the bench, made the way the app makes them (Auth emulator sign-in,
// then the REST login, profile, consent and add-restaurant calls). Email sign-up rather than phone: the emulator's
// OTP lookup lists every code ever sent, which gets slow over hundreds of customers.
import { authEmulatorClient } from '../../bff/dist/test/auth-emulator-client.js';
import { Browser } from './http.mjs';

export const CUSTOMER_PIN = '4321';

/**
 * The n-th bench client's address in 198.18.0.0/15 (RFC 2544, set aside for benchmarks), sent as
 * X-Forwarded-For: every customer (and every till) is a phone of its own, as in real traffic, so the per-IP
 * flood guards see what they would in production rather than one address carrying the whole bench.
 */
export function clientAddress(n) {
  if (!Number.isInteger(n) || n < 1 || n > 131_070) throw new Error(`no bench address for client ${n}`);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}
let addresses = 0;
const nextAddress = () => clientAddress((addresses += 1));
const PROFILE = { firstName: 'Bench', lastName: 'Customer', phone: '9876543210', pin: CUSTOMER_PIN, role: 'customer' };
let made = 0;

/**
 * A customer with a session, a profile and these restaurants (by public ID) in their list.
 * `idToken` is kept for the spec client's session re-sync.
 */
export async function signedInCustomer(stack, restaurants = ['FS1003']) {
  const browser = new Browser(stack.url, nextAddress());
  await browser.fetchCsrfToken();
  made += 1;
  const auth = authEmulatorClient(stack.authHost, stack.projectId);
  const { idToken } = await auth.signUpWithEmail(`bench-${made}@bench.test`, 'bench-password');
  await browser.expect('POST', '/api/v1/auth/customer/login', 200, { json: { idToken, method: 'email' } });
  await browser.expect('POST', '/api/v1/customer/save', 200, { json: PROFILE });
  // Agreed to the current privacy notice, as the app's profile form does: without it the app sends them to /consent.
  const notice = await browser.expect('GET', '/api/v1/privacy-notice', 200);
  await browser.expect('POST', '/api/v1/customer/consent', 200, { json: { noticeVersion: notice.version } });
  const memberships = {};
  for (const resId of restaurants) {
    const added = await browser.expect('POST', '/api/v1/customer/add-restaurant', 201, { json: { resId } });
    memberships[resId] = added.result;
  }
  return { browser, idToken, memberships };
}

/** `count` customers, a few signed in at once. */
export async function signedInCustomers(stack, count, restaurants, concurrency = 8) {
  const customers = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      customers.push(await signedInCustomer(stack, restaurants));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return customers;
}

/** The seeded staff account of a demo restaurant, signed in (local mode's password). */
export async function signedInStaff(stack, resId = 'FS1003') {
  const browser = new Browser(stack.url, nextAddress());
  await browser.fetchCsrfToken();
  const auth = authEmulatorClient(stack.authHost, stack.projectId);
  const { idToken } = await auth.signInWithEmail(`staff.${resId.toLowerCase()}@foodspot.test`, 'foodspot-staff');
  await browser.expect('POST', '/api/v1/auth/staff/login', 200, { json: { idToken } });
  return browser;
}
