import { describe, expect, it } from 'vitest';
import { baseUrl, useChromium } from './browser.js';
import {
  addRestaurant,
  approveInStoreClaim,
  creditBill,
  definition,
  logInAsChaatStaff,
  newCustomer,
  openRestaurant,
  searchQueue,
} from './journeys.js';

const chromium = useChromium();

describe('staff approve what customers ask, in Chromium', () => {
  it('a customer claims; the staff console shows it; staff approve; the customer sees the new points live', async () => {
    // The customer, in one browser context.
    const { page: customer, seen: customerSeen } = await newCustomer(chromium);
    await customer.getByRole('main').getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(customer, 'FS1003');
    const restaurantUid = await openRestaurant(customer, 'Mumbai Chaat Corner');
    const cusId = await definition(customer, 'Customer ID').innerText();

    // Staff, in another context: credit an in-store bill of Rs 650 with the customer's ID and PIN.
    const { page: staff, seen: staffSeen } = await chromium.newPage();
    await staff.goto(`${baseUrl()}/staff`);
    await logInAsChaatStaff(staff);
    const credited = await creditBill(staff, cusId, 650);
    await expect.poll(() => credited.innerText()).toContain(`Credited 650 points to Asha Rao (Customer ID ${cusId}). New balance 650.`);
    // Other tests' customers wait in this restaurant's queue too: the cashier looks for this one.
    await searchQueue(staff, cusId);

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

    // Staff see the claim arrive by itself (the queue is live) and approve it with the PIN the customer tells them.
    const approveName = `Approve claim of Asha Rao (Customer ID ${cusId})`;
    const approve = staff.getByRole('button', { name: approveName });
    await expect.poll(() => approve.count(), { timeout: 3000, interval: 50 }).toBe(1);
    await approveInStoreClaim(staff, approveName);
    await expect.poll(() => approve.count()).toBe(0);

    // The open detail page shows the deduction live; history has the negative row; Claim works again.
    await expect.poll(() => definition(customer, 'Points').innerText(), { timeout: 5000 }).toBe('350 / 300');
    await customer.getByRole('link', { name: 'Points History' }).click();
    await expect.poll(() => customer.getByRole('table').innerText()).toMatch(/-300/);
    await customer.goto(`${baseUrl()}/home/${restaurantUid}/rewards`);
    await expect.poll(() => customer.getByRole('region', { name: 'Latest Claim' }).innerText()).toMatch(/approved/i);
    await customer.getByRole('button', { name: 'In-Store Claim' }).click();
    await expect.poll(() => customer.getByRole('region', { name: 'In-Store Claim' }).getByRole('button', { name: 'Claim' }).isEnabled()).toBe(true);

    expect(customerSeen.pageErrors).toEqual([]);
    expect(staffSeen.pageErrors).toEqual([]);
  });
});
