import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dayOf, startOfDay, addDays } from '../domain/days.js';
import { signedInCustomer } from '../test/customers.js';
import { fakeClock } from '../test/fake-clock.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { createdRestaurant, hiredStaff, restaurantInput, signedInOwner, UPDATE_RESTAURANT } from '../test/owners.js';
import { APPROVE_CLAIM, CREDIT } from '../test/staff-operations.js';

/**
 * A dearer reward applies only after the notice period (ADR 014), read on the server's injected clock: the
 * test announces a price, then moves the clock across its date instead of waiting 14 days.
 */
const clock = fakeClock();
const server = useTestServer({ clock, env: { MINIMUM_SPEND_NOTICE_DAYS: '14' } });
beforeEach(() => clock.set(Date.now()));

const PRICE =
  'query Price($restaurantUid: ID!) { restaurant(restaurantUid: $restaurantUid) { minimumSpend pendingMinimumSpend minimumSpendFrom rewardUnlocked pointsToNextReward } }';
const QUEUE = '{ staffQueue { claims { id cusId } } }';

async function setUp(minimumSpend: number) {
  const { browser: owner } = await signedInOwner(server);
  const { restaurantUid, resId } = await createdRestaurant(owner, { minimumSpend });
  const cashier = await hiredStaff(server, owner, restaurantUid);
  const customer = await signedInCustomer(server);
  const added = await customer.browser.post('/api/v1/customer/add-restaurant', { resId });
  const cusId = (added.body['result'] as { cusId: string }).cusId;
  return { owner, restaurantUid, cashier: cashier.browser, customer: customer.browser, customerUid: customer.uid, cusId };
}

const reprice = async (owner: TestBrowser, restaurantUid: string, minimumSpend: number) =>
  (await owner.graphql(UPDATE_RESTAURANT, { restaurantUid, input: restaurantInput({ minimumSpend }) })).body.data?.['updateRestaurant'] as {
    minimumSpend: number;
    pendingMinimumSpend: number | null;
    minimumSpendFrom: string | null;
  };

/** What the customer's screen reads, once the restaurant listeners have heard of the change. */
const priceSeenBy = async (customer: TestBrowser, restaurantUid: string, expected: Record<string, unknown>) =>
  vi.waitFor(async () => {
    const restaurant = (await customer.graphql(PRICE, { restaurantUid })).body.data?.['restaurant'];
    expect(restaurant).toMatchObject(expected);
    return restaurant;
  });

describe('a dearer reward, announced', () => {
  it('applies from the start of the day 14 days ahead; a claim made before then costs the old price, even when approved after it', async () => {
    const { owner, restaurantUid, cashier, customer, cusId } = await setUp(500);
    await cashier.graphql(CREDIT, { cusId, pin: '4321', amount: 700 });

    const from = startOfDay(addDays(dayOf(clock.now()), 14)).toISOString();
    expect(await reprice(owner, restaurantUid, 600)).toMatchObject({ minimumSpend: 500, pendingMinimumSpend: 600, minimumSpendFrom: from });
    await priceSeenBy(customer, restaurantUid, { minimumSpend: 500, pendingMinimumSpend: 600, minimumSpendFrom: from, rewardUnlocked: true });

    // 1 ms before the day: the old price still holds, so the claim is accepted at 500.
    clock.set(Date.parse(from) - 1);
    expect((await customer.post('/api/v1/customer/claim-reward', { restaurantUid, platform: 'In-Store' })).status).toBe(201);

    // The day has come: the price is 600 for everyone, the announcement is over.
    clock.set(Date.parse(from));
    await priceSeenBy(customer, restaurantUid, { minimumSpend: 600, pendingMinimumSpend: null, minimumSpendFrom: null, pointsToNextReward: 0 });
    const claim = ((await cashier.graphql(QUEUE)).body.data?.['staffQueue'] as { claims: { id: string }[] }).claims[0]!;
    expect((await cashier.graphql(APPROVE_CLAIM, { id: claim.id })).body.errors).toBeUndefined();
    const detail = await customer.get(`/api/v1/customer/restaurant/${restaurantUid}`);
    expect(detail.body).toMatchObject({ result: { points: 200, minimumSpend: 600 } });

    // A claim now needs the new price: 200 + 350 = 550 is not enough.
    await cashier.graphql(CREDIT, { cusId, pin: '4321', amount: 350 });
    const refused = await customer.post('/api/v1/customer/claim-reward', { restaurantUid, platform: 'In-Store' });
    expect(refused).toMatchObject({ status: 409, body: { error: 'Not enough points to claim reward' } });
  });

  it('lowering an announced price keeps its date; a price at or below today applies at once and withdraws the announcement', async () => {
    const { owner, restaurantUid, customer } = await setUp(500);
    const first = await reprice(owner, restaurantUid, 800);
    clock.advance(3 * 24 * 60 * 60_000);
    // Still dearer than today, cheaper than announced: members were told of more, so the date stands.
    expect(await reprice(owner, restaurantUid, 700)).toMatchObject({
      minimumSpend: 500,
      pendingMinimumSpend: 700,
      minimumSpendFrom: first.minimumSpendFrom,
    });
    // Dearer than announced: a new notice from today.
    const later = await reprice(owner, restaurantUid, 900);
    expect(later.minimumSpendFrom).toBe(startOfDay(addDays(dayOf(clock.now()), 14)).toISOString());
    expect(Date.parse(later.minimumSpendFrom!)).toBeGreaterThan(Date.parse(first.minimumSpendFrom!));
    // Cheaper than today: at once, and nothing announced any more.
    expect(await reprice(owner, restaurantUid, 450)).toMatchObject({ minimumSpend: 450, pendingMinimumSpend: null, minimumSpendFrom: null });
    await priceSeenBy(customer, restaurantUid, { minimumSpend: 450, pendingMinimumSpend: null });
  });
});
