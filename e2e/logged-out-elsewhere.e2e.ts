import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useChromium, watchPage } from './browser.js';
import { addRestaurant, definition, logInAsChaatStaff, newCustomer, openRestaurant } from './journeys.js';

/**
 * A logout in one tab ends the session of every tab of the same browser (one cookie): the BFF closes their live
 * sockets with 4401. The other tab says so ("You have been logged out") with one button to the login page, not a
 * network error with a Try again that leads nowhere (issue 20). Two pages of one context, at phone size.
 */
const chromium = useChromium();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const SHOTS = '.test-artifacts/screens';
// The server ends the other tab's socket at once (the same BFF handled the logout); the re-sync is a request or two.
const AT_ONCE = { timeout: 5000, interval: 50 };

/** What the tab whose session ended shows: the heading (focused, in an alert) and its one button; no network message. */
async function expectLoggedOut(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: 'You have been logged out' });
  await expect.poll(() => heading.count(), AT_ONCE).toBe(1);
  expect(await page.getByRole('alert').filter({ has: heading }).count()).toBe(1);
  await expect.poll(() => page.evaluate("document.activeElement?.textContent ?? ''")).toBe('You have been logged out');
  const buttons = page.getByRole('button');
  expect(await buttons.allInnerTexts()).toEqual(['Log in']);
  expect(await page.getByText(/internet connection|Please log in to continue/).count()).toBe(0);
  return page.getByRole('button', { name: 'Log in' });
}

describe('a logout in another tab of the same browser, in Chromium at 390x844', () => {
  it('customer: the restaurant page in tab 1 says "You have been logged out"; its button leads to the login page', async () => {
    const { context, page: tab1, seen } = await newCustomer(chromium, PHONE);
    await tab1.goto(`${baseUrl()}/home/add-restaurant`);
    await addRestaurant(tab1, 'FS1003');
    await openRestaurant(tab1, 'Mumbai Chaat Corner');
    await expect.poll(() => definition(tab1, 'Points').innerText()).toBe('0 / 300');

    // Tab 2 of the same browser: the list, then Log out (in the menu at this size).
    const tab2Page = await context.newPage();
    const tab2Seen = watchPage(tab2Page);
    await tab2Page.goto(`${baseUrl()}/home`);
    await tab2Page.getByRole('link', { name: 'View Mumbai Chaat Corner' }).waitFor();
    await tab2Page.getByRole('button', { name: 'Open menu' }).click();
    await tab2Page.getByRole('button', { name: 'Log out' }).click();
    await tab2Page.waitForURL((url) => url.pathname === '/');

    const logIn = await expectLoggedOut(tab1);
    // Nothing of the old session stays: the offline copy and the signed-in hint are gone.
    expect(await tab1.evaluate("localStorage.getItem('foodspot.offline.v1')")).toBeNull();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('fs_signed_in');
    await tab1.screenshot({ path: `${SHOTS}/logged-out-elsewhere-customer.png` });

    await logIn.click();
    await tab1.waitForURL((url) => url.pathname === '/');
    await tab1.getByRole('button', { name: 'Send OTP' }).waitFor();
    expect(seen.alerts).toEqual([]);
    expect(tab2Seen.alerts).toEqual([]);
    expect([...seen.pageErrors, ...tab2Seen.pageErrors]).toEqual([]);
  });

  it('staff: the console in tab 1 says "You have been logged out"; its button leads to the staff login', async () => {
    const { context, page: till1, seen } = await chromium.newPage(PHONE);
    await till1.goto(`${baseUrl()}/staff`);
    await logInAsChaatStaff(till1);
    await till1.getByRole('heading', { level: 1, name: /Mumbai Chaat Corner/ }).waitFor();

    const till2 = await context.newPage();
    const till2Seen = watchPage(till2);
    await till2.goto(`${baseUrl()}/staff`);
    await till2.getByRole('heading', { level: 1, name: /Mumbai Chaat Corner/ }).waitFor();
    await till2.getByRole('button', { name: 'Log out', exact: true }).click();
    await till2.getByRole('heading', { level: 1, name: 'Staff Login' }).waitFor();

    const logIn = await expectLoggedOut(till1);
    expect(await till1.getByText('New items no longer appear by themselves').count()).toBe(0);
    await till1.screenshot({ path: `${SHOTS}/logged-out-elsewhere-staff.png` });

    await logIn.click();
    await till1.getByRole('heading', { level: 1, name: 'Staff Login' }).waitFor();
    expect(new URL(till1.url()).pathname).toBe('/staff');
    expect(seen.alerts).toEqual([]);
    expect(till2Seen.alerts).toEqual([]);
    expect([...seen.pageErrors, ...till2Seen.pageErrors]).toEqual([]);
  });
});
