import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../test/http-client.js';
import { useTestServer } from '../test/harness.js';

/**
 * Whose address a request has is what TRUST_PROXY says: with nothing trusted (production's default), an
 * X-Forwarded-For is anyone's to write and moves nothing; with the proxy in front named, its header counts.
 */
const LIMIT = { RATE_LIMIT_FAILED_SIGN_INS_PER_IP_PER_MIN: '3' };
const trustingNone = useTestServer({ env: { ...LIMIT, TRUST_PROXY: '0' } });
const trustingLoopback = useTestServer({ env: { ...LIMIT, TRUST_PROXY: '127.0.0.1/32' } });

/** A failed sign-in that says it comes from `forwardedFor`; its status. */
async function failedSignIn(baseUrl: string, forwardedFor: string): Promise<number> {
  const browser = new TestBrowser(baseUrl);
  await browser.fetchCsrfToken();
  const { status } = await browser.post(
    '/api/v1/auth/customer/login',
    { idToken: 'not-a-real-id-token', method: 'phone' },
    { 'x-forwarded-for': forwardedFor },
  );
  return status;
}

describe('TRUST_PROXY', () => {
  it('trusting nothing, a forged X-Forwarded-For does not move the address: the fourth failure is held whatever it claims', async () => {
    const forged = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '198.51.100.9, 203.0.113.5'];
    const statuses: number[] = [];
    for (const address of forged) statuses.push(await failedSignIn(trustingNone.url, address));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('trusting the proxy in front (here 127.0.0.1/32), its X-Forwarded-For names the client: each address counts apart', async () => {
    const statuses: number[] = [];
    for (const address of ['203.0.113.10', '203.0.113.10', '203.0.113.10', '203.0.113.10', '203.0.113.11']) {
      statuses.push(await failedSignIn(trustingLoopback.url, address));
    }
    expect(statuses).toEqual([401, 401, 401, 429, 401]);
    // Only the hop the proxy added counts: a client's own X-Forwarded-For in front of it is not believed.
    expect(await failedSignIn(trustingLoopback.url, '198.51.100.1, 203.0.113.10')).toBe(429);
  });
});
