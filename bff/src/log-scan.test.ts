import { Writable } from 'node:stream';
import { PRIVACY_NOTICE } from '@foodspot/schema/privacy';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from './test/customers.js';
import { freshStaff, testRestaurant } from './test/fixtures.js';
import { useTestServer } from './test/harness.js';
import type { TestBrowser } from './test/http-client.js';
import { APPROVE_REQUEST } from './test/staff-operations.js';

/**
 * Secrets never leak (issue 24): a whole journey with known PINs and phone numbers — sign-in, profile, consent,
 * restaurant, cashier lookups and credits with wrong and right PINs, a points request, bad input of every kind that
 * carries them, the export and the account's deletion with a wrong PIN first — and not one line the BFF logged, at
 * debug level, holds a PIN or a phone number.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const server = useTestServer({ logger: pino({ level: 'debug', base: { service: 'foodspot-bff' } }, sink) });

// PINs and digits no id, time or port of a log line holds next to other hex digits (see `holds`).
const PIN = '8264';
const WRONG_PIN = '5917';
const send = (browser: TestBrowser, query: string, variables: Record<string, unknown> = {}) => browser.graphql(query, variables);

/** Whether a line holds `secret` as a value of its own (not inside a longer run of hex digits, as in a request id). */
const holds = (line: string, secret: string) => new RegExp(`(?<![0-9A-Fa-f])${secret.replace('+', '\\+')}(?![0-9A-Fa-f])`).test(line);

describe('the BFF log', () => {
  it('holds no PIN and no phone number after a whole journey', async () => {
    const restaurant = await testRestaurant(server);
    const staff = (await freshStaff(server, restaurant.resId)).browser;
    const customer = await signedInCustomer(server, { profile: false });
    const phone10 = customer.phone.slice(-10);
    const profile = { firstName: 'Lekha', lastName: 'Nair', phone: phone10, email: 'lekha@example.in', pin: PIN, role: 'customer' };
    expect((await customer.browser.post('/api/v1/customer/save', profile)).status).toBe(200);
    // Bad input carrying the secrets: a PIN too long, a phone with a letter, a PIN in the wrong field.
    expect((await customer.browser.post('/api/v1/customer/save', { ...profile, pin: `${PIN}9` })).status).toBe(400);
    expect((await customer.browser.post('/api/v1/customer/save', { ...profile, phone: `${phone10}x` })).status).toBe(400);
    const badGraphql = await send(customer.browser, 'mutation S($i: ProfileInput!) { saveProfile(input: $i) { uid } }', {
      i: { ...profile, role: undefined, pin: `${PIN}${PIN}` },
    });
    expect(badGraphql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await customer.browser.post('/api/v1/customer/consent', { noticeVersion: PRIVACY_NOTICE.version })).status).toBe(200);
    const added = await customer.browser.post('/api/v1/customer/add-restaurant', { resId: restaurant.resId });
    const cusId = (added.body['result'] as { cusId: string }).cusId;
    // The cashier: a lookup, a wrong PIN, a PIN that is not one, then the right PIN.
    expect((await send(staff, 'query L($c: String!) { staffMemberLookup(cusId: $c) { customerName } }', { c: cusId })).body.errors).toBeUndefined();
    const credit = 'mutation C($c: String!, $p: String!, $a: Int!) { creditInStore(cusId: $c, pin: $p, amount: $a) }';
    expect((await send(staff, credit, { c: cusId, p: WRONG_PIN, a: 500 })).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await send(staff, credit, { c: cusId, p: `${PIN}0`, a: 500 })).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await send(staff, credit, { c: cusId, p: PIN, a: 500 })).body.errors).toBeUndefined();
    // A points request; staff approve it; the customer reads everything back and downloads it.
    await send(customer.browser, 'mutation R($r: ID!) { requestPoints(restaurantUid: $r, platform: "Zomato", orderId: "7012345678") { id } }', {
      r: restaurant.restaurantUid,
    });
    const queue = await send(staff, 'query Q { staffQueue { requests { id } } }');
    const [request] = (queue.body.data!['staffQueue'] as { requests: { id: string }[] }).requests;
    expect((await send(staff, APPROVE_REQUEST, { id: request!.id, points: 40 })).body.errors).toBeUndefined();
    expect((await customer.browser.get('/api/v1/customer/profile')).status).toBe(200);
    expect((await customer.browser.get('/api/v1/auth/customer/me')).status).toBe(200);
    expect((await customer.browser.get(`/api/v1/customer/points-history/${restaurant.restaurantUid}`)).status).toBe(200);
    expect((await customer.browser.request('GET', '/api/v1/customer/export')).status).toBe(200);
    // Deletion: a wrong PIN, then the right one.
    expect((await customer.browser.request('DELETE', '/api/v1/customer/account', { json: { pin: WRONG_PIN } })).status).toBe(400);
    expect((await customer.browser.request('DELETE', '/api/v1/customer/account', { json: { pin: PIN } })).status).toBe(200);

    expect(lines.length).toBeGreaterThan(10);
    expect(lines.some((line) => line.includes('/api/v1/customer/account'))).toBe(true);
    for (const secret of [PIN, WRONG_PIN, `${PIN}9`, `${PIN}${PIN}`, phone10, customer.phone, `91${phone10}`]) {
      expect(
        lines.filter((line) => holds(line, secret)),
        secret,
      ).toEqual([]);
    }
  });
});
