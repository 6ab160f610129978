import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, latestOtpFor, otpCountFor } from './browser.js';

/** Phone login on `/` with the OTP read from the Auth emulator, as a person would read it off the notice. */
export async function loginByPhone(page: Page, mobile: string) {
  const before = await otpCountFor(`+91${mobile}`);
  await page.goto(baseUrl());
  await page.getByLabel('Phone number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await latestOtpFor(`+91${mobile}`, before);
  // The local-mode notice shows the same code a person would read off the page.
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Local mode' }).innerText()).toContain(code);
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

export async function completeProfile(page: Page, mobile: string) {
  await page.waitForURL('**/profile');
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Phone', { exact: true }).fill(mobile);
  await page.getByLabel('PIN').fill('4321');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.waitForURL('**/home');
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
}
