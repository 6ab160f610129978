import { fileURLToPath } from 'node:url';
import { persistedDocuments } from '@foodspot/schema/persisted-documents';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adjustPoints } from '../bff/src/test/adjust-points.js';
import { useTestServer } from '../bff/src/test/harness.js';
import { uniqueMobile, useChromium } from './browser.js';
import { addRestaurant, completeProfile, definition, loginByPhone, openRestaurant } from './journeys.js';
import { closeServiceLayer, serviceLayer } from './service-layer.js';

// Trusted documents (docs/decisions/016) in Chromium: a BFF with TRUSTED_DOCUMENTS=only, as production runs, beside the
// stack's own (whose local mode keeps the playground), on the same emulators and serving the same client/dist. The
// customer's screens, their writes and the live points work with ids only; a query of the page's own is refused.

const chromium = useChromium();
const manifest = persistedDocuments();
// The BFF tests' harness: the emulators it finds are this run's (the stack's global setup provides the same names).
const trusted = useTestServer({ env: { TRUSTED_DOCUMENTS: 'only', CLIENT_DIST: fileURLToPath(new URL('../client/dist', import.meta.url)) } });
afterAll(closeServiceLayer);

const main = (page: Page) => page.getByRole('main');

/** Every GraphQL request the page sends over HTTP (its JSON body) and every message it sends on the socket. */
function recordGraphQL(page: Page) {
  const http: Array<{ method: string; body: Record<string, unknown> }> = [];
  const socket: Array<{ type?: string; payload?: Record<string, unknown> }> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    http.push({ method: request.method(), body: JSON.parse(request.postData() ?? 'null') as Record<string, unknown> });
  });
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => socket.push(JSON.parse(String(payload)) as { type?: string; payload?: Record<string, unknown> })),
  );
  return { http, socket };
}

const idOf = (body: Record<string, unknown> | undefined) =>
  (body?.['extensions'] as { persistedQuery?: { sha256Hash?: string } } | undefined)?.persistedQuery?.sha256Hash;

describe('a BFF that runs only the app’s own operations (TRUSTED_DOCUMENTS=only)', () => {
  it('serves a customer’s screens, writes and live points with ids only, and refuses a query of the page’s own', async () => {
    const { page, seen } = await chromium.newPage({ serviceWorkers: 'block' });
    const sent = recordGraphQL(page);
    const mobile = uniqueMobile();
    await loginByPhone(page, mobile, trusted.url);
    await completeProfile(page, mobile);

    await main(page).getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(page, 'FS1003');
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Mumbai Chaat Corner' }).innerText()).toContain('0 / 300');

    const restaurantUid = await openRestaurant(page, 'Mumbai Chaat Corner');
    await expect.poll(() => definition(page, 'Points').innerText()).toBe('0 / 300');
    expect(await definition(page, 'PIN').innerText()).toBe('4321');

    // Points credited elsewhere reach the open page through the subscription sent by its id.
    const { firebase } = serviceLayer();
    const customerUid = (await firebase.auth.getUserByPhoneNumber(`+91${mobile}`)).uid;
    await adjustPoints(serviceLayer(), { customerUid, restaurantUid, amount: 300, platform: 'In-Store', source: 'service' });
    await expect.poll(() => definition(page, 'Points').innerText(), { timeout: 5000, interval: 50 }).toBe('300 / 300');

    // A write by id: an in-store claim, pending.
    await page.getByRole('link', { name: 'View Rewards' }).click();
    await page.getByRole('button', { name: 'In-Store Claim' }).click();
    await page.getByRole('region', { name: 'In-Store Claim' }).getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Latest Claim' }).innerText()).toMatch(/pending/i);

    // A fresh load of the detail page: the BFF runs the route query itself (from the manifest) and the page carries it.
    await page.goto(`${trusted.url}/home/${restaurantUid}`);
    await expect.poll(() => definition(page, 'Points').innerText()).toBe('300 / 300');

    // Every operation went out by an id of the manifest, never as text: over HTTP (POST, no `query`) and on the socket.
    const names = sent.http.map(({ body }) => body['operationName']);
    expect(names).toEqual(
      expect.arrayContaining(['RestaurantsRouteQuery', 'AddRestaurant', 'RestaurantRouteQuery', 'RewardsRouteQuery', 'ClaimReward']),
    );
    for (const { method, body } of sent.http) {
      expect(method).toBe('POST');
      expect(Object.keys(body).sort(), String(body['operationName'])).toEqual(['extensions', 'operationName', 'variables']);
      expect(manifest.has(idOf(body) ?? ''), String(body['operationName'])).toBe(true);
    }
    const subscribes = sent.socket.filter((message) => message.type === 'subscribe');
    expect(subscribes.length).toBeGreaterThan(0);
    for (const { payload } of subscribes) {
      expect(payload?.['query']).toBe('');
      expect(manifest.has(idOf(payload) ?? '')).toBe(true);
    }

    // The page's own fetch, with the session and a CSRF token, asks for something of its own: refused before it runs.
    const adHoc = await page.evaluate(async () => {
      const { csrfToken } = (await (await fetch('/api/v1/csrf/token')).json()) as { csrfToken: string };
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query: '{ me { uid profile { pin } } restaurants { pin } }' }),
      });
      return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] } };
    });
    expect(adHoc.status).toBe(400);
    expect(adHoc.body.data).toBeUndefined();
    expect(adHoc.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(seen).toEqual({ alerts: [], pageErrors: [] });
  });
});
