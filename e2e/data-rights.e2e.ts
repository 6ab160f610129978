import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AxeReport } from './axe.js';
import { baseUrl, uniqueMobile, useChromium } from './browser.js';
import {
  addRestaurant,
  creditBill,
  definition,
  logInAsChaatStaff,
  loginByPhone,
  newCustomer,
  openRestaurant,
  searchQueue,
  uniqueOrderId,
} from './journeys.js';

const chromium = useChromium();

/**
 * The customer's data is theirs (issue 24), in Chromium at a phone's size: a customer with a waiting points request
 * downloads their data (the file's contents checked), then deletes the account with their PIN; the staff console
 * no longer shows the request, and the same phone number signs in to a new, empty account.
 */
describe('Download my data, then delete my account', () => {
  it('the file holds the customer’s own data; deletion empties the staff queue of them and the phone starts afresh', async () => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const { page: customer, mobile, seen } = await newCustomer(chromium, phone);
    await customer.getByRole('main').getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(customer, 'FS1003');
    const restaurantUid = await openRestaurant(customer, 'Mumbai Chaat Corner');
    const cusId = await definition(customer, 'Customer ID').innerText();
    const orderId = uniqueOrderId('Zomato');
    await customer.goto(`${baseUrl()}/home/${restaurantUid}/online-points`);
    await customer.getByRole('button', { name: 'Claim Online Points' }).click();
    const onlinePanel = customer.getByRole('region', { name: 'Claim Online Points' });
    await onlinePanel.getByRole('radio', { name: 'Zomato' }).check();
    await onlinePanel.getByRole('textbox', { name: 'Order ID' }).fill(`#${orderId}`);
    await onlinePanel.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => customer.getByRole('region', { name: 'Latest Request' }).innerText()).toMatch(/pending/i);

    // The cashier sees the request waiting, with its order ID.
    const { page: staff } = await chromium.newPage();
    await staff.goto(`${baseUrl()}/staff`);
    await logInAsChaatStaff(staff);
    await searchQueue(staff, cusId);
    const card = staff.getByRole('listitem').filter({ hasText: cusId }).filter({ hasText: orderId });
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);

    // Download my data: one JSON file of the customer's own data.
    await customer.goto(`${baseUrl()}/profile`);
    const downloading = customer.waitForEvent('download');
    await customer.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^foodspot-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { firstName: string; lastName: string; phone: string; pin: string };
      memberships: { restaurantName: string; resId: string; cusId: string; requests: { orderId: string; pending: boolean }[] }[];
      consents: { noticeVersion: string }[];
    };
    expect(file.profile).toMatchObject({ firstName: 'Asha', lastName: 'Rao', phone: `+91${mobile}`, pin: '4321' });
    expect(file.memberships).toEqual([
      expect.objectContaining({
        restaurantName: 'Mumbai Chaat Corner',
        resId: 'FS1003',
        cusId,
        requests: [expect.objectContaining({ orderId, pending: true })],
      }),
    ]);
    expect(file.consents).toHaveLength(1);
    expect(JSON.stringify(file)).not.toContain(restaurantUid);

    // Delete: the confirmation says what is lost and needs the PIN; a wrong PIN deletes nothing.
    await customer.getByRole('button', { name: 'Withdraw consent and delete my account' }).click();
    const confirm = customer.getByRole('form', { name: 'Withdraw consent and delete your account' });
    expect(await confirm.innerText()).toContain('You lose your points at every restaurant');
    await confirm.getByLabel('Your PIN').fill('1111');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => confirm.innerText()).toContain('That PIN is not right. Nothing was deleted.');
    await confirm.getByLabel('Your PIN').fill('4321');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await customer.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => customer.getByRole('alert').innerText()).toContain('Your account and its data are deleted.');
    await customer.screenshot({ path: '/tmp/e2e-shots/data-rights-deleted.png' }).catch(() => undefined);

    // The request left the staff queue live.
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(0);

    // The same phone number signs in to a new, empty account: the profile form, nothing kept.
    await loginByPhone(customer, mobile);
    await customer.waitForURL('**/profile');
    expect(await customer.getByLabel('First name').inputValue()).toBe('');
    expect(seen.pageErrors).toEqual([]);
  });
});

describe('A sign-up that never saved a profile', () => {
  it('deletes its sign-in from Complete Your Profile (the privacy notice’s link asks at once); the same phone starts afresh', async () => {
    const report = new AxeReport();
    // The page's CSP would refuse axe as an inline script (see accessibility.e2e.ts).
    const { page, seen } = await chromium.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
    const mobile = uniqueMobile();
    await loginByPhone(page, mobile);
    await page.waitForURL('**/profile');

    // The privacy notice's "delete your account" link, for an account that has nothing but its sign-in.
    await page.goto(`${baseUrl()}/profile#delete-account`);
    await expect
      .poll(() => page.evaluate<string | null>('document.activeElement && document.activeElement.textContent'))
      .toMatch(/^Delete this sign-in\?/);
    // Scrolled to the question (smoothly: the screenshot waits for the end of it).
    await expect
      .poll(() =>
        page.evaluate<boolean>(
          '(() => { const box = document.activeElement.getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight; })()',
        ),
      )
      .toBe(true);
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/e2e-shots/data-rights-delete-sign-in.png' }).catch(() => undefined);
    await report.check(page, 'Complete Your Profile, Delete this sign-in asked');

    await page.getByRole('button', { name: 'Delete sign-in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Your sign-in is deleted.');
    report.expectNone();

    // Nothing kept: the same number signs up again, to an empty form.
    await loginByPhone(page, mobile);
    await page.waitForURL('**/profile');
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(seen.pageErrors).toEqual([]);
  });
});

describe('Your data, as a page', () => {
  it('shows a customer with a credit and a claim their name, the restaurant, the claim’s reward and cost, and the sign-in records; printable, axe-clean at 390x844', async () => {
    const report = new AxeReport();
    // The page's CSP would refuse axe as an inline script (see accessibility.e2e.ts).
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };
    const { page: customer, seen } = await newCustomer(chromium, phone);
    await customer.getByRole('main').getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(customer, 'FS1003');
    await openRestaurant(customer, 'Mumbai Chaat Corner');
    const cusId = await definition(customer, 'Customer ID').innerText();

    // A bill at the till earns the reward's points; the customer claims it in store.
    const { page: staff } = await chromium.newPage();
    await staff.goto(`${baseUrl()}/staff`);
    await logInAsChaatStaff(staff);
    const credited = await creditBill(staff, cusId, 400);
    await expect.poll(() => credited.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => definition(customer, 'Points').innerText(), { timeout: 10_000 }).toMatch(/^400 \//);
    await customer.getByRole('link', { name: 'View Rewards' }).click();
    await customer.getByRole('button', { name: 'In-Store Claim' }).click();
    await customer.getByRole('region', { name: 'In-Store Claim' }).getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => customer.getByRole('region', { name: 'Latest Claim' }).innerText()).toMatch(/pending/i);

    // From the profile's Your data, to the page.
    await customer.goto(`${baseUrl()}/profile`);
    await customer.getByRole('link', { name: 'See your data on a page (to read or print)' }).click();
    await customer.waitForURL('**/home/your-data');
    await customer.getByRole('heading', { level: 2, name: 'Sign-in records' }).waitFor();
    const profile = customer.getByRole('region', { name: 'Your profile' });
    expect(await definition(profile, 'Name').innerText()).toBe('Asha Rao');
    const restaurant = customer.getByRole('region', { name: 'Mumbai Chaat Corner' });
    expect(await definition(restaurant, 'Points').innerText()).toBe('400');
    const claim = restaurant.getByRole('list', { name: 'Reward claims at Mumbai Chaat Corner' });
    expect(await definition(claim, 'Reward').innerText()).toBe('Free pani puri plate');
    expect(await definition(claim, 'Cost').innerText()).toBe('300 points');
    expect(await definition(claim, 'Status').innerText()).toBe('Pending');
    const history = restaurant.getByRole('table', { name: 'Points history at Mumbai Chaat Corner' });
    expect(await history.innerText()).toContain('In-store bill');
    const signIns = customer.getByRole('region', { name: 'Sign-in records' });
    expect(await definition(signIns, 'Sign-in method').innerText()).toBe('Phone number with a one-time code');
    expect(await definition(signIns, 'Last sign-in').innerText()).toMatch(/^\d{2} \w{3} \d{4}, \d{2}:\d{2} (am|pm)$/);
    // Fits the phone: nothing wider than the screen.
    expect(await customer.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    const print = customer.getByRole('button', { name: 'Print' });
    expect((await print.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await report.check(customer, 'Your data');

    // On paper the navigation and the buttons go, the data stays.
    await customer.emulateMedia({ media: 'print' });
    expect(await customer.locator('.home-header').isVisible()).toBe(false);
    expect(await print.isVisible()).toBe(false);
    expect(await customer.getByRole('heading', { level: 1, name: 'Your data' }).isVisible()).toBe(true);
    await customer.emulateMedia({ media: 'screen' });
    await customer.screenshot({ path: '.test-artifacts/screens/your-data-390.png', fullPage: true });

    // In Hindi (the device's choice): the same page in the customer's language.
    await customer.evaluate("localStorage.setItem('foodspot.language', 'hi')");
    await customer.reload();
    await customer.getByRole('heading', { level: 2, name: 'साइन-इन रिकॉर्ड' }).waitFor();
    expect(await definition(restaurant.getByRole('list', { name: 'Mumbai Chaat Corner पर इनाम के क्लेम' }), 'स्थिति').innerText()).toBe('लंबित');
    expect(await customer.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await report.check(customer, 'Your data, in Hindi');
    await customer.screenshot({ path: '.test-artifacts/screens/your-data-390-hi.png', fullPage: true });
    report.expectNone();
    expect(seen.pageErrors).toEqual([]);
  });
});
