// Section "detail": the restaurant detail screen as the spec's REST client loads it, as our GraphQL
// client loads it, and a bare Express hello-world as the ceiling, one after another in the same run.
import { fork } from 'node:child_process';
import http from 'node:http';
import { URL } from 'node:url';
import { clientOperationText } from '../../bff/dist/test/client-operations.js';
import { signedInCustomers } from './customers.mjs';
import { BenchError, within } from './errors.mjs';
import { plainGet } from './http.mjs';
import { closedLoop } from './load.mjs';
import { ms, perSecond } from './stats.mjs';

export const CLIENTS = 16;

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

function graphqlScreen() {
  const query = clientOperationText('RestaurantRouteQuery');
  return async (customer) => {
    const data = await customer.browser.graphql(query, { restaurantUid: customer.restaurantUid }, 'RestaurantRouteQuery');
    if (data?.restaurant?.restaurantUid !== customer.restaurantUid) throw new BenchError(`RestaurantRouteQuery answered ${JSON.stringify(data)}`);
  };
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
async function warmStack(clients, steps, log) {
  for (const { name, screen, screens, seconds } of steps) {
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
  const customers = (await signedInCustomers(stack, CLIENTS, ['FS1003'])).map((customer) => ({
    ...customer,
    restaurantUid: customer.memberships.FS1003.restaurantUid,
  }));
  const timing = { seconds, warmupSeconds };
  const rows = [];
  const graphql = graphqlScreen();
  await warmStack(
    customers,
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
  await measure('GraphQL: 1 POST /graphql (RestaurantRouteQuery)', customers, graphql);
  await measure(
    'REST, spec client, app opened on the screen: 3 calls (sync-session, me, restaurant), each after its own GET /csrf/token',
    customers,
    specAppStart,
  );
  await measure(
    'REST, spec client, screen opened from the list: 2 calls (me, restaurant), each after its own GET /csrf/token',
    customers,
    specGuardAndDetail,
  );
  const helloPid = await withHelloWorld(async (url, pid) => {
    const agents = Array.from({ length: CLIENTS }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    await measure('bare Express 5 hello-world: 1 GET / (child process)', agents, (agent) => plainGet(agent, url));
    agents.forEach((agent) => agent.destroy());
    return pid;
  });
  customers.forEach((customer) => customer.browser.close());
  return render(rows, { stack, helloPid, seconds, warmupSeconds });
}

function render(rows, { stack, helloPid, seconds, warmupSeconds }) {
  const [graphql, restStart, restInApp, hello] = rows;
  const ratio = (a, b) => `${(a.perSecond / b.perSecond).toFixed(2)}x`;
  const lines = [
    `### Restaurant detail screen, ${CLIENTS} concurrent clients (${warmupSeconds} s warm-up, ${seconds} s measured each)`,
    '',
    '| Client | screens/s | p50 | p99 |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${perSecond(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p99)} |`),
    '',
    `- GraphQL / REST (app opened on the screen): **${ratio(graphql, restStart)}** screens/s (p99 ${ms(graphql.p99)} vs ${ms(restStart.p99)})`,
    `- GraphQL / REST (opened from the list): **${ratio(graphql, restInApp)}** screens/s (p99 ${ms(graphql.p99)} vs ${ms(restInApp.p99)})`,
    `- GraphQL / bare Express: **${((graphql.perSecond / hello.perSecond) * 100).toFixed(1)}%** of the hello-world ceiling`,
    `- Where it ran: BFF alone in its process (pid ${stack.pid}), hello-world in another (pid ${helloPid}), load generator in the bench's main process (pid ${process.pid}); each client is a distinct signed-in customer on its own keep-alive connection.`,
  ];
  return lines.join('\n');
}
