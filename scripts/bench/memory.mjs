// Section "memory": the BFF process's resident memory (VmRSS of stack-host.mjs, which holds the BFF and
// nothing else of the bench) idle after start and warm-up, then with 1,000 open live subscriptions.
import { clientOperation } from '../../bff/dist/test/client-operations.js';
import { signedInCustomer, signedInCustomers } from './customers.mjs';
import { firstMessage, openSocket, watchPoints } from './live-socket.mjs';
import { SERVE_NODE_FLAGS } from './stack.mjs';
import { megabytes, sleep } from './stats.mjs';

// 250 customers with the app open on 4 devices or tabs each: 1,000 sockets, one subscription each, over
// 250 distinct memberships (so 250 Firestore listeners if the BFF shares one per membership).
const CUSTOMERS = 250;
const SOCKETS_PER_CUSTOMER = 4;
const OPEN_AT_ONCE = 16;
const SETTLE_MS = 3000;

/** One visit of every customer screen and one live subscription, so lazy caches and modules are loaded. */
async function warmUp(stack) {
  const { browser, memberships } = await signedInCustomer(stack, ['FS1003']);
  const { restaurantUid } = memberships.FS1003;
  for (const [operation, variables] of [
    ['RestaurantsRouteQuery', {}],
    ['RestaurantRouteQuery', { restaurantUid }],
    ['RewardsRouteQuery', { restaurantUid }],
    ['OnlinePointsRouteQuery', { restaurantUid }],
    ['HistoryRouteQuery', { restaurantUid, first: 50 }],
  ]) {
    await browser.graphqlById(clientOperation(operation).id, variables, operation);
  }
  const socket = openSocket(browser);
  await firstMessage(watchPoints(socket, restaurantUid));
  await socket.dispose();
  browser.close();
}

/** Opens every socket and its subscription, a few at a time, and waits for each first message. */
async function openSubscriptions(customers) {
  const jobs = customers.flatMap((customer) => Array.from({ length: SOCKETS_PER_CUSTOMER }, () => customer));
  const sockets = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const customer = jobs[next++];
      const socket = openSocket(customer.browser);
      sockets.push(socket);
      await firstMessage(watchPoints(socket, customer.memberships.FS1003.restaurantUid));
    }
  };
  await Promise.all(Array.from({ length: OPEN_AT_ONCE }, worker));
  return sockets;
}

/** VmRSS as the OS sees it, with the BFF's own breakdown taken at the same moment. */
async function snapshot(stack) {
  const usage = await stack.memoryUsage();
  return { ...usage, rss: stack.rss() };
}

const row = (state, m) => `| ${state} | **${megabytes(m.rss)}** | ${megabytes(m.heapUsed)} / ${megabytes(m.heapTotal)} | ${megabytes(m.external)} |`;

export async function memorySection({ stack, log }) {
  log('memory: warm-up, then idle');
  await warmUp(stack);
  await sleep(SETTLE_MS);
  const idle = await snapshot(stack);

  log(`memory: ${CUSTOMERS} customers x ${SOCKETS_PER_CUSTOMER} sockets, one live subscription each`);
  const customers = await signedInCustomers(stack, CUSTOMERS, ['FS1003']);
  // Read before any socket opens: the sign-ins alone grow the heap (their garbage is not yet collected),
  // and without this row that growth would be counted as the cost of the subscriptions.
  await sleep(SETTLE_MS);
  const signedIn = await snapshot(stack);
  const sockets = await openSubscriptions(customers);
  await sleep(SETTLE_MS);
  const loaded = await snapshot(stack);
  await Promise.all(sockets.map((socket) => socket.dispose()));
  customers.forEach((customer) => customer.browser.close());

  return [
    '### BFF resident memory (VmRSS of the BFF process)',
    '',
    '| State | RSS | V8 heap used / total | V8 external (buffers) |',
    '|---|---:|---:|---:|',
    row('Idle, after start and warm-up', idle),
    row(`${CUSTOMERS} customers signed in (login, profile, FS1003 added), no socket open yet`, signedIn),
    row(
      `${sockets.length.toLocaleString('en')} open \`pointsChanged\` subscriptions (${CUSTOMERS} customers x ${SOCKETS_PER_CUSTOMER} sockets, each had its first message)`,
      loaded,
    ),
    '',
    `- Read from /proc/${stack.pid}/status ${SETTLE_MS / 1000} s after the last subscription answered; the process is the local stack's launcher with the BFF in it (the emulators are processes of their own), as in \`npm start\`, with the Node flags of \`npm run serve\` (${SERVE_NODE_FLAGS.join(' ') || 'none'}).`,
  ].join('\n');
}
