import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, uniqueMobile, useChromium } from './browser.js';
import { loginByPhone } from './journeys.js';

/**
 * The app's Devanagari font (lib/locales/devanagari.css) on a device without one of its own: this machine's Chromium
 * has no Devanagari system font (Debian without fonts-noto), like many desktop browsers. Declared in every language
 * with `unicode-range`, so a Devanagari name on an English screen is drawn in it, and a page without such text
 * never downloads it.
 */
const chromium = useChromium();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } as const;
const FONT_FILE = /noto-sans-devanagari-[^/]*\.woff2$/;

/** Every font file the page asks for from now on. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (FONT_FILE.test(new URL(request.url()).pathname)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** In the page: the app's Devanagari faces that have loaded (a face never declared is never loaded). */
const LOADED_DEVANAGARI_FACES = `[...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Foodspot Devanagari' && face.status === 'loaded').length`;
/** In the page: the document's fonts are settled (nothing loading). */
const FONTS_SETTLED = 'document.fonts.ready.then(() => document.fonts.status)';

describe('the Devanagari font in Chromium without a Devanagari system font', () => {
  it('/ in English downloads no Devanagari font file', async () => {
    const { page } = await chromium.newPage(PHONE);
    const fonts = fontRequests(page);
    await page.goto(baseUrl(), { waitUntil: 'networkidle' });
    expect(await page.evaluate<string>(FONTS_SETTLED)).toBe('loaded');
    // The language switch offers हिन्दी: still nothing fetched until Devanagari is drawn on the page itself.
    expect(await page.getByRole('combobox', { name: 'Language' }).isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(fonts).toEqual([]);
  });

  it('a Devanagari first name on the English /home is drawn in the app font (fetched then, once)', async () => {
    const { page } = await chromium.newPage(PHONE);
    const mobile = uniqueMobile();
    await loginByPhone(page, mobile);
    await page.waitForURL('**/profile');
    const fonts = fontRequests(page);
    await page.getByLabel('First name').fill('आशा');
    await page.getByLabel('Last name').fill('राव');
    await page.getByLabel('PIN').fill('4321');
    await page.getByRole('checkbox', { name: 'I agree to the privacy notice' }).check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.waitForURL('**/home');

    await expect.poll(() => page.getByRole('main').innerText(), { timeout: 10_000 }).toContain('Hi, आशा!');
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('en-IN');
    await expect.poll(() => page.evaluate<number>(LOADED_DEVANAGARI_FACES), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(fonts.length).toBeGreaterThan(0);
    expect(new Set(fonts).size).toBe(fonts.length);
  });
});
