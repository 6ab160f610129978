import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, uniqueMobile, watchPage } from './browser.js';
import { completeProfile, definition, logInAsChaatStaff, loginByPhone } from './journeys.js';
import { closeServiceLayer } from './service-layer.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await closeServiceLayer();
});


describe('staff approve what customers ask, in Chromium', () => {
  it('a customer claims; the staff console shows it; staff approve; the customer sees the new points live', async () => {
    // The customer, in one browser context.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    const customerSeen = watchPage(customer);
    const mobile = uniqueMobile();
    await loginByPhone(customer, mobile);
    await completeProfile(customer, mobile);
    await customer.getByRole('main').getByRole('link', { name: 'Add Restaurant' }).click();
    await customer.getByLabel('Restaurant ID').fill('FS1003');
    await customer.getByRole('button', { name: 'Add', exact: true }).click();
    await customer.getByRole('link', { name: 'View Mumbai Chaat Corner' }).click();
    await customer.waitForURL(/\/home\/[^/]+$/);
    const restaurantUid = new URL(customer.url()).pathname.split('/')[2]!;
    const cusId = await definition(customer, 'Customer ID').innerText();

    // Staff, in another context: credit an in-store bill of Rs 650 with the customer's ID and PIN.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const staffSeen = watchPage(staff);
    await staff.goto(`${baseUrl()}/staff`);
    await logInAsChaatStaff(staff);
    const creditForm = staff.getByRole('region', { name: 'In-store credit' });
    await creditForm.getByLabel('Customer ID', { exact: true }).fill(cusId);
    await creditForm.getByLabel('PIN', { exact: true }).fill('4321');
    await creditForm.getByLabel('Bill amount (Rs)').fill('650');
    await creditForm.getByRole('button', { name: 'Credit points' }).click();
    await expect.poll(() => staff.getByRole('status').filter({ hasText: 'Credited' }).innerText()).toContain('New balance: 650');

    // The customer's open detail page shows it live, then the customer claims in-store.
    await expect.poll(() => definition(customer, 'Points').innerText()).toBe('650 / 300');
    await customer.getByRole('link', { name: 'View Rewards' }).click();
    await customer.getByRole('button', { name: 'In-Store Claim' }).click();
    const inStore = customer.getByRole('region', { name: 'In-Store Claim' });
    await inStore.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => inStore.getByRole('button', { name: 'Claim' }).isDisabled()).toBe(true);

    // The customer goes back to the detail page and keeps it open.
    await customer.getByRole('link', { name: /Back to Mumbai Chaat Corner/ }).click();
    await expect.poll(() => definition(customer, 'Points').innerText()).toBe('650 / 300');

    // Staff see the claim arrive by itself (the queue is live) and approve it.
    const approve = staff.getByRole('button', { name: `Approve claim of Asha Rao (Customer ID ${cusId})` });
    await expect.poll(() => approve.count(), { timeout: 3000, interval: 50 }).toBe(1);
    await approve.click();
    await expect.poll(() => approve.count()).toBe(0);

    // The open detail page shows the deduction live; history has the negative row; Claim works again.
    await expect.poll(() => definition(customer, 'Points').innerText(), { timeout: 5000 }).toBe('350 / 300');
    await customer.getByRole('link', { name: 'Points History' }).click();
    await expect.poll(() => customer.getByRole('table').innerText()).toMatch(/-300/);
    await customer.goto(`${baseUrl()}/home/${restaurantUid}/rewards`);
    await expect.poll(() => customer.getByRole('region', { name: 'Latest Claim' }).innerText()).toMatch(/approved/i);
    await customer.getByRole('button', { name: 'In-Store Claim' }).click();
    await expect
      .poll(() => customer.getByRole('region', { name: 'In-Store Claim' }).getByRole('button', { name: 'Claim' }).isEnabled())
      .toBe(true);

    expect(customerSeen.pageErrors).toEqual([]);
    expect(staffSeen.pageErrors).toEqual([]);
    await Promise.all([customerContext.close(), staffContext.close()]);
  });
});
