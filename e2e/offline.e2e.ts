import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adjustPoints } from '../bff/src/test/adjust-points.js';
import { baseUrl, useChromium } from './browser.js';
import { addRestaurant, definition, newCustomer, openRestaurant } from './journeys.js';
import { closeServiceLayer, serviceLayer } from './service-layer.js';

const chromium = useChromium();
afterAll(closeServiceLayer);

const main = (page: Page) => page.getByRole('main');
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline:/ });
/** "Offline: showing your points as of 22 Nov, 2:05 pm" (en-IN, Asia/Kolkata). */
const AS_OF = /Offline: showing your points as of \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (?:am|pm)/;
const CLAIM_OFFLINE = 'Connect to the internet to claim';
/** In the page: the URL of anything in Cache Storage that holds a page's carried data (ADR 012), or null. */
const CACHED_PAGE_WITH_DATA = `(async () => {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response && (await response.clone().text()).includes('id="route-data"')) return request.url;
    }
  }
  return null;
})()`;

async function credit(mobile: string, restaurantUid: string, amount: number) {
  const layer = serviceLayer();
  const customerUid = (await layer.firebase.auth.getUserByPhoneNumber(`+91${mobile}`)).uid;
  await adjustPoints(layer, { customerUid, restaurantUid, amount, platform: 'In-Store', source: 'service' });
}

/** The In-Store Claim panel's button on the open Rewards screen (the panel opened first). */
async function inStoreClaimButton(page: Page) {
  const toggle = page.getByRole('button', { name: 'In-Store Claim' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('region', { name: 'In-Store Claim' }).getByRole('button');
}

/** The points of each restaurant in the stored offline copy of the list (a script string: this file has no DOM types). */
const storedPoints = (page: Page) =>
  page.evaluate<number[]>(
    "(JSON.parse(localStorage.getItem('foodspot.offline.v1') ?? '{}').restaurants ?? []).map((restaurant) => restaurant.points)",
  );

describe('the installable app', () => {
  it('serves the web app manifest and the service worker revalidated, never cached blind', async () => {
    const manifest = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; purpose?: string; sizes: string }[];
    };
    expect(body).toMatchObject({ name: 'Foodspot Rewards', start_url: '/home', display: 'standalone', theme_color: '#c2410c' });
    for (const size of ['192x192', '512x512']) {
      expect(body.icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable')).toBe(true);
    }
    for (const icon of body.icons) {
      const response = await fetch(`${baseUrl()}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/(?:png|svg\+xml)/);
    }

    const worker = await fetch(`${baseUrl()}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const code = await worker.text();
    // The app shell is precached, never an API or GraphQL answer.
    expect(code).toContain('"/home"');
    expect(code).not.toMatch(/url:"\/(?:api|graphql)/);

    const page = await fetch(`${baseUrl()}/`);
    expect(await page.text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});

describe('installable in Chromium', () => {
  // Lighthouse 12 dropped its PWA category; its installable-manifest audit asked Chromium this same question.
  it('Chromium reports no installability error once the service worker controls the page', async () => {
    const { context, page } = await chromium.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/`);
    expect(await page.evaluate('navigator.serviceWorker.ready.then((registration) => Boolean(registration.active))')).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // A Playwright context is an incognito profile, where Chromium never offers installing: that one is ours, not the app's.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(manifest.url).toBe(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
  });

  it('once installed, the privacy notice opens offline (precached like the other prerendered pages)', async () => {
    const { context, page } = await chromium.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/`);
    expect(await page.evaluate('navigator.serviceWorker.ready.then((registration) => Boolean(registration.active))')).toBe(true);
    // Its own prerendered page, not the /home shell rendering it (which needs the scripts to run first).
    const precachedPaths = await page.evaluate<string[]>(`(async () => {
      const paths = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    })()`);
    expect(precachedPaths).toContain('/privacy');
    await context.setOffline(true);
    await page.goto(`${baseUrl()}/privacy`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Privacy notice' }).count()).toBe(1);
    expect(await page.getByRole('main').innerText()).toContain('Grievance');
  });
});

describe('offline, read-only', () => {
  it('after one online visit, opens offline with the last-known points marked offline, claims disabled, and refreshes back online', async () => {
    const { context, page, seen, mobile } = await newCustomer(chromium);

    // Online: FS1003 with 350 points (a reward is unlocked), its screen and its Rewards screen once.
    await main(page).getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(page, 'FS1003');
    await page.waitForURL((url) => url.pathname === '/home');
    const restaurantUid = await openRestaurant(page, 'Mumbai Chaat Corner');
    await credit(mobile, restaurantUid, 350);
    await expect.poll(() => definition(page, 'Points').innerText()).toBe('350 / 300');
    const cusId = await definition(page, 'Customer ID').innerText();
    await page.getByRole('link', { name: 'View Rewards' }).click();
    expect(await (await inStoreClaimButton(page)).innerText()).toBe('Claim');

    // The list once more, so the stored list carries the 350 points.
    await page.goto(`${baseUrl()}/home`);
    const listItem = page.getByRole('listitem').filter({ hasText: 'Mumbai Chaat Corner' });
    await expect.poll(() => listItem.innerText()).toContain('350 / 300');
    // Kept once the page has painted and the browser is idle: what a customer who stays a second has stored.
    await expect.poll(() => storedPoints(page)).toEqual([350]);
    // The worker is installed (after the page's load, when the browser is idle) and has precached the app.
    expect(await page.evaluate('navigator.serviceWorker.ready.then((registration) => Boolean(registration.active))')).toBe(true);

    // With the worker in control, a restaurant's page still comes from the network and carries its data (ADR 012):
    // no `me` or GraphQL request, and nothing of it in Cache Storage.
    const asked: string[] = [];
    const countAsked = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/graphql' || pathname === '/api/v1/auth/customer/me') asked.push(pathname);
    };
    page.on('request', countAsked);
    const carried = await page.goto(`${baseUrl()}/home/${restaurantUid}`);
    expect(carried?.headers()['cache-control']).toBe('no-store');
    await expect.poll(() => definition(page, 'Points').innerText()).toBe('350 / 300');
    page.off('request', countAsked);
    expect(asked).toEqual([]);
    expect(await page.evaluate(CACHED_PAGE_WITH_DATA)).toBeNull();

    // Going offline on an open screen: the claim button says why it cannot be used.
    await page.goto(`${baseUrl()}/home/${restaurantUid}/rewards`);
    expect(await (await inStoreClaimButton(page)).innerText()).toBe('Claim');
    await context.setOffline(true);
    await expect.poll(async () => (await inStoreClaimButton(page)).innerText()).toBe(CLAIM_OFFLINE);
    expect(await (await inStoreClaimButton(page)).isDisabled()).toBe(true);
    await expect.poll(() => offlineNotice(page).count()).toBe(1);

    // Opened offline: the worker's app shell, the last-known list, marked offline with its time.
    await page.goto(`${baseUrl()}/home`);
    await expect.poll(() => offlineNotice(page).innerText()).toMatch(AS_OF);
    expect(await offlineNotice(page).innerText()).toContain('Read-only');
    await expect.poll(() => listItem.innerText()).toContain('350 / 300');
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await main(page).innerText()).toContain('Hi, Asha!');

    // Its screen from the stored details (no PIN), opened by its URL (the worker's shell: the network page
    // is out of reach), and the Rewards screen with the claim disabled.
    await page.goto(`${baseUrl()}/home/${restaurantUid}`);
    await expect.poll(() => definition(page, 'Points').innerText()).toBe('350 / 300');
    expect(await definition(page, 'Customer ID').innerText()).toBe(cusId);
    expect(await definition(page, 'PIN').innerText()).toBe('Shown when you are online');
    expect(await page.getByRole('button', { name: 'Connect to the internet to delete' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'View Rewards' }).click();
    const offlineClaim = await inStoreClaimButton(page);
    await expect.poll(() => offlineClaim.innerText()).toBe(CLAIM_OFFLINE);
    expect(await offlineClaim.isDisabled()).toBe(true);

    // Meanwhile the restaurant credits more; back online the notice goes and the screen shows it.
    await credit(mobile, restaurantUid, 50);
    await context.setOffline(false);
    await expect.poll(() => offlineNotice(page).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.locator('.rewards-page__points').innerText(), { timeout: 10_000 }).toBe('400 / 300 points');
    await expect.poll(async () => (await inStoreClaimButton(page)).innerText()).toBe('Claim');
    expect(await (await inStoreClaimButton(page)).isDisabled()).toBe(false);
    await page.goto(`${baseUrl()}/home`);
    await expect.poll(() => listItem.innerText()).toContain('400 / 300');

    expect(seen.pageErrors).toEqual([]);
    expect(seen.alerts).toEqual([]);
  });
});
