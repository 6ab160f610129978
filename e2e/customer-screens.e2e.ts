import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, useChromium } from './browser.js';
import { addRestaurant, definition, newCustomer, openRestaurant, uniqueOrderId } from './journeys.js';
import { closeServiceLayer, serviceLayer } from './service-layer.js';
import { adjustPoints } from '../bff/src/test/adjust-points.js';

const chromium = useChromium();
afterAll(closeServiceLayer);

const main = (page: Page) => page.getByRole('main');

/** Points for the customer at a restaurant, through the BFF's own service layer (no customer route may do it). */
async function creditPoints(customerUid: string, restaurantUid: string, amount: number) {
  await adjustPoints(serviceLayer(), { customerUid, restaurantUid, amount, platform: 'In-Store', source: 'service' });
}

async function customerUidFor(mobile: string): Promise<string> {
  return (await serviceLayer().firebase.auth.getUserByPhoneNumber(`+91${mobile}`)).uid;
}

describe('the customer screens in Chromium', () => {
  it('adds FS1003, sees points arrive live, claims, requests points, reads history, deletes the restaurant', async () => {
    const { page, seen, mobile } = await newCustomer(chromium);
    await expect.poll(() => main(page).innerText()).toContain('No restaurants in your list. Add restaurant to get started!');

    await main(page).getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(page, 'FS1003');
    await page.waitForURL((url) => url.pathname === '/home');
    const listItem = page.getByRole('listitem').filter({ hasText: 'Mumbai Chaat Corner' });
    await expect.poll(() => listItem.innerText()).toContain('0 / 300');

    const restaurantUid = await openRestaurant(page, 'Mumbai Chaat Corner');
    await expect.poll(() => definition(page, 'Points').innerText()).toBe('0 / 300');
    expect(await definition(page, 'Points until next reward').innerText()).toBe('300');
    expect(await definition(page, 'Restaurant ID').innerText()).toBe('FS1003');
    expect(await definition(page, 'Customer ID').innerText()).toMatch(/^\d{6}$/);
    expect(await definition(page, 'PIN').innerText()).toBe('4321');

    // Points credited elsewhere reach the open page without a reload.
    const uid = await customerUidFor(mobile);
    const started = Date.now();
    await creditPoints(uid, restaurantUid, 300);
    await expect.poll(() => definition(page, 'Points').innerText(), { timeout: 5000, interval: 50 }).toBe('300 / 300');
    console.log(`live points reached the open page ${Date.now() - started} ms after the credit`);
    expect(await definition(page, 'Points until next reward').innerText()).toBe('0');

    // In-store claim: pending, and both Claim buttons disabled.
    await page.getByRole('link', { name: 'View Rewards' }).click();
    await page.getByRole('button', { name: 'In-Store Claim' }).click();
    const inStore = page.getByRole('region', { name: 'In-Store Claim' });
    await inStore.getByRole('button', { name: 'Claim' }).click();
    const latestClaim = page.getByRole('region', { name: 'Latest Claim' });
    await expect.poll(() => latestClaim.innerText()).toMatch(/pending/i);
    expect(await latestClaim.innerText()).toContain('In-Store');
    expect(await inStore.getByRole('button', { name: 'Claim' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Online Claim' }).click();
    expect(await page.getByRole('region', { name: 'Online Claim' }).getByRole('button', { name: 'Claim' }).isDisabled()).toBe(true);

    // Online points request on Swiggy: pending.
    await page.goto(`${baseUrl()}/home/${restaurantUid}/online-points`);
    await page.getByRole('button', { name: 'Claim Online Points' }).click();
    const onlinePanel = page.getByRole('region', { name: 'Claim Online Points' });
    await onlinePanel.getByRole('radio', { name: 'Swiggy' }).check();
    await onlinePanel.getByRole('textbox', { name: 'Order ID' }).fill(uniqueOrderId('Swiggy'));
    await onlinePanel.getByRole('button', { name: 'Claim' }).click();
    const latestRequest = page.getByRole('region', { name: 'Latest Request' });
    await expect.poll(() => latestRequest.innerText()).toContain('Swiggy');
    expect(await latestRequest.innerText()).toMatch(/pending/i);
    expect(await onlinePanel.getByRole('button', { name: 'Claim' }).isDisabled()).toBe(true);

    // History shows the credit.
    await page.goto(`${baseUrl()}/home/${restaurantUid}/history`);
    const table = page.getByRole('table', { name: 'Points history at Mumbai Chaat Corner' });
    await expect.poll(() => table.innerText()).toContain('+300');

    // Delete after confirming: back to the empty list.
    await page.goto(`${baseUrl()}/home/${restaurantUid}`);
    const alertsBefore = seen.alerts.length;
    await page.getByRole('button', { name: 'Delete Restaurant' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    expect(seen.alerts.slice(alertsBefore)).toEqual([
      'Are you sure you want to delete this restaurant? Deleting the restaurant will delete all your points at this restaurant.',
    ]);
    await expect.poll(() => main(page).innerText()).toContain('No restaurants in your list. Add restaurant to get started!');
    expect(seen.pageErrors).toEqual([]);
  });

  it("loads the detail page with no request but the WebSocket: the page carries `me` and the route query's answer", async () => {
    // The service worker blocked: a page it serves is the shared shell, which carries nothing (offline.e2e.ts walks that path).
    const { page } = await newCustomer(chromium, { serviceWorkers: 'block' });
    await main(page).getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(page, 'FS1001');
    await openRestaurant(page, 'Saravana Tiffin Centre');
    // Let the client-side visit finish its own request first, so it is not counted as part of the reload.
    await expect.poll(() => definition(page, 'Points').innerText()).toBe('0 / 500');

    // A fresh load of the detail page, counted from the first byte.
    const asked: string[] = [];
    const sockets: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/graphql' || pathname === '/api/v1/auth/customer/me') asked.push(`${request.method()} ${pathname}`);
    });
    page.on('websocket', (socket) => sockets.push(socket.url()));
    const response = await page.reload();
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect.poll(() => definition(page, 'Points').innerText()).toBe('0 / 500');
    expect(await main(page).getByRole('heading', { level: 1, name: 'Saravana Tiffin Centre' }).isVisible()).toBe(true);
    await page.waitForTimeout(500); // anything late would still be counted
    expect(asked).toEqual([]);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]).toMatch(/^ws:\/\/localhost:\d+\/graphql$/);
    // Read once and gone: nothing of it stays in the document.
    expect(await page.locator('#route-data').count()).toBe(0);
  });
});
