// Section "detail": the restaurant detail screen as the spec's REST client loads it, as our GraphQL
// client loads it (by id, as the app sends it, and with the operation's text as before trusted documents),
// and a bare Express hello-world as the ceiling, one after another in the same run.
import { fork } from 'node:child_process';
import http from 'node:http';
import { URL } from 'node:url';
import { clientOperation } from '../../bff/dist/test/client-operations.js';
import { signedInCustomers } from './customers.mjs';
import { BenchError, within } from './errors.mjs';
import { plainGet } from './http.mjs';
import { closedLoop } from './load.mjs';
import { ms, perSecond } from './stats.mjs';

/** Screens loading at once, each on a keep-alive connection of its own. */
export const CLIENTS = 16;

/**
 * Distinct signed-in customers the 16 connections take turns with, one screen each (a queue: the customer
 * who waited longest goes next), so that no account meets a per-account budget of production (the stack runs
 * with them, stack-host.mjs). The tightest is 10 sessions started per account per minute, and the spec
 * client's "app opened" screen starts one (sync-session) per visit: its warm-up (500) and measured run
 * (2 + 10 s, at most about 3,000 screens at twice today's rate) spread over 960 customers make at most 4
 * each, plus the login, within one minute. The query-cost bucket (2,000 units, 2,000 a minute) is far off:
 * the whole section costs each customer under 100 units (a detail screen costs 1 by GraphQL, 2 by REST).
 */
export const CUSTOMERS = 960;

/**
 * Before anything is measured the stack is warmed up, untimed: the Firestore emulator is a JVM started
 * seconds earlier, and until its JIT has compiled the read path a read costs it several times the CPU, on
 * the cores the BFF needs. Measured on 2 cores, GraphQL screens back to back from a fresh stack: emulator
 * CPU per screen 3.3 ms in the first 5 s, 1.5 ms at 10 s, 0.6 ms at 15 s, 0.26-0.29 ms from 30 s on (the
 * BFF's own 3.9 ms -> 1.9 ms by 15 s). Without this, whichever client was measured first paid for it:
 * GraphQL did (167-176 screens/s measured first, 234-276 measured again after the REST runs of the same
 * stack). GraphQL warms the emulator fastest (2 reads a screen, no Auth call); the REST clients then
 * warm their own routes and the Auth emulator. Each stops at its count or its time, whichever comes first.
 */
const WARM_UP = { graphql: { screens: 15_000, seconds: 30 }, rest: { screens: 500, seconds: 10 } };

/** Spec section 7: every call goes through the shared step, a fresh GET /csrf/token, then the call with its token. */
async function specCall(browser, method, path, headers = {}) {
  const token = await browser.fetchCsrfToken();
  return browser.expect(method, path, 200, { headers: { 'x-csrf-token': token, ...headers } });
}

/** The guard's `me` and the detail page's restaurant: what the spec's client asks the BFF on a visit to /home/{id}. */
async function specGuardAndDetail(customer) {
  const me = await specCall(customer.browser, 'GET', '/api/v1/auth/customer/me');
  if (me?.role !== 'customer') throw new BenchError(`GET /auth/customer/me answered ${JSON.stringify(me)}`);
  const detail = await specCall(customer.browser, 'GET', `/api/v1/customer/restaurant/${customer.restaurantUid}`);
  if (detail?.result?.restaurantUid !== customer.restaurantUid) throw new BenchError(`GET /customer/restaurant answered ${JSON.stringify(detail)}`);
}

/** Spec section 4: the app re-syncs the session when it starts, then the guard and the page load. */
async function specAppStart(customer) {
  await specCall(customer.browser, 'POST', '/api/v1/auth/sync-session', { authorization: `Bearer ${customer.idToken}` });
  await specGuardAndDetail(customer);
}

/** The detail screen's route query as the app sends it in production: by its id (ADR 017). */
function graphqlScreen() {
  const { id } = clientOperation('RestaurantRouteQuery');
  return async (customer) => {
    const data = await customer.browser.graphqlById(id, { restaurantUid: customer.restaurantUid }, 'RestaurantRouteQuery');
    if (data?.restaurant?.restaurantUid !== customer.restaurantUid) throw new BenchError(`RestaurantRouteQuery answered ${JSON.stringify(data)}`);
  };
}

/** The same query with its full text, as the app sent it before trusted documents (the manifest's text still runs). */
function graphqlTextScreen() {
  const { text } = clientOperation('RestaurantRouteQuery');
  return async (customer) => {
    const data = await customer.browser.graphql(text, { restaurantUid: customer.restaurantUid }, 'RestaurantRouteQuery');
    if (data?.restaurant?.restaurantUid !== customer.restaurantUid) throw new BenchError(`RestaurantRouteQuery answered ${JSON.stringify(data)}`);
  };
}

/**
 * CLIENTS connections taking turns over many customers: `screen(customer)` runs for the customer at the head of
 * the queue on the connection of the slot that asked, and the customer goes to the back when it is done.
 */
function customerQueue(customers) {
  const queue = [...customers];
  const slots = Array.from({ length: CLIENTS }, () => ({ agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) }));
  const onSlot = (screen) => async (slot) => {
    const customer = queue.shift();
    customer.browser.agent = slot.agent;
    try {
      await screen(customer);
    } finally {
      queue.push(customer);
    }
  };
  return { slots, onSlot, close: () => slots.forEach((slot) => slot.agent.destroy()) };
}

/** The hello-world in its own process, for as long as `use` runs. */
async function withHelloWorld(use) {
  const child = fork(new URL('./hello-world.mjs', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const ready = new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new BenchError(`the hello-world process exited (code ${code})`)));
    });
    const { port } = await within(ready, 15_000, 'starting the hello-world process');
    return await use(`http://127.0.0.1:${port}/`, child.pid);
  } finally {
    child.kill();
  }
}

const row = (name, result) => ({ name, ...result });

/** Each client in turn, untimed, until its count of screens or its time is up. */
async function warmStack(clients, onSlot, steps, log) {
  for (const { name, screen: onCustomer, screens, seconds } of steps) {
    const screen = onSlot(onCustomer);
    const deadline = performance.now() + seconds * 1000;
    let loaded = 0;
    await Promise.all(
      clients.map(async (client) => {
        while (loaded < screens && performance.now() < deadline) {
          await screen(client);
          loaded += 1;
        }
      }),
    );
    log(`detail: warm-up: ${loaded} screens of ${name}`);
  }
}

export async function detailSection({ stack, seconds, warmupSeconds, log }) {
  const signUpStarted = performance.now();
  const customers = (await signedInCustomers(stack, CUSTOMERS, ['FS1003'])).map((customer) => {
    customer.browser.close(); // its sign-up connection; from now on it loads screens on the queue's
    return { ...customer, restaurantUid: customer.memberships.FS1003.restaurantUid };
  });
  log(`detail: ${CUSTOMERS} customers signed in in ${((performance.now() - signUpStarted) / 1000).toFixed(1)} s`);
  const queue = customerQueue(customers);
  const timing = { seconds, warmupSeconds };
  const rows = [];
  const graphql = graphqlScreen();
  await warmStack(
    queue.slots,
    queue.onSlot,
    [
      { name: 'GraphQL', screen: graphql, ...WARM_UP.graphql },
      { name: 'REST, app opened on the screen', screen: specAppStart, ...WARM_UP.rest },
      { name: 'REST, opened from the list', screen: specGuardAndDetail, ...WARM_UP.rest },
    ],
    log,
  );
  const measure = async (name, clients, screen) => {
    log(`detail: ${name}: ${CLIENTS} clients, ${warmupSeconds} s warm-up + ${seconds} s`);
    rows.push(row(name, await closedLoop(clients, screen, timing)));
  };
  await measure('GraphQL by id, as the app sends it: 1 POST /graphql (RestaurantRouteQuery)', queue.slots, queue.onSlot(graphql));
  await measure('GraphQL with the query text (the form before trusted documents): 1 POST /graphql', queue.slots, queue.onSlot(graphqlTextScreen()));
  await measure(
    'REST, spec client, app opened on the screen: 3 calls (sync-session, me, restaurant), each after its own GET /csrf/token',
    queue.slots,
    queue.onSlot(specAppStart),
  );
  await measure(
    'REST, spec client, screen opened from the list: 2 calls (me, restaurant), each after its own GET /csrf/token',
    queue.slots,
    queue.onSlot(specGuardAndDetail),
  );
  const helloPid = await withHelloWorld(async (url, pid) => {
    const agents = Array.from({ length: CLIENTS }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    await measure('bare Express 5 hello-world: 1 GET / (child process)', agents, (agent) => plainGet(agent, url));
    agents.forEach((agent) => agent.destroy());
    return pid;
  });
  queue.close();
  return render(rows, { stack, helloPid, seconds, warmupSeconds });
}

function render(rows, { stack, helloPid, seconds, warmupSeconds }) {
  const [graphql, graphqlText, restStart, restInApp, hello] = rows;
  const ratio = (a, b) => `${(a.perSecond / b.perSecond).toFixed(2)}x`;
  const lines = [
    `### Restaurant detail screen, ${CLIENTS} concurrent clients over ${CUSTOMERS} customers (${warmupSeconds} s warm-up, ${seconds} s measured each)`,
    '',
    '| Client | screens/s | p50 | p99 |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${perSecond(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p99)} |`),
    '',
    `- GraphQL by id / with its text: **${ratio(graphql, graphqlText)}** screens/s (p50 ${ms(graphql.p50)} vs ${ms(graphqlText.p50)}, p99 ${ms(graphql.p99)} vs ${ms(graphqlText.p99)})`,
    `- GraphQL / REST (app opened on the screen): **${ratio(graphql, restStart)}** screens/s (p99 ${ms(graphql.p99)} vs ${ms(restStart.p99)})`,
    `- GraphQL / REST (opened from the list): **${ratio(graphql, restInApp)}** screens/s (p99 ${ms(graphql.p99)} vs ${ms(restInApp.p99)})`,
    `- GraphQL / bare Express: **${((graphql.perSecond / hello.perSecond) * 100).toFixed(1)}%** of the hello-world ceiling`,
    `- Where it ran: BFF alone in its process (pid ${stack.pid}), hello-world in another (pid ${helloPid}), load generator in the bench's main process (pid ${process.pid}); each of the ${CLIENTS} clients is a keep-alive connection of its own, loading one screen after another, each time for the next of ${CUSTOMERS} signed-in customers (each its own account and its own address in X-Forwarded-For); the stack runs production's per-account budgets and TRUSTED_DOCUMENTS=only.`,
  ];
  return lines.join('\n');
}
