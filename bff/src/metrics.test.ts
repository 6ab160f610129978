import { afterAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from './config.js';
import { createLogger } from './logger.js';
import { metricsAccess, OTHER, UNMATCHED_ROUTE } from './metrics.js';
import { type RunningServer, startServer } from './server.js';
import { signedInCustomer } from './test/customers.js';
import { startTestServer, useTestServer } from './test/harness.js';
import { TestBrowser } from './test/http-client.js';
import { nextOf, wsClients } from './test/ws-client.js';

const server = useTestServer();
const sockets = wsClients(() => server.url);
const METRICS_TOKEN = 'metrics-token-that-is-long-enough-0123456789';
const started: RunningServer[] = [];

afterAll(async () => {
  await sockets.disposeAll();
  await Promise.all(started.map((running) => running.close()));
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text answer (`name{label="value",...} number`); comments left out. */
function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key!, value!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function scrape(url: string = server.url, headers: Record<string, string> = {}): Promise<Sample[]> {
  const response = await fetch(`${url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseSamples(await response.text());
}

/** The request count of the samples matching `labels` (0 when there is none yet). */
function requestCount(samples: Sample[], labels: Record<string, string>): number {
  return samples
    .filter((sample) => sample.name === 'foodspot_http_request_duration_seconds_count')
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

const gauge = (samples: Sample[], name: string) => samples.find((sample) => sample.name === name)?.value;

describe('GET /metrics (local mode, no token: open)', () => {
  it('counts requests by route pattern and status class, with a latency histogram and the process metrics', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const anonymous = new TestBrowser(server.url);
    expect((await anonymous.get('/api/v1/customer/restaurants')).status).toBe(401);
    const after = await scrape();

    const healthz = { method: 'GET', route: '/healthz', status_class: '2xx' };
    expect(requestCount(after, healthz) - requestCount(before, healthz)).toBe(3);
    // Refused by the router's session check, before a route matched: counted under the router's mount.
    const refused = { method: 'GET', route: '/api/v1/customer/*', status_class: '4xx' };
    expect(requestCount(after, refused) - requestCount(before, refused)).toBe(1);

    const buckets = after.filter(
      (sample) => sample.name === 'foodspot_http_request_duration_seconds_bucket' && sample.labels['route'] === '/healthz',
    );
    expect(buckets.map((bucket) => bucket.labels['le'])).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '+Inf',
    ]);
    expect(buckets.at(-1)?.value).toBe(requestCount(after, healthz));
    expect(after.some((sample) => sample.name === 'foodspot_http_request_duration_seconds_sum')).toBe(true);
    expect(gauge(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(gauge(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // A scrape does not count itself.
    expect(after.some((sample) => sample.labels['route'] === '/metrics')).toBe(false);
  });

  it('labels a route by its pattern and GraphQL by the client operation, never by an id or a made-up name', async () => {
    const { browser } = await signedInCustomer(server);
    const added = await browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1002' });
    expect(added.status).toBe(201);
    const restaurantUid = (added.body['result'] as { restaurantUid: string }).restaurantUid;
    const unknownId = `no-such-restaurant-${Date.now()}`;
    const madeUpOperation = `Probe${Date.now()}`;
    expect((await browser.get(`/api/v1/customer/restaurant/${restaurantUid}`)).status).toBe(200);
    expect((await browser.get(`/api/v1/customer/restaurant/${unknownId}`)).status).toBe(404);
    expect((await browser.get(`/api/v1/restaurants/FS1002/public-name`)).status).toBe(200);
    // Case does not make a new label: Express matches paths case-insensitively.
    expect((await browser.get(`/API/V1/Customer/Restaurant/${restaurantUid}`)).status).toBe(200);
    expect((await browser.get(`/api/v1/no-such-route/${unknownId}`)).status).toBe(404);
    const graphql = (operationName: string, query: string) => browser.request('POST', '/graphql', { json: { operationName, query } });
    expect((await graphql('RestaurantsRouteQuery', 'query RestaurantsRouteQuery { restaurants { restaurantUid } }')).status).toBe(200);
    expect((await graphql(madeUpOperation, `query ${madeUpOperation} { restaurants { restaurantUid } }`)).status).toBe(200);

    const response = await fetch(`${server.url}/metrics`);
    const text = await response.text();
    for (const id of [restaurantUid, unknownId, madeUpOperation, 'FS1002']) expect(text).not.toContain(id);
    const samples = parseSamples(text);
    const detail = { method: 'GET', route: '/api/v1/customer/restaurant/:restaurantUid' };
    expect(requestCount(samples, { ...detail, status_class: '2xx' })).toBe(2);
    expect(requestCount(samples, { ...detail, status_class: '4xx' })).toBe(1);
    expect(requestCount(samples, { method: 'GET', route: '/api/v1/restaurants/:resId/public-name', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(requestCount(samples, { route: UNMATCHED_ROUTE, status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(requestCount(samples, { method: 'POST', route: '/graphql', operation: 'RestaurantsRouteQuery', status_class: '2xx' })).toBe(1);
    expect(requestCount(samples, { method: 'POST', route: '/graphql', operation: OTHER })).toBeGreaterThanOrEqual(1);
    // Every route label is a pattern as written in the code, or a bracketed catch-all: its segments are lower-case
    // words, `:parameters`, `{*splats}` or `*`.
    const routes = new Set(samples.flatMap((sample) => (sample.labels['route'] === undefined ? [] : [sample.labels['route']])));
    for (const route of routes) {
      if (route.startsWith('(')) expect([UNMATCHED_ROUTE, OTHER]).toContain(route);
      else for (const segment of route.split('/').slice(1)) expect(segment).toMatch(/^([a-z0-9.-]*|:[A-Za-z]+|\{\*\w+\}|\*)$/);
    }
  });

  it('counts open WebSocket connections and their subscriptions', async () => {
    const { browser } = await signedInCustomer(server);
    const added = await browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1001' });
    const restaurantUid = (added.body['result'] as { restaurantUid: string }).restaurantUid;
    const client = sockets.open({ cookie: `__session=${browser.cookie('__session')}`, origin: server.url });
    const updates = client.iterate({
      query: 'subscription S($r: ID!) { pointsChanged(restaurantUid: $r) { points } }',
      variables: { r: restaurantUid },
    });
    expect(await nextOf(updates)).toEqual({ data: { pointsChanged: { points: 0 } } });
    const open = await scrape();
    expect(gauge(open, 'foodspot_websocket_connections')).toBe(1);
    expect(gauge(open, 'foodspot_graphql_subscriptions')).toBe(1);

    await updates.return?.();
    await client.dispose();
    await expect.poll(async () => gauge(await scrape(), 'foodspot_websocket_connections'), { timeout: 5000 }).toBe(0);
    expect(gauge(await scrape(), 'foodspot_graphql_subscriptions')).toBe(0);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers only a bearer of the token; anyone else gets 401 JSON like every other error', async () => {
    const withToken = await startTestServer({ env: { METRICS_TOKEN } });
    started.push(withToken);
    for (const authorization of [
      undefined,
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(1)}`,
      METRICS_TOKEN,
      `Basic ${METRICS_TOKEN}`,
    ]) {
      const response = await fetch(`${withToken.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.json()).toEqual({ error: expect.stringContaining('METRICS_TOKEN') as unknown, code: 'UNAUTHENTICATED' });
    }
    const samples = await scrape(withToken.url, { authorization: `Bearer ${METRICS_TOKEN}` });
    // The refused scrapes are not counted as traffic either.
    expect(samples.some((sample) => sample.labels['route'] === '/metrics')).toBe(false);
  });
});

describe('GET /metrics in production mode', () => {
  /** The BFF as deployed (APP_MODE=production), against the test emulators (firebase-admin reads their hosts from the environment). */
  async function productionServer(env: Record<string, string> = {}) {
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = inject('authEmulatorHost');
    process.env['FIRESTORE_EMULATOR_HOST'] = inject('firestoreEmulatorHost');
    // Production mode asks for Application Default Credentials; there is no Google metadata server to ask here.
    process.env['METADATA_SERVER_DETECTION'] = 'none';
    const config = parseConfig({
      APP_MODE: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      FIREBASE_PROJECT_ID: inject('projectId'),
      FIREBASE_WEB_API_KEY: 'demo-api-key',
      CSRF_SECRET: 'test-secret-that-is-long-enough-for-csrf-0123456789',
      STAFF_ID_SECRET: 's'.repeat(32),
      PUBLIC_ORIGIN: 'https://rewards.example.in',
      CLIENT_DIST: '/nonexistent-client-dist',
      ...env,
    });
    const running = await startServer(config, { logger: createLogger('silent') });
    started.push(running);
    return running;
  }

  it('is not served without a token: 404 JSON, as any unknown path', async () => {
    const production = await productionServer();
    expect((await fetch(`${production.url}/healthz`)).status).toBe(200);
    const response = await fetch(`${production.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    const withAnyToken = await fetch(`${production.url}/metrics`, { headers: { authorization: 'Bearer anything' } });
    expect(withAnyToken.status).toBe(404);
  });

  it('is served to the bearer of METRICS_TOKEN', async () => {
    const production = await productionServer({ METRICS_TOKEN });
    expect((await fetch(`${production.url}/metrics`)).status).toBe(401);
    expect(gauge(await scrape(production.url, { authorization: `Bearer ${METRICS_TOKEN}` }), 'foodspot_websocket_connections')).toBe(0);
  });

  it('serves /metrics on METRICS_PORT without a token, and nothing else there', async () => {
    const production = await productionServer({ METRICS_PORT: '0' });
    expect((await fetch(`${production.url}/metrics`)).status).toBe(404);
    // This machine only, unless METRICS_HOST says otherwise (a Cloud Run sidecar shares the instance's loopback).
    expect(production.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const samples = await scrape(production.metricsUrl);
    expect(gauge(samples, 'foodspot_websocket_connections')).toBe(0);
    expect(requestCount(samples, { route: '/metrics' })).toBe(0);
    for (const [method, path, status] of [
      ['GET', '/healthz', 404],
      ['GET', '/api/v1/csrf/token', 404],
      ['POST', '/metrics', 405],
    ] as const) {
      const response = await fetch(`${production.metricsUrl}${path}`, { method });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: expect.any(String) as unknown, code: expect.any(String) as unknown });
    }
  });

  it('decides from the mode and the token alone', () => {
    expect(metricsAccess({ APP_MODE: 'production', METRICS_TOKEN: undefined })).toEqual({ kind: 'hidden' });
    expect(metricsAccess({ APP_MODE: 'local', METRICS_TOKEN: undefined })).toEqual({ kind: 'open' });
    expect(metricsAccess({ APP_MODE: 'local', METRICS_TOKEN })).toEqual({ kind: 'token', token: METRICS_TOKEN });
  });
});

describe('resolver-level tracing', () => {
  it('is off: no per-field trace in an answer, even when a client asks for one', async () => {
    const { browser } = await signedInCustomer(server);
    const response = await browser.request('POST', '/graphql', {
      json: { query: '{ me { uid } }' },
      headers: { 'apollo-federation-include-trace': 'ftv1' },
    });
    const body = (await response.json()) as { extensions?: Record<string, unknown> };
    expect(response.status).toBe(200);
    expect(body.extensions?.['ftv1']).toBeUndefined();
  });
});
