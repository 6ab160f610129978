import { beforeAll, describe, expect, it } from 'vitest';
import { clientOperationText } from '../test/client-operations.js';
import { restaurantUidOf, signedInCustomer, VALID_PROFILE } from '../test/customers.js';
import { fakeClock } from '../test/fake-clock.js';
import { ACTIVITY, createdRestaurant, signedInOwner } from '../test/owners.js';
import { useTestServer } from '../test/harness.js';
import { nextOf, wsClients } from '../test/ws-client.js';

/**
 * Every account's query-cost bucket (ADR 016) at its production size: an operation reserves 1 plus the most
 * list rows it can read before it runs (a `first: N` inside another list: the whole row budget of 250) and
 * is settled at the rows it read (`first: N` counts N each time a list answers it); REST reads count the
 * same, and the bucket drains with time. The clock is a fake one, so "a minute" takes no time.
 */
const clock = fakeClock();
const server = useTestServer({ clock, env: { QUERY_COST_BURST: undefined, QUERY_COST_PER_MIN: undefined } });
const sockets = wsClients(() => server.url);
let restaurants: string[];

beforeAll(async () => {
  restaurants = await Promise.all(['FS1001', 'FS1002', 'FS1003'].map((resId) => restaurantUidOf(server, resId)));
});

/** A customer with the three demo restaurants on their list. */
async function customerWithRestaurants() {
  const customer = await signedInCustomer(server);
  for (const resId of ['FS1001', 'FS1002', 'FS1003']) {
    expect((await customer.browser.post('/api/v1/customer/add-restaurant', { resId })).status).toBe(201);
  }
  return customer;
}

type Browser = Awaited<ReturnType<typeof signedInCustomer>>['browser'];

/** Sends a GraphQL query and keeps what a client reads of a refusal: the status, Retry-After and the error. */
async function send(browser: Browser, query: string, variables?: Record<string, unknown>) {
  const response = await browser.request('POST', '/graphql', { json: { query, variables } });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

const HEAVY = '{ restaurants { restaurantUid history(first: 80) { items { pointsId } } } }';

describe('the query-cost bucket of an account', () => {
  it('GET /auth/customer/me, POST /customer/save and DELETE /customer/delete-restaurant spend the same bucket: past it, 429 RATE_LIMITED as over GraphQL', async () => {
    const { browser } = await customerWithRestaurants();
    for (const query of [HEAVY, '{ me { uid } }']) {
      let answer = await send(browser, query);
      while (!answer.body.errors) answer = await send(browser, query);
    }
    const me = await browser.request('GET', '/api/v1/auth/customer/me');
    expect(me.status).toBe(429);
    expect(await me.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(me.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // So do the REST changes that have no budget of their own, as their GraphQL mutations do.
    const save = await browser.post('/api/v1/customer/save', VALID_PROFILE);
    expect(save).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    const remove = await browser.request('DELETE', `/api/v1/customer/delete-restaurant/${restaurants[0]}`);
    expect(remove.status).toBe(429);
    expect((await browser.get('/api/v1/customer/restaurants')).status).toBe(429);
  });

  it("an owner's CSV downloads reserve 251 each and are settled at their rows: thirty small ones in a row run, a full bucket refuses one", async () => {
    const owner = await signedInOwner(server);
    const { restaurantUid } = await createdRestaurant(owner.browser);
    const download = (file: string) => owner.browser.request('GET', `/api/v1/owner/restaurants/${restaurantUid}/${file}`);
    // A new restaurant's files have no rows: each is settled at 1 (without the settling, the eighth would be refused).
    for (let file = 0; file < 30; file += 1) expect((await download(file % 2 ? 'members.csv' : 'activity.csv')).status).toBe(200);
    // Filled to within 251 of the top by activity pages (101 each), the bucket refuses a download before it reads.
    let page = await owner.browser.graphql(ACTIVITY, { restaurantUid, first: 100 });
    while (!page.body.errors) page = await owner.browser.graphql(ACTIVITY, { restaurantUid, first: 100 });
    const refused = await download('members.csv');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('the restaurant list costs 1 plus the restaurants it read (GraphQL and REST): three restaurants, 500 lists fill the bucket', async () => {
    const { browser } = await customerWithRestaurants();
    let lists = 0;
    while (!(await send(browser, '{ restaurants { restaurantUid } }')).body.errors) lists += 1;
    expect(lists).toBe(500);
    const rest = await customerWithRestaurants();
    lists = 0;
    while ((await rest.browser.request('GET', '/api/v1/customer/restaurants')).status === 200) lists += 1;
    expect(lists).toBe(500);
  });

  it('heavy real use never meets it: thirty home, detail and history screens a minute, for three minutes', async () => {
    const { browser } = await customerWithRestaurants();
    const home = clientOperationText('RestaurantsRouteQuery');
    const detail = clientOperationText('RestaurantRouteQuery');
    const history = clientOperationText('HistoryRouteQuery');
    for (let screen = 0; screen < 90; screen += 1) {
      const restaurantUid = restaurants[screen % 3]!;
      for (const [query, variables] of [
        [home, {}],
        [detail, { restaurantUid }],
        [history, { restaurantUid, first: 50 }],
      ] as const) {
        const answer = await send(browser, query, variables);
        expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
      }
      clock.advance(2000);
    }
  });

  it("the audit's flood is held: 300 list-heavy queries at once read at most one bucket of rows; 429 with Retry-After and extensions.retryAfter", async () => {
    const { browser } = await customerWithRestaurants();
    const answers = await Promise.all(Array.from({ length: 300 }, () => send(browser, HEAVY)));
    const ran = answers.filter((answer) => !answer.body.errors);
    const refused = answers.filter((answer) => answer.body.errors);
    // Each reserves 1 + 250 before it runs (history inside a list) and is settled at 1 + 240 (three lists of
    // 80): the bucket of 2,000 lets 7 run at once, and 8 in all, however many arrive together.
    expect(ran.length).toBeGreaterThanOrEqual(7);
    expect(ran.length).toBeLessThanOrEqual(8);
    expect(refused.length).toBe(300 - ran.length);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(answer.body.errors?.[0]).toEqual({
        message: expect.stringMatching(/^This account is asking for more than it may for now\. Please wait \d+ seconds? and try again\.$/),
        extensions: {
          code: 'RATE_LIMITED',
          retryAfter: Number(answer.retryAfter),
          retryAfterSeconds: Number(answer.retryAfter),
          reason: 'QUERY_BUDGET_SPENT',
          params: { duration: expect.any(String), durationSeconds: Number(answer.retryAfter) },
        },
      });
    }
    // REST reads spend the same bucket, and say the same.
    const rest = await browser.request('GET', `/api/v1/customer/points-history/${restaurants[0]}`);
    expect(rest.status).toBe(429);
    expect(await rest.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another account is not held.
    const other = await customerWithRestaurants();
    expect((await send(other.browser, HEAVY)).body.errors).toBeUndefined();
    // The bucket drains: after Retry-After, the same account reads again.
    clock.advance(Number(refused.at(-1)!.retryAfter) * 1000 + 60_000);
    expect((await send(browser, HEAVY)).body.errors).toBeUndefined();
    expect((await browser.get(`/api/v1/customer/points-history/${restaurants[0]}`)).status).toBe(200);
  });

  it('what a query reserved and did not read is given back: 100 small list-in-list queries in a row all run', async () => {
    const { browser } = await customerWithRestaurants();
    // Each reserves 251 (more than the bucket holds eight times over in all) and reads 3 rows.
    for (let query = 0; query < 100; query += 1) {
      const answer = await send(browser, '{ restaurants { history(first: 1) { items { pointsId } } } }');
      expect(answer.body.errors, `query ${query}: ${JSON.stringify(answer.body.errors)}`).toBeUndefined();
    }
  });

  it('a subscription spends from the same bucket when it starts: past it, RATE_LIMITED with retryAfter', async () => {
    const { browser } = await customerWithRestaurants();
    const cookie = `__session=${browser.cookie('__session')}`;
    // Fill the bucket over HTTP first, to its last unit.
    for (const query of [HEAVY, '{ me { uid } }']) {
      let answer = await send(browser, query);
      while (!answer.body.errors) answer = await send(browser, query);
    }
    const client = sockets.open({ cookie, origin: server.url });
    const live = client.iterate({ query: clientOperationText('LiveMembership'), variables: { restaurantUid: restaurants[0] } });
    await expect(nextOf(live)).rejects.toSatisfy((errors: unknown) => {
      const [first] = errors as { message: string; extensions?: Record<string, unknown> }[];
      return first?.extensions?.['code'] === 'RATE_LIMITED' && typeof first.extensions['retryAfter'] === 'number';
    });
    await sockets.disposeAll();
  });
});
