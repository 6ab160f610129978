import { CONSENT_VERSION_STALE, PRIVACY_NOTICE } from '@foodspot/schema/privacy';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { signedInCustomer, signedInStaff, VALID_PROFILE } from '../test/customers.js';
import { useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';

/** The privacy notice's version and the customer's consent to it (DPDP Rule 3; docs/privacy.md). */
const server = useTestServer();

const consentRecords = async (uid: string) => (await server.firebase.db.collection(`customers/${uid}/consents`).get()).docs.map((doc) => doc.data());
const consent = (browser: TestBrowser, body: unknown) => browser.post('/api/v1/customer/consent', body);
const me = async (browser: TestBrowser) => (await browser.get('/api/v1/auth/customer/me')).body;

describe('the privacy notice', () => {
  it('tells anyone its version and date, and a cache may keep that for a while', async () => {
    const response = await fetch(`${server.url}/api/v1/privacy-notice`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({ version: PRIVACY_NOTICE.version, updatedAt: PRIVACY_NOTICE.updatedAt });
  });
});

describe('consent to the privacy notice', () => {
  it("is false for a new customer, recorded with the notice's version and time, kept when the profile is saved again", async () => {
    const { browser, uid } = await signedInCustomer(server, { profile: false });
    expect(await me(browser)).toMatchObject({ profileSet: false, consentCurrent: false });
    const before = Date.now();
    expect(await consent(browser, { noticeVersion: PRIVACY_NOTICE.version })).toEqual({
      status: 200,
      body: { message: 'Thank you. Your consent is recorded.', consentCurrent: true },
    });
    expect(await me(browser)).toMatchObject({ profileSet: false, consentCurrent: true });
    const [record, ...more] = await consentRecords(uid);
    expect(more).toEqual([]);
    expect(record!['noticeVersion']).toBe(PRIVACY_NOTICE.version);
    expect((record!['givenAt'] as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
    // The profile form saved after (or again) keeps it.
    expect((await browser.post('/api/v1/customer/save', VALID_PROFILE)).status).toBe(200);
    expect(await me(browser)).toMatchObject({ profileSet: true, consentCurrent: true });
    // Agreeing again to the same notice writes nothing new.
    expect((await consent(browser, { noticeVersion: PRIVACY_NOTICE.version })).status).toBe(200);
    expect(await consentRecords(uid)).toHaveLength(1);
  });

  it('refuses a stale, unknown or broken version with 400 CONSENT_VERSION or BAD_USER_INPUT, and records nothing', async () => {
    const { browser, uid } = await signedInCustomer(server);
    for (const noticeVersion of ['2020-01-01', '', ' ', PRIVACY_NOTICE.version + ' ', 'x'.repeat(40)]) {
      expect(await consent(browser, { noticeVersion }), JSON.stringify(noticeVersion)).toEqual({
        status: 400,
        body: { error: CONSENT_VERSION_STALE, code: 'CONSENT_VERSION', reason: 'CONSENT_VERSION_STALE', params: {} },
      });
    }
    const broken = [
      {},
      { noticeVersion: 7 },
      { noticeVersion: [PRIVACY_NOTICE.version] },
      { noticeVersion: 'x'.repeat(41) },
      { noticeVersion: '\uD800' },
    ];
    for (const body of [...broken, { noticeVersion: PRIVACY_NOTICE.version, extra: 1 }]) {
      expect(await consent(browser, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    }
    expect(await consentRecords(uid)).toEqual([]);
    expect(await me(browser)).toMatchObject({ consentCurrent: false });
  });

  it('twenty taps at once record one consent', async () => {
    const { browser, uid } = await signedInCustomer(server);
    const answers = await Promise.all(Array.from({ length: 20 }, () => consent(browser, { noticeVersion: PRIVACY_NOTICE.version })));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await consentRecords(uid)).toHaveLength(1);
  });

  it('is asked of customers only: staff are refused, and their me says consentCurrent', async () => {
    const browser = await signedInStaff(server, 'FS1003');
    expect(await consent(browser, { noticeVersion: PRIVACY_NOTICE.version })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await me(browser)).toMatchObject({ role: 'staff', consentCurrent: true });
  });

  it('needs a session', async () => {
    const browser = new TestBrowser(server.url);
    await browser.fetchCsrfToken();
    expect(await consent(browser, { noticeVersion: PRIVACY_NOTICE.version })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });

  it('GraphQL: giveConsent says the same, and me.consentCurrent follows', async () => {
    const { browser } = await signedInCustomer(server);
    const give = (noticeVersion: string) =>
      browser.graphql('mutation G($v: String!) { giveConsent(noticeVersion: $v) { consentCurrent } }', { v: noticeVersion });
    const stale = await give('2020-01-01');
    expect(stale.body.errors?.[0]).toMatchObject({ message: CONSENT_VERSION_STALE, extensions: { code: 'CONSENT_VERSION' } });
    expect((await browser.graphql('{ me { consentCurrent } }')).body.data).toEqual({ me: { consentCurrent: false } });
    expect((await give(PRIVACY_NOTICE.version)).body).toEqual({ data: { giveConsent: { consentCurrent: true } } });
    expect((await browser.graphql('{ me { consentCurrent } }')).body.data).toEqual({ me: { consentCurrent: true } });
  });
});
