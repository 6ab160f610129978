import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Buffer } from 'node:buffer';
import { encodeQR } from 'qr';
import { describe, expect, it, onTestFinished } from 'vitest';
import { baseUrl, collectConsoleErrors, launchChromium, useChromium, watchPage } from './browser.js';
import { addRestaurant, definition, logInAsChaatStaff, newCustomer, openRestaurant } from './journeys.js';

const chromium = useChromium();

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per QR module, and the white margin the QR standard asks for (4 modules). */
const MODULE_PX = 10;
const QUIET_ZONE = 4;

/**
 * A camera's view of a screen showing `text` as a QR code, as a Y4M video (the raw format Chromium's fake camera
 * plays, in a loop): black modules on white, centred, a few identical frames. Grey only: every chroma sample 128.
 */
function qrVideo(text: string): Buffer {
  const modules = encodeQR(text, 'raw');
  const side = (modules.length + 2 * QUIET_ZONE) * MODULE_PX;
  const left = Math.floor((WIDTH - side) / 2) + QUIET_ZONE * MODULE_PX;
  const top = Math.floor((HEIGHT - side) / 2) + QUIET_ZONE * MODULE_PX;
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < MODULE_PX; dy += 1) {
        const start = (top + y * MODULE_PX + dy) * WIDTH + left + x * MODULE_PX;
        luma.fill(16, start, start + MODULE_PX);
      }
    }),
  );
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array<Buffer>(10).fill(frame)]);
}

describe('the staff console scans a member QR with the camera, in Chromium', () => {
  it("a till's camera reads the customer's member QR into the in-store credit form; the credit lands on that customer", async () => {
    // The customer joins the demo restaurant FS1003 and opens its page: Customer ID and PIN.
    const { page: customer, seen: customerSeen } = await newCustomer(chromium);
    await customer.getByRole('main').getByRole('link', { name: 'Add Restaurant' }).click();
    await addRestaurant(customer, 'FS1003');
    await openRestaurant(customer, 'Mumbai Chaat Corner');
    const cusId = await definition(customer, 'Customer ID').innerText();
    const pin = await definition(customer, 'PIN').innerText();

    // The till: a Chromium whose camera (Chromium's fake device) films that QR; the camera is allowed.
    const folder = await mkdtemp(path.join(tmpdir(), 'foodspot-camera-'));
    const video = path.join(folder, 'member-qr.y4m');
    await writeFile(video, qrVideo(cusId));
    const till = await launchChromium([
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
      '--use-fake-ui-for-media-stream',
    ]);
    onTestFinished(async () => {
      await till.close();
      await rm(folder, { recursive: true, force: true });
    });
    const context = await till.newContext({ permissions: ['camera'] });
    const staff = await context.newPage();
    const staffSeen = watchPage(staff);
    const consoleErrors = collectConsoleErrors(staff);
    await staff.goto(`${baseUrl()}/staff`);
    await logInAsChaatStaff(staff);

    // Scan: the camera view opens and the Customer ID field fills with the ID the QR holds; the camera stops.
    const form = staff.getByRole('region', { name: 'Credit a bill' });
    await form.getByRole('button', { name: 'Scan member QR' }).click();
    const customerId = form.getByLabel('Customer ID', { exact: true });
    await expect.poll(() => customerId.inputValue(), { timeout: 15_000 }).toBe(cusId);
    expect(await form.getByLabel('Camera view').count()).toBe(0);
    expect(await staff.evaluate<number>("document.querySelectorAll('video').length")).toBe(0);

    // The PIN is never in the QR: the staff member types the one the customer tells them.
    expect(await form.getByLabel('PIN', { exact: true }).inputValue()).toBe('');
    await form.getByLabel('PIN', { exact: true }).fill(pin);
    await form.getByLabel('Bill amount (Rs)').fill('420');
    await form.getByRole('button', { name: 'Credit points' }).click();
    await expect.poll(() => staff.getByRole('status').filter({ hasText: 'Credited' }).innerText()).toContain('New balance 420.');

    // The customer's open page shows it live.
    await expect.poll(() => definition(customer, 'Points').innerText()).toBe('420 / 300');

    expect(consoleErrors).toEqual([]);
    expect(staffSeen.pageErrors).toEqual([]);
    expect(customerSeen.pageErrors).toEqual([]);
  });
});
