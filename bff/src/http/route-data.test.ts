import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RestaurantRouteQuery } from '@foodspot/schema/operation-ids';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../test/customers.js';
import { memberOf, testRestaurant, type TestRestaurant } from '../test/fixtures.js';
import { type FirestoreReadMeter, meterFirestoreReads } from '../test/firestore-read-meter.js';
import { uniqueSuffix, useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';

// A restaurant's page carries the guard's `me` and the route query's answer for a signed-in visitor (ADR 012),
// against the real emulators, over HTTP, with a built client of one page.
const distDir = mkdtempSync(path.join(tmpdir(), 'foodspot-route-data-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

// As production runs it: only the client's own operations over /graphql (docs/decisions/016); the page's own run of the
// route query is in-process and carries on.
const server = useTestServer({ env: { CLIENT_DIST: distDir, TRUSTED_DOCUMENTS: 'only' } });
let restaurant: TestRestaurant;
let member: Awaited<ReturnType<typeof memberOf>>;
let meter: FirestoreReadMeter;

beforeAll(async () => {
  restaurant = await testRestaurant(server);
  member = await memberOf(server, [restaurant], 250);
  meter = meterFirestoreReads(server.firebase.db);
});
afterAll(() => meter?.stop());

/** The page as the browser gets it, and the data element's JSON when it has one. */
async function page(browser: TestBrowser, pathname: string) {
  const response = await browser.request('GET', pathname);
  const html = await response.text();
  const match = /<script type="application\/json" id="route-data">(.*?)<\/script>/s.exec(html);
  return { response, html, data: match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null };
}

describe("a restaurant's page for a signed-in customer", () => {
  it('carries what GET /auth/customer/me and the route query answer now, and is never stored', async () => {
    const { response, data } = await page(member.browser, `/home/${restaurant.restaurantUid}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();

    const me = await member.browser.get('/api/v1/auth/customer/me');
    const variables = { restaurantUid: restaurant.restaurantUid };
    const query = await member.browser.graphqlById(RestaurantRouteQuery, variables);
    expect(query.body.errors).toBeUndefined();
    expect(data).toEqual({ me: me.body, query: { operationName: 'RestaurantRouteQuery', variables, result: { data: query.body.data } } });
    // What the screen shows: this customer's points there and their PIN.
    expect(data).toMatchObject({ query: { result: { data: { restaurant: { points: 250, pin: '4321' } } } } });
  });

  it('costs no more reads than the route query alone: `me` shares its customer document', async () => {
    const { reads } = await meter.measure(() => page(member.browser, `/home/${restaurant.restaurantUid}`));
    console.info(`reads for a restaurant's page that carries its data: ${reads}`);
    expect(reads).toBeLessThanOrEqual(2);
  });

  it.each(['/home', '/home/', '/home/add-restaurant', '/home/Contact-Us', '/profile', '/', '/staff'])(
    'carries nothing on %s (the pages the service worker stores are the same bytes for everyone)',
    async (pathname) => {
      const { response, data } = await page(member.browser, pathname);
      expect(response.status).toBe(200);
      expect(data).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('carries the answer the query gives for a restaurant not in their list: none, as POST /graphql says', async () => {
    const variables = { restaurantUid: 'aaaaaaaaaaaaaaaaaaaa' };
    const { data } = await page(member.browser, `/home/${variables.restaurantUid}`);
    const query = await member.browser.graphqlById(RestaurantRouteQuery, variables);
    expect(query.body.data?.['restaurant']).toBeNull();
    expect(data?.['query']).toEqual({ operationName: 'RestaurantRouteQuery', variables, result: { data: query.body.data } });
  });

  it.each([
    ['an id Firestore refuses', '__reserved__'],
    ['a dot-dot segment', '..%2F..%2Fcustomers'],
    ['a broken percent escape', '%E0%A4%A'],
    ['a lone surrogate', '%ED%A0%80'],
    ['a NUL', 'abc%00def'],
    ['an id of 2,000 characters', 'x'.repeat(2000)],
  ])('carries nothing for %s, changes nothing, and answers as it does anyone', async (_name, uid) => {
    const before = await server.firebase.db.collection('customers').doc(member.uid).get();
    const { response, data } = await page(member.browser, `/home/${uid}`);
    const anonymous = await page(new TestBrowser(server.url), `/home/${uid}`);
    expect(data).toBeNull();
    expect(response.status).toBe(anonymous.response.status);
    expect((await server.firebase.db.collection('customers').doc(member.uid).get()).data()).toEqual(before.data());
  });

  it("puts a restaurant's name that looks like markup in as data that cannot end the element", async () => {
    const name = `</script><script>alert(1)</script> & <b>Chai ${uniqueSuffix()}</b>`;
    const ref = server.firebase.db.collection('restaurants').doc();
    const resId = `T${uniqueSuffix().toUpperCase()}`;
    await ref.create({ resId, name, phone: null, minimumSpend: 300, reward: '<img src=x onerror=alert(1)>', createdAt: Timestamp.now() });
    await server.firebase.db.collection('restaurantIds').doc(resId).create({ restaurantUid: ref.id });
    const customer = await memberOf(server, [{ restaurantUid: ref.id, resId, minimumSpend: 300 }]);

    const { html, data } = await page(customer.browser, `/home/${ref.id}`);
    const start = html.indexOf('id="route-data">') + 'id="route-data">'.length;
    const element = html.slice(start, html.indexOf('</script>', start));
    expect(element).not.toMatch(/[<>&]/);
    expect(data).toMatchObject({ query: { result: { data: { restaurant: { restaurantName: name, reward: '<img src=x onerror=alert(1)>' } } } } });
  });
});

describe("a restaurant's page for anyone else", () => {
  it('carries nothing without a session, and stays the page everyone gets (revalidated, one ETag)', async () => {
    const anonymous = await page(new TestBrowser(server.url), `/home/${restaurant.restaurantUid}`);
    expect(anonymous.data).toBeNull();
    expect(anonymous.response.headers.get('cache-control')).toBe('no-cache');
    expect(anonymous.response.headers.get('etag')).not.toBeNull();
  });

  it('carries nothing without the signed-in hint (the app takes such a browser as signed out and would never read it)', async () => {
    const withoutHint = new TestBrowser(server.url);
    withoutHint.setCookie('__session', member.browser.cookie('__session')!);
    expect((await page(withoutHint, `/home/${restaurant.restaurantUid}`)).data).toBeNull();
    expect((await page(member.browser, `/home/${restaurant.restaurantUid}`)).data).not.toBeNull();
  });

  it('answers HEAD with the page everyone gets, without asking anything', async () => {
    const { reads } = await meter.measure(() => member.browser.request('HEAD', `/home/${restaurant.restaurantUid}`));
    const response = await member.browser.request('HEAD', `/home/${restaurant.restaurantUid}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(reads).toBe(0);
  });

  it('carries nothing for a forged session cookie', async () => {
    const forger = new TestBrowser(server.url);
    forger.setCookie('__session', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect((await page(forger, `/home/${restaurant.restaurantUid}`)).data).toBeNull();
  });

  it('carries nothing once the customer logged out, even with the old cookie kept', async () => {
    const customer = await memberOf(server, [restaurant]);
    const kept = customer.browser.cookie('__session')!;
    expect((await page(customer.browser, `/home/${restaurant.restaurantUid}`)).data).not.toBeNull();
    // Revocation counts in whole seconds: a session from the same second as the logout would still hold.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await customer.browser.post('/api/v1/auth/customer/logout')).status).toBe(200);
    customer.browser.setCookie('__session', kept);
    expect((await page(customer.browser, `/home/${restaurant.restaurantUid}`)).data).toBeNull();
  });

  it('carries nothing when the route query does not answer cleanly (a newcomer without a profile or that restaurant)', async () => {
    const newcomer = await signedInCustomer(server, { profile: false });
    expect((await page(newcomer.browser, `/home/${restaurant.restaurantUid}`)).data).toBeNull();
  });
});
