import { PRIVACY_NOTICE } from '@foodspot/schema/privacy';
import { expect, inject } from 'vitest';
import { memberOf, type TestRestaurant } from './fixtures.js';
import { type TestServer, uniqueSuffix } from './harness.js';
import type { TestBrowser } from './http-client.js';

/** Helpers of the account export and deletion tests (issue 24). */

let orders = 0;
/** A Zomato order ID (10 digits) nobody else in this run uses: the time, this process and a count. */
export const newOrderId = (lead = '9') =>
  `${lead}${`${Date.now() % 1e6}`.padStart(6, '0')}${process.pid % 10}${`${(orders += 1) % 100}`.padStart(2, '0')}`;

/**
 * A customer of `restaurants` (with `points` at each) whose name, email and phone are theirs alone, so a scan can look
 * for them; consent given to the current notice.
 */
export async function customerWithData(server: TestServer, restaurants: TestRestaurant[], points = 600) {
  const customer = await memberOf(server, restaurants, points);
  // Letters only (names refuse digits), and unique: each digit of a unique suffix becomes a letter.
  const letters = uniqueSuffix().replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const profile = {
    firstName: `Zed${letters}`,
    lastName: `Quill${letters}`,
    phone: customer.phone.slice(-10),
    email: `gone.${letters}@example.in`,
    pin: String(1000 + Math.floor(Math.random() * 9000)),
    role: 'customer',
  };
  expect((await customer.browser.post('/api/v1/customer/save', profile)).status).toBe(200);
  expect((await customer.browser.post('/api/v1/customer/consent', { noticeVersion: PRIVACY_NOTICE.version })).status).toBe(200);
  return { ...customer, profile };
}

/**
 * Every document of the emulator's database, as text: one kindless all-descendants query (what the SDK's
 * recursiveDelete runs), so no collection is left out, whatever its name.
 */
export async function everyDocument(): Promise<string[]> {
  const host = inject('firestoreEmulatorHost');
  const projectId = inject('projectId');
  const response = await fetch(`http://${host}/v1/projects/${projectId}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  expect(response.status).toBe(200);
  const rows = (await response.json()) as { document?: unknown }[];
  return rows.flatMap((row) => (row.document ? [JSON.stringify(row.document)] : []));
}

/** DELETE /api/v1/customer/account with `body`, and the answer. */
export const deleteAccount = (browser: TestBrowser, body: unknown) =>
  browser.request('DELETE', '/api/v1/customer/account', { json: body }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  }));
