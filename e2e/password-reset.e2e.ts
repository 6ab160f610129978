import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AxeReport } from './axe.js';
import { baseUrl, useChromium } from './browser.js';

/**
 * "Forgot password?" walked by a person on a phone, against the whole local stack and the real Auth emulator: the
 * login page asks for the reset, the local-mode notice shows the link the emulator made (no email is sent), the app's
 * own /reset-password sets the new password, and the login takes it (and no longer the old one).
 */
const chromium = useChromium();
// bypassCSP: axe-core is injected as a script of the test's own (the app's CSP rightly refuses inline scripts).
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };
const SENT = (email: string) => `If an account uses ${email}, we sent it a link to set a new password.`;

/** An email account in the Auth emulator, as the web SDK's sign-up makes it. */
async function emailAccount(email: string, password: string) {
  const response = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
}

/** The height of what a finger presses. */
const heightOf = async (page: Page, name: string) => (await page.getByRole('button', { name, exact: true }).boundingBox())?.height ?? 0;

/** From the login page's "Forgot password?" to the new password set on /reset-password, then back at that login page. */
async function resetPassword(page: Page, loginPath: string, email: string, newPassword: string, report: AxeReport) {
  expect(await heightOf(page, 'Forgot password?')).toBeGreaterThanOrEqual(44);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Reset your password' }).count()).toBe(1);
  // A malformed email is said at the field first.
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect.poll(() => page.getByRole('alert').innerText()).toContain('Enter a valid email address.');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect.poll(() => page.getByText(SENT(email)).count(), { timeout: 10_000 }).toBe(1);

  // Local mode: no email, the link shows under the answer.
  const link = page.getByRole('link', { name: `Open the reset link for ${email}` });
  await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
  expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await report.check(page, `${loginPath}: Forgot password? sent`);
  await link.click();

  await expect.poll(() => new URL(page.url()).pathname).toBe('/reset-password');
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Set a new password' }).count(), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => page.getByText(email, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
  await report.check(page, '/reset-password');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Type it again').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Password changed' }).count(), { timeout: 10_000 }).toBe(1);
  await report.check(page, '/reset-password: done');
  await page.getByRole('link', { name: 'Go to the login' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(loginPath);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('Forgot password?, in Chromium at 390x844', () => {
  it('a customer on /email-login: forgot → the link → a new password → logs in with it, not with the old one', async () => {
    const email = `forgot-${Date.now().toString(36)}@example.in`;
    await emailAccount(email, 'old-password-1');
    const { page, seen } = await chromium.newPage(PHONE);
    const report = new AxeReport();
    await page.goto(`${baseUrl()}/email-login`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Login with Email' }).count()).toBe(1);

    await resetPassword(page, '/email-login', email, 'new-password-1', report);

    await logIn(page, email, 'old-password-1');
    await expect.poll(() => page.getByRole('alert').first().innerText(), { timeout: 10_000 }).toContain('Wrong email or password.');
    await logIn(page, email, 'new-password-1');
    // A new account completes its profile first: signed in.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/profile');
    report.expectNone();
    expect(seen.pageErrors).toEqual([]);
    expect(seen.alerts).toEqual([]);
  });

  it('an owner on /owner: forgot → the link → a new password → logs in to their restaurants', async () => {
    const email = `forgot-owner-${Date.now().toString(36)}@example.in`;
    // The owner signed up on another phone some time ago.
    const { page: before } = await chromium.newPage(PHONE);
    await before.goto(`${baseUrl()}/owner`);
    await before.getByRole('button', { name: 'Create an owner account', exact: true }).click();
    await before.getByLabel('Email').fill(email);
    await before.getByLabel('Password', { exact: true }).fill('old-owner-pass');
    await before.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => before.getByRole('heading', { name: 'Your restaurants' }).count(), { timeout: 10_000 }).toBe(1);

    const { page, seen } = await chromium.newPage(PHONE);
    const report = new AxeReport();
    await page.goto(`${baseUrl()}/owner`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Owner Login' }).count(), { timeout: 10_000 }).toBe(1);

    await resetPassword(page, '/owner', email, 'new-owner-pass', report);

    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Owner Login' }).count(), { timeout: 10_000 }).toBe(1);
    await logIn(page, email, 'new-owner-pass');
    await expect.poll(() => page.getByRole('heading', { name: 'Your restaurants' }).count(), { timeout: 10_000 }).toBe(1);
    report.expectNone();
    expect(seen.pageErrors).toEqual([]);
    expect(seen.alerts).toEqual([]);
  });

  it('an email without an account gets the same one sentence; locally the notice says no link was made', async () => {
    const email = `nobody-${Date.now().toString(36)}@example.in`;
    const { page } = await chromium.newPage(PHONE);
    await page.goto(`${baseUrl()}/staff`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Staff Login' }).count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText(SENT(email)).count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => page.getByText(`Local mode: no reset link was made for ${email}: no account uses that email.`).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
