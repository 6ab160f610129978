import { beforeAll, describe, expect, it } from 'vitest';
import { VALID_PROFILE } from '../test/customers.js';
import { customerAt } from '../test/clients-at.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { createdRestaurant, hiredStaff, signedInOwner } from '../test/owners.js';
import { APPROVE_CLAIM } from '../test/staff-operations.js';

/**
 * The ids the till gets for queue items and credits are sealed: a cashier learns no customer's uid from them, and a
 * changed or made-up id reaches nothing (answered as an item that does not exist, and nothing changes).
 */
const server = useTestServer();

const CREDIT_BILL = `mutation CreditBill($cusId: String!, $pin: String!, $amount: Int!) {
  creditBill(cusId: $cusId, pin: $pin, amount: $amount) { id balance } }`;
const UNDO = 'mutation Undo($id: ID!) { undoCredit(id: $id) { id reversedAt } }';
const QUEUE = 'query Q { staffQueue { claims { id } } }';

let owner: TestBrowser;
beforeAll(async () => {
  owner = (await signedInOwner(server)).browser;
});

async function graphql<T>(browser: TestBrowser, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await browser.graphql(query, variables);
  const error = body.errors?.[0];
  return error ? { code: error.extensions?.['code'], error: error.message } : { data: Object.values(body.data ?? {})[0] as T };
}

/** A restaurant with a cashier, a customer with 600 points there and a pending claim (costing 500). */
async function tillWithClaim() {
  const restaurant = await createdRestaurant(owner, { minimumSpend: 500 });
  const cashier = (await hiredStaff(server, owner, restaurant.restaurantUid)).browser;
  const customer = await customerAt(server);
  const added = await customer.browser.post('/api/v1/customer/add-restaurant', { resId: restaurant.resId });
  const cusId = (added.body['result'] as { cusId: string }).cusId;
  const credit = (await graphql<{ id: string }>(cashier, CREDIT_BILL, { cusId, pin: VALID_PROFILE.pin, amount: 600 })).data!;
  expect(
    (await customer.browser.post('/api/v1/customer/claim-reward', { platform: 'In-Store', restaurantUid: restaurant.restaurantUid })).status,
  ).toBe(201);
  const claimId = (await graphql<{ claims: { id: string }[] }>(cashier, QUEUE)).data!.claims[0]!.id;
  const claimDoc = (await server.firebase.db.collectionGroup('claims').where('customerUid', '==', customer.uid).get()).docs[0]!;
  return { ...restaurant, cashier, customer, creditId: credit.id, claimId, claimDocId: claimDoc.id };
}

/** Every way of reading an id as text: as given, and its bytes as base64url, base64, hex and Latin-1 decode them. */
const readings = (id: string) => [
  id,
  ...(['base64url', 'base64', 'hex'] as const).flatMap((encoding) => {
    const bytes = Buffer.from(id, encoding);
    return [bytes.toString('utf8'), bytes.toString('latin1'), bytes.toString('hex')];
  }),
];

describe('the ids the till gets', () => {
  it('name no customer: neither the uid nor the item document id can be read from them', async () => {
    const { customer, creditId, claimId, claimDocId } = await tillWithClaim();
    for (const id of [creditId, claimId]) {
      for (const text of readings(id)) {
        expect(text).not.toContain(customer.uid);
        expect(text).not.toContain(claimDocId);
      }
    }
  });

  it('answer NOT_FOUND when changed, cut, padded, huge, not base64, made the old way or used at another restaurant, and nothing changes', async () => {
    const { cashier, customer, restaurantUid, creditId, claimId, claimDocId } = await tillWithClaim();
    const flip = (id: string, at: number) => id.slice(0, at) + (id[at] === 'A' ? 'B' : 'A') + id.slice(at + 1);
    // Other spellings of the same bytes: base64url's last character has unused low bits.
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const aliases = (id: string) =>
      [...ALPHABET]
        .map((last) => id.slice(0, -1) + last)
        .filter((other) => other !== id && Buffer.from(other, 'base64url').equals(Buffer.from(id, 'base64url')));
    expect(aliases(claimId).length).toBeGreaterThan(0);
    const bad = (id: string) => [
      ...aliases(id),
      flip(id, 0),
      flip(id, Math.floor(id.length / 2)),
      flip(id, id.length - 1),
      id.slice(0, -1),
      id.slice(0, 20),
      `${id}AAAA`,
      id.repeat(10),
      `${id}!`,
      '',
      'not base64 at all',
      // The ids of before: base64url of `customerUid/docId`.
      Buffer.from(`${customer.uid}/${claimDocId}`).toString('base64url'),
    ];
    for (const id of bad(claimId)) expect((await graphql(cashier, APPROVE_CLAIM, { id })).code, id).toBe('NOT_FOUND');
    for (const id of bad(creditId)) expect((await graphql(cashier, UNDO, { id })).code, id).toBe('NOT_FOUND');
    // At another restaurant, the real ids name nothing.
    const elsewhere = await createdRestaurant(owner);
    const otherCashier = (await hiredStaff(server, owner, elsewhere.restaurantUid)).browser;
    expect((await graphql(otherCashier, APPROVE_CLAIM, { id: claimId })).code).toBe('NOT_FOUND');
    expect((await graphql(otherCashier, UNDO, { id: creditId })).code).toBe('NOT_FOUND');

    const detail = await customer.browser.get(`/api/v1/customer/restaurant/${restaurantUid}`);
    expect((detail.body['result'] as { points: number }).points).toBe(600);
    const claim = await server.firebase.db.collectionGroup('claims').where('customerUid', '==', customer.uid).get();
    expect(claim.docs.map((doc) => doc.get('status'))).toEqual(['pending']);
    // The real ids still work.
    expect((await graphql(cashier, APPROVE_CLAIM, { id: claimId })).data).toMatchObject({ status: 'approved' });
    expect((await graphql<{ reversedAt: string | null }>(cashier, UNDO, { id: creditId })).code).toBe('CONFLICT');
  });
});
