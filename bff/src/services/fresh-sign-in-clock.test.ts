import { beforeAll, describe, expect, it } from 'vitest';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { fakeClock } from '../test/fake-clock.js';
import { uniquePhone, useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';
import { FRESH_SIGN_IN_WINDOW_S } from './sessions.js';

/**
 * A session cookie is minted only from a sign-in at most 5 minutes old (services/sessions.ts), by the
 * server's injected clock (startServer's `clock`): the edge is shown by setting a fake clock around the
 * ID token's own auth_time.
 */
const clock = fakeClock();
const server = useTestServer({ clock });
const WINDOW_MS = FRESH_SIGN_IN_WINDOW_S * 1000;

let signIn: ReturnType<typeof authEmulatorClient>;
beforeAll(() => {
  signIn = authEmulatorClient(server.authHost, server.projectId);
});

/** When the token's sign-in happened (its `auth_time` claim), in ms. */
const signedInAtMs = (idToken: string) =>
  (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { auth_time: number }).auth_time * 1000;

async function browserWithCsrf() {
  const browser = new TestBrowser(server.url);
  await browser.fetchCsrfToken();
  return browser;
}

const TOO_OLD = { error: 'That sign-in is too old. Please sign in again.', code: 'UNAUTHENTICATED' };

describe('the fresh sign-in window, on the injected clock', () => {
  it('a login is accepted 5 minutes after the sign-in, to the millisecond, and refused 1 ms later', async () => {
    const { idToken } = await signIn.signInWithPhone(uniquePhone());
    const browser = await browserWithCsrf();
    clock.set(signedInAtMs(idToken) + WINDOW_MS + 1);
    const refused = await browser.post('/api/v1/auth/customer/login', { idToken, method: 'phone' });
    expect(refused).toMatchObject({ status: 401, body: TOO_OLD });
    expect(browser.cookie('__session')).toBeUndefined();

    clock.set(signedInAtMs(idToken) + WINDOW_MS);
    const accepted = await browser.post('/api/v1/auth/customer/login', { idToken, method: 'phone' });
    expect(accepted).toMatchObject({ status: 200, body: { isNewUser: true, profileSet: false } });
    expect(browser.cookie('__session')).toBeTruthy();
  });

  it('sign-up and staff login keep the same window; the re-sync of an earlier sign-in has none', async () => {
    const { idToken } = await signIn.signInWithPhone(uniquePhone());
    clock.set(signedInAtMs(idToken) + WINDOW_MS + 1);
    expect(await (await browserWithCsrf()).post('/api/v1/auth/customer/signup', { idToken })).toMatchObject({ status: 401, body: TOO_OLD });
    const staff = await signIn.signInWithEmail('staff.fs1003@foodspot.test', 'foodspot-staff');
    clock.set(signedInAtMs(staff.idToken) + WINDOW_MS + 1);
    expect(await (await browserWithCsrf()).post('/api/v1/auth/staff/login', { idToken: staff.idToken })).toMatchObject({
      status: 401,
      body: TOO_OLD,
    });

    const resync = await (await browserWithCsrf()).post('/api/v1/auth/sync-session', {}, { authorization: `Bearer ${idToken}` });
    expect(resync).toMatchObject({ status: 200, body: { ok: true } });
  });
});
