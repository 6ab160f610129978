import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, latestOtpFor, launchChromium, otpCountFor, typedWithCountryCode, uniqueMobile, watchPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('phone OTP off the happy path in Chromium', () => {
  it('a number typed as "+91 98765 43210" gets its code at +91 and the 10 digits, and signs a new customer in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = watchPage(page);
    const mobile = uniqueMobile();
    const phoneNumber = `+91${mobile}`;
    const before = await otpCountFor(phoneNumber);

    await page.goto(baseUrl());
    const emailLink = await page.getByRole('link', { name: 'Log in with email' }).boundingBox();
    expect(emailLink?.height).toBeGreaterThanOrEqual(44);
    await page.getByLabel('Phone number').fill(typedWithCountryCode(mobile));
    await page.getByRole('button', { name: 'Send OTP' }).click();

    const code = await latestOtpFor(phoneNumber, before);
    await page.getByText(`We sent a one-time code to ${phoneNumber}.`).waitFor();
    // Not to +91 followed by the typed 91.
    expect(await otpCountFor(`+9191${mobile}`)).toBe(0);
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/profile');

    expect(seen.alerts).toEqual([]);
    expect(seen.pageErrors).toEqual([]);
    await context.close();
  });

  it('Resend OTP after the 60-second countdown sends a second code, and that code signs a new customer in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Fake timers that run in real time until fast-forwarded: the countdown passes without waiting a minute.
    await page.clock.install();
    const seen = watchPage(page);
    const mobile = uniqueMobile();
    const phoneNumber = `+91${mobile}`;
    const before = await otpCountFor(phoneNumber);

    await page.goto(baseUrl());
    await page.getByLabel('Phone number').fill(typedWithCountryCode(mobile));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await latestOtpFor(phoneNumber, before);

    const resend = page.getByRole('button', { name: 'Resend OTP' });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    // One second at a time: each tick of the countdown schedules the next.
    for (let second = 0; second < 120 && (await resend.isDisabled()); second += 1) await page.clock.fastForward(1000);
    expect(await resend.isEnabled()).toBe(true);
    await resend.click();

    // A second code was issued for the number (the emulator's codes are random, so not compared).
    const secondCode = await latestOtpFor(phoneNumber, before + 1);
    expect(await otpCountFor(phoneNumber)).toBe(before + 2);
    await page.getByRole('button', { name: 'Resend OTP' }).waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Local mode' }).innerText()).toContain(secondCode);
    await page.getByLabel('OTP', { exact: true }).fill(secondCode);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/profile');

    expect(seen.alerts).toEqual([]);
    expect(seen.pageErrors).toEqual([]);
    await context.close();
  });

  it('a wrong code is told in words, and the right one still signs in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = watchPage(page);
    const mobile = uniqueMobile();
    const phoneNumber = `+91${mobile}`;
    const before = await otpCountFor(phoneNumber);

    await page.goto(baseUrl());
    await page.getByLabel('Phone number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await latestOtpFor(phoneNumber, before);
    const wrongCode = code === '000000' ? '111111' : '000000';
    await page.getByLabel('OTP', { exact: true }).fill(wrongCode);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await expect.poll(() => seen.alerts).toEqual(['That code is not right. Check the OTP and try again.']);
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/profile');
    expect(seen.pageErrors).toEqual([]);
    await context.close();
  });
});
