import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adjustPoints } from '../bff/src/test/adjust-points.js';
import { en } from '../client/src/lib/locales/en.js';
import { baseUrl, latestOtpFor, otpCountFor, uniqueMobile, useChromium } from './browser.js';
import { definition, uniqueOrderId } from './journeys.js';
import { closeServiceLayer, serviceLayer } from './service-layer.js';

const chromium = useChromium();
afterAll(closeServiceLayer);

/** Names that stay as they are in Hindi: the brand, the typed platforms, the demo restaurant and its reward (In-Store is translated). */
const NAMES = ['Foodspot Rewards', 'Foodspot reward', 'Zomato', 'Swiggy', 'Mumbai Chaat Corner', 'Free pani puri plate'];
/** "6:30 pm": a time of day left in English (Hindi says "शाम 6:30"). */
const ENGLISH_TIME = /\d\s?[ap]\.?m\b/i;

/**
 * The words of every English text: each text cut at its placeholders ({{points}}) and tags (<goto>), trimmed.
 * A piece longer than 3 characters found on a Hindi screen is English left behind.
 */
function englishPieces(tree: object): string[] {
  const pieces = new Set<string>();
  for (const value of Object.values(tree)) {
    if (typeof value !== 'string') {
      englishPieces(value as object).forEach((piece) => pieces.add(piece));
      continue;
    }
    for (const piece of value.split(/\{\{[^}]*\}\}|<\/?\w+>/)) {
      const trimmed = piece.trim();
      if (trimmed.length > 3 && !NAMES.includes(trimmed)) pieces.add(trimmed);
    }
  }
  return [...pieces];
}
const ENGLISH = englishPieces(en);

/** The English still visible on the page (header, main, sidebar, footer): none on a Hindi screen. */
async function englishOnScreen(page: Page): Promise<string[]> {
  // Names first: "Rewards" is a text of its own, and part of "Foodspot Rewards".
  const text = NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), await page.locator('body').innerText());
  return ENGLISH.filter((piece) => text.includes(piece));
}

async function expectHindiScreen(page: Page, heading: string) {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().innerText()).toBe(heading);
  expect(await htmlLang(page)).toBe('hi-IN');
  expect(await englishOnScreen(page), `English on ${new URL(page.url()).pathname}`).toEqual([]);
}

/** `<html lang>` (a script string: this file has no DOM types). */
const htmlLang = (page: Page) => page.evaluate<string>('document.documentElement.lang');

const languageSwitch = (page: Page) => page.getByRole('combobox', { name: /^(Language|भाषा)$/ }).first();

/**
 * The console errors and page errors of a page (a hydration mismatch is one of them). Not the browser's own line
 * for a failed request: the Auth emulator answers one of the SDK's calls in local mode with 501.
 */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('Hindi and English in Chromium', () => {
  it('the switch turns every screen of the customer journey to Hindi, with no English left but names, and back', async () => {
    const { page, seen } = await chromium.newPage();
    const errors = watchConsole(page);
    const mobile = uniqueMobile();

    // Landing: English as prerendered, then Hindi.
    await page.goto(baseUrl());
    expect(await htmlLang(page)).toBe('en-IN');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expectHindiScreen(page, 'अपनी वफ़ादारी का इनाम पाएँ');
    expect(await page.evaluate<string | null>("localStorage.getItem('foodspot.language')")).toBe('hi');

    // Email login, and back to the landing page.
    await page.getByRole('link', { name: 'ईमेल से लॉग इन करें' }).click();
    await page.waitForURL('**/email-login');
    await expectHindiScreen(page, 'ईमेल से लॉग इन करें');
    await page.getByRole('button', { name: 'वापस' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Phone login in Hindi, with the OTP of the Auth emulator.
    const codesBefore = await otpCountFor(`+91${mobile}`);
    await page.getByLabel('फ़ोन नंबर').fill(mobile);
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    const code = await latestOtpFor(`+91${mobile}`, codesBefore);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'लोकल मोड' }).innerText()).toContain(code);
    expect(await englishOnScreen(page)).toEqual([]);
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'OTP सत्यापित करें' }).click();

    // Complete Your Profile.
    await page.waitForURL('**/profile');
    await expectHindiScreen(page, 'अपनी प्रोफ़ाइल पूरी करें');
    await page.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }).click();
    await expect.poll(() => page.getByText('पहला नाम ज़रूरी है').count()).toBe(1);
    await page.getByLabel('पहला नाम').fill('Asha');
    await page.getByLabel('उपनाम').fill('Rao');
    await page.getByLabel('PIN').fill('4321');
    await page.getByRole('checkbox', { name: 'मैं निजता सूचना से सहमत हूँ' }).check();
    await page.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }).click();
    await page.waitForURL('**/home');

    // The list, empty, then Add Restaurant.
    await expectHindiScreen(page, 'आपके रेस्टोरेंट');
    await expect.poll(() => page.getByRole('main').innerText()).toContain('नमस्ते, Asha!');
    await page.getByRole('main').getByRole('link', { name: 'रेस्टोरेंट जोड़ें' }).click();
    await page.waitForURL('**/home/add-restaurant');
    await expectHindiScreen(page, 'रेस्टोरेंट जोड़ें');
    await page.getByLabel('रेस्टोरेंट आईडी').fill('FS1003');
    await page.getByRole('button', { name: 'जोड़ें', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Mumbai Chaat Corner' }).innerText()).toContain('0 / 300 पॉइंट');
    await expectHindiScreen(page, 'आपके रेस्टोरेंट');

    // Detail, with points credited (a history row, a date in Hindi).
    await page.getByRole('link', { name: 'Mumbai Chaat Corner देखें' }).click();
    await page.waitForURL(/\/home\/[^/]+$/);
    const restaurantUid = new URL(page.url()).pathname.split('/')[2]!;
    const customerUid = (await serviceLayer().firebase.auth.getUserByPhoneNumber(`+91${mobile}`)).uid;
    await adjustPoints(serviceLayer(), { customerUid, restaurantUid, amount: 100000, platform: 'In-Store', source: 'service' });
    await expect.poll(() => definition(page, 'पॉइंट').innerText()).toBe('1,00,000 / 300');
    await expectHindiScreen(page, 'Mumbai Chaat Corner');
    expect(await page.getByRole('img', { name: /^ग्राहक आईडी \d{6} का सदस्य QR$/ }).count()).toBe(1);

    // Rewards, with both panels open.
    await page.getByRole('link', { name: 'इनाम देखें' }).click();
    await page.waitForURL('**/rewards');
    await page.getByRole('button', { name: 'रेस्टोरेंट में क्लेम' }).click();
    await page.getByRole('button', { name: 'ऑनलाइन क्लेम' }).click();
    await expectHindiScreen(page, 'इनाम');
    await page.getByRole('region', { name: 'रेस्टोरेंट में क्लेम' }).getByRole('button', { name: 'क्लेम करें' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'पिछला क्लेम' }).innerText()).toContain('लंबित');
    expect(await englishOnScreen(page)).toEqual([]);
    expect(await page.getByRole('region', { name: 'पिछला क्लेम' }).innerText()).toContain('रेस्टोरेंट में');
    expect(await page.getByRole('region', { name: 'पिछला क्लेम' }).innerText()).not.toMatch(ENGLISH_TIME);

    // Online points, with the panel open and a request sent.
    await page.getByRole('link', { name: 'Mumbai Chaat Corner पर वापस जाएँ' }).click();
    await page.getByRole('link', { name: 'ऑनलाइन पॉइंट' }).click();
    await page.waitForURL('**/online-points');
    await page.getByRole('button', { name: 'ऑनलाइन पॉइंट क्लेम करें' }).click();
    await page.getByRole('group', { name: 'प्लेटफ़ॉर्म' }).getByRole('radio', { name: 'Swiggy' }).check();
    await page.getByLabel('ऑर्डर आईडी').fill(uniqueOrderId('Swiggy'));
    await page.getByRole('region', { name: 'ऑनलाइन पॉइंट क्लेम करें' }).getByRole('button', { name: 'क्लेम करें' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'पिछला अनुरोध' }).innerText()).toContain('लंबित');
    await expectHindiScreen(page, 'ऑनलाइन पॉइंट');
    expect(await page.getByRole('region', { name: 'पिछला अनुरोध' }).innerText()).not.toMatch(ENGLISH_TIME);

    // History: the credit in the Indian format, its date in Hindi.
    await page.getByRole('link', { name: 'Mumbai Chaat Corner पर वापस जाएँ' }).click();
    await page.getByRole('link', { name: 'पॉइंट इतिहास' }).click();
    await page.waitForURL('**/history');
    await expect.poll(() => page.getByRole('table').innerText()).toContain('+1,00,000');
    await expectHindiScreen(page, 'पॉइंट इतिहास');
    expect(await page.getByRole('table').innerText()).toMatch(/[\u0900-\u097F]/);
    expect(await page.getByRole('table').innerText()).not.toMatch(ENGLISH_TIME);

    // Remembered on this device: a fresh load of a screen is Hindi.
    await page.reload();
    await expectHindiScreen(page, 'पॉइंट इतिहास');

    // And back to English from the sidebar: the same screen reads as before.
    await languageSwitch(page).selectOption('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Points History');
    expect(await htmlLang(page)).toBe('en-IN');
    expect(await page.getByRole('table').innerText()).toContain('+1,00,000');
    await page.getByRole('link', { name: 'Back to Mumbai Chaat Corner' }).click();
    await expect.poll(() => definition(page, 'Points').innerText()).toBe('1,00,000 / 300');
    expect(await page.getByRole('main').innerText()).toContain('Reward: Free pani puri plate');

    expect(seen.pageErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a prerendered page opened with Hindi remembered shows no English: hidden while it hydrates in English and turns to Hindi', async () => {
    // The page's own requests only (no service worker in between), so the test can hold the Hindi chunk.
    const { page, seen } = await chromium.newPage({ serviceWorkers: 'block' });
    const errors = watchConsole(page);
    await page.goto(baseUrl());
    await page.evaluate("localStorage.setItem('foodspot.language', 'hi')");

    // The Hindi texts held back: the English HTML has painted nothing a person can see (the head's inline
    // script ran, so the CSP let it: a refused one would be a console error).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let hindiRequested = false;
    await page.route(/\/assets\/hi-[\w-]+\.js$/, async (route) => {
      hindiRequested = true;
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => hindiRequested).toBe(true);
    expect(await page.evaluate<string>('getComputedStyle(document.body).visibility')).toBe('hidden');
    expect(await page.getByRole('heading', { level: 1, name: 'Get rewarded for your loyalty' }).isVisible()).toBe(false);
    release();
    await expectHindiScreen(page, 'अपनी वफ़ादारी का इनाम पाएँ');
    expect(await page.evaluate<string>('getComputedStyle(document.body).visibility')).toBe('visible');
    await page.unroute(/\/assets\/hi-[\w-]+\.js$/);

    for (const [path, heading] of [
      ['/', 'अपनी वफ़ादारी का इनाम पाएँ'],
      ['/email-sign-up', 'ईमेल से साइन अप करें'],
    ] as const) {
      const response = await page.goto(`${baseUrl()}${path}`);
      // The HTML itself is the English prerender.
      expect(await response!.text()).toContain('lang="en');
      await expectHindiScreen(page, heading);
    }
    // The Hindi texts are a chunk of their own, fetched only for this choice.
    await page.getByRole('button', { name: 'वापस' }).click();
    await languageSwitch(page).selectOption('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Get rewarded for your loyalty');

    expect(seen.pageErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a phone set to Hindi (hi-IN) opens in Hindi with nothing chosen, without a hydration error; a choice of English wins', async () => {
    const { page, seen } = await chromium.newPage({ locale: 'hi-IN' });
    const errors = watchConsole(page);
    expect(await page.evaluate<string[]>('[...navigator.languages]')).toEqual(['hi-IN']);
    await page.goto(baseUrl());
    await expectHindiScreen(page, 'अपनी वफ़ादारी का इनाम पाएँ');
    expect(await page.title()).toBe('Foodspot Rewards: अपनी वफ़ादारी का इनाम पाएँ');
    // From the browser, not chosen: nothing is remembered.
    expect(await page.evaluate<string | null>("localStorage.getItem('foodspot.language')")).toBeNull();

    await languageSwitch(page).selectOption('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Get rewarded for your loyalty');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Get rewarded for your loyalty');
    expect(await htmlLang(page)).toBe('en-IN');
    expect(await page.title()).toBe('Foodspot Rewards: get rewarded for your loyalty');
    expect(seen.pageErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('English stays English: no Hindi chunk is fetched by a visitor who never chose it', async () => {
    const { page } = await chromium.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(baseUrl());
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Get rewarded for your loyalty');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/hi-[\w-]+\.js$/.test(path))).toEqual([]);
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect.poll(() => scripts.filter((path) => /\/hi-[\w-]+\.js$/.test(path)).length).toBe(1);
  });
});
