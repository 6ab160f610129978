import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '../schema/src/privacy-notice.js';
import { hi } from '../client/src/lib/locales/hi.js';
import { privacyHi } from '../client/src/features/privacy/locales/hi.js';
import { AxeReport } from './axe.js';
import { baseUrl, uniqueMobile, useChromium } from './browser.js';
import { loginByPhone } from './journeys.js';
import { closeServiceLayer, serviceLayer } from './service-layer.js';

const chromium = useChromium();
afterAll(closeServiceLayer);

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 } };
const AGREE = 'I agree to the privacy notice';
const path = (url: string) => new URL(url).pathname;

describe('the privacy notice and consent in Chromium', () => {
  it('a new customer sees the notice and must consent before /home; after a new notice they agree again on /consent', async () => {
    const { page, seen } = await chromium.newPage(PHONE);
    const mobile = uniqueMobile();
    await loginByPhone(page, mobile);
    await page.waitForURL('**/profile');

    // The notice is linked from the form; the box starts unticked and saving without it is refused at the box.
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('PIN').fill('4321');
    const box = page.getByRole('checkbox', { name: AGREE });
    expect(await box.isChecked()).toBe(false);
    expect(await page.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.getByText('Tick the box to agree to the privacy notice.').isVisible()).toBe(true);
    expect(path(page.url())).toBe('/profile');
    // Nothing was saved: /home still sends the customer to the profile.
    await page.goto(`${baseUrl()}/home`);
    await page.waitForURL('**/profile');

    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('PIN').fill('4321');
    await page.getByRole('checkbox', { name: AGREE }).check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('Hi, Asha!').isVisible()).toBe(true);

    // The server recorded the consent to this version of the notice.
    const { firebase } = serviceLayer();
    const uid = (await firebase.auth.getUserByPhoneNumber(`+91${mobile}`)).uid;
    const consents = (await firebase.db.collection(`customers/${uid}/consents`).get()).docs.map((doc) => doc.data());
    expect(consents).toEqual([expect.objectContaining({ noticeVersion: PRIVACY_NOTICE.version })]);

    // The notice changes (here: the consent on record is for an older version): the next visit of /home meets the
    // consent screen once, with its way out, and then goes on to where the customer was going.
    await firebase.db.doc(`customers/${uid}`).update({ consent: { noticeVersion: '2020-01-01', givenAt: new Date() } });
    await page.goto(`${baseUrl()}/home/add-restaurant`);
    await page.waitForURL('**/consent');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Our privacy notice' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect.poll(() => page.getByText('Tick the box to agree to the privacy notice.').isVisible()).toBe(true);
    expect(path(page.url())).toBe('/consent');
    await page.getByRole('checkbox', { name: AGREE }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.waitForURL('**/home/add-restaurant');
    await page.goto(`${baseUrl()}/home`);
    await expect.poll(() => page.getByText('Hi, Asha!').isVisible()).toBe(true);
    expect(path(page.url())).toBe('/home');
    expect(seen.pageErrors).toEqual([]);
  });

  it('/privacy is served prerendered, with the grievance officer and the Board, to anyone', async () => {
    const html = await (await fetch(`${baseUrl()}/privacy`)).text();
    expect(html).toContain('<h1');
    expect(html).toContain('Privacy notice');
    expect(html).toContain('Data Protection Board of India');
    expect(html).toContain('https://www.dpboard.gov.in');
    expect(html).toContain('id="prerender-snapshot"');
    expect(html).toContain('"grievance"');
  });

  it('the Hindi /privacy passes axe-core (390x844) and says it all in Hindi', async () => {
    const report = new AxeReport();
    const { page, seen } = await chromium.newPage({
      ...PHONE,
      locale: 'hi-IN',
      // The page's CSP would refuse axe as an inline script (see accessibility.e2e.ts).
      bypassCSP: true,
      storageState: { cookies: [], origins: [{ origin: baseUrl(), localStorage: [{ name: 'foodspot.language', value: 'hi' }] }] },
    });

    await page.goto(`${baseUrl()}/privacy`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(privacyHi.notice.title);
    await expect.poll(() => page.evaluate<string>('document.documentElement.lang')).toBe('hi-IN');
    expect(await page.getByRole('heading', { level: 2, name: privacyHi.notice.board.title }).isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: hi.language.label }).inputValue()).toBe('hi');
    await report.check(page, 'privacy notice (hi)');
    report.expectNone();
    expect(seen.pageErrors).toEqual([]);
  });
});
