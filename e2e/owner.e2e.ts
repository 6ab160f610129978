import { describe, expect, it } from 'vitest';
import { baseUrl, useChromium } from './browser.js';
import { addRestaurant, creditBill, definition, newCustomer, openRestaurant } from './journeys.js';

const chromium = useChromium();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** "10 Dec 2026": the day 14 days from now in India, as the customer's notice writes it. */
function noticeDay(): string {
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000);
  return new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day);
}

describe('a restaurant runs its own programme, in Chromium at 390x844', () => {
  it('an owner signs up, creates a restaurant and hires a cashier; a customer joins and is credited; the owner sees it, raises the price and lets the cashier go', async () => {
    const suffix = Date.now().toString(36);
    const ownerEmail = `owner-${suffix}@example.in`;
    const cashierEmail = `cashier-${suffix}@example.in`;
    const restaurantName = `Idli Point ${suffix}`;

    // The owner signs up at /owner on their phone.
    const { page: owner, seen: ownerSeen } = await chromium.newPage(PHONE);
    await owner.goto(`${baseUrl()}/owner`);
    await owner.getByRole('button', { name: 'Create an owner account', exact: true }).click();
    await owner.getByLabel('Email').fill(ownerEmail);
    await owner.getByLabel('Password', { exact: true }).fill('owner-secret-1');
    await owner.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => owner.getByRole('heading', { name: 'Your restaurants' }).count(), { timeout: 10_000 }).toBe(1);

    // Creates the restaurant: the server gives it its public ID.
    await owner.getByRole('link', { name: 'Create restaurant' }).first().click();
    await owner.getByLabel('Restaurant name').fill(restaurantName);
    await owner.getByLabel('Phone', { exact: true }).fill('044 2434 5678');
    await owner.getByLabel('City', { exact: true }).fill('Chennai');
    await owner.getByLabel('Reward', { exact: true }).fill('Free filter coffee');
    await owner.getByLabel('Points the reward needs').fill('500');
    await owner.getByRole('button', { name: 'Create restaurant' }).click();
    await expect.poll(() => owner.getByRole('heading', { name: `${restaurantName} is ready` }).count(), { timeout: 10_000 }).toBe(1);
    // The ID shows with the poster (its own chunk).
    await expect.poll(async () => /FS\d{4,}/.test(await owner.locator('main').innerText()), { timeout: 10_000 }).toBe(true);
    const resId = /FS\d{4,}/.exec(await owner.locator('main').innerText())![0];

    // Adds a cashier by email and reads the one-time set-password link.
    await owner
      .getByRole('link', { name: `Manage ${restaurantName}` })
      .first()
      .click();
    await owner.getByRole('link', { name: 'Staff', exact: true }).click();
    await owner.getByLabel('Staff email').fill(cashierEmail);
    await owner.getByRole('button', { name: 'Add staff' }).click();
    const linkField = owner.getByLabel(`Set-password link for ${cashierEmail}`, { exact: true });
    await expect.poll(() => linkField.count(), { timeout: 10_000 }).toBe(1);
    const setPasswordLink = await linkField.inputValue();
    expect(new URL(setPasswordLink).pathname).toBe('/staff/set-password');

    // The cashier, on their own phone, sets a password with the link and logs in at /staff.
    const { page: cashier, seen: cashierSeen } = await chromium.newPage(PHONE);
    await cashier.goto(setPasswordLink);
    await cashier.getByLabel('New password').fill('cashier-pass-1');
    await cashier.getByLabel('Type it again').fill('cashier-pass-1');
    await cashier.getByRole('button', { name: 'Set password' }).click();
    await cashier.getByRole('link', { name: 'Go to the staff login' }).click();
    await cashier.waitForURL('**/staff**');
    const email = cashier.getByLabel('Email');
    if (!(await email.inputValue())) await email.fill(cashierEmail);
    await cashier.getByLabel('Password', { exact: true }).fill('cashier-pass-1');
    await cashier.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => cashier.getByRole('region', { name: 'Credit a bill' }).count(), { timeout: 10_000 }).toBe(1);

    // A customer adds the new restaurant by its ID and keeps its page open.
    const { page: customer, seen: customerSeen } = await newCustomer(chromium, PHONE);
    await customer.goto(`${baseUrl()}/home/add-restaurant`);
    await addRestaurant(customer, resId);
    // The add lands on the list by itself: a navigation of our own could cut the request short.
    await customer.waitForURL((url) => url.pathname === '/home');
    await openRestaurant(customer, restaurantName);
    const cusId = await definition(customer, 'Customer ID').innerText();

    // The cashier credits a bill; the customer's open page shows it live.
    const credited = await creditBill(cashier, cusId, 650);
    await expect.poll(() => credited.innerText()).toContain('650');
    await expect.poll(() => definition(customer, 'Points').innerText(), { timeout: 5000 }).toBe('650 / 500');

    // The owner's dashboard: one member, 650 points issued.
    await owner.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect.poll(() => definition(owner, 'Members').first().innerText(), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => definition(owner, 'Points issued, last 7 days').first().innerText()).toBe('650');

    // The owner raises the reward's price: announced with its date on the customer's open page.
    await owner.getByRole('link', { name: 'Programme', exact: true }).click();
    await owner.getByLabel('Points the reward needs').fill('600');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => owner.locator('main').innerText(), { timeout: 10_000 }).toContain('Announced');
    const notice = `From ${noticeDay()} this reward needs 600 points (now 500)`;
    await expect.poll(() => customer.locator('main').innerText(), { timeout: 5000 }).toContain(notice);

    // The owner removes the cashier: the open console says the session ended.
    await owner.getByRole('link', { name: 'Staff', exact: true }).click();
    await owner.getByRole('button', { name: `Remove ${cashierEmail}` }).click();
    await owner.getByRole('button', { name: 'Yes, remove' }).click();
    await expect.poll(() => owner.locator('main').innerText(), { timeout: 10_000 }).toContain(`${cashierEmail} was removed and signed out.`);
    await expect.poll(() => cashier.getByRole('heading', { name: 'You have been logged out' }).count(), { timeout: 10_000 }).toBe(1);

    for (const seen of [ownerSeen, cashierSeen, customerSeen]) expect(seen.pageErrors).toEqual([]);
  });
});
