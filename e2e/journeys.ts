import type { Locator, Page } from 'playwright-core';
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

/**
 * The value of a label/value pair (a <dd> named by its <dt>) in `scope`. The inner locator is the page's:
 * `has` queries it inside each row, so it must not carry the scope again.
 */
export function definition(scope: Page | Locator, name: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`, 'i') }) }).locator('dd');
}

/** Signs the seeded FS1003 staff account in on the staff login `page` (already open at /staff). */
export async function logInAsChaatStaff(page: Page) {
  await page.getByLabel('Email').fill('staff.fs1003@foodspot.test');
  await page.getByLabel('Password', { exact: true }).fill('foodspot-staff');
  await page.getByRole('button', { name: 'Log in' }).click();
}
