import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { baseUrl, useChromium } from './browser.js';
import { busyRestaurant, TILL_PASSWORD } from './busy-till.js';
import { addRestaurant, definition, newCustomer, openRestaurant, searchQueue } from './journeys.js';
import { setServerClockAhead } from './server-clock.js';

/**
 * The till on a busy night (issue 22), in Chromium: two tills of one restaurant at 1280x800 and 768x1024 and a
 * phone at 390x844 (the phone and the wide till are one staff account), with 33 items waiting.
 */
const chromium = useChromium();
const WIDE: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const TABLET: BrowserContextOptions = { viewport: { width: 768, height: 1024 }, hasTouch: true };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const LIVE = { timeout: 5000, interval: 50 };
const SHOTS = '.test-artifacts/screens';

async function openTill(options: BrowserContextOptions, email: string) {
  const { page, seen } = await chromium.newPage(options);
  await page.goto(`${baseUrl()}/staff`);
  await logInTill(page, email);
  return { page, seen };
}
async function logInTill(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TILL_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: /Friday Night Dosa/ }).waitFor();
}

const creditPanel = (till: Page) => till.getByRole('region', { name: 'Credit a bill' });
const queueHeading = (till: Page) => till.getByRole('heading', { level: 2, name: /^Pending items/ });
/** What has the keyboard focus: its label's text, or its accessible name for a button. */
const focusedName = (page: Page) =>
  page.evaluate<string>(`(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label = element.id ? document.querySelector('label[for="' + CSS.escape(element.id) + '"]') : null;
    return (label ? label.textContent : (element.getAttribute('aria-label') ?? element.innerText)).trim();
  })()`);

/** Fills the credit form on `till` and presses Credit points. */
async function credit(till: Page, cusId: string, amount: string, pin = '4321') {
  const panel = creditPanel(till);
  // The answer to the previous bill first (a wrong PIN empties the PIN field when it comes).
  await expect.poll(() => panel.getByRole('button', { name: 'Credit points' }).isEnabled(), LIVE).toBe(true);
  await panel.getByLabel('Customer ID', { exact: true }).fill(cusId);
  await panel.getByLabel('PIN', { exact: true }).fill(pin);
  await panel.getByLabel('Bill amount (Rs)').fill(amount);
  await panel.getByRole('button', { name: 'Credit points' }).click();
}

/** The customer's own account of their points there, through the customer's API in their browser. */
async function customerSees(customer: Page, restaurantUid: string) {
  const [detail, history] = await Promise.all([
    customer.request.get(`${baseUrl()}/api/v1/customer/restaurant/${restaurantUid}`),
    customer.request.get(`${baseUrl()}/api/v1/customer/points-history/${restaurantUid}`),
  ]);
  const rows = ((await history.json()) as { results: { platform: string; points: number }[] }).results;
  return {
    points: ((await detail.json()) as { result: { points: number } }).result.points,
    rows: rows.map((row) => `${row.platform} ${row.points}`),
  };
}

describe('the till on a busy night, in Chromium', () => {
  it('a queue of 33 at three screen sizes: credit form first or beside, count, pages, search, newest first, the race told, focus moves on', async () => {
    const busy = await busyRestaurant({ waiting: 30, claims: 3 });
    const [wide, tablet, phone] = [
      await openTill(WIDE, busy.tills[0]!.email),
      await openTill(TABLET, busy.tills[1]!.email),
      await openTill(PHONE, busy.tills[0]!.email),
    ];
    for (const { page } of [wide, tablet, phone]) {
      await expect.poll(() => queueHeading(page).innerText()).toBe('Pending items (33)');
    }
    // Phone and tablet: "Credit a bill" first, on the first screen; the queue after it.
    for (const [{ page }, height] of [
      [tablet, 1024],
      [phone, 844],
    ] as const) {
      const creditTop = (await creditPanel(page).boundingBox())!.y;
      expect(creditTop).toBeLessThan(height);
      expect(creditTop).toBeLessThan((await queueHeading(page).boundingBox())!.y);
    }
    // Wide: side by side, and the credit form stays in view while the queue scrolls.
    const creditBox = (await creditPanel(wide.page).boundingBox())!;
    const queueBox = (await wide.page.getByRole('region', { name: /^Pending items/ }).boundingBox())!;
    expect(creditBox.x + creditBox.width <= queueBox.x || queueBox.x + queueBox.width <= creditBox.x).toBe(true);
    await wide.page.mouse.move(queueBox.x + 20, 400);
    await wide.page.mouse.wheel(0, 2500);
    await expect.poll(() => wide.page.evaluate<number>('window.scrollY')).toBeGreaterThan(500);
    const heading = (await creditPanel(wide.page).getByRole('heading', { name: 'Credit a bill' }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(0);
    expect(heading.y).toBeLessThan(800);
    await wide.page.screenshot({ path: `${SHOTS}/till-1280-scrolled.png` });
    await tablet.page.screenshot({ path: `${SHOTS}/till-768.png` });
    await phone.page.screenshot({ path: `${SHOTS}/till-390.png` });

    // Pages of 10, oldest first; newest first is one tap.
    const pager = wide.page.getByRole('navigation', { name: 'Pages of pending items' });
    expect(await pager.innerText()).toContain('Page 1 of 4');
    await pager.getByRole('button', { name: 'Next' }).click();
    expect(await pager.innerText()).toContain('Page 2 of 4');
    const firstCard = () => wide.page.locator('.staff-list > li').first().innerText();
    await wide.page.getByRole('button', { name: 'Newest first' }).click();
    expect(await wide.page.getByRole('button', { name: 'Newest first' }).getAttribute('aria-pressed')).toBe('true');
    expect(await pager.innerText()).toContain('Page 1 of 4');
    expect(await firstCard()).toContain('Claimant');
    await wide.page.getByRole('button', { name: 'Newest first' }).click();
    expect(await firstCard()).toContain('Guest');

    // Search as you type, by name or Customer ID; a claim shows its reward and its cost.
    await searchQueue(wide.page, 'claimant 02');
    await expect.poll(() => wide.page.getByRole('status').filter({ hasText: 'items match' }).innerText()).toBe('1 of 33 items match.');
    expect(await firstCard()).toMatch(/Free filter coffee[\s\S]*300 points/);
    const guest = busy.waiting[6]!;
    await searchQueue(wide.page, guest.cusId);
    expect(await firstCard()).toContain('Guest 07');

    // Two tills decide one claim at once: whoever loses reads the server's sentence where the card was.
    const claimant = busy.claimants[0]!;
    const who = `Claimant 01 (Customer ID ${claimant.cusId})`;
    await searchQueue(wide.page, claimant.cusId);
    await searchQueue(tablet.page, claimant.cusId);
    await tablet.page.getByRole('button', { name: `Reject claim of ${who}` }).click();
    // An in-store claim is approved with the customer's PIN: typed first, then both tills press at once.
    await wide.page.getByRole('button', { name: `Approve claim of ${who}` }).click();
    const wideCard = wide.page.getByRole('listitem').filter({ has: wide.page.getByRole('button', { name: `Approve claim of ${who}` }) });
    await wideCard.getByLabel("Customer's PIN").fill('4321');
    await Promise.all([
      wideCard.getByRole('button', { name: `Approve claim of ${who}` }).click(),
      tablet.page
        .getByRole('group')
        .getByRole('button', { name: `Reject claim of ${who}` })
        .click(),
    ]);
    const told = (page: Page) => page.getByText(/^This claim was already (approved|rejected) by another till\.$/).count();
    await expect.poll(async () => (await told(wide.page)) + (await told(tablet.page)), LIVE).toBe(1);
    await tablet.page.screenshot({ path: `${SHOTS}/till-768-race.png` });

    // After a decision the focus moves to the next card, never to the page.
    await searchQueue(wide.page, 'Claimant');
    const next = wide.page.getByRole('button', { name: /^Approve claim of Claimant 0[23]/ });
    await expect.poll(() => next.count(), LIVE).toBe(2);
    await next.first().focus();
    await wide.page.keyboard.press('Enter');
    // The PIN field takes the focus; its Enter approves, and the focus moves on to the next card.
    await expect.poll(() => focusedName(wide.page), LIVE).toBe("Customer's PIN");
    await wide.page.keyboard.type('4321');
    await wide.page.keyboard.press('Enter');
    await expect.poll(() => focusedName(wide.page), LIVE).toMatch(/^Approve claim of Claimant 0[23]/);

    for (const { seen } of [wide, tablet, phone]) expect(seen.pageErrors).toEqual([]);
  });

  it('a credit names the customer, a large bill asks in words first, a credit is undone, keyboard and hints as a cashier needs', async () => {
    const busy = await busyRestaurant({ waiting: 0, claims: 0 });
    const { page: customer } = await newCustomer(chromium, PHONE);
    await customer.getByRole('main').getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(customer, busy.resId);
    const restaurantUid = await openRestaurant(customer, busy.name);
    const cusId = await definition(customer, 'Customer ID').innerText();
    const { page: till, seen } = await openTill(PHONE, busy.tills[0]!.email);
    const panel = creditPanel(till);

    // The member's name shows as soon as the Customer ID is typed, before the PIN.
    await panel.getByLabel('Customer ID', { exact: true }).fill(cusId);
    await expect.poll(() => panel.innerText(), LIVE).toContain('Asha Rao');
    // Tab order: Customer ID, PIN, Bill amount, Credit points, then Scan member QR. The PIN is masked, digits only.
    await panel.getByLabel('Customer ID', { exact: true }).focus();
    const order = [];
    for (let press = 0; press < 4; press += 1) {
      await till.keyboard.press('Tab');
      order.push(await focusedName(till));
    }
    expect(order).toEqual(['PIN', 'Bill amount (Rs)', 'Credit points', 'Scan member QR']);
    const pin = panel.getByLabel('PIN', { exact: true });
    expect(await pin.getAttribute('type')).toBe('password');
    expect(await pin.getAttribute('inputmode')).toBe('numeric');

    // Paise are answered with the two whole bills it could be.
    await credit(till, cusId, '650.50');
    await expect.poll(() => panel.innerText()).toContain('Bills are in whole rupees: 650 or 651?');
    expect((await customerSees(customer, restaurantUid)).points).toBe(0);

    await credit(till, cusId, '650');
    const status = panel.getByRole('status').filter({ hasText: 'Credited' });
    await expect.poll(() => status.innerText(), LIVE).toBe(`Credited 650 points to Asha Rao (Customer ID ${cusId}). New balance 650.`);
    await expect.poll(() => focusedName(till)).toBe('Customer ID');
    // The next customer typed: the last message goes.
    await till.keyboard.type('1');
    await expect.poll(() => status.count()).toBe(0);

    // A large bill: the amount in words and figures, nothing credited before Yes.
    await credit(till, cusId, '20000');
    await expect.poll(() => panel.innerText()).toContain('Rs 20,000 — twenty thousand rupees. Is this right?');
    await till.screenshot({ path: `${SHOTS}/till-390-large-bill.png` });
    expect((await customerSees(customer, restaurantUid)).points).toBe(650);
    await panel.getByRole('button', { name: 'Yes, credit Rs 20,000' }).click();
    await expect.poll(() => status.innerText(), LIVE).toContain('New balance 20,650.');
    expect(await customerSees(customer, restaurantUid)).toEqual({ points: 20_650, rows: ['In-Store 20000', 'In-Store 650'] });

    // Undo from Last credits: a reversing row, the balance as before; the customer's open page follows.
    const lastCredits = till.getByRole('list', { name: 'Last credits' });
    await expect.poll(() => lastCredits.getByRole('listitem').count(), LIVE).toBe(2);
    await lastCredits.getByRole('button', { name: `Undo the credit of 20,000 points to Asha Rao (Customer ID ${cusId})` }).click();
    await lastCredits.getByRole('button', { name: 'Undo credit' }).click();
    await expect.poll(() => till.getByText('Undone: 20,000 points taken back from Asha Rao.').count(), LIVE).toBe(1);
    expect(await customerSees(customer, restaurantUid)).toEqual({
      points: 650,
      rows: ['Credit reversed -20000', 'In-Store 20000', 'In-Store 650'],
    });
    await expect.poll(() => definition(customer, 'Points').innerText(), LIVE).toBe('650 / 300');
    await till.screenshot({ path: `${SHOTS}/till-390-undone.png`, fullPage: true });
    expect(seen.pageErrors).toEqual([]);
  });

  it('a logout ends one device; wrong PINs lock a Customer ID for 30 seconds, told to the customer; "log out of all devices" ends every till', async () => {
    const busy = await busyRestaurant({ waiting: 0, claims: 0 });
    const { page: customer } = await newCustomer(chromium, PHONE);
    await customer.getByRole('main').getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(customer, busy.resId);
    const restaurantUid = await openRestaurant(customer, busy.name);
    const cusId = await definition(customer, 'Customer ID').innerText();
    const wide = await openTill(WIDE, busy.tills[0]!.email);
    // A session cookie is a token of whole seconds: two sign-ins of one account within a second are one session.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const phone = await openTill(PHONE, busy.tills[0]!.email);
    const tablet = await openTill(TABLET, busy.tills[1]!.email);

    // Log out at the wide till: the phone of the same account still credits.
    await wide.page.getByRole('button', { name: 'Log out', exact: true }).click();
    await wide.page.getByRole('heading', { level: 1, name: 'Staff Login' }).waitFor();
    await credit(phone.page, cusId, '120');
    await expect.poll(() => creditPanel(phone.page).getByRole('status').innerText(), LIVE).toContain('New balance 120.');

    // Five wrong PINs at the tablet lock the Customer ID for 30 seconds; the customer's page says until when.
    // (Each Credit points waits for the one before: the button is disabled while a credit is on its way.)
    for (let attempt = 0; attempt < 5; attempt += 1) await credit(tablet.page, cusId, '10', '0000');
    await expect
      .poll(() => creditPanel(tablet.page).innerText(), LIVE)
      .toContain('Wrong PIN. Too many wrong PINs: this Customer ID is locked for 30 seconds.');
    await customer.reload();
    await expect.poll(() => customer.getByText(/crediting is paused until \d\d:\d\d/).count(), LIVE).toBe(1);
    await credit(tablet.page, cusId, '10');
    await expect.poll(() => creditPanel(tablet.page).innerText(), LIVE).toContain('This Customer ID is locked after too many wrong PINs.');
    // Within a minute it lifts by itself: the server's clock moves on 31 seconds (set back once the test ends).
    await setServerClockAhead(31_000);
    onTestFinished(() => setServerClockAhead(0));
    await credit(tablet.page, cusId, '10');
    await expect.poll(() => creditPanel(tablet.page).getByRole('status').innerText(), LIVE).toContain('New balance 130.');
    expect((await customerSees(customer, restaurantUid)).points).toBe(130);

    // "Log out of all devices" at the phone: the wide till, logged in again, says it was logged out; the other account goes on.
    await logInTill(wide.page, busy.tills[0]!.email);
    // Revocation is in whole seconds too: a sign-in in the same second as "log out of all devices" would outlive it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await phone.page.getByRole('button', { name: 'Log out of all devices' }).click();
    await phone.page.getByRole('group').getByRole('button', { name: 'Log out of all devices' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Staff Login' }).waitFor();
    await expect.poll(() => wide.page.getByRole('heading', { level: 1, name: 'You have been logged out' }).count(), { timeout: 70_000 }).toBe(1);
    expect(await wide.page.getByRole('button', { name: 'Log in' }).count()).toBe(1);
    expect(await wide.page.getByText('Reconnect').count()).toBe(0);
    await credit(tablet.page, cusId, '5');
    await expect.poll(() => creditPanel(tablet.page).getByRole('status').innerText(), LIVE).toContain('New balance 135.');
    for (const { seen } of [wide, phone, tablet]) expect(seen.pageErrors).toEqual([]);
    // Three tills and a customer in one walk: slow on a loaded 2-core machine.
  }, 180_000);
});
