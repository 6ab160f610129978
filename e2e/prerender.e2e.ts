import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useChromium, watchPage } from './browser.js';

/**
 * `/`, `/email-login` and `/email-sign-up` come prerendered (client/scripts/prerender.mjs): readable
 * with JavaScript off, painted before the app's script runs, then hydrated without a console message.
 */
const chromium = useChromium();

// Reduced motion: the carousel's entrance animation would move the slide between two measurements.
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, reducedMotion: 'reduce' } as const;

// Page-side code as strings: this project's e2e types have no DOM.
/** Whether React has claimed the element (hydration sets its props on the node). */
const claimedByReact = (selector: string) =>
  `(() => { const node = document.querySelector(${JSON.stringify(selector)}); return !!node && Object.keys(node).some((key) => key.startsWith('__reactProps$')); })()`;
/**
 * Where the page's elements sit (page coordinates, document order), to compare the painted HTML with
 * the hydrated page. The local-mode notice is left out: it exists only in local mode (see below).
 */
const LAYOUT = `[...document.querySelectorAll('#root *:not(.local-otp-notice, .local-otp-notice *)')].map((node) => {
  const box = node.getBoundingClientRect();
  return {
    name: (typeof node.className === 'string' && node.className) || node.nodeName,
    x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height,
    holdsNotice: node.querySelector('.local-otp-notice') !== null,
  };
})`;
interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  holdsNotice: boolean;
}

/**
 * The page's stylesheets are in. Chromium paints only then, but a script may measure earlier, so the
 * painted layout is measured after this.
 */
const STYLES_LOADED = "[...document.querySelectorAll('link[rel=stylesheet]')].every((link) => link.sheet !== null)";

/** Console errors and warnings of a page (React reports hydration mismatches as errors). */
function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

/**
 * Holds the app's entry script until released, to look at the page as it is before any JavaScript
 * of ours ran (the prerendered HTML with its CSS).
 */
async function holdAppScript(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('prerendered pages in Chromium', () => {
  it('with JavaScript off, / shows the hero with the phone form, how it works, the first slide and the contact footer', async () => {
    const { page } = await chromium.newPage({ ...PHONE, javaScriptEnabled: false });

    const response = await page.goto(baseUrl());
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('Get rewarded for your loyalty');

    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Get rewarded for your loyalty' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Phone number').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send OTP' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Log in with email' }).getAttribute('href')).toBe('/email-login');
    expect(await page.getByRole('heading', { name: 'How it works' }).count()).toBe(1);
    expect(await page.getByText('Track all your favourite loyalty programs in one place').count()).toBe(1);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('heading', { name: 'Contact us' }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    // Restaurants' door works without JavaScript: a section with a plain link to /owner, and the footer's.
    const forRestaurants = page.getByRole('region', { name: 'For restaurants' });
    expect(await forRestaurants.getByRole('listitem').count()).toBe(4);
    const ownerLink = forRestaurants.getByRole('link', { name: 'Sign up or log in as an owner' });
    expect(await ownerLink.getAttribute('href')).toBe('/owner');
    expect((await ownerLink.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await footer.getByRole('link', { name: 'For restaurants' }).getAttribute('href')).toBe('/owner');
  });

  it('with JavaScript off, /email-login and /email-sign-up show their form, styled', async () => {
    const { page } = await chromium.newPage({ ...PHONE, javaScriptEnabled: false });
    for (const [path, title, submit] of [
      ['/email-login', 'Login with Email', 'Log in'],
      ['/email-sign-up', 'Sign Up with Email', 'Sign up'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
      expect(await page.getByLabel('Email').isVisible()).toBe(true);
      expect(await page.getByLabel('Password', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: submit, exact: true }).isVisible()).toBe(true);
      // The lazy route's own stylesheet is linked by the page: the toggle sits inside the password field.
      const toggle = await page.getByRole('button', { name: 'Show password' }).boundingBox();
      const field = await page.getByLabel('Password', { exact: true }).boundingBox();
      expect(toggle && field && toggle.x + toggle.width <= field.x + field.width + 1 && toggle.y >= field.y - 1).toBe(true);
    }
  });

  it('/ paints before the script runs, then hydrates the same nodes without a console message, and the form works', async () => {
    const context = await chromium.newContext(PHONE);
    const release = await holdAppScript(context);
    const page = await context.newPage();
    const messages = watchConsole(page);
    const seen = watchPage(page);

    await page.goto(baseUrl(), { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Get rewarded for your loyalty' });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send OTP' }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate<boolean>(STYLES_LOADED)).toBe(true);
    await page.evaluate(`window.__prerenderedHeading = document.querySelector('h1')`);
    const painted = await page.evaluate<Box[]>(LAYOUT);
    // A quick person types the number into the plain HTML field before the app has started.
    await page.getByLabel('Phone number').fill('98765 43210');

    release();
    // Polled from here: waitForFunction would eval a string, which the app's CSP refuses.
    await expect.poll(() => page.evaluate<boolean>(claimedByReact('input[type=tel]'))).toBe(true);
    await page.waitForLoadState('networkidle');
    // React kept the prerendered nodes (a mismatch would have thrown them away and rendered anew).
    expect(await page.evaluate<boolean>("document.querySelector('h1') === window.__prerenderedHeading")).toBe(true);
    // Local mode: the run-time config arrives right after hydration, and with it the local-mode notice.
    expect(await page.getByRole('status').filter({ hasText: 'Local mode' }).count()).toBe(1);

    // Nothing moved but what the local-mode notice pushed down (in production there is no notice,
    // so nothing moves at all): the same elements, the same sizes but the form's, and below the
    // notice everything lower by the same amount.
    const hydrated = await page.evaluate<Box[]>(LAYOUT);
    expect(hydrated.map((box) => box.name)).toEqual(painted.map((box) => box.name));
    const notice = await page.evaluate<{ y: number; height: number }>(
      "(() => { const box = document.querySelector('.local-otp-notice').getBoundingClientRect(); return { y: box.y + scrollY, height: box.height }; })()",
    );
    const form = hydrated.findIndex((box) => box.name.startsWith('form phone-login'));
    const pushed = hydrated[form]!.height - painted[form]!.height;
    expect(pushed).toBeGreaterThanOrEqual(notice.height);
    const moved = hydrated.filter((box, i) => {
      const before = painted[i]!;
      const y = before.y >= notice.y - 0.5 ? before.y + pushed : before.y;
      const height = box.holdsNotice ? box.height : before.height;
      return [box.x - before.x, box.y - y, box.width - before.width, box.height - height].some((delta) => Math.abs(delta) > 0.5);
    });
    expect(moved).toEqual([]);

    // The number typed before hydration counts: Send OTP sends to it (an empty number would be refused at the field).
    expect(await page.getByLabel('Phone number').inputValue()).toBe('98765 43210');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('We sent a one-time code to +91 98765 43210.').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => page.getByText('Earn points for in-store and online orders', { exact: true }).isVisible()).toBe(true);

    // Before it sends an OTP the Firebase SDK asks for the project's reCAPTCHA config, which the Auth emulator
    // does not implement (501): the one message a local send logs.
    expect(messages.filter((message) => !/status of 501/.test(message))).toEqual([]);
    expect(seen.pageErrors).toEqual([]);
  });

  it.each([
    ['/email-login', 'Login with Email', 'Log in'],
    ['/email-sign-up', 'Sign Up with Email', 'Sign up'],
  ])('%s paints before the script runs, then hydrates without a console message or a layout shift, and works', async (path, title, submit) => {
    const context = await chromium.newContext(PHONE);
    const release = await holdAppScript(context);
    const page = await context.newPage();
    const messages = watchConsole(page);
    const seen = watchPage(page);
    const email = `e2e-prerender-${Date.now()}@example.in`;

    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate<boolean>(STYLES_LOADED)).toBe(true);
    await page.evaluate(`window.__prerenderedHeading = document.querySelector('h1')`);
    const painted = await page.evaluate<Box[]>(LAYOUT);
    // Typed (or autofilled) into the plain HTML form before the app has started.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass');

    release();
    await expect.poll(() => page.evaluate<boolean>(claimedByReact('input[type=email]'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate<boolean>("document.querySelector('h1') === window.__prerenderedHeading")).toBe(true);
    expect(await page.getByRole('status').count()).toBe(0);
    // Not a pixel moved: the lazy route's CSS was there from the first paint.
    expect(await page.evaluate<Box[]>(LAYOUT)).toEqual(painted);

    const password = page.getByLabel('Password', { exact: true });
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe('secret-pass');

    // What was typed before hydration is what goes to Firebase: a new account is made with it, and a
    // login with it is refused for its credentials (an empty form would be refused for a missing email).
    await page.getByRole('button', { name: submit, exact: true }).click();
    if (path === '/email-sign-up') {
      await page.waitForURL('**/profile');
      expect(seen.alerts).toEqual([]);
    } else {
      await expect.poll(() => page.getByRole('alert').innerText()).toBe('Wrong email or password.');
      expect(seen.alerts).toEqual([]);
    }

    expect(messages.filter((message) => !/status of 40[03]/.test(message))).toEqual([]);
    expect(seen.pageErrors).toEqual([]);
  });
});
