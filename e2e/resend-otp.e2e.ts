import { describe, expect, it } from 'vitest';
import { baseUrl, latestOtpFor, otpCountFor, typedWithCountryCode, uniqueMobile, useChromium } from './browser.js';
import { localModeNotice, sendOtp, verifyOtp } from './journeys.js';

const chromium = useChromium();

describe('phone OTP off the happy path in Chromium', () => {
  it('a number typed as "+91 98765 43210" gets its code at +91 and the 10 digits, and signs a new customer in', async () => {
    const { page, seen } = await chromium.newPage();
    const mobile = uniqueMobile();

    await page.goto(baseUrl());
    const emailLink = await page.getByRole('link', { name: 'Log in with email' }).boundingBox();
    expect(emailLink?.height).toBeGreaterThanOrEqual(44);
    const { code } = await sendOtp(page, mobile, typedWithCountryCode(mobile));
    await page.getByText(`We sent a one-time code to +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}.`).waitFor();
    // Not to +91 followed by the typed 91.
    expect(await otpCountFor(`+9191${mobile}`)).toBe(0);
    await verifyOtp(page, code);
    await page.waitForURL('**/profile');

    expect(seen).toEqual({ alerts: [], pageErrors: [] });
  });

  it('Resend OTP after the 60-second countdown sends a second code, and that code signs a new customer in', async () => {
    const { page, seen } = await chromium.newPage();
    // Fake timers that run in real time until fast-forwarded: the countdown passes without waiting a minute.
    await page.clock.install();
    const mobile = uniqueMobile();
    const phoneNumber = `+91${mobile}`;

    await page.goto(baseUrl());
    const { codesBefore } = await sendOtp(page, mobile, typedWithCountryCode(mobile));

    const resend = page.getByRole('button', { name: 'Resend OTP' });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    // One second at a time: each tick of the countdown schedules the next.
    for (let second = 0; second < 120 && (await resend.isDisabled()); second += 1) await page.clock.fastForward(1000);
    expect(await resend.isEnabled()).toBe(true);
    await resend.click();

    // A second code was issued for the number (the emulator's codes are random, so not compared).
    const secondCode = await latestOtpFor(phoneNumber, codesBefore + 1);
    expect(await otpCountFor(phoneNumber)).toBe(codesBefore + 2);
    await page.getByRole('button', { name: 'Resend OTP' }).waitFor();
    await expect.poll(() => localModeNotice(page).innerText()).toContain(secondCode);
    await verifyOtp(page, secondCode);
    await page.waitForURL('**/profile');

    expect(seen).toEqual({ alerts: [], pageErrors: [] });
  });

  it('a wrong code is told in words, and the right one still signs in', async () => {
    const { page, seen } = await chromium.newPage();

    await page.goto(baseUrl());
    const { code } = await sendOtp(page, uniqueMobile());
    await verifyOtp(page, code === '000000' ? '111111' : '000000');

    await expect.poll(() => page.getByRole('alert').innerText()).toContain('That code is not right. Check the OTP and try again.');
    await verifyOtp(page, code);
    await page.waitForURL('**/profile');
    expect(seen).toEqual({ alerts: [], pageErrors: [] });
  });
});
