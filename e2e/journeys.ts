import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, type Chromium, latestOtpFor, otpCountFor, uniqueMobile } from './browser.js';

/**
 * A Zomato (10 digits) or Swiggy (15 digits) order ID no other run has used (ORDER_ID_FORMATS): an order ID earns
 * once across every customer, so each request of a journey gives its own.
 */
let ordersMade = 0;
export function uniqueOrderId(platform: 'Zomato' | 'Swiggy'): string {
  // The time, this process and a count, so parallel journeys (and two in one millisecond) never share one.
  ordersMade = (ordersMade + 1) % 10;
  const pid = process.pid % 1000;
  return platform === 'Zomato'
    ? `7${`${Date.now() % 1e6}`.padStart(6, '0')}${`${pid % 100}`.padStart(2, '0')}${ordersMade}`
    : `1${`${Date.now() % 1e10}`.padStart(10, '0')}${`${pid}`.padStart(3, '0')}${ordersMade}`;
}

/** The "Local mode" notice of the phone login form, which shows the OTP in place of an SMS. */
export const localModeNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Local mode' });

/**
 * Types `typed` (by default the 10 digits) into the open phone login form and presses Send OTP.
 * Returns the code the Auth emulator issued for +91`mobile`, and how many it had issued before it.
 */
export async function sendOtp(page: Page, mobile: string, typed = mobile) {
  const codesBefore = await otpCountFor(`+91${mobile}`);
  await page.getByLabel('Phone number').fill(typed);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  return { code: await latestOtpFor(`+91${mobile}`, codesBefore), codesBefore };
}

export async function verifyOtp(page: Page, code: string) {
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** Phone login on `/` with the OTP read from the Auth emulator, as a person would read it off the notice (on the stack's BFF, or another's). */
export async function loginByPhone(page: Page, mobile: string, base = baseUrl()) {
  await page.goto(base);
  const { code } = await sendOtp(page, mobile);
  // The local-mode notice shows the same code a person would read off the page.
  await expect.poll(() => localModeNotice(page).innerText()).toContain(code);
  await verifyOtp(page, code);
}

export async function completeProfile(page: Page, mobile: string) {
  await page.waitForURL('**/profile');
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  // A phone login's number is the profile's phone, read-only; an email login types one.
  const phone = page.getByLabel('Phone', { exact: true });
  if ((await phone.getAttribute('readonly')) === null) await phone.fill(mobile);
  else expect((await phone.inputValue()).replace(/\D/g, '')).toBe(`91${mobile}`);
  await page.getByLabel('PIN').fill('4321');
  // Consent to the privacy notice: an unticked box the customer ticks (saving without it is refused).
  await page.getByRole('checkbox', { name: 'I agree to the privacy notice' }).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.waitForURL('**/home');
}

/** A new customer, Asha Rao (PIN 4321), in a browser context of their own: signed up by phone OTP, profile saved, on /home. */
export async function newCustomer(chromium: Chromium, options?: BrowserContextOptions) {
  const opened = await chromium.newPage(options);
  const mobile = uniqueMobile();
  await loginByPhone(opened.page, mobile);
  await completeProfile(opened.page, mobile);
  return { ...opened, mobile };
}

/** Adds a restaurant by its public ID on the open Add Restaurant page. */
export async function addRestaurant(page: Page, resId: string) {
  await page.getByLabel('Restaurant ID').fill(resId);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/** Opens a restaurant of the customer's list by its name; returns its restaurantUid (from the URL). */
export async function openRestaurant(page: Page, name: string): Promise<string> {
  await page.getByRole('link', { name: `View ${name}` }).click();
  await page.waitForURL(/\/home\/[^/]+$/);
  return new URL(page.url()).pathname.split('/')[2]!;
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
  return scope
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`, 'i') }) })
    .locator('dd');
}

/** Signs the seeded FS1003 staff account in on the staff login `page` (already open at /staff), labelled in `texts`' language. */
export async function logInAsChaatStaff(page: Page, texts = { email: 'Email', password: 'Password', submit: 'Log in' }) {
  await page.getByLabel(texts.email).fill('staff.fs1003@foodspot.test');
  await page.getByLabel(texts.password, { exact: true }).fill('foodspot-staff');
  await page.getByRole('button', { name: texts.submit }).click();
}

/** Narrows the open staff console's queue to one customer, as a cashier does with the customer at the counter. */
export async function searchQueue(staff: Page, text: string) {
  await staff.getByRole('searchbox', { name: 'Search by Customer ID or name' }).fill(text);
}

/** Rejects a queue item: the Reject button, then the confirmation's Reject (the same name) in its place. */
export async function rejectItem(staff: Page, name: string) {
  await staff.getByRole('button', { name }).click();
  await staff.getByRole('group').getByRole('button', { name }).click();
}

/**
 * Approves an in-store claim as a cashier does with the customer at the counter: Approve, the customer's PIN typed
 * on the card, then its Approve (the same name). `name`: the Approve button's ("Approve claim of Asha Rao (…)").
 */
export async function approveInStoreClaim(staff: Page, name: string | RegExp, pin = '4321') {
  await staff.getByRole('button', { name }).click();
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('button', { name }) });
  await card.getByLabel("Customer's PIN").fill(pin);
  await card.getByRole('button', { name }).click();
}

/**
 * Credits an in-store bill on the open staff console with the customer's ID and PIN (Rs 1 = 1 point).
 * Returns the console's "Credited" message, which names the new balance.
 */
export async function creditBill(staff: Page, cusId: string, rupees: number, pin = '4321'): Promise<Locator> {
  const form = staff.getByRole('region', { name: 'Credit a bill' });
  await form.getByLabel('Customer ID', { exact: true }).fill(cusId);
  await form.getByLabel('PIN', { exact: true }).fill(pin);
  await form.getByLabel('Bill amount (Rs)').fill(String(rupees));
  await form.getByRole('button', { name: 'Credit points' }).click();
  return staff.getByRole('status').filter({ hasText: 'Credited' });
}
