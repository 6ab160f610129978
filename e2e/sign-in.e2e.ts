import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, uniqueMobile, useChromium } from './browser.js';
import { completeProfile, loginByPhone, logOut, newCustomer } from './journeys.js';

const chromium = useChromium();

/** The email login page, filled in and sent. */
async function logInByEmail(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl()}/email-login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('sign-in journeys in Chromium', () => {
  it('a new customer signs up by phone OTP, completes the profile, logs out and back in', async () => {
    const { page, seen, mobile } = await newCustomer(chromium);
    await expect.poll(() => page.getByText('Asha').first().isVisible()).toBe(true);

    await logOut(page);
    // The session is gone: /home sends the visitor back to the landing page.
    await page.goto(`${baseUrl()}/home`);
    await page.waitForURL((url) => url.pathname === '/');

    await loginByPhone(page, mobile);
    await page.waitForURL('**/home');
    expect(new URL(page.url()).pathname).toBe('/home');

    // The offline GraphQL playground (local mode) runs queries with the same session.
    await page.goto(`${baseUrl()}/graphiql`);
    const result = page.locator('.result-window');
    // The editor needs a moment (workers, introspection) before Execute does anything: press it until it answers.
    await expect
      .poll(
        async () => {
          if (!(await result.innerText()).trim())
            await page
              .getByRole('button', { name: /execute/i })
              .first()
              .click();
          return result.innerText();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toMatch(/"firstName":\s*"Asha"/);
    expect(seen).toEqual({ alerts: [], pageErrors: [] });
  });

  it('a new customer signs up by email and password, completes the profile, logs out and back in', async () => {
    const { page, seen } = await chromium.newPage();
    const email = `e2e-${Date.now()}@example.in`;

    await page.goto(`${baseUrl()}/email-sign-up`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await completeProfile(page, uniqueMobile());

    await logOut(page);
    await logInByEmail(page, email, 'secret-pass');
    await page.waitForURL('**/home');
    // A logged-in customer who opens a login page is sent on to /home.
    await page.goto(`${baseUrl()}/email-login`);
    await page.waitForURL('**/home');
    expect(seen).toEqual({ alerts: [], pageErrors: [] });
  });

  it('shows a readable sentence, not the provider code, for an unknown account (the same as for a wrong password) and stays on the login page', async () => {
    const { page, seen } = await chromium.newPage();
    await logInByEmail(page, `nobody-${Date.now()}@example.in`, 'wrong-pass');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Wrong email or password.');
    expect(seen.alerts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/email-login');
  });
});
