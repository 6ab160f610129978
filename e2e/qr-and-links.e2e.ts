import type { Locator, Page } from 'playwright-core';
import { decodeQR } from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { baseUrl, collectConsoleErrors, useChromium } from './browser.js';
import { addRestaurant, definition, logInAsChaatStaff, logOut, newCustomer, openRestaurant, sendOtp } from './journeys.js';

const chromium = useChromium();

/**
 * What a phone's camera reads off a QR on screen: Chromium's screenshot of the element (PNG), turned into
 * pixels by the browser (createImageBitmap of the bytes: no image load, so the page's CSP does not matter)
 * and decoded here, in Node, by the same library the app uses (`qr/decode.js`).
 */
async function readQr(page: Page, qr: Locator): Promise<string> {
  // The encoder loads after the screen has painted: the white square first, its modules a moment later.
  await qr.locator('path').waitFor({ state: 'attached' });
  const png = (await qr.screenshot()).toString('base64');
  const image = await page.evaluate<{ width: number; height: number; data: number[] }>(`(async () => {
    const bytes = Uint8Array.from(atob(${JSON.stringify(png)}), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
  })()`);
  return decodeQR({ width: image.width, height: image.height, data: Uint8Array.from(image.data) });
}

/**
 * WebOTP as Chrome on Android offers it, stubbed before the app loads: `navigator.credentials.get({ otp })`
 * resolves with the code the test hands to `window.__deliverSmsCode(code)`, as if the SMS had arrived.
 */
const WEB_OTP_STUB = `(() => {
  let deliver;
  const sms = new Promise((resolve) => (deliver = resolve));
  window.__deliverSmsCode = (code) => deliver(code);
  window.__otpRequests = [];
  window.OTPCredential = class OTPCredential {};
  navigator.credentials.get = (options) => {
    if (!options || !options.otp) return Promise.reject(new DOMException('not stubbed', 'NotSupportedError'));
    window.__otpRequests.push({ transport: options.otp.transport, withSignal: options.signal instanceof AbortSignal });
    return sms.then((code) => ({ type: 'otp', id: '', code }));
  };
})();`;

describe('QR at the counter and links, in Chromium', () => {
  it('the member QR on the restaurant page reads as the Customer ID, never the PIN', async () => {
    const { page, seen } = await newCustomer(chromium);
    await page.getByRole('main').getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(page, 'FS1001');
    await openRestaurant(page, 'Saravana Tiffin Centre');
    const cusId = await definition(page, 'Customer ID').innerText();
    expect(cusId).toMatch(/^\d{6}$/);

    const qr = page.getByRole('img', { name: `Member QR for Customer ID ${cusId}` });
    expect(await readQr(page, qr)).toBe(cusId);
    expect(await definition(page, 'PIN').innerText()).toBe('4321');
    expect(await page.getByText(`Customer ID ${cusId}`, { exact: true }).count()).toBe(1);
    expect(seen.pageErrors).toEqual([]);
  });

  it("the staff poster's QR opens the add link; signed out, a phone login (OTP filled by WebOTP) comes back to it and adds the restaurant", async () => {
    // Staff print the poster of their restaurant (FS1003).
    const { page: staff, seen: staffSeen } = await chromium.newPage();
    await staff.goto(`${baseUrl()}/staff`);
    await logInAsChaatStaff(staff);
    await staff.getByRole('button', { name: 'Print QR poster' }).click();
    const poster = staff.getByRole('article', { name: 'Mumbai Chaat Corner' });
    await expect.poll(() => poster.innerText()).toContain('Scan to add us to Foodspot Rewards');
    expect(await poster.innerText()).toContain('FS1003');
    const link = await readQr(staff, poster.getByRole('img', { name: 'QR code to add Mumbai Chaat Corner to Foodspot Rewards' }));
    expect(link).toBe(`${baseUrl()}/home/add-restaurant?resId=FS1003`);
    // On paper only the poster: the Print and Back buttons are gone.
    await staff.emulateMedia({ media: 'print' });
    expect(await staff.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await poster.isVisible()).toBe(true);

    // A customer with an account, signed out, scans it: the link asks for a login first.
    const { page, mobile, seen } = await newCustomer(chromium);
    await logOut(page);
    await page.addInitScript(WEB_OTP_STUB);
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/');
    // Signed out, nothing about this browser says "signed in": the guard sends it to log in without asking `me`
    // (no 401 in the console).
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();
    // The landing page says what the login is for, with the restaurant's name from the server.
    await expect.poll(() => page.getByText('Log in to add Mumbai Chaat Corner to your list').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(consoleErrors).toEqual([]);

    // Phone login; the SMS code arrives through WebOTP, fills the field and signs in by itself.
    const { code } = await sendOtp(page, mobile);
    await expect.poll(() => page.evaluate<unknown>('window.__otpRequests')).toEqual([{ transport: ['sms'], withSignal: true }]);
    await page.evaluate(`window.__deliverSmsCode(${JSON.stringify(code)})`);

    // Back to the link, the restaurant is added: its page opens with the member QR.
    await page.waitForURL(/\/home\/[^/?]+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Mumbai Chaat Corner');
    const cusId = await definition(page, 'Customer ID').innerText();
    expect(await readQr(page, page.getByRole('img', { name: `Member QR for Customer ID ${cusId}` }))).toBe(cusId);
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect.poll(() => page.getByRole('link', { name: 'View Mumbai Chaat Corner' }).count()).toBe(1);

    expect(seen.pageErrors).toEqual([]);
    expect(staffSeen.pageErrors).toEqual([]);
  });

  it('a link with a junk Restaurant ID shows the usual error and adds nothing', async () => {
    const { page } = await newCustomer(chromium);
    await page.goto(`${baseUrl()}/home/add-restaurant?resId=${encodeURIComponent('../FS1001')}`);
    await expect.poll(() => page.getByLabel('Restaurant ID').inputValue()).toBe('../FS1001');
    await expect.poll(() => page.getByText('No restaurant has this ID. Check the ID and try again.').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/home/add-restaurant');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect.poll(() => page.getByText('No restaurants in your list. Add restaurant to get started!').count()).toBe(1);
  });
});
