import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adjustPoints } from '../bff/src/test/adjust-points.js';
import { ensureStaffAccount } from '../bff/src/services/staff-accounts.js';
import { baseUrl, uniqueMobile, useChromium } from './browser.js';
import { sendOtp, verifyOtp } from './journeys.js';
import { closeServiceLayer, serviceLayer } from './service-layer.js';

/**
 * Long unbroken text on a 390 px phone (issue 20): a 50-letter one-word first name made /home and the restaurant
 * page 722 px wide. Every screen, customer and staff side, with the longest values the app takes, must fit the
 * screen's width: the text wraps, the page never scrolls sideways.
 */
const chromium = useChromium();
afterAll(closeServiceLayer);

const WIDTH = 390;
const PHONE = { viewport: { width: WIDTH, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, reducedMotion: 'reduce' } as const;
const tag = Date.now().toString(36).toUpperCase();
/** One word of `length` letters (no space, no hyphen: nowhere to break it). */
const word = (start: string, length: number) => start.padEnd(length, 'x');

// The longest each field takes (schema/src/validation.ts): names 50, email 254, Restaurant ID 40, platform 40.
// Restaurants are made by staff tooling with no limit: a name and a reward longer than any field.
const FIRST_NAME = word('Firstname', 50);
const LAST_NAME = word('Lastname', 50);
const EMAIL = `${'e'.repeat(64)}@${'d'.repeat(63)}.${'c'.repeat(63)}.${'b'.repeat(58)}.in`;
const RES_ID = `LONG${tag}`.padEnd(40, 'W');
const RESTAURANT = word(`Restaurant${tag}`, 90);
const REWARD = word('Rewardwithoutanyspace', 90);
const PLATFORM = word('Platform', 40);
const STAFF = { email: `${word('staff', 64)}@foodspot.test`, password: 'long-text-staff' };

/** The page is no wider than the phone: nothing sticks out to the side. */
async function expectNoSideScroll(page: Page, screen: string) {
  const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(scrollWidth, `${screen}: ${new URL(page.url()).pathname} is ${scrollWidth} px wide on a ${WIDTH} px phone`).toBeLessThanOrEqual(WIDTH);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().innerText();

/** Sends `body` to `path` from the page, as another client of the API would (the spec's shared step: CSRF token, then the call). */
async function sendAsApiClient(page: Page, path: string, body: Record<string, unknown>): Promise<number> {
  // A string, not a function: the page runs it as written.
  return page.evaluate<number>(`(async () => {
    const { csrfToken } = await (await fetch('/api/v1/csrf/token', { credentials: 'include' })).json();
    const response = await fetch(${JSON.stringify(path)}, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
      body: ${JSON.stringify(JSON.stringify(body))},
    });
    return response.status;
  })()`);
}

describe('the longest names, IDs, rewards, emails and platforms on a 390 px phone', () => {
  it('wrap on every customer screen and in the staff console: no screen is wider than the phone', async () => {
    expect([FIRST_NAME.length, LAST_NAME.length, EMAIL.length, RES_ID.length, PLATFORM.length]).toEqual([50, 50, 254, 40, 40]);
    const { firebase } = serviceLayer();
    const restaurantRef = firebase.db.collection('restaurants').doc();
    await firebase.db
      .batch()
      .create(restaurantRef, {
        resId: RES_ID,
        name: RESTAURANT,
        phone: '+91 98765 43210',
        minimumSpend: 300,
        reward: REWARD,
        createdAt: Timestamp.now(),
      })
      .create(firebase.db.collection('restaurantIds').doc(RES_ID), { restaurantUid: restaurantRef.id })
      .commit();
    await ensureStaffAccount(firebase, { resId: RES_ID, ...STAFF });

    // The counter poster's link, opened signed out: the landing page names the restaurant.
    const { page, seen } = await chromium.newPage(PHONE);
    await page.goto(`${baseUrl()}/home/add-restaurant?resId=${RES_ID}`);
    await expect.poll(() => page.getByText(`Log in to add ${RESTAURANT} to your list`).isVisible(), { timeout: 10_000 }).toBe(true);
    await expectNoSideScroll(page, 'landing page with the poster link pending');

    // A new customer with the longest profile: on to the restaurant the link adds.
    const mobile = uniqueMobile();
    await verifyOtp(page, (await sendOtp(page, mobile)).code);
    await page.waitForURL('**/profile');
    await page.getByLabel('First name').fill(FIRST_NAME);
    await page.getByLabel('Last name').fill(LAST_NAME);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('PIN').fill('4321');
    await page.getByRole('checkbox', { name: 'I agree to the privacy notice' }).check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.waitForURL((url) => url.pathname === `/home/${restaurantRef.id}`);
    await expect.poll(() => heading(page), { timeout: 10_000 }).toBe(RESTAURANT);
    await expectNoSideScroll(page, 'restaurant page');

    const customerUid = (await firebase.auth.getUserByPhoneNumber(`+91${mobile}`)).uid;
    await adjustPoints(serviceLayer(), { customerUid, restaurantUid: restaurantRef.id, amount: 1000, platform: 'In-Store', source: 'service' });

    await page.goto(`${baseUrl()}/home`);
    await expect.poll(() => page.getByRole('main').innerText(), { timeout: 10_000 }).toContain(`Hi, ${FIRST_NAME}!`);
    await expect.poll(() => page.getByRole('main').innerText()).toContain(RESTAURANT);
    await expectNoSideScroll(page, '/home');

    await page.goto(`${baseUrl()}/home/${restaurantRef.id}`);
    await expect.poll(() => page.getByRole('main').innerText(), { timeout: 10_000 }).toContain('1000 / 300');
    await expectNoSideScroll(page, 'restaurant page with points');

    // Rewards: both panels open, an online claim with the longest platform as the latest claim.
    await page.getByRole('link', { name: 'View Rewards' }).click();
    await page.waitForURL('**/rewards');
    await page.getByRole('button', { name: 'In-Store Claim' }).click();
    await page.getByRole('button', { name: 'Online Claim' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Online Claim' }).getByRole('group', { name: 'Platform' }).isVisible()).toBe(true);
    // The app offers Zomato and Swiggy to choose from; another client of the API may send any platform of 40.
    expect(await sendAsApiClient(page, '/api/v1/customer/claim-reward', { restaurantUid: restaurantRef.id, platform: PLATFORM })).toBe(201);
    await expect.poll(() => page.getByRole('region', { name: 'Latest Claim' }).innerText(), { timeout: 10_000 }).toContain(PLATFORM);
    await expectNoSideScroll(page, 'rewards');

    // Online points: a request with the longest platform, the panel open.
    await page.goto(`${baseUrl()}/home/${restaurantRef.id}/online-points`);
    await page.getByRole('button', { name: 'Claim Online Points' }).click();
    const request = page.getByRole('region', { name: 'Claim Online Points' });
    await expect.poll(() => request.getByRole('group', { name: 'Platform' }).isVisible()).toBe(true);
    expect(await sendAsApiClient(page, '/api/v1/customer/request-points', { restaurantUid: restaurantRef.id, platform: PLATFORM })).toBe(201);
    await expect.poll(() => page.getByRole('region', { name: 'Latest Request' }).innerText(), { timeout: 10_000 }).toContain(PLATFORM);
    await expectNoSideScroll(page, 'online points');

    await page.goto(`${baseUrl()}/home/${restaurantRef.id}/history`);
    await expect.poll(() => page.getByRole('table').innerText(), { timeout: 10_000 }).toContain('+1000');
    await expectNoSideScroll(page, 'history');

    await page.goto(`${baseUrl()}/profile`);
    await expect.poll(() => page.getByLabel('Email').inputValue(), { timeout: 10_000 }).toBe(EMAIL);
    await expectNoSideScroll(page, 'profile');
    expect(seen.pageErrors).toEqual([]);

    // The staff console of that restaurant, with this customer's claim and request in the queue.
    const { page: staff, seen: staffSeen } = await chromium.newPage(PHONE);
    await staff.goto(`${baseUrl()}/staff`);
    await staff.getByLabel('Email').fill(STAFF.email);
    await staff.getByLabel('Password', { exact: true }).fill(STAFF.password);
    await staff.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => staff.getByRole('main').innerText(), { timeout: 10_000 }).toContain(`${FIRST_NAME} ${LAST_NAME}`);
    expect(await staff.getByRole('main').innerText()).toContain(PLATFORM);
    await expectNoSideScroll(staff, 'staff console');
    await staff.getByRole('button', { name: 'Print QR poster' }).click();
    await expect.poll(() => staff.getByRole('article', { name: RESTAURANT }).innerText()).toContain(RES_ID);
    await expectNoSideScroll(staff, 'QR poster');
    expect(staffSeen.pageErrors).toEqual([]);
  });
});
