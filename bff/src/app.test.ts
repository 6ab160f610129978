import { describe, expect, it } from 'vitest';
import { signedInCustomer } from './test/customers.js';
import { useTestServer } from './test/harness.js';

const server = useTestServer();

describe('what every GraphQL answer over HTTP carries', () => {
  it('never stored, named, with the security headers: whether answered, refused by CSRF or invalid', async () => {
    const { browser, uid } = await signedInCustomer(server);
    const answered = await browser.request('POST', '/graphql', { json: { query: '{ me { uid } }' } });
    expect(await answered.json()).toEqual({ data: { me: { uid } } });
    const withoutToken = await browser.request('POST', '/graphql', { json: { query: '{ me { uid } }' }, withCsrf: false });
    expect(withoutToken.status).toBe(403);
    const invalid = await browser.request('POST', '/graphql', { json: { query: '{ nope }' } });
    expect(invalid.status).toBe(400);
    const ids = new Set<string | null>();
    for (const response of [answered, withoutToken, invalid]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      ids.add(response.headers.get('x-request-id'));
    }
    // Apollo's own answers are never revalidated, so Express does not hash them for an ETag.
    for (const response of [answered, invalid]) expect(response.headers.get('etag')).toBeNull();
    expect([...ids].every((id) => /^[0-9a-f-]{36}$/.test(id ?? ''))).toBe(true);
    expect(ids.size).toBe(3);
  });

  it('REST answers keep their ETag (a GET may be revalidated)', async () => {
    const { browser } = await signedInCustomer(server);
    const response = await browser.request('GET', '/api/v1/customer/restaurants');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^W\//);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
