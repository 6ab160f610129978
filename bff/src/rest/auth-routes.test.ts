import { beforeAll, describe, expect, it } from 'vitest';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { anonymousBrowser } from '../test/fixtures.js';
import { useTestServer, uniquePhone, uniqueSuffix } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';

const server = useTestServer();
let auth: ReturnType<typeof authEmulatorClient>;

beforeAll(() => {
  auth = authEmulatorClient(server.authHost, server.projectId);
});

const newBrowser = () => anonymousBrowser(server);

async function phoneLogin(phone = uniquePhone()) {
  const browser = await newBrowser();
  const { idToken, localId } = await auth.signInWithPhone(phone);
  const login = await browser.post('/api/v1/auth/customer/login', { idToken, method: 'phone' });
  return { browser, login, uid: localId, phone };
}

const validProfile = { firstName: 'Asha', lastName: 'Rao', phone: '9876543210', email: 'asha@example.in', pin: '4321', role: 'customer' };

const customerDoc = async (uid: string) => (await server.firebase.db.collection('customers').doc(uid).get()).data();

describe('CSRF', () => {
  it('hands out a token and sets its signed cookie', async () => {
    const browser = new TestBrowser(server.url);
    const { status, body } = await browser.get('/api/v1/csrf/token');
    expect(status).toBe(200);
    expect(body['csrfToken']).toMatch(/^[0-9a-f]+\.[0-9a-f]+$/);
    expect(browser.cookie('foodspot.csrf')).toBe(body['csrfToken']);
  });

  const stateChanging: [string, unknown][] = [
    ['/api/v1/auth/customer/login', { idToken: 'x', method: 'phone' }],
    ['/api/v1/auth/customer/signup', { idToken: 'x' }],
    ['/api/v1/auth/customer/logout', {}],
    ['/api/v1/auth/sync-session', {}],
    ['/api/v1/customer/save', validProfile],
    ['/graphql', { query: 'mutation { saveProfile(input: {firstName: "A", lastName: "B", phone: "1", pin: "1234"}) { uid } }' }],
  ];

  it.each(stateChanging)('refuses POST %s without a token with 403 JSON', async (path, json) => {
    const { browser, uid } = await phoneLogin();
    const before = await customerDoc(uid);
    const response = await browser.request('POST', path, { json, withCsrf: false });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/CSRF/), code: 'CSRF_INVALID' });
    expect(await customerDoc(uid)).toEqual(before);
  });

  it.each(stateChanging)('refuses POST %s with a wrong token', async (path, json) => {
    const { browser } = await phoneLogin();
    const response = await browser.request('POST', path, { json, headers: { 'x-csrf-token': 'forged.token' }, withCsrf: false });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('CSRF_INVALID');
  });

  it('binds the token to the session: a token from before login stops working after it', async () => {
    const browser = await newBrowser();
    const staleToken = browser.csrfToken!;
    const { idToken } = await auth.signInWithPhone(uniquePhone());
    const login = await browser.post('/api/v1/auth/customer/login', { idToken, method: 'phone' });
    expect(login.body['csrfToken']).toEqual(expect.any(String));
    expect(login.body['csrfToken']).not.toBe(staleToken);
    const stale = await browser.request('POST', '/api/v1/customer/save', {
      json: validProfile,
      headers: { 'x-csrf-token': staleToken },
      withCsrf: false,
    });
    expect(stale.status).toBe(403);
    expect((await browser.post('/api/v1/customer/save', validProfile)).status).toBe(200);
  });
});

describe('phone login, profile and me', () => {
  it('signs a new customer in, then saves the profile, then logs in again as known', async () => {
    const phone = uniquePhone();
    const { browser, login, uid } = await phoneLogin(phone);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ isNewUser: true, profileSet: false });
    expect(browser.cookie('__session')).toBeTruthy();

    const me = await browser.get('/api/v1/auth/customer/me');
    expect(me).toEqual({ status: 200, body: { role: 'customer', profileSet: false, consentCurrent: false, phoneNumber: phone, email: null } });

    const save = await browser.post('/api/v1/customer/save', validProfile);
    expect(save).toMatchObject({ status: 200, body: { message: 'Profile saved' } });
    expect(await customerDoc(uid)).toMatchObject({ firstName: 'Asha', lastName: 'Rao', pin: '4321', role: 'customer', profileSet: true });
    expect((await browser.get('/api/v1/auth/customer/me')).body['profileSet']).toBe(true);

    const again = await phoneLogin(phone);
    expect(again.login.body).toMatchObject({ isNewUser: false, profileSet: true });
  });

  it('answers 401 JSON from me without a session, and with a forged cookie', async () => {
    const browser = new TestBrowser(server.url);
    expect(await browser.get('/api/v1/auth/customer/me')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    browser.setCookie('__session', 'not-a-real-session');
    expect((await browser.get('/api/v1/auth/customer/me')).status).toBe(401);
  });

  it('refuses a revoked session', async () => {
    const { browser, uid } = await phoneLogin();
    expect((await browser.get('/api/v1/auth/customer/me')).status).toBe(200);
    // Revocation has one-second resolution: revoke in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await server.firebase.auth.revokeRefreshTokens(uid);
    expect(await browser.get('/api/v1/auth/customer/me')).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    // A revoked session changes nothing either, over REST or GraphQL.
    const before = await customerDoc(uid);
    expect((await browser.post('/api/v1/customer/save', validProfile)).status).toBe(401);
    const { role: _role, ...input } = validProfile;
    const graphql = await browser.graphql('mutation Save($input: ProfileInput!) { saveProfile(input: $input) { uid } }', { input });
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await customerDoc(uid)).toEqual(before);
  });

  it('refuses an id token that is not one', async () => {
    const browser = await newBrowser();
    const login = await browser.post('/api/v1/auth/customer/login', { idToken: 'garbage', method: 'phone' });
    expect(login).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    expect(browser.cookie('__session')).toBeUndefined();
  });
});

describe('email sign-up and login', () => {
  it('signs up, gets a session, and later logs in by email', async () => {
    const email = `new-${uniqueSuffix()}@example.in`;
    const browser = await newBrowser();
    const { idToken, localId } = await auth.signUpWithEmail(email, 'secret-pass');
    const signup = await browser.post('/api/v1/auth/customer/signup', { idToken });
    expect(signup).toMatchObject({ status: 201, body: { message: expect.any(String), isNewUser: true, profileSet: false } });
    expect(await browser.get('/api/v1/auth/customer/me')).toMatchObject({ body: { role: 'customer', email, phoneNumber: null } });
    expect(await customerDoc(localId)).toMatchObject({ email, profileSet: false, signInMethod: 'email' });

    const other = await newBrowser();
    const signIn = await auth.signInWithEmail(email, 'secret-pass');
    const login = await other.post('/api/v1/auth/customer/login', { idToken: signIn.idToken, method: 'email' });
    expect(login).toMatchObject({ status: 200, body: { isNewUser: false, profileSet: false } });
  });
});

describe('logout and session re-sync', () => {
  it('logs out: clears the cookie and ends this session on the server (a copy of the cookie is refused)', async () => {
    const { browser } = await phoneLogin();
    const oldCookie = browser.cookie('__session')!;
    const logout = await browser.post('/api/v1/auth/customer/logout');
    expect(logout).toMatchObject({ status: 200, body: { message: 'Logged out' } });
    expect(browser.cookie('__session')).toBeUndefined();
    const elsewhere = new TestBrowser(server.url);
    elsewhere.setCookie('__session', oldCookie);
    expect((await elsewhere.get('/api/v1/auth/customer/me')).status).toBe(401);
  });

  it('logs out even without a session', async () => {
    const browser = await newBrowser();
    expect((await browser.post('/api/v1/auth/customer/logout')).status).toBe(200);
  });

  it('re-syncs a session from a fresh id token in the Authorization header', async () => {
    const phone = uniquePhone();
    const { idToken } = await auth.signInWithPhone(phone);
    const browser = await newBrowser();
    const sync = await browser.post('/api/v1/auth/sync-session', {}, { authorization: `Bearer ${idToken}` });
    expect(sync).toMatchObject({ status: 200, body: { ok: true } });
    expect(await browser.get('/api/v1/auth/customer/me')).toMatchObject({ status: 200, body: { phoneNumber: phone } });
  });

  it('refuses a re-sync without a bearer token, or with a bad one', async () => {
    const browser = await newBrowser();
    expect((await browser.post('/api/v1/auth/sync-session')).status).toBe(401);
    expect((await browser.post('/api/v1/auth/sync-session', {}, { authorization: 'Bearer nope' })).status).toBe(401);
    expect(browser.cookie('__session')).toBeUndefined();
  });
});

describe('signed-in hint cookie', () => {
  const HINT = 'fs_signed_in';
  /** The Set-Cookie line of one cookie, by name. */
  const setCookie = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  const maxAgeOf = (line: string | undefined) => Number(/Max-Age=(\d+)/i.exec(line ?? '')?.[1]);

  it('comes with the session cookie: readable by scripts, SameSite=Lax, and outliving the session', async () => {
    const browser = await newBrowser();
    const { idToken } = await auth.signInWithPhone(uniquePhone());
    const login = await browser.request('POST', '/api/v1/auth/customer/login', { json: { idToken, method: 'phone' } });
    expect(login.status).toBe(200);
    const hint = setCookie(login, HINT);
    const session = setCookie(login, '__session');
    expect(hint).toMatch(/^fs_signed_in=1;/);
    expect(hint).toMatch(/; Path=\//);
    expect(hint).toMatch(/; SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/i);
    // Local mode is plain http; production cookies are Secure.
    expect(hint).not.toMatch(/Secure/i);
    expect(session).toMatch(/HttpOnly/);
    expect(maxAgeOf(hint)).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(maxAgeOf(hint)).toBeGreaterThan(maxAgeOf(session));
  });

  it('is set by signup, sync-session and staff login too', async () => {
    const email = `hint-${uniqueSuffix()}@example.in`;
    const { idToken: signupToken } = await auth.signUpWithEmail(email, 'secret-pass');
    const signup = await (await newBrowser()).request('POST', '/api/v1/auth/customer/signup', { json: { idToken: signupToken } });
    expect(signup.status).toBe(201);
    expect(setCookie(signup, HINT)).toMatch(/^fs_signed_in=1;/);

    const { idToken } = await auth.signInWithEmail(email, 'secret-pass');
    const sync = await (
      await newBrowser()
    ).request('POST', '/api/v1/auth/sync-session', { json: {}, headers: { authorization: `Bearer ${idToken}` } });
    expect(sync.status).toBe(200);
    expect(setCookie(sync, HINT)).toMatch(/^fs_signed_in=1;/);

    const staff = await auth.signInWithEmail('staff.fs1001@foodspot.test', 'foodspot-staff');
    const staffLogin = await (await newBrowser()).request('POST', '/api/v1/auth/staff/login', { json: { idToken: staff.idToken } });
    expect(staffLogin.status).toBe(200);
    expect(setCookie(staffLogin, HINT)).toMatch(/^fs_signed_in=1;/);
  });

  it('is not set when a login is refused', async () => {
    const browser = await newBrowser();
    await browser.post('/api/v1/auth/customer/login', { idToken: 'garbage', method: 'phone' });
    expect(browser.cookie(HINT)).toBeUndefined();
  });

  it('is cleared by logout', async () => {
    const { browser } = await phoneLogin();
    expect(browser.cookie(HINT)).toBe('1');
    expect((await browser.post('/api/v1/auth/customer/logout')).status).toBe(200);
    expect(browser.cookie(HINT)).toBeUndefined();
    expect(browser.cookie('__session')).toBeUndefined();
  });

  it('stays while me answers 200', async () => {
    const { browser } = await phoneLogin();
    const me = await browser.request('GET', '/api/v1/auth/customer/me');
    expect(me.status).toBe(200);
    expect(setCookie(me, HINT)).toBeUndefined();
    expect(browser.cookie(HINT)).toBe('1');
  });

  it('proves nothing: with an expired session me answers 401 and drops it, and the re-sync sets it again', async () => {
    const phone = uniquePhone();
    const { browser } = await phoneLogin(phone);
    // The session cookie is gone (expired after 5 days); the hint, good for a year, is still there.
    browser.setCookie('__session', 'expired-session');
    const me = await browser.get('/api/v1/auth/customer/me');
    expect(me).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(browser.cookie(HINT)).toBeUndefined();

    // The client re-syncs with the fresh ID token of the Firebase user it still has.
    const { idToken } = await auth.signInWithPhone(phone);
    await browser.fetchCsrfToken();
    expect((await browser.post('/api/v1/auth/sync-session', {}, { authorization: `Bearer ${idToken}` })).status).toBe(200);
    expect(browser.cookie(HINT)).toBe('1');
    expect(await browser.get('/api/v1/auth/customer/me')).toMatchObject({ status: 200, body: { phoneNumber: phone } });
  });
});

describe('bad input gets 400 JSON and changes nothing', () => {
  it('refuses a login without idToken', async () => {
    const browser = await newBrowser();
    expect(await browser.post('/api/v1/auth/customer/login', { method: 'phone' })).toEqual({
      status: 400,
      body: { error: 'idToken is required', code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a signup without idToken', async () => {
    const browser = await newBrowser();
    expect(await browser.post('/api/v1/auth/customer/signup', {})).toEqual({
      status: 400,
      body: { error: 'idToken is required', code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a login with an unknown method', async () => {
    const browser = await newBrowser();
    const response = await browser.post('/api/v1/auth/customer/login', { idToken: 'x', method: 'fax' });
    expect(response).toMatchObject({ status: 400, body: { error: 'method must be phone or email' } });
  });

  it('refuses a body that is not JSON', async () => {
    const browser = await newBrowser();
    const response = await browser.request('POST', '/api/v1/auth/customer/login', { rawBody: '{"idToken": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Request body must be valid JSON.', code: 'BAD_USER_INPUT' });
  });

  it('refuses a 20 KB body with a JSON error', async () => {
    const { browser, uid } = await phoneLogin();
    const before = await customerDoc(uid);
    const response = await browser.request('POST', '/api/v1/customer/save', {
      json: { ...validProfile, firstName: 'x'.repeat(20 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ error: 'Request body is too large.' });
    expect(await customerDoc(uid)).toEqual(before);
  });

  it.each(['123', '12345', 'abcd', '12a4', ''])('refuses PIN %j and writes nothing', async (pin) => {
    const { browser, uid } = await phoneLogin();
    const before = await customerDoc(uid);
    const response = await browser.post('/api/v1/customer/save', { ...validProfile, pin });
    expect(response).toMatchObject({ status: 400, body: { error: 'PIN must be exactly 4 digits', reason: 'PIN_NOT_FOUR_DIGITS' } });
    expect(await customerDoc(uid)).toEqual(before);
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['lastName', { lastName: undefined }, 'Last name is required'],
    ['phone', { phone: '' }, 'Phone is required'],
    ['role', { role: 'staff' }, 'role must be customer'],
  ])('refuses a profile with a bad %s', async (_field, change, message) => {
    const { browser } = await phoneLogin();
    expect(await browser.post('/api/v1/customer/save', { ...validProfile, ...change })).toMatchObject({ status: 400, body: { error: message } });
  });

  it('refuses a profile save without a session with 401', async () => {
    const browser = await newBrowser();
    expect((await browser.post('/api/v1/customer/save', validProfile)).status).toBe(401);
  });
});

describe('staff accounts in the customer app', () => {
  it('reports role staff from me and refuses them a customer profile', async () => {
    const email = `staff-${uniqueSuffix()}@example.in`;
    const { localId } = await auth.signUpWithEmail(email, 'staff-pass');
    await server.firebase.auth.setCustomUserClaims(localId, { role: 'staff' });
    const { idToken } = await auth.signInWithEmail(email, 'staff-pass');
    const browser = await newBrowser();
    expect((await browser.post('/api/v1/auth/customer/login', { idToken, method: 'email' })).status).toBe(200);
    expect((await browser.get('/api/v1/auth/customer/me')).body['role']).toBe('staff');
    expect((await browser.post('/api/v1/customer/save', validProfile)).status).toBe(403);
    expect(await customerDoc(localId)).toBeUndefined();
  });
});

describe('GraphQL me and saveProfile', () => {
  const ME = '{ me { uid role profileSet phoneNumber profile { firstName pin } } }';
  const SAVE = `mutation Save($input: ProfileInput!) { saveProfile(input: $input) { profileSet profile { firstName lastName phone email pin } } }`;

  it('answers me for the session user and saves a profile', async () => {
    const { browser, uid, phone } = await phoneLogin();
    expect((await browser.graphql(ME)).body.data).toEqual({
      me: { uid, role: 'customer', profileSet: false, phoneNumber: phone, profile: null },
    });
    const { role: _role, ...input } = validProfile;
    const saved = await browser.graphql(SAVE, { input: { ...input, email: '' } });
    expect(saved.body.data).toEqual({
      saveProfile: { profileSet: true, profile: { firstName: 'Asha', lastName: 'Rao', phone: '+919876543210', email: null, pin: '4321' } },
    });
  });

  it('refuses me without a session with UNAUTHENTICATED', async () => {
    const browser = await newBrowser();
    const { body } = await browser.graphql(ME);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad PIN with BAD_USER_INPUT and writes nothing', async () => {
    const { browser, uid } = await phoneLogin();
    const before = await customerDoc(uid);
    const { role: _role, ...input } = validProfile;
    const { body } = await browser.graphql(SAVE, { input: { ...input, pin: '12' } });
    expect(body.errors?.[0]).toMatchObject({
      message: 'PIN must be exactly 4 digits',
      extensions: { code: 'BAD_USER_INPUT', reason: 'PIN_NOT_FOUR_DIGITS' },
    });
    expect(await customerDoc(uid)).toEqual(before);
  });

  it('reports a schema-invalid mutation as a validation error, not an internal one', async () => {
    const { browser } = await phoneLogin();
    const { body } = await browser.graphql('mutation { saveProfile(input: { firstName: "A" }) { uid } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('service endpoints', () => {
  it('answers /healthz and /readyz', async () => {
    const browser = new TestBrowser(server.url);
    expect(await browser.get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await browser.get('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('sends a CSP that allows the Auth emulator and same-origin WebSockets, and nothing from other hosts', async () => {
    const response = await fetch(`${server.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const host = new URL(server.url).host;
    expect(csp).toMatch(new RegExp(`connect-src 'self' ws://${host.replace(/[.]/g, '\\.')} `));
    expect(csp).toContain(`http://${server.authHost}`);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const browser = new TestBrowser(server.url);
    expect(await browser.get('/api/v1/nope')).toEqual({ status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } });
  });
});
