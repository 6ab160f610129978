import { authEmulatorClient } from './auth-emulator-client.js';
import type { TestServer } from './harness.js';
import { uniqueSuffix } from './harness.js';
import { TestBrowser } from './http-client.js';

export const OWNER_RESTAURANT_FIELDS = 'restaurantUid resId name phone city reward minimumSpend pendingMinimumSpend minimumSpendFrom suspended';
export const CREATE_RESTAURANT = `mutation Create($input: RestaurantInput!) { createRestaurant(input: $input) { ${OWNER_RESTAURANT_FIELDS} } }`;
export const UPDATE_RESTAURANT = `mutation Update($restaurantUid: ID!, $input: RestaurantInput!) { updateRestaurant(restaurantUid: $restaurantUid, input: $input) { ${OWNER_RESTAURANT_FIELDS} } }`;
export const ADD_STAFF =
  'mutation Add($restaurantUid: ID!, $email: String!) { addStaff(restaurantUid: $restaurantUid, email: $email) { staffUid email setPasswordLink } }';
export const REMOVE_STAFF =
  'mutation Remove($restaurantUid: ID!, $staffUid: ID!) { removeStaff(restaurantUid: $restaurantUid, staffUid: $staffUid) }';
export const DASHBOARD = `query Dashboard($restaurantUid: ID!) { restaurantDashboard(restaurantUid: $restaurantUid) {
  members newMembers7d pointsIssued7d pointsRedeemed7d pointsIssued30d pointsRedeemed30d rewardsClaimed30d waitingApprovals returningShare
  days { date issued redeemed } } }`;
export const ACTIVITY = `query Activity($restaurantUid: ID!, $first: Int, $after: String) { restaurantActivity(restaurantUid: $restaurantUid, first: $first, after: $after) {
  items { id kind staffEmail cusId points platform createdAt } nextCursor } }`;

export const restaurantInput = (overrides: Partial<Record<'name' | 'phone' | 'city' | 'reward', string> & { minimumSpend: number }> = {}) => ({
  name: 'Idli Point',
  phone: '044 2434 5678',
  city: 'Chennai',
  reward: 'Free filter coffee',
  minimumSpend: 500,
  ...overrides,
});

/** A new owner account, signed up and logged in the way the owner area does it (sign-up, then a fresh token, then login). */
export async function signedInOwner(server: TestServer) {
  const auth = authEmulatorClient(server.authHost, server.projectId);
  const email = `owner-${uniqueSuffix()}@example.in`;
  const password = 'owner-secret-1';
  const browser = new TestBrowser(server.url);
  await browser.fetchCsrfToken();
  const { idToken, localId } = await auth.signUpWithEmail(email, password);
  const signup = await browser.post('/api/v1/auth/owner/signup', { idToken });
  if (signup.status !== 201) throw new Error(`owner signup failed: ${JSON.stringify(signup.body)}`);
  // The role is a claim: only a token minted after the sign-up carries it.
  const fresh = await auth.signInWithEmail(email, password);
  const login = await browser.post('/api/v1/auth/owner/login', { idToken: fresh.idToken });
  if (login.status !== 200) throw new Error(`owner login failed: ${JSON.stringify(login.body)}`);
  return { browser, uid: localId, email, password };
}

/** The demo owner of FS1001-FS1003 (seeded), logged in. */
export async function signedInDemoOwner(server: TestServer) {
  const browser = new TestBrowser(server.url);
  await browser.fetchCsrfToken();
  const { idToken } = await authEmulatorClient(server.authHost, server.projectId).signInWithEmail('owner@foodspot.test', 'foodspot-owner');
  const login = await browser.post('/api/v1/auth/owner/login', { idToken });
  if (login.status !== 200) throw new Error(`demo owner login failed: ${JSON.stringify(login.body)}`);
  return browser;
}

/** A restaurant the owner creates; returns its restaurantUid and resId. */
export async function createdRestaurant(owner: TestBrowser, overrides: Parameters<typeof restaurantInput>[0] = {}) {
  const response = await owner.graphql(CREATE_RESTAURANT, { input: restaurantInput(overrides) });
  const created = response.body.data?.['createRestaurant'] as { restaurantUid: string; resId: string } | undefined;
  if (!created) throw new Error(`createRestaurant failed: ${JSON.stringify(response.body)}`);
  return created;
}

/** Sets a password with a set-password link as its page does (`POST /auth/staff/set-password`, from a fresh browser). */
export async function setStaffPassword(server: TestServer, setPasswordLink: string, password: string) {
  const browser = new TestBrowser(server.url);
  await browser.fetchCsrfToken();
  const token = new URL(setPasswordLink).searchParams.get('invite') ?? '';
  return browser.post('/api/v1/auth/staff/set-password', { token, password });
}

/** A cashier the owner adds, who sets a password with the handed-over link and logs in at the staff console. */
export async function hiredStaff(server: TestServer, owner: TestBrowser, restaurantUid: string) {
  const email = `cashier-${uniqueSuffix()}@example.in`;
  const response = await owner.graphql(ADD_STAFF, { restaurantUid, email });
  const invite = response.body.data?.['addStaff'] as { staffUid: string; setPasswordLink: string } | undefined;
  if (!invite) throw new Error(`addStaff failed: ${JSON.stringify(response.body)}`);
  const auth = authEmulatorClient(server.authHost, server.projectId);
  const set = await setStaffPassword(server, invite.setPasswordLink, 'cashier-pass-1');
  if (set.status !== 200) throw new Error(`set-password failed: ${JSON.stringify(set.body)}`);
  const browser = new TestBrowser(server.url);
  await browser.fetchCsrfToken();
  const { idToken } = await auth.signInWithEmail(email, 'cashier-pass-1');
  const login = await browser.post('/api/v1/auth/staff/login', { idToken });
  if (login.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
  return { browser, email, staffUid: invite.staffUid, setPasswordLink: invite.setPasswordLink };
}
