import { authEmulatorClient } from './auth-emulator-client.js';
import { type TestServer, uniquePhone } from './harness.js';
import { TestBrowser } from './http-client.js';

export const VALID_PROFILE = { firstName: 'Asha', lastName: 'Rao', phone: '9876543210', email: 'asha@example.in', pin: '4321', role: 'customer' };

/** A customer who signed in by phone, with a CSRF token and (unless told otherwise) a saved profile. */
export async function signedInCustomer(server: TestServer, options: { profile?: boolean } = {}) {
  const browser = new TestBrowser(server.url);
  await browser.fetchCsrfToken();
  const phone = uniquePhone();
  const { idToken, localId } = await authEmulatorClient(server.authHost, server.projectId).signInWithPhone(phone);
  const login = await browser.post('/api/v1/auth/customer/login', { idToken, method: 'phone' });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  if (options.profile !== false) {
    const saved = await browser.post('/api/v1/customer/save', VALID_PROFILE);
    if (saved.status !== 200) throw new Error(`profile save failed: ${JSON.stringify(saved.body)}`);
  }
  return { browser, uid: localId, phone };
}

/** The restaurantUid of a seeded demo restaurant. */
export async function restaurantUidOf(server: TestServer, resId: string): Promise<string> {
  const index = await server.firebase.db.collection('restaurantIds').doc(resId).get();
  const restaurantUid = (index.data() as { restaurantUid?: string } | undefined)?.restaurantUid;
  if (!restaurantUid) throw new Error(`${resId} is not seeded`);
  return restaurantUid;
}

/** A staff member of a demo restaurant, signed in through POST /auth/staff/login. */
export async function signedInStaff(server: TestServer, resId: string) {
  const browser = new TestBrowser(server.url);
  await browser.fetchCsrfToken();
  const { idToken } = await authEmulatorClient(server.authHost, server.projectId).signInWithEmail(
    `staff.${resId.toLowerCase()}@foodspot.test`,
    'foodspot-staff',
  );
  const login = await browser.post('/api/v1/auth/staff/login', { idToken });
  if (login.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
  return browser;
}
