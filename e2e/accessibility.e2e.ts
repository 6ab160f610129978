import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adjustPoints } from '../bff/src/test/adjust-points.js';
import { baseUrl, latestOtpFor, otpCountFor, uniqueMobile, useChromium } from './browser.js';
import { en, type Translation } from '../client/src/lib/locales/en.js';
import { hi, refusalsHi } from '../client/src/lib/locales/hi.js';
import { staffEn } from '../client/src/features/staff/locales/en.js';
import { staffHi } from '../client/src/features/staff/locales/hi.js';
import { definition, logInAsChaatStaff, uniqueOrderId } from './journeys.js';
import { closeServiceLayer, serviceLayer } from './service-layer.js';
import { AxeReport } from './axe.js';

const chromium = useChromium();
afterAll(closeServiceLayer);

/** The languages every screen is checked in, each with its texts (what the locators look for). */
const LANGUAGES = ['en', 'hi'] as const;
type Language = (typeof LANGUAGES)[number];
const TEXTS: Record<Language, Translation> = { en, hi };
/** The unknown Restaurant ID's refusal as each language says it: the server's English, or the app's words for its reason code. */
const UNKNOWN_FS9999: Record<Language, string> = {
  en: 'No restaurant has the ID FS9999. Check the ID and try again.',
  hi: refusalsHi.UNKNOWN_RESTAURANT!.replace('{{resId}}', 'FS9999'),
};

/** A text with its `{{placeholders}}` filled. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)[^}]*\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * A phone-sized browser context in `language`: the app's choice kept on the device (localStorage
 * `foodspot.language`, lib/i18n.tsx) and the browser's own locale. The page's CSP would refuse axe as an inline
 * script, so CSP is bypassed in these contexts only (what is checked is the markup and the styles, not the headers).
 */
function contextFor(language: Language): BrowserContextOptions {
  return {
    viewport: { width: 390, height: 844 },
    locale: `${language}-IN`,
    bypassCSP: true,
    storageState: { cookies: [], origins: [{ origin: baseUrl(), localStorage: [{ name: 'foodspot.language', value: language }] }] },
  };
}

const main = (page: Page) => page.getByRole('main');

async function credit(mobile: string, restaurantUid: string, amount: number) {
  const layer = serviceLayer();
  const customerUid = (await layer.firebase.auth.getUserByPhoneNumber(`+91${mobile}`)).uid;
  await adjustPoints(layer, { customerUid, restaurantUid, amount, platform: 'In-Store', source: 'service' });
}

async function openMenu(page: Page, x: Translation) {
  await page.getByRole('button', { name: x.common.openMenu }).click();
  const menu = page.getByRole('navigation').filter({ has: page.getByRole('button', { name: x.common.closeMenu }) });
  await expect.poll(() => menu.isVisible()).toBe(true);
}

async function closeMenu(page: Page, x: Translation) {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('button', { name: x.common.openMenu }).getAttribute('aria-expanded')).toBe('false');
}

/** Types the number into the open phone login form and presses Send OTP; the OTP the Auth emulator issued for it. */
async function sendOtp(page: Page, x: Translation, mobile: string): Promise<string> {
  const codesBefore = await otpCountFor(`+91${mobile}`);
  await page.getByLabel(x.phoneLogin.phoneLabel).fill(mobile);
  await page.getByRole('button', { name: x.phoneLogin.send }).click();
  return latestOtpFor(`+91${mobile}`, codesBefore);
}

/** Adds a restaurant by its Restaurant ID on the open Add Restaurant page. */
async function addRestaurant(page: Page, x: Translation, resId: string) {
  await page.getByLabel(x.common.restaurantId).fill(resId);
  await page.getByRole('button', { name: x.addRestaurant.submit, exact: true }).click();
}

for (const language of LANGUAGES) {
  describe(`every screen passes axe-core (${language}, 390x844)`, () => {
    it('the signed-out pages: landing (menu, OTP step), email login and sign-up', async () => {
      const report = new AxeReport();
      const x = TEXTS[language];
      const { page, seen } = await chromium.newPage(contextFor(language));

      await page.goto(baseUrl());
      await report.check(page, 'landing');
      await openMenu(page, x);
      await report.check(page, 'landing, menu open');
      await closeMenu(page, x);
      // The carousel on its second slide.
      await page.getByRole('button', { name: x.carousel.next }).click();
      await report.check(page, 'landing, carousel moved');

      const mobile = uniqueMobile();
      const code = await sendOtp(page, x, mobile);
      await expect.poll(() => page.getByRole('status', { name: x.phoneLogin.local.label }).innerText()).toContain(code);
      await report.check(page, 'landing, OTP step');

      await page.goto(`${baseUrl()}/email-login`);
      await report.check(page, 'email login');
      await page.getByRole('button', { name: x.emailAuth.login.submit }).click();
      await report.check(page, 'email login, empty form refused');
      await page.getByRole('button', { name: x.emailAuth.showPassword }).click();
      await report.check(page, 'email login, password shown');

      await page.goto(`${baseUrl()}/email-sign-up`);
      await report.check(page, 'email sign-up');

      // The staff login, in the device's language too.
      await page.goto(`${baseUrl()}/staff`);
      await report.check(page, 'staff login');
      await page.getByRole('button', { name: (language === 'hi' ? staffHi : staffEn).login.submit }).click();
      await report.check(page, 'staff login, empty form refused');

      report.expectNone();
      expect(seen.pageErrors).toEqual([]);
    });

    it('the customer screens, from the new profile to history, and the staff console with the customer in its queue', async () => {
      const report = new AxeReport();
      const x = TEXTS[language];
      const { context, page, seen } = await chromium.newPage(contextFor(language));
      const mobile = uniqueMobile();

      // Phone login, then Complete Your Profile (empty, then refused, then saved).
      await page.goto(baseUrl());
      const code = await sendOtp(page, x, mobile);
      await page.getByLabel(x.phoneLogin.otp, { exact: true }).fill(code);
      await page.getByRole('button', { name: x.phoneLogin.verify }).click();
      await page.waitForURL('**/profile');
      await report.check(page, 'profile, new');
      const saveProfile = page.getByRole('button', { name: x.profile.complete.submit });
      await saveProfile.click();
      await report.check(page, 'profile, refused');
      await page.getByLabel(x.profile.fields.firstName).fill('Asha');
      await page.getByLabel(x.profile.fields.lastName).fill('Rao');
      await page.getByLabel(x.profile.fields.pin, { exact: true }).fill('4321');
      await page.getByRole('checkbox', { name: x.consent.label }).check();
      await saveProfile.click();
      await page.waitForURL('**/home');

      await expect.poll(() => main(page).innerText()).toContain(x.restaurants.empty);
      await report.check(page, 'restaurants, empty');
      await openMenu(page, x);
      await report.check(page, 'customer menu open');
      await closeMenu(page, x);

      // Add Restaurant: refused (empty, unknown), then two restaurants.
      await main(page).getByRole('link', { name: x.restaurants.add }).click();
      await report.check(page, 'add restaurant');
      await page.getByRole('button', { name: x.addRestaurant.submit, exact: true }).click();
      await report.check(page, 'add restaurant, empty ID');
      await addRestaurant(page, x, 'FS9999');
      await expect.poll(() => page.getByRole('alert').innerText()).toContain(UNKNOWN_FS9999[language]);
      await report.check(page, 'add restaurant, unknown ID');
      await addRestaurant(page, x, 'FS1003');
      await page.waitForURL((url) => url.pathname === '/home');
      await page.goto(`${baseUrl()}/home/add-restaurant`);
      await addRestaurant(page, x, 'FS1001');
      await page.waitForURL((url) => url.pathname === '/home');
      await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Saravana Tiffin Centre' }).count()).toBe(1);
      await report.check(page, 'restaurants, two');

      // The detail with its member QR; the rewards locked, then unlocked and claimed.
      await page.getByRole('link', { name: fill(x.restaurants.viewLabel, { restaurant: 'Mumbai Chaat Corner' }) }).click();
      await page.waitForURL(/\/home\/[^/]+$/);
      const restaurantUid = new URL(page.url()).pathname.split('/')[2]!;
      await expect.poll(() => definition(page, x.common.points).innerText()).toBe('0 / 300');
      await report.check(page, 'restaurant detail');
      await page.getByRole('link', { name: x.detail.viewRewards }).click();
      await page.waitForURL('**/rewards');
      await report.check(page, 'rewards, locked');
      await credit(mobile, restaurantUid, 350);
      await expect.poll(() => page.getByRole('button', { name: x.rewards.inStore.title }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: x.rewards.inStore.title }).click();
      await page.getByRole('button', { name: x.rewards.online.title }).click();
      await report.check(page, 'rewards, unlocked, panels open');
      await page.getByRole('region', { name: x.rewards.inStore.title }).getByRole('button', { name: x.common.claim }).click();
      await expect.poll(() => page.getByRole('region', { name: x.rewards.latest }).innerText()).toContain(x.status.pending);
      await report.check(page, 'rewards, claim pending');

      // Online points: a request sent and pending.
      await page.goto(`${baseUrl()}/home/${restaurantUid}/online-points`);
      await page.getByRole('button', { name: x.onlinePoints.panel }).click();
      await report.check(page, 'online points, panel open');
      const onlinePanel = page.getByRole('region', { name: x.onlinePoints.panel });
      await onlinePanel.getByRole('button', { name: x.common.claim }).click();
      await report.check(page, 'online points, platform missing');
      await onlinePanel.getByRole('group', { name: x.common.platform }).getByRole('radio', { name: 'Swiggy' }).check();
      await report.check(page, 'online points, platform chosen');
      await onlinePanel.getByRole('textbox', { name: x.onlinePoints.orderId }).fill(uniqueOrderId('Swiggy'));
      await onlinePanel.getByRole('button', { name: x.common.claim }).click();
      await expect.poll(() => page.getByRole('region', { name: x.onlinePoints.latest }).innerText()).toContain(x.status.pending);
      await report.check(page, 'online points, request pending');

      await page.goto(`${baseUrl()}/home/${restaurantUid}/history`);
      await expect.poll(() => page.getByRole('table').innerText()).toContain('+350');
      await report.check(page, 'history');

      await page.goto(`${baseUrl()}/home/contact-us`);
      await report.check(page, 'contact us');
      await page.goto(`${baseUrl()}/profile`);
      await expect.poll(() => main(page).innerText()).toContain(x.profile.edit.title);
      await report.check(page, 'profile, saved');
      await page.goto(`${baseUrl()}/home/not-a-restaurant`);
      await expect.poll(() => main(page).innerText()).toContain(x.errors.notFoundTitle);
      await report.check(page, 'restaurant not found');

      // Offline: the notice over the last-known list.
      await page.goto(`${baseUrl()}/home`);
      await expect.poll(() => page.getByRole('listitem').count()).toBe(2);
      await context.setOffline(true);
      await expect.poll(() => page.getByRole('status').filter({ hasText: x.offline.readOnly }).count()).toBe(1);
      await report.check(page, 'restaurants, offline');
      await context.setOffline(false);

      // The staff console (in the device's language too) with this customer's claim and request in its queue, then the QR poster.
      const s = language === 'hi' ? staffHi : staffEn;
      const { page: staff, seen: staffSeen } = await chromium.newPage(contextFor(language));
      await staff.goto(`${baseUrl()}/staff`);
      await logInAsChaatStaff(staff, { email: x.common.email, password: x.common.password, submit: s.login.submit });
      const [before = '', after = ''] = s.queue.approveClaim.split('{{who}}');
      const approveAsha = new RegExp(`^${escapeRegExp(before)}Asha Rao .*${escapeRegExp(after)}$`);
      await expect.poll(() => staff.getByRole('button', { name: approveAsha }).count()).toBeGreaterThan(0);
      await report.check(staff, 'staff console with a queue');
      await staff.getByRole('button', { name: s.console.poster }).click();
      // The poster speaks the console's language.
      const back = language === 'hi' ? 'कंसोल पर वापस जाएँ' : 'Back to console';
      await expect.poll(() => staff.getByRole('button', { name: back }).count()).toBe(1);
      await report.check(staff, 'QR poster');

      report.expectNone();
      expect(seen.pageErrors).toEqual([]);
      expect(staffSeen.pageErrors).toEqual([]);
    });
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What has the keyboard focus now: its role-ish description and whether its focus shows. */
async function focused(page: Page) {
  return page.evaluate<{ name: string; tag: string; visible: boolean }>(FOCUSED);
}

const FOCUSED = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return { name: '', tag: 'body', visible: false };
  const style = getComputedStyle(element);
  const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  const label = element.id ? document.querySelector('label[for="' + CSS.escape(element.id) + '"]') : null;
  const name = label ? label.textContent : (element.getAttribute('aria-label') ?? element.innerText ?? '');
  return { name: name.trim(), tag: element.tagName.toLowerCase(), visible: element.matches(':focus-visible') && ring };
})()`;

/**
 * Presses Tab (or Shift+Tab) until the focused element is named `name` (a string: exactly; a RegExp: matching),
 * checking on the way that every focused element shows its focus.
 */
async function tabTo(page: Page, name: string | RegExp, { back = false, max = 40 } = {}) {
  const seenOnTheWay: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    seenOnTheWay.push(`${now.tag} "${now.name}"`);
    if (now.tag !== 'body') expect(now.visible, `focus shows on ${now.tag} "${now.name}"`).toBe(true);
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return;
  }
  throw new Error(`never reached "${String(name)}" by ${back ? 'Shift+Tab' : 'Tab'}; focus went: ${seenOnTheWay.join(', ')}`);
}

/** The text of the focused h1, or null when the focus is elsewhere. */
const focusedHeading = (page: Page) =>
  page.evaluate<string | null>("document.activeElement && document.activeElement.tagName === 'H1' ? document.activeElement.innerText.trim() : null");
/** Whether the focus is inside the customer menu. */
const focusInMenu = (page: Page) => page.evaluate<boolean>("document.getElementById('home-menu').contains(document.activeElement)");

describe('the customer journey with the keyboard alone (390x844)', () => {
  it('signs in by phone, saves the profile, adds a restaurant, opens it, goes to its rewards and back; the menu keeps and returns focus', async () => {
    const { page, seen } = await chromium.newPage(contextFor('en'));
    const mobile = uniqueMobile();
    await page.goto(baseUrl());
    // The first load leaves the focus where the browser puts it.
    expect((await focused(page)).tag).toBe('body');

    // The skip link comes first and takes the keyboard to the login.
    await tabTo(page, 'Skip to log in');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Phone number');
    const codesBefore = await otpCountFor(`+91${mobile}`);
    await page.keyboard.type(mobile);
    await page.keyboard.press('Enter');
    const code = await latestOtpFor(`+91${mobile}`, codesBefore);
    // Sent: the focus moves to the code field by itself.
    await expect.poll(async () => (await focused(page)).name).toBe('OTP');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    // Complete Your Profile: focus on its heading, then the fields in order.
    await page.waitForURL('**/profile');
    await expect.poll(() => focusedHeading(page)).toBe('Complete Your Profile');
    await tabTo(page, 'First name');
    await page.keyboard.type('Asha');
    await tabTo(page, 'Last name');
    await page.keyboard.type('Rao');
    await tabTo(page, 'PIN');
    await page.keyboard.type('4321');
    await tabTo(page, 'I agree to the privacy notice');
    await page.keyboard.press('Space');
    await tabTo(page, 'Save profile');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await expect.poll(() => focusedHeading(page)).toBe('Your Restaurants');

    // The menu: opened from its button, Tab stays inside it, Escape closes it and gives the focus back.
    await tabTo(page, 'Open menu', { back: true });
    await page.keyboard.press('Enter');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => focusInMenu(page)).toBe(true);
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInMenu(page), 'Tab stays in the open menu').toBe(true);
    }
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInMenu(page), 'Shift+Tab stays in the open menu').toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toMatchObject({ name: 'Open menu', visible: true });

    // The Close button closes it too, and the focus comes back to the button.
    await page.keyboard.press('Space');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    await tabTo(page, 'Close menu');
    await page.keyboard.press('Enter');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page)).name).toBe('Open menu');

    // Through the menu to Add Restaurant.
    await page.keyboard.press('Enter');
    await tabTo(page, 'Add Restaurant');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home/add-restaurant');
    await expect.poll(() => focusedHeading(page)).toBe('Add Restaurant');
    await tabTo(page, 'Restaurant ID');
    await page.keyboard.type('FS1003');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => focusedHeading(page)).toBe('Your Restaurants');

    // Open it, its rewards, and back.
    await tabTo(page, 'View Mumbai Chaat Corner');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/home\/[^/]+$/);
    await expect.poll(() => focusedHeading(page)).toBe('Mumbai Chaat Corner');
    await tabTo(page, 'View Rewards');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/rewards');
    await expect.poll(() => focusedHeading(page)).toBe('Rewards');
    // The locked panels cannot be opened; focus moves past them to the way back.
    await tabTo(page, /Back to Mumbai Chaat Corner/, { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/home\/[^/]+$/);
    await expect.poll(() => focusedHeading(page)).toBe('Mumbai Chaat Corner');

    // The browser's Back (its own button: headless Chromium has no Alt+Left) returns to the rewards, focus on the heading.
    await page.goBack();
    await page.waitForURL('**/rewards');
    await expect.poll(() => focusedHeading(page)).toBe('Rewards');

    expect(seen.pageErrors).toEqual([]);
    expect(seen.alerts).toEqual([]);
  });
});
