// Section "reads": Firestore document reads per customer screen, counted by the read meter inside the
// BFF process (stack-host.mjs) while one route query runs and nothing else does.
import { randomUUID } from 'node:crypto';
import { clientOperation } from '../../bff/dist/test/client-operations.js';
import { CUSTOMER_PIN, signedInCustomer, signedInStaff } from './customers.mjs';

const RESTAURANTS = ['FS1001', 'FS1002', 'FS1003'];
const HISTORY_PAGE = 50; // client/src/features/history/history-page.tsx PAGE_SIZE

/** The screens and their budgets (issue 10, design.md "Budgets"); the list may cost N+1 for N restaurants. */
const screens = (restaurantUid) => [
  { screen: 'Restaurants list (/home)', operation: 'RestaurantsRouteQuery', variables: {}, budget: `<= ${RESTAURANTS.length + 1}` },
  { screen: 'Restaurant detail', operation: 'RestaurantRouteQuery', variables: { restaurantUid }, budget: '<= 2' },
  { screen: 'Rewards', operation: 'RewardsRouteQuery', variables: { restaurantUid }, budget: '<= 2' },
  { screen: 'Online points', operation: 'OnlinePointsRouteQuery', variables: { restaurantUid }, budget: '<= 2' },
  { screen: 'History', operation: 'HistoryRouteQuery', variables: { restaurantUid, first: HISTORY_PAGE }, budget: 'none set' },
];

/** 3 restaurants; at FS1003 points from two in-store credits, a pending in-store claim and a pending points request. */
async function busyCustomer(stack) {
  const customer = await signedInCustomer(stack, RESTAURANTS);
  const membership = customer.memberships.FS1003;
  const staff = await signedInStaff(stack, 'FS1003');
  const credit = clientOperation('CreditBill');
  for (const amount of [650, 120]) {
    await staff.graphqlById(credit.id, { cusId: membership.cusId, pin: CUSTOMER_PIN, amount, idempotencyKey: randomUUID() }, 'CreditBill');
  }
  const { restaurantUid } = membership;
  await customer.browser.expect('POST', '/api/v1/customer/claim-reward', 201, { json: { platform: 'In-Store', restaurantUid } });
  await customer.browser.expect('POST', '/api/v1/customer/request-points', 201, { json: { platform: 'Zomato', restaurantUid } });
  staff.close();
  return { browser: customer.browser, restaurantUid };
}

export async function readsSection({ stack, log }) {
  log('reads: a customer with 3 restaurants, points, a claim and a request; one warm-up visit per screen, then one counted');
  const { browser, restaurantUid } = await busyCustomer(stack);
  const rows = [];
  for (const { screen, operation, variables, budget } of screens(restaurantUid)) {
    const { id } = clientOperation(operation);
    const visit = () => browser.graphqlById(id, variables, operation);
    await visit();
    rows.push({ screen, operation, budget, reads: await stack.reads(visit) });
  }
  browser.close();
  return [
    '### Firestore document reads per screen (one route query, after one warm-up visit)',
    '',
    '| Screen | Operation | Reads | Budget |',
    '|---|---|---:|---|',
    ...rows.map((r) => `| ${r.screen} | ${r.operation} | ${r.reads} | ${r.budget} |`),
    '',
    `- Counted by \`meterFirestoreReads\` on the BFF's own Firestore instance, as Firestore bills them (a document returned or found missing, a query with no result costs 1, a listener's snapshot 1 per document). Customer: 3 restaurants; at FS1003 2 credits, 1 pending claim, 1 pending points request (history: the 2 credits).`,
  ].join('\n');
}
