import { REJECTION_NOTE_MAX } from '@foodspot/schema/rejection-reasons';
import { describe, expect, it } from 'vitest';
import { freshStaff, memberOf, testRestaurant, type TestRestaurant } from '../test/fixtures.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { REJECT_REQUEST } from '../test/staff-operations.js';

/**
 * A cashier rejects a points request with a reason from the till's list (OTHER with an optional short note): it is
 * kept with the request and on the membership's summary, so the customer's screens (live and the latest requests),
 * the REST answer and the data export say why. A bad reason or note is refused and changes nothing.
 */
const server = useTestServer();

const QUEUE = 'query Q { staffQueue { requests { id cusId } } }';
const LATEST = `query L($r: ID!) { restaurant(restaurantUid: $r) { latestRequest { id status points rejectionReason rejectionNote } } }`;
const RECENT_QUEUE = 'query Q { staffQueue { requests { cusId recent { status platform rejectionReason rejectionNote } } } }';
const EXPORT = 'query E { me { dataExport { memberships { resId requests { status rejectionReason rejectionNote } } } } }';

async function pendingRequest(restaurant: TestRestaurant, staff: TestBrowser) {
  const customer = await memberOf(server, [restaurant]);
  const asked = await customer.browser.post('/api/v1/customer/request-points', { restaurantUid: restaurant.restaurantUid, platform: 'Swiggy' });
  expect(asked.status).toBe(201);
  const queue = (await staff.graphql(QUEUE)).body.data?.['staffQueue'] as { requests: { id: string; cusId: string }[] };
  const id = queue.requests.find((item) => item.cusId === customer.cusIds[restaurant.restaurantUid])!.id;
  return { customer, id };
}

const latestOf = async (customer: TestBrowser, restaurantUid: string) =>
  ((await customer.graphql(LATEST, { r: restaurantUid })).body.data?.['restaurant'] as { latestRequest: Record<string, unknown> }).latestRequest;

/** Everything kept of the customer's requests here: each request document and the membership's summary of the newest. */
async function kept(uid: string, restaurantUid: string) {
  const db = server.firebase.db;
  const [requests, membership] = await Promise.all([
    db.collection(`customers/${uid}/restaurants/${restaurantUid}/requests`).get(),
    db.doc(`customers/${uid}/restaurants/${restaurantUid}`).get(),
  ]);
  const data = membership.data()!;
  return { requests: requests.docs.map((doc) => doc.data()), latestRequest: data['latestRequest'], recent: data['recent'] };
}

describe('rejecting a points request with a reason', () => {
  it('keeps each reason of the list, and an OTHER note, where the customer reads it (GraphQL, REST, data export)', async () => {
    const restaurant = await testRestaurant(server);
    const staff = (await freshStaff(server, restaurant.resId)).browser;
    const cases = [
      { reason: 'ORDER_NOT_FOUND', note: null, expected: null },
      { reason: 'NOT_OUR_ORDER', note: undefined, expected: null },
      { reason: 'ALREADY_CREDITED', note: null, expected: null },
      { reason: 'ORDER_CANCELLED', note: null, expected: null },
      { reason: 'OTHER', note: '  Bill was for dine-in, ask at the counter  ', expected: 'Bill was for dine-in, ask at the counter' },
      // An OTHER without a note, or with only spaces: no note.
      { reason: 'OTHER', note: '   ', expected: null },
    ] as const;
    for (const { reason, note, expected } of cases) {
      const { customer, id } = await pendingRequest(restaurant, staff);
      const rejected = await staff.graphql(REJECT_REQUEST, { id, reason, ...(note === undefined ? {} : { note }) });
      expect(rejected.body, reason).toEqual({ data: { rejectPointsRequest: { id, points: null } } });

      const why = { rejectionReason: reason, rejectionNote: expected };
      const stored = await kept(customer.uid, restaurant.restaurantUid);
      expect(stored.requests, reason).toEqual([expect.objectContaining({ status: 'rejected', ...why })]);
      expect(stored.latestRequest, reason).toMatchObject({ status: 'rejected', ...why });
      expect(stored.recent[0], reason).toMatchObject({ status: 'rejected', ...why });
      // What the live screen and the Online Points page read (pointsChanged sends the same Membership).
      expect(await latestOf(customer.browser, restaurant.restaurantUid), reason).toEqual({
        id: expect.any(String),
        status: 'rejected',
        points: null,
        ...why,
      });
      // The spec's REST answer, with the code beside its shape.
      const rest = await customer.browser.get(`/api/v1/customer/latest-request/${restaurant.restaurantUid}`);
      expect(rest.body['result'], reason).toEqual([
        { formattedDate: expect.any(String), platform: 'Swiggy', points: null, status: 'rejected', ...why },
      ]);
      // Their data: the export says why too.
      const exported = (await customer.browser.graphql(EXPORT)).body.data?.['me'] as {
        dataExport: { memberships: { requests: unknown[] }[] };
      };
      expect(exported.dataExport.memberships[0]!.requests, reason).toEqual([{ status: 'rejected', ...why }]);
    }
  });

  it('refuses an unknown reason, a missing one, a note beside another reason, a long note or one with hidden characters; the request stays pending', async () => {
    const restaurant = await testRestaurant(server);
    const staff = (await freshStaff(server, restaurant.resId)).browser;
    const { customer, id } = await pendingRequest(restaurant, staff);
    const before = await kept(customer.uid, restaurant.restaurantUid);
    const noteRefusal = {
      code: 'BAD_USER_INPUT',
      reason: 'REJECTION_NOTE_INVALID',
      message: `The note must be plain text of at most ${REJECTION_NOTE_MAX} characters.`,
    };
    const refusals = [
      // The schema's enum: refused before any resolver runs.
      { variables: { reason: 'LOST_IN_THE_MAIL' }, code: 'BAD_USER_INPUT' },
      { query: 'mutation R($id: ID!) { rejectPointsRequest(id: $id) { id } }', variables: {}, code: 'GRAPHQL_VALIDATION_FAILED' },
      {
        variables: { reason: 'ORDER_NOT_FOUND', note: 'a note' },
        code: 'BAD_USER_INPUT',
        reason: 'NOTE_ONLY_WITH_OTHER',
        message: 'A note goes with the reason OTHER only.',
      },
      { variables: { reason: 'OTHER', note: 'x'.repeat(REJECTION_NOTE_MAX + 1) }, ...noteRefusal },
      { variables: { reason: 'OTHER', note: 'wrong\u0000order' }, ...noteRefusal },
      { variables: { reason: 'OTHER', note: 'line one\nline two' }, ...noteRefusal },
      { variables: { reason: 'OTHER', note: 'reads \u202Ebackwards' }, ...noteRefusal },
      { variables: { reason: 'OTHER', note: 'broken \uD800 text' }, ...noteRefusal },
      // Nothing the customer could see, or characters that show as something else (tag characters, private use).
      { variables: { reason: 'OTHER', note: '\u200B\u200B\u200B' }, ...noteRefusal },
      { variables: { reason: 'OTHER', note: 'call us\u{E0041}\u{E0042}' }, ...noteRefusal },
      { variables: { reason: 'OTHER', note: 'pay here \uE000' }, ...noteRefusal },
      { variables: { reason: 'OTHER', note: 'not \uFFFF text' }, ...noteRefusal },
    ];
    for (const refusal of refusals) {
      const answer = await staff.graphql(refusal.query ?? REJECT_REQUEST, { id, ...refusal.variables });
      const error = answer.body.errors?.[0];
      const extensions: Record<string, unknown> = error?.extensions ?? {};
      const label = JSON.stringify(refusal.variables);
      expect(extensions['code'], label).toBe(refusal.code);
      if ('reason' in refusal) expect(extensions['reason'], label).toBe(refusal.reason);
      if (refusal.message) expect(error?.message, label).toBe(refusal.message);
    }
    // Exactly as before: still pending, no reason anywhere.
    expect(await kept(customer.uid, restaurant.restaurantUid)).toEqual(before);
    expect(await latestOf(customer.browser, restaurant.restaurantUid)).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      rejectionNote: null,
    });
    // A note of exactly the longest length is taken.
    const longest = 'n'.repeat(REJECTION_NOTE_MAX);
    expect((await staff.graphql(REJECT_REQUEST, { id, reason: 'OTHER', note: longest })).body.errors).toBeUndefined();
    expect(await latestOf(customer.browser, restaurant.restaurantUid)).toMatchObject({ rejectionReason: 'OTHER', rejectionNote: longest });
  });

  it('shows why beside the member’s next request at the till (Last 5), and only for a rejection', async () => {
    const restaurant = await testRestaurant(server);
    const staff = (await freshStaff(server, restaurant.resId)).browser;
    const { customer, id } = await pendingRequest(restaurant, staff);
    expect((await staff.graphql(REJECT_REQUEST, { id, reason: 'OTHER', note: 'Dine-in bill' })).body.errors).toBeUndefined();
    const again = await customer.browser.post('/api/v1/customer/request-points', { restaurantUid: restaurant.restaurantUid, platform: 'Zomato' });
    expect(again.status).toBe(201);

    const queue = (await staff.graphql(RECENT_QUEUE)).body.data?.['staffQueue'] as {
      requests: { cusId: string; recent: Record<string, unknown>[] }[];
    };
    const next = queue.requests.find((item) => item.cusId === customer.cusIds[restaurant.restaurantUid])!;
    expect(next.recent).toEqual([{ status: 'rejected', platform: 'Swiggy', rejectionReason: 'OTHER', rejectionNote: 'Dine-in bill' }]);
  });
});
