import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useChromium } from './browser.js';
import { addRestaurant, creditBill, definition, newCustomer, openRestaurant } from './journeys.js';

/**
 * The owner at the till (ADR 019), on a phone: the demo owner, who owns FS1001-FS1003, logs in at /staff with their own
 * account, chooses the restaurant, credits a customer's bill, and finds it in the owner area under their email.
 */
const chromium = useChromium();
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const OWNER = { email: 'owner@foodspot.test', password: 'foodspot-owner' };

describe('the owner at the till, in Chromium at 390x844', () => {
  it('chooses Mumbai Chaat Corner at /staff, credits a bill, and the activity at /owner names the owner', async () => {
    const { page: customer } = await newCustomer(chromium, PHONE);
    await customer.getByRole('main').getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(customer, 'FS1003');
    await openRestaurant(customer, 'Mumbai Chaat Corner');
    const cusId = await definition(customer, 'Customer ID').innerText();

    const { page: till, seen } = await chromium.newPage(PHONE);
    await till.goto(`${baseUrl()}/staff`);
    await till.getByLabel('Email').fill(OWNER.email);
    await till.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await till.getByRole('button', { name: 'Log in' }).click();

    // Three restaurants: the till asks which one it is for, one large option each.
    await till.getByRole('heading', { level: 1, name: 'Which restaurant is this till for?' }).waitFor();
    const options = till.getByRole('list', { name: 'Your restaurants' }).getByRole('button');
    await expect.poll(() => options.count()).toBe(3);
    for (const option of await options.all()) expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await till.getByRole('button', { name: /Mumbai Chaat Corner/ }).click();

    await till.getByRole('heading', { level: 1, name: 'Mumbai Chaat Corner (FS1003)' }).waitFor();
    expect(await till.getByText(`Owner: ${OWNER.email}`).isVisible()).toBe(true);
    const credited = await creditBill(till, cusId, 650);
    await expect.poll(() => credited.innerText()).toContain(`Credited 650 points to Asha Rao (Customer ID ${cusId}). New balance 650.`);
    await expect.poll(() => definition(customer, 'Points').innerText(), { timeout: 5000 }).toBe('650 / 300');

    // The same browser, the same session: the owner area opens, and its activity names the owner for this credit.
    await till.goto(`${baseUrl()}/owner`);
    await till.getByRole('link', { name: 'Manage Mumbai Chaat Corner' }).click();
    await till.getByRole('link', { name: 'Activity', exact: true }).click();
    const row = till.getByRole('row').filter({ hasText: cusId });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.innerText()).toContain(OWNER.email);
    expect(await row.innerText()).toContain('650');
    expect(seen.pageErrors).toEqual([]);
  });
});
