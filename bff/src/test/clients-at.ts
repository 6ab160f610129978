import { ensureStaffAccount } from '../services/staff-accounts.js';
import { authEmulatorClient } from './auth-emulator-client.js';
import { VALID_PROFILE } from './customers.js';
import { type TestServer, uniquePhone, uniqueSuffix } from './harness.js';
import { TestBrowser } from './http-client.js';

/**
 * A browser behind the load balancer at `ip`: every request carries `X-Forwarded-For: ip`, which the
 * BFF (local mode trusts one proxy) takes as req.ip. The rate-limit tests give each client its own address.
 */
export class BrowserAt extends TestBrowser {
  constructor(
    baseUrl: string,
    readonly ip: string,
  ) {
    super(baseUrl);
  }

  override request(method: string, path: string, options: Parameters<TestBrowser['request']>[2] = {}): Promise<Response> {
    return super.request(method, path, { ...options, headers: { 'x-forwarded-for': this.ip, ...options.headers } });
  }
}

let lastOctets = 0;
/** An address from the benchmarking range 198.18.0.0/15, never used twice in one test file. */
export function uniqueIp(): string {
  lastOctets += 1;
  return `198.18.${Math.floor(lastOctets / 250) % 250}.${(lastOctets % 250) + 1}`;
}

/** A phone customer signed in from `ip` (one CSRF token and one login from that address), profile saved. */
export async function customerAt(server: TestServer, ip = uniqueIp()) {
  const browser = new BrowserAt(server.url, ip);
  await browser.fetchCsrfToken();
  const { idToken, localId } = await authEmulatorClient(server.authHost, server.projectId).signInWithPhone(uniquePhone());
  const login = await browser.post('/api/v1/auth/customer/login', { idToken, method: 'phone' });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const saved = await browser.post('/api/v1/customer/save', VALID_PROFILE);
  if (saved.status !== 200) throw new Error(`profile save failed: ${JSON.stringify(saved.body)}`);
  return { browser, uid: localId, idToken };
}

/**
 * A staff account of its own at the demo restaurant `resId`, signed in from `ip`: the lockouts kept in
 * Firestore per staff account never touch the seeded accounts other test files share.
 */
export async function freshStaffAt(server: TestServer, resId: string, ip = uniqueIp()) {
  const email = `staff.limits-${uniqueSuffix()}@foodspot.test`;
  const password = 'limits-staff-password';
  const { uid } = await ensureStaffAccount(server.firebase, { resId, email, password });
  const browser = new BrowserAt(server.url, ip);
  await browser.fetchCsrfToken();
  const { idToken } = await authEmulatorClient(server.authHost, server.projectId).signInWithEmail(email, password);
  const login = await browser.post('/api/v1/auth/staff/login', { idToken });
  if (login.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
  return { browser, uid };
}
