// `npm run bench`: benchmarks that print figures (not part of `npm test`; nothing here asserts a time).
// Starts its own throw-away stack on bench ports, so it runs beside `npm start` and a test run.
//
//   soak  (default)  60 s of in-store credits while every customer watches live over graphql-ws:
//                    credits/s, live messages delivered, delivery latency p50/p99, errors and 5xx.
//
// Options: --seconds N (soak length, default 60), --customers N (default 20).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startLocalStack } from '../bff/dist/dev/local-stack.js';
import { createLogger } from '../bff/dist/logger.js';
import { authEmulatorClient } from '../bff/dist/test/auth-emulator-client.js';
import { RELAXED_LIMITS } from '../bff/dist/test/relaxed-limits.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' }, customers: { type: 'string', default: '20' } } });
const SECONDS = Number(values.seconds);
const CUSTOMERS = Number(values.customers);
const PORTS = { app: 5701, auth: 9701, firestore: 8701, hub: 4701, logging: 4801 };
const PROJECT_ID = 'demo-foodspot-bench';

/** One cookie-keeping HTTP session, like one browser. */
function session(baseUrl) {
  const cookies = new Map();
  let csrf = null;
  const request = async (method, path, body) => {
    const headers = { 'content-type': 'application/json', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (csrf && method !== 'GET') headers['x-csrf-token'] = csrf;
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const json = await response.json().catch(() => null);
    if (json && typeof json.csrfToken === 'string') csrf = json.csrfToken;
    return { status: response.status, json };
  };
  return { request, cookie: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

async function soak(stack) {
  const baseUrl = `http://localhost:${stack.server.port}`;
  const auth = authEmulatorClient(stack.config.FIREBASE_AUTH_EMULATOR_HOST, PROJECT_ID);
  const staff = session(baseUrl);
  await staff.request('GET', '/api/v1/csrf/token');
  const { idToken: staffToken } = await auth.signInWithEmail('staff.fs1003@foodspot.test', 'foodspot-staff');
  await staff.request('POST', '/api/v1/auth/staff/login', { idToken: staffToken });

  // Customers of FS1003, each watching their membership live.
  const customers = [];
  for (let index = 0; index < CUSTOMERS; index += 1) {
    const browser = session(baseUrl);
    await browser.request('GET', '/api/v1/csrf/token');
    const { idToken } = await auth.signInWithPhone(`+9198${String(Date.now()).slice(-6)}${String(index).padStart(2, '0')}`);
    await browser.request('POST', '/api/v1/auth/customer/login', { idToken, method: 'phone' });
    await browser.request('POST', '/api/v1/customer/save', { firstName: 'Bench', lastName: `${index}`, phone: '9876543210', pin: '4321', role: 'customer' });
    const added = await browser.request('POST', '/api/v1/customer/add-restaurant', { resId: 'FS1003' });
    const { restaurantUid, cusId } = added.json.result;
    const cookie = browser.cookie();
    class WithCookie extends WebSocket {
      constructor(address, protocols) {
        super(address, protocols, { headers: { cookie, origin: baseUrl } });
      }
    }
    const client = createClient({ url: `${baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WithCookie, retryAttempts: 0 });
    // A live message can arrive before the credit's HTTP answer: both sides are matched by the new balance.
    customers.push({ cusId, restaurantUid, client, waiting: new Map(), arrived: new Map(), messages: 0 });
  }

  const latencies = [];
  const outcome = { credits: 0, errors: 0, serverErrors: 0, liveErrors: 0 };
  for (const customer of customers) {
    customer.stop = customer.client.subscribe(
      { query: `subscription { pointsChanged(restaurantUid: "${customer.restaurantUid}") { points } }` },
      {
        next: ({ data }) => {
          customer.messages += 1;
          const points = data?.pointsChanged.points;
          const sentAt = customer.waiting.get(points);
          if (sentAt === undefined) customer.arrived.set(points, performance.now());
          else {
            latencies.push(performance.now() - sentAt);
            customer.waiting.delete(points);
          }
        },
        error: () => (outcome.liveErrors += 1),
        complete: () => {},
      },
    );
  }

  // Credits round-robin over the customers, a few in flight at once, for SECONDS.
  const deadline = performance.now() + SECONDS * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const customer = customers[next++ % customers.length];
      const amount = 1 + Math.floor(Math.random() * 500);
      const sentAt = performance.now();
      const { status, json } = await staff.request('POST', '/graphql', {
        query: 'mutation C($c: String!, $a: Int!) { creditInStore(cusId: $c, pin: "4321", amount: $a) }',
        variables: { c: customer.cusId, a: amount },
      });
      if (status >= 500) outcome.serverErrors += 1;
      if (json?.errors) outcome.errors += 1;
      else {
        outcome.credits += 1;
        const balance = json.data.creditInStore;
        const arrivedAt = customer.arrived.get(balance);
        if (arrivedAt === undefined) customer.waiting.set(balance, sentAt);
        else {
          latencies.push(arrivedAt - sentAt);
          customer.arrived.delete(balance);
        }
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 8 }, worker));
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const customer of customers) await customer.client.dispose();

  latencies.sort((a, b) => a - b);
  const delivered = customers.reduce((sum, customer) => sum + customer.messages, 0);
  console.log(`soak: ${CUSTOMERS} customers watching live, ${elapsed.toFixed(1)} s of credits from 8 concurrent tills`);
  console.log(`  credits: ${outcome.credits} ok (${(outcome.credits / elapsed).toFixed(1)}/s), ${outcome.errors} errors, ${outcome.serverErrors} x 5xx`);
  console.log(`  live messages delivered: ${delivered}; subscription errors: ${outcome.liveErrors}`);
  console.log(`  credit sent -> live message with its balance: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms (${latencies.length} matched)`);
}

const logger = createLogger('warn');
process.env.CSRF_SECRET ??= randomBytes(32).toString('hex');
const stack = await startLocalStack({ projectId: PROJECT_ID, ports: PORTS, logger, env: RELAXED_LIMITS });
try {
  await soak(stack);
} finally {
  await stack.stop();
}
