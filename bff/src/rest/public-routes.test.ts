import { RESTAURANT_ID_UNKNOWN } from '@foodspot/schema/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserAt, uniqueIp } from '../test/clients-at.js';
import { signedInCustomer } from '../test/customers.js';
import { testRestaurant, type TestRestaurant } from '../test/fixtures.js';
import { useTestServer } from '../test/harness.js';

/**
 * GET /api/v1/restaurants/{resId}/public-name: the one thing anyone may read without a session, so the
 * landing page can say which restaurant a counter poster's link is about to add. The public-read limit
 * is set low here; every test has its own address, so each counts from zero.
 */
const PUBLIC_READS_PER_MIN = 5;
const server = useTestServer({ env: { RATE_LIMIT_FLOOD_PER_IP_PER_MIN: String(PUBLIC_READS_PER_MIN) } });
let kitchen: TestRestaurant;

beforeAll(async () => {
  kitchen = await testRestaurant(server);
});

type Answer = { status: number; body: unknown; headers: Headers };
async function publicName(resIdInPath: string, browser = new BrowserAt(server.url, uniqueIp())): Promise<Answer> {
  const response = await browser.request('GET', `/api/v1/restaurants/${resIdInPath}/public-name`);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // left as text: the assertion shows it
  }
  return { status: response.status, body, headers: response.headers };
}

describe('GET /api/v1/restaurants/{resId}/public-name', () => {
  it("answers a seeded restaurant's name without a session or CSRF token, sets no cookie, and may be cached briefly", async () => {
    const answer = await publicName('FS1002');
    expect(answer).toMatchObject({ status: 200, body: { name: 'Punjab Dhaba Express' } });
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(Number(answer.headers.get('cache-control')!.split('=')[1])).toBeLessThanOrEqual(600);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('reads the name from Firestore (a restaurant made now), takes the ID in any case, and answers a signed-in customer the same', async () => {
    expect((await publicName(kitchen.resId)).body).toEqual({ name: `Test kitchen ${kitchen.resId}` });
    expect((await publicName(kitchen.resId.toLowerCase())).body).toEqual({ name: `Test kitchen ${kitchen.resId}` });
    const { browser } = await signedInCustomer(server);
    expect(await browser.get(`/api/v1/restaurants/${kitchen.resId}/public-name`)).toEqual({
      status: 200,
      body: { name: `Test kitchen ${kitchen.resId}` },
    });
  });

  it('answers 404 JSON for an ID no restaurant has, whatever the URL says', async () => {
    // Spaces are no part of an ID ("FS 1002" is FS1002, as typed from a poster), so one with a space is unknown only if that is.
    expect(await publicName('FS%201002')).toMatchObject({ status: 200, body: { name: 'Punjab Dhaba Express' } });
    for (const resId of ['FS9999', 'FS%209999', encodeURIComponent('<b>Best food & co</b>').replaceAll('%2F', ''), 'X'.repeat(40)]) {
      const answer = await publicName(resId);
      expect(answer, resId).toMatchObject({ status: 404, body: { error: RESTAURANT_ID_UNKNOWN, code: 'NOT_FOUND' } });
      expect(answer.headers.get('cache-control') ?? '', resId).not.toMatch(/public/);
    }
  });

  it('answers 400 JSON for an ID Firestore would refuse, before any read', async () => {
    for (const resId of ['__FS1002__', encodeURIComponent('FS1002/extra'), 'X'.repeat(41), 'FS%ED%A0%80']) {
      const answer = await publicName(resId);
      expect(answer.status, resId).toBe(400);
      // An ID that names no document says so in the catalogue's words (reason RESTAURANT_ID_UNKNOWN); one too long, in zod's.
      expect(answer.body, resId).toMatchObject({ error: expect.any(String), code: 'BAD_USER_INPUT' });
      if ((answer.body as Record<string, unknown>)['reason'] !== undefined)
        expect(answer.body, resId).toMatchObject({ reason: 'RESTAURANT_ID_UNKNOWN', params: {} });
    }
  });

  it(`is limited per IP: ${PUBLIC_READS_PER_MIN} a minute from one address, then 429 with Retry-After; another address is not limited`, async () => {
    const browser = new BrowserAt(server.url, uniqueIp());
    for (let attempt = 1; attempt <= PUBLIC_READS_PER_MIN; attempt += 1) expect((await publicName('FS1002', browser)).status).toBe(200);
    const limited = await publicName('FS1002', browser);
    expect(limited).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^Too many requests/), code: 'RATE_LIMITED' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await publicName('FS1002')).status).toBe(200);
  });
});
