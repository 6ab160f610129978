import { afterAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { type RunningServer, startServer } from '../server.js';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { uniqueSuffix, useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';

/**
 * Local mode's "Forgot password?": the Auth emulator sends no email, so GET /api/v1/local/last-password-reset?email=…
 * hands the form the link it made, as the app's own reset page, and `npm start` prints it (dev/otp-feed.test.ts). Against the real emulator;
 * a production server has no such route.
 */
const server = useTestServer();

async function lastReset(email: string) {
  const { status, body } = await new TestBrowser(server.url).get(`/api/v1/local/last-password-reset?email=${encodeURIComponent(email)}`);
  return { status, body: body as { email?: string; link?: string | null; code?: string } };
}

describe('GET /api/v1/local/last-password-reset (local mode)', () => {
  it("gives the newest reset link of that email as the app's page; the person sets a new password with it and logs in", async () => {
    const auth = authEmulatorClient(server.authHost, server.projectId);
    const email = `forgot.${uniqueSuffix()}@foodspot.test`;
    await auth.signUpWithEmail(email, 'old-password');
    expect((await lastReset(email)).body).toEqual({ email, link: null });

    await auth.sendPasswordReset(email, 'http://localhost:5000/owner');
    await auth.sendPasswordReset(email, 'http://localhost:5000/owner');
    const { status, body } = await lastReset(email.toUpperCase());
    expect(status).toBe(200);
    const link = new URL(body.link!, 'http://localhost:5000');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe('http://localhost:5000/owner');
    const oobCode = link.searchParams.get('oobCode')!;

    await auth.resetPassword(oobCode, 'new-password');
    await expect(auth.signInWithEmail(email, 'old-password')).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
    expect((await auth.signInWithEmail(email, 'new-password')).idToken).toBeTruthy();
  });

  it('answers null for an email without an account, and 400 without an email', async () => {
    expect((await lastReset(`nobody.${uniqueSuffix()}@foodspot.test`)).body.link).toBeNull();
    const { status, body } = await new TestBrowser(server.url).get('/api/v1/local/last-password-reset');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'BAD_INPUT' });
  });
});

describe('GET /api/v1/local/last-password-reset in production mode', () => {
  let production: RunningServer | undefined;
  afterAll(async () => production?.close());

  it('does not exist: 404 JSON, as any unknown path', async () => {
    process.env['METADATA_SERVER_DETECTION'] = 'none';
    const config = parseConfig({
      APP_MODE: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      FIREBASE_PROJECT_ID: inject('projectId'),
      FIREBASE_WEB_API_KEY: 'demo-api-key',
      CSRF_SECRET: 'test-secret-that-is-long-enough-for-csrf-0123456789',
      STAFF_ID_SECRET: 's'.repeat(32),
      PUBLIC_ORIGIN: 'https://rewards.example.in',
      CLIENT_DIST: '/nonexistent-client-dist',
    });
    production = await startServer(config, { logger: createLogger('silent') });
    const response = await fetch(`${production.url}/api/v1/local/last-password-reset?email=asha%40example.in`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
