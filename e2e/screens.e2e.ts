import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectConsoleErrors, uniqueMobile, useChromium } from './browser.js';
import { addRestaurant, completeProfile, definition, logInAsChaatStaff, loginByPhone, openRestaurant, uniqueOrderId } from './journeys.js';
import { closeServiceLayer, serviceLayer } from './service-layer.js';
import { adjustPoints } from '../bff/src/test/adjust-points.js';
import { axeViolations } from './axe.js';

/**
 * Every customer screen (and the staff console) at phone size with real data: axe-core finds no
 * violation of any impact, nothing overflows sideways, and a screenshot of each is kept in
 * .test-artifacts/screens/ for people to look at.
 */
const SHOTS = path.resolve('.test-artifacts/screens');
// bypassCSP lets axe-core be injected; the app's own CSP is checked by the other journeys.
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, bypassCSP: true };

const chromium = useChromium();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(closeServiceLayer);

/**
 * Controls a thumb taps that are smaller than 44x44 CSS px. Links inside a sentence are exempt (WCAG 2.5.8),
 * as are controls hidden from view.
 */
const SMALL_TARGETS = `[...document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=button]')]
  .filter((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
    const parent = element.parentElement;
    const inSentence = element.tagName === 'A' && parent && ['P', 'SPAN', 'LI', 'SMALL'].includes(parent.tagName)
      && parent.textContent.trim() !== element.textContent.trim();
    // Half a pixel of slack for sub-pixel layout (a 44 px control can measure 43.99).
    return !inSentence && (box.height < 43.5 || box.width < 43.5);
  })
  .map((element) => (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40) + ' ' + Math.round(element.getBoundingClientRect().width) + 'x' + Math.round(element.getBoundingClientRect().height))`;

/** Looks at the screen the way the review does: no axe violation, no sideways scroll, a screenshot. */
async function check(page: Page, name: string) {
  // Every screen has its h1 once loaded (a spinner has none).
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect.soft(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect.soft(await axeViolations(page), `${name}: axe-core`).toEqual([]);
  expect.soft(await page.evaluate<string[]>(SMALL_TARGETS), `${name}: tap targets under 44x44`).toEqual([]);
}

describe('every screen at 390x844', () => {
  it('has no axe violation and no sideways scroll, with real data', async () => {
    const { page, seen } = await chromium.newPage(PHONE);

    // An anonymous visit logs nothing in the console (no 401 from `me`, no missing file).
    const anonymousErrors = collectConsoleErrors(page);
    for (const route of ['/', '/email-login', '/email-sign-up', '/privacy']) {
      await page.goto(`${baseUrl()}${route}`);
      await check(page, route === '/' ? 'landing' : route.slice(1));
    }
    expect(anonymousErrors).toEqual([]);

    const mobile = uniqueMobile();
    await loginByPhone(page, mobile);
    await page.waitForURL('**/profile');
    await check(page, 'profile-new');
    await completeProfile(page, mobile);
    await check(page, 'home-empty');
    await page.goto(`${baseUrl()}/home/add-restaurant`);
    await check(page, 'add-restaurant');
    await addRestaurant(page, 'FS1003');
    await page.getByRole('link', { name: 'View Mumbai Chaat Corner' }).waitFor();
    await page.goto(`${baseUrl()}/home/add-restaurant`);
    await addRestaurant(page, 'FS1002');
    await page.getByRole('link', { name: 'View Punjab Dhaba Express' }).waitFor();
    await check(page, 'home-list');

    const restaurantUid = await openRestaurant(page, 'Mumbai Chaat Corner');
    const cusId = await definition(page, 'Customer ID').innerText();
    await check(page, 'restaurant-detail');
    await page.goto(`${baseUrl()}/home/${restaurantUid}/rewards`);
    await page.getByRole('heading', { name: 'Rewards', level: 1 }).waitFor();
    await check(page, 'rewards-locked');

    // Points, a redemption and pending items, as a customer a few visits in has them.
    const { firebase } = serviceLayer();
    const member = await firebase.db.doc(`restaurants/${restaurantUid}/members/${cusId}`).get();
    const owner = (member.data() as { customerUid: string }).customerUid;
    await adjustPoints(serviceLayer(), { customerUid: owner, restaurantUid, amount: 650, platform: 'In-Store', source: 'service' });
    await adjustPoints(serviceLayer(), { customerUid: owner, restaurantUid, amount: -300, platform: 'In-Store', source: 'service' });
    await adjustPoints(serviceLayer(), { customerUid: owner, restaurantUid, amount: 120, platform: 'Swiggy', source: 'service' });
    await expect.poll(() => page.getByText('470 / 300 points').count()).toBe(1);
    await page.getByRole('button', { name: 'In-Store Claim' }).click();
    await page.getByRole('region', { name: 'In-Store Claim' }).getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => page.getByText('Claim sent', { exact: false }).count()).toBe(1);
    await check(page, 'rewards-pending-claim');

    await page.goto(`${baseUrl()}/home/${restaurantUid}/online-points`);
    await page.getByRole('button', { name: 'Claim Online Points' }).click();
    const panel = page.getByRole('region', { name: 'Claim Online Points' });
    await panel.getByRole('radio', { name: 'Zomato' }).check();
    await panel.getByRole('textbox', { name: 'Order ID' }).fill(uniqueOrderId('Zomato'));
    await panel.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Claim' }).isDisabled()).toBe(true);
    await check(page, 'online-points-pending');

    await page.goto(`${baseUrl()}/home/${restaurantUid}/history`);
    await page.getByRole('table').waitFor();
    await check(page, 'history');
    // Dates take at most two lines at 390 px (they once wrapped to five).
    const dateLines = await page.evaluate<number[]>(
      "[...document.querySelectorAll('tbody tr td:first-child')].map((cell) => Math.round(cell.getBoundingClientRect().height / parseFloat(getComputedStyle(cell).lineHeight)))",
    );
    expect(dateLines.length).toBe(3);
    for (const lines of dateLines) expect(lines).toBeLessThanOrEqual(3);
    await page.goto(`${baseUrl()}/home/contact-us`);
    await check(page, 'contact-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await check(page, 'home-menu-open');
    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    await check(page, 'profile-edit');

    const { page: staff } = await chromium.newPage(PHONE);
    await staff.goto(`${baseUrl()}/staff`);
    await check(staff, 'staff-login');
    await logInAsChaatStaff(staff);
    // This customer's claim: other files' customers (also "Asha Rao") may have claims at the same restaurant.
    await staff.getByRole('button', { name: `Approve claim of Asha Rao (Customer ID ${cusId})` }).waitFor();
    await check(staff, 'staff-console');

    expect(seen.pageErrors).toEqual([]);
  });
});
