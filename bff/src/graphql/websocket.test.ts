import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { GraphQLError, Kind } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { parseConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { createMetrics } from '../metrics.js';
import { restaurantUidOf, signedInCustomer } from '../test/customers.js';
import { useTestServer } from '../test/harness.js';
import { nextOf, wsClients } from '../test/ws-client.js';
import { rateLimited } from '../services/rate-limits.js';
import { PACE_CLOSES, SOCKET_PACE, TOO_MANY_OPERATIONS, TOO_MANY_REFUSED } from './socket-pace.js';
import { attachWebSocketServer, createDocumentCache, LIVE_LIMITS } from './websocket.js';

// The socket server alone, on an HTTP server of its own, with intervals short enough to watch: the session
// recheck every 300 ms (60 s in production), a keep-alive ping every 200 ms (12 s). The services are the
// test server's, so sessions and listeners are the real ones.
const RECHECK_MS = 300;
const KEEP_ALIVE_MS = 200;
/** How often the counts of client mistakes are logged here (60 s in production). */
const MISTAKES_LOG_MS = 400;

/** Every line the socket server logged, parsed. */
type LogLine = { level: number; msg?: string; socketId?: string; requestId?: string; counts?: Record<string, number> };
const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});
const metrics = createMetrics();

const server = useTestServer();
let http: HttpServer;
let url: string;
let websocket: ReturnType<typeof attachWebSocketServer>;
/** Every upgrade request the HTTP server saw, held weakly (to show the socket server does not keep them). */
const upgradeRequests: WeakRef<IncomingMessage>[] = [];
const sockets = wsClients(() => url);

/** A local-mode config over the test server's emulators, for a socket server of the test's own. */
const localConfig = () =>
  parseConfig({
    APP_MODE: 'local',
    FIREBASE_PROJECT_ID: server.projectId,
    FIREBASE_WEB_API_KEY: 'demo-api-key',
    FIREBASE_AUTH_EMULATOR_HOST: server.authHost,
    FIRESTORE_EMULATOR_HOST: process.env['FIRESTORE_EMULATOR_HOST'],
    CSRF_SECRET: 'test-secret-that-is-long-enough-for-csrf-0123456789',
  });

beforeAll(async () => {
  const config = localConfig();
  http = createServer((_req, res) => res.writeHead(404).end());
  http.on('upgrade', (req: IncomingMessage) => upgradeRequests.push(new WeakRef(req)));
  websocket = attachWebSocketServer({
    server: http,
    services: server.services,
    config,
    logger: pino({ level: 'debug' }, sink),
    metrics,
    intervals: { sessionRecheckMs: RECHECK_MS, keepAliveMs: KEEP_ALIVE_MS, clientMistakesLogMs: MISTAKES_LOG_MS },
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://localhost:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sockets.disposeAll();
  await websocket?.close();
  await new Promise((resolve) => http?.close(resolve));
});

const POINTS_CHANGED = 'subscription PointsChanged($restaurantUid: ID!) { pointsChanged(restaurantUid: $restaurantUid) { points } }';
type PointsResult = { pointsChanged: { points: number } };

/** A signed-in customer with FS1003 in their list, and the cookie header their browser sends. */
async function customerOfChaat() {
  const { browser, uid } = await signedInCustomer(server);
  expect((await browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
  return { uid, cookie: `__session=${browser.cookie('__session')}`, restaurantUid: await restaurantUidOf(server, 'FS1003') };
}

/** A bare WebSocket on the server's /graphql with the app's subprotocol; resolves once open. */
function rawSocket(headers: Record<string, string>, options: { autoPong?: boolean } = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers, ...options });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const closeOf = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

describe('open sockets', () => {
  it('end with 4401 at the next recheck once the session is revoked elsewhere (no logout on this replica)', async () => {
    const { uid, cookie, restaurantUid } = await customerOfChaat();
    const updates = sockets.open({ cookie, origin: url }).iterate<PointsResult>({ query: POINTS_CHANGED, variables: { restaurantUid } });
    expect((await nextOf(updates)).data?.pointsChanged.points).toBe(0);
    // Firebase keeps revocation times in whole seconds: revoke in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await server.firebase.auth.revokeRefreshTokens(uid);
    await expect(updates.next()).rejects.toMatchObject({ code: 4401 });
    await vi.waitFor(() => expect(server.services.membershipFeed.activeListenerCount()).toBe(0));
  });

  it('are pinged, one timer for all: a socket that stops answering is dropped, one that answers stays', async () => {
    const { cookie } = await customerOfChaat();
    const answering = await rawSocket({ cookie, origin: url });
    // Initialised, so graphql-ws's 3 s connection_init timeout does not end it meanwhile.
    answering.send(JSON.stringify({ type: 'connection_init' }));
    const silent = await rawSocket({ cookie, origin: url }, { autoPong: false });
    const pings = vi.fn();
    answering.on('ping', pings);
    const silentClosed = closeOf(silent);
    // Dropped within two intervals (a ping, then no pong by the next one); 1006: no close frame, terminated.
    expect(await silentClosed).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 3 * KEEP_ALIVE_MS));
    expect(pings.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(answering.readyState).toBe(WebSocket.OPEN);
    answering.close();
  });

  it('keep nothing of their upgrade request once open (a live subscription holds only the session it proved)', async () => {
    const { cookie, restaurantUid } = await customerOfChaat();
    const before = upgradeRequests.length;
    const updates = sockets.open({ cookie, origin: url }).iterate<PointsResult>({ query: POINTS_CHANGED, variables: { restaurantUid } });
    await nextOf(updates);
    const request = upgradeRequests[before];
    expect(request).toBeDefined();
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    await vi.waitFor(
      async () => {
        gc();
        await new Promise((resolve) => setImmediate(resolve));
        expect(request!.deref()).toBeUndefined();
      },
      { timeout: 5000 },
    );
    await updates.return?.();
  });
});

describe('what one account may hold open', () => {
  it(`runs at most ${LIVE_LIMITS.operationsPerSocket} operations on one socket; past it RATE_LIMITED, and one ended makes room`, async () => {
    const { cookie, restaurantUid } = await customerOfChaat();
    const client = sockets.open({ cookie, origin: url });
    const running = Array.from({ length: LIVE_LIMITS.operationsPerSocket }, () =>
      client.iterate<PointsResult>({ query: POINTS_CHANGED, variables: { restaurantUid } }),
    );
    for (const operation of running) expect((await nextOf(operation)).data?.pointsChanged.points).toBe(0);
    const refused = client.iterate<PointsResult>({ query: POINTS_CHANGED, variables: { restaurantUid } });
    await expect(nextOf(refused)).rejects.toSatisfy(
      (errors: unknown) => Array.isArray(errors) && (errors as { extensions?: { code?: string } }[])[0]?.extensions?.code === 'RATE_LIMITED',
    );
    await running[0]!.return?.();
    await vi.waitFor(async () => {
      const again = client.iterate<PointsResult>({ query: POINTS_CHANGED, variables: { restaurantUid } });
      expect((await nextOf(again)).data?.pointsChanged.points).toBe(0);
    });
  });

  it('refuses a live operation that asks for a page of history (it would read it again at every change); a query may', async () => {
    const { cookie, restaurantUid } = await customerOfChaat();
    const client = sockets.open({ cookie, origin: url });
    const paged = client.iterate({
      query: 'subscription Paged($restaurantUid: ID!) { pointsChanged(restaurantUid: $restaurantUid) { points history(first: 100) { nextCursor } } }',
      variables: { restaurantUid },
    });
    await expect(nextOf(paged)).rejects.toSatisfy((errors: unknown) => {
      const [first] = errors as { message: string; extensions?: { code?: string } }[];
      return (
        first?.extensions?.code === 'BAD_USER_INPUT' && first.message === 'A live operation cannot ask for a page of history; read it with a query.'
      );
    });
    const query = client.iterate<{ restaurant: { history: { items: unknown[] } } }>({
      query: 'query Page($restaurantUid: ID!) { restaurant(restaurantUid: $restaurantUid) { history(first: 100) { items { pointsId } } } }',
      variables: { restaurantUid },
    });
    expect((await nextOf(query)).data?.restaurant.history.items).toEqual([]);
  });

  it(`opens at most ${LIVE_LIMITS.socketsPerAccount} sockets for one account on a replica (429); another account is not held`, async () => {
    const { cookie } = await customerOfChaat();
    const open = await Promise.all(Array.from({ length: LIVE_LIMITS.socketsPerAccount }, () => rawSocket({ cookie, origin: url })));
    await expect(rawSocket({ cookie, origin: url })).rejects.toThrow(/429/);
    const other = await customerOfChaat();
    const stranger = await rawSocket({ cookie: other.cookie, origin: url });
    const closed = closeOf(open[0]!);
    open[0]!.close();
    await closed;
    await vi.waitFor(async () => (await rawSocket({ cookie, origin: url })).close());
    for (const socket of [...open.slice(1), stranger]) socket.close();
  });
});

type Errors = { message: string; extensions?: { code?: string; requestId?: string } }[];
const RESTAURANT = 'query R($r: ID!) { restaurant(restaurantUid: $r) { points } }';
const TALLY = 'websocket operations refused for the client’s mistakes';
/** The socket server's count of client mistakes with this code, from its /metrics registry. */
const countedOf = async (code: string) =>
  (await metrics.registry.getSingleMetric('foodspot_websocket_client_errors_total')?.get())?.values.find((value) => value.labels['code'] === code)
    ?.value ?? 0;

describe('client mistakes', () => {
  it('answers variables that do not fit their types BAD_USER_INPUT, as HTTP does, with or without a session; a syntax error too; none is logged as an error', async () => {
    const { browser } = await signedInCustomer(server);
    const http = await browser.graphql(RESTAURANT, { r: [1] });
    expect(http.status).toBe(400);
    const [httpError] = http.body.errors ?? [];
    expect(httpError?.extensions?.code).toBe('BAD_USER_INPUT');
    const before = lines.length;
    const handshakes: Record<string, string>[] = [{ origin: url }, { origin: url, cookie: `__session=${browser.cookie('__session')}` }];
    for (const headers of handshakes) {
      const client = sockets.open(headers);
      await expect(nextOf(client.iterate({ query: RESTAURANT, variables: { r: [1] } }))).rejects.toEqual([
        { message: httpError?.message, locations: expect.any(Array) as unknown, extensions: { code: 'BAD_USER_INPUT' } },
      ]);
      await expect(nextOf(client.iterate({ query: POINTS_CHANGED, variables: { restaurantUid: { a: 1 } } }))).rejects.toSatisfy(
        (errors: Errors) => errors[0]?.extensions?.code === 'BAD_USER_INPUT',
      );
      await expect(nextOf(client.iterate({ query: '{ me { ' }))).rejects.toSatisfy(
        (errors: Errors) => errors[0]?.extensions?.code === 'GRAPHQL_PARSE_FAILED',
      );
      // The socket carries on.
      await expect(nextOf(client.iterate({ query: RESTAURANT, variables: { r: 'nope' } }))).resolves.toBeDefined();
    }
    expect(lines.slice(before).filter((line) => line.level >= 50)).toEqual([]);
  });

  it(`a socket without a session runs nothing, and one that sends more than ${SOCKET_PACE.signedOutOperationsPerSecond} operations a second is closed (1008); the log holds one line of counts, /metrics each`, async () => {
    // The counts of earlier tests' mistakes are logged first.
    await new Promise((resolve) => setTimeout(resolve, 2 * MISTAKES_LOG_MS));
    const before = lines.length;
    const [badInputBefore, closedBefore] = [await countedOf('BAD_USER_INPUT'), await countedOf('CLOSED_TOO_MANY_OPERATIONS')];
    const socket = await rawSocket({ origin: url });
    const answers: { id?: string; type: string; payload?: Errors }[] = [];
    socket.on('message', (data: Buffer) => answers.push(JSON.parse(String(data)) as (typeof answers)[number]));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await vi.waitFor(() => expect(answers[0]?.type).toBe('connection_ack'));
    // What the audit did: 20 operations at once, each with a variable of the wrong type.
    for (let id = 1; id <= 20; id += 1)
      socket.send(JSON.stringify({ id: String(id), type: 'subscribe', payload: { query: RESTAURANT, variables: { r: [1] } } }));
    expect(await closed).toEqual(TOO_MANY_OPERATIONS);
    // Those within the limit were answered BAD_USER_INPUT (counted below); the close may overtake their answers.
    const answered = answers.filter((answer) => answer.type !== 'connection_ack');
    expect(answered.length).toBeLessThanOrEqual(SOCKET_PACE.signedOutOperationsPerSecond);
    for (const answer of answered) expect(answer.payload?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Signed out, a well-typed operation runs nothing either.
    const signedOut = await nextOf(sockets.open({ origin: url }).iterate({ query: '{ __typename }' }));
    expect(signedOut.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');

    await new Promise((resolve) => setTimeout(resolve, 2 * MISTAKES_LOG_MS));
    const logged = lines.slice(before);
    expect(logged.filter((line) => line.level >= 40)).toEqual([]);
    const tallies = logged.filter((line) => line.msg === TALLY);
    expect(tallies).toHaveLength(1);
    expect(tallies[0]).toMatchObject({ level: 30, counts: { BAD_USER_INPUT: 5, CLOSED_TOO_MANY_OPERATIONS: 1, UNAUTHENTICATED: 1 } });
    expect((await countedOf('BAD_USER_INPUT')) - badInputBefore).toBe(SOCKET_PACE.signedOutOperationsPerSecond);
    expect((await countedOf('CLOSED_TOO_MANY_OPERATIONS')) - closedBefore).toBe(1);
  });

  /** A signed-in customer's raw socket, acknowledged, with every message it gets and how it closed. */
  async function signedInSocket(ofCustomer?: string) {
    const { cookie, restaurantUid } = ofCustomer ? { cookie: ofCustomer, restaurantUid: '' } : await customerOfChaat();
    const socket = await rawSocket({ cookie, origin: url });
    const answers: { id?: string; type: string; payload?: Errors }[] = [];
    socket.on('message', (data: Buffer) => answers.push(JSON.parse(String(data)) as (typeof answers)[number]));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await vi.waitFor(() => expect(answers[0]?.type).toBe('connection_ack'));
    const subscribe = (id: number, payload: Record<string, unknown>) => socket.send(JSON.stringify({ id: String(id), type: 'subscribe', payload }));
    /** Sends one operation and waits for its answer (an error, or its end). */
    const answered = async (id: number, payload: Record<string, unknown>) => {
      subscribe(id, payload);
      await vi.waitFor(() => expect(answers.some((answer) => answer.id === String(id) && answer.type !== 'next')).toBe(true));
    };
    return { socket, answers, closed, subscribe, answered, restaurantUid };
  }

  it(`a signed-in socket runs up to ${SOCKET_PACE.signedInOperationsPerSecond} operations a second (a till re-subscribing at once), and is closed (1008) past them`, async () => {
    // A socket runs at most 20 operations at once: a till's reconnect sends its 20, and 20 again as they end.
    const calm = await signedInSocket();
    const wave = LIVE_LIMITS.operationsPerSocket;
    for (let id = 1; id <= wave; id += 1) calm.subscribe(id, { query: '{ __typename }' });
    await vi.waitFor(() => expect(calm.answers.filter((answer) => answer.type === 'complete')).toHaveLength(wave));
    for (let id = wave + 1; id <= SOCKET_PACE.signedInOperationsPerSecond; id += 1) calm.subscribe(id, { query: '{ __typename }' });
    await vi.waitFor(() => expect(calm.answers.filter((answer) => answer.type === 'complete')).toHaveLength(SOCKET_PACE.signedInOperationsPerSecond));
    expect(calm.answers.filter((answer) => answer.type === 'error')).toEqual([]);
    expect(calm.socket.readyState).toBe(WebSocket.OPEN);
    calm.socket.close();

    const [closedBefore] = [await countedOf('CLOSED_TOO_MANY_OPERATIONS')];
    const flood = await signedInSocket();
    for (let id = 1; id <= 3 * SOCKET_PACE.signedInOperationsPerSecond; id += 1) flood.subscribe(id, { query: '{ __typename }' });
    expect(await flood.closed).toEqual(TOO_MANY_OPERATIONS);
    expect(flood.answers.filter((answer) => answer.type === 'next').length).toBeLessThanOrEqual(SOCKET_PACE.signedInOperationsPerSecond);
    expect((await countedOf('CLOSED_TOO_MANY_OPERATIONS')) - closedBefore).toBe(1);
  });

  it(`a signed-in socket that keeps sending refused operations is closed (1008) after ${SOCKET_PACE.refusedOperationsPerMinute} in a minute, however slowly; counted, a line of counts per interval, nothing at warn or error`, async () => {
    await new Promise((resolve) => setTimeout(resolve, 2 * MISTAKES_LOG_MS));
    const before = lines.length;
    const closedBefore = await countedOf('CLOSED_TOO_MANY_REFUSED');
    const { answered, answers, closed, socket } = await signedInSocket();
    for (let id = 1; id <= SOCKET_PACE.refusedOperationsPerMinute; id += 1) await answered(id, { query: RESTAURANT, variables: { r: [1] } });
    expect(answers.filter((answer) => answer.type === 'error').map((answer) => answer.payload?.[0]?.extensions?.code)).toEqual(
      Array.from({ length: SOCKET_PACE.refusedOperationsPerMinute }, () => 'BAD_USER_INPUT'),
    );
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.send(JSON.stringify({ id: 'one-more', type: 'subscribe', payload: { query: RESTAURANT, variables: { r: [1] } } }));
    expect(await closed).toEqual(TOO_MANY_REFUSED);

    await new Promise((resolve) => setTimeout(resolve, 2 * MISTAKES_LOG_MS));
    const logged = lines.slice(before);
    expect(logged.filter((line) => line.level >= 40)).toEqual([]);
    // Counts, a line per interval at most (400 ms here, a minute in production), never a line per mistake.
    const tallies = logged.filter((line) => line.msg === TALLY);
    expect(tallies.length).toBeLessThan(SOCKET_PACE.refusedOperationsPerMinute / 2);
    const summed: Record<string, number> = {};
    for (const tally of tallies) for (const [code, count] of Object.entries(tally.counts ?? {})) summed[code] = (summed[code] ?? 0) + count;
    expect(tallies.every((tally) => tally.level === 30)).toBe(true);
    expect(summed).toEqual({ BAD_USER_INPUT: SOCKET_PACE.refusedOperationsPerMinute + 1, CLOSED_TOO_MANY_REFUSED: 1 });
    expect((await countedOf('CLOSED_TOO_MANY_REFUSED')) - closedBefore).toBe(1);
  });

  it('a signed-in socket that keeps sending after RATE_LIMITED is closed (1008)', async () => {
    const { answered, answers, closed, restaurantUid } = await signedInSocket();
    const spent = vi.spyOn(server.services.rateLimits, 'spendQueryCost').mockRejectedValue(rateLimited('QUERY_BUDGET_SPENT', 30));
    try {
      for (let id = 1; id <= SOCKET_PACE.refusedOperationsPerMinute; id += 1)
        await answered(id, { query: POINTS_CHANGED, variables: { restaurantUid } });
      expect(new Set(answers.filter((answer) => answer.type === 'error').map((answer) => answer.payload?.[0]?.extensions?.code))).toEqual(
        new Set(['RATE_LIMITED']),
      );
      answers.length = 0;
      await answered(SOCKET_PACE.refusedOperationsPerMinute + 1, { query: POINTS_CHANGED, variables: { restaurantUid } }).catch(() => undefined);
      expect(await closed).toEqual(TOO_MANY_REFUSED);
    } finally {
      spent.mockRestore();
    }
  });

  it(`an account whose sockets were closed for their pace ${PACE_CLOSES.capacity + 1} times reconnects only after a wait (429); another account is not held`, async () => {
    const { cookie } = await customerOfChaat();
    for (let close = 0; close <= PACE_CLOSES.capacity; close += 1) {
      const { subscribe, closed } = await signedInSocket(cookie);
      for (let id = 1; id <= 2 * SOCKET_PACE.signedInOperationsPerSecond; id += 1) subscribe(id, { query: '{ __typename }' });
      expect(await closed).toEqual(TOO_MANY_OPERATIONS);
    }
    await expect(rawSocket({ cookie, origin: url })).rejects.toThrow(/429/);
    const other = await customerOfChaat();
    (await rawSocket({ cookie: other.cookie, origin: url })).close();
  });

  it('a client that leaves while its answers are on the way is nothing to log', async () => {
    const before = lines.length;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { socket, answers } = await signedInSocket();
      // Operations whose answers need a read (Firestore), so they are written after the client is gone.
      for (let id = 1; id <= LIVE_LIMITS.operationsPerSocket; id += 1)
        socket.send(JSON.stringify({ id: String(id), type: 'subscribe', payload: { query: RESTAURANT, variables: { r: 'nope' } } }));
      await vi.waitFor(() => expect(answers.length).toBeGreaterThan(1));
      socket.terminate();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.slice(before).filter((line) => line.level >= 50)).toEqual([]);
  });

  it('gives each operation on a socket its own request id, in its log line and in the internal error its caller sees', async () => {
    const { cookie, restaurantUid } = await customerOfChaat();
    const broken = vi.spyOn(server.services.memberships, 'watch').mockRejectedValue(new Error('the listener broke'));
    try {
      const before = lines.length;
      const client = sockets.open({ cookie, origin: url });
      const results = await Promise.all([1, 2].map(() => nextOf(client.iterate({ query: POINTS_CHANGED, variables: { restaurantUid } }))));
      const requestIds = results.map((result) => (result.errors?.[0]?.extensions as { code?: string; requestId?: string } | undefined)?.requestId);
      expect(results.map((result) => result.errors?.[0]?.extensions?.['code'])).toEqual(['INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR']);
      expect(new Set(requestIds).size).toBe(2);
      const failures = lines.slice(before).filter((line) => line.level === 50 && line.msg === 'graphql operation failed');
      expect(failures.map((line) => line.requestId).sort()).toEqual([...requestIds].sort());
      expect(new Set(failures.map((line) => line.socketId)).size).toBe(1);
      expect(requestIds).not.toContain(failures[0]?.socketId);
    } finally {
      broken.mockRestore();
    }
  });
});

/** An upgrade request ws refuses (no Sec-WebSocket-Key): answers the status line, once the server closes. */
function brokenHandshake(cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `GET /graphql HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${url}\r\nCookie: ${cookie}\r\n` +
          'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += String(chunk)));
    socket.once('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.once('error', reject);
  });
}

describe('socket leases', () => {
  it(`holds at most ${LIVE_LIMITS.signedOutSocketsPerAddress} sockets without a session per address (429 past it); another address and a signed-in customer are not held`, async () => {
    const signedOut = await Promise.all(Array.from({ length: LIVE_LIMITS.signedOutSocketsPerAddress }, () => rawSocket({ origin: url })));
    await expect(rawSocket({ origin: url })).rejects.toThrow(/429/);
    // One proxy hop is trusted locally: the address it names is another client's.
    const elsewhere = await rawSocket({ origin: url, 'x-forwarded-for': '198.51.100.7' });
    const { cookie } = await customerOfChaat();
    const customer = await rawSocket({ cookie, origin: url });
    const closed = closeOf(signedOut[0]!);
    signedOut[0]!.close();
    await closed;
    await vi.waitFor(async () => (await rawSocket({ origin: url })).close());
    for (const socket of [...signedOut.slice(1), elsewhere, customer]) socket.close();
  });

  it('a handshake that never opens gives its lease back at once (not after the 180 s lease)', async () => {
    const { cookie } = await customerOfChaat();
    for (let attempt = 0; attempt < LIVE_LIMITS.socketsPerAccount; attempt += 1) {
      expect(await brokenHandshake(cookie)).toBe('HTTP/1.1 400 Bad Request');
    }
    // Each of those held a place while its session was checked; all of them are free again.
    await vi.waitFor(async () => {
      const open = await Promise.all(Array.from({ length: LIVE_LIMITS.socketsPerAccount }, () => rawSocket({ cookie, origin: url })));
      for (const socket of open) socket.close();
    });
  });
});

describe('upgrade requests', () => {
  /** The status line and body the server answers a raw upgrade request with (null: no answer within 2 s). */
  function upgradeAnswerOf(path: string, headers: Record<string, string> = {}): Promise<{ status: string; type: string; body: string } | null> {
    return new Promise((resolve) => {
      const { port } = http.address() as AddressInfo;
      const all: Record<string, string> = { host: `localhost:${port}`, origin: url, ...headers };
      const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
      const client = connect(port, '127.0.0.1', () =>
        client.write(
          `GET ${path} HTTP/1.1\r\n${lines.join('')}Upgrade: websocket\r\nConnection: Upgrade\r\n` +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        ),
      );
      let answer = '';
      const timer = setTimeout(() => (client.destroy(), resolve(null)), 2000);
      client.on('data', (data: Buffer) => (answer += String(data)));
      client.once('close', () => {
        clearTimeout(timer);
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        const type = /^content-type: (.*)$/im.exec(head)?.[1] ?? '';
        resolve({ status: head.split('\r\n')[0] ?? '', type, body });
      });
      client.once('error', () => (clearTimeout(timer), resolve(null)));
    });
  }

  it('answers a path no URL parser takes (//[, //:99999) with a 400 JSON, as HTTP does: never an unhandled rejection', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      for (const path of ['//[', '//:99999', '//a:b@[']) {
        expect(await upgradeAnswerOf(path)).toEqual({
          status: 'HTTP/1.1 400 Bad Request',
          type: 'application/json; charset=utf-8',
          body: JSON.stringify({ error: 'The request URL could not be read.', code: 'BAD_USER_INPUT' }),
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it("answers another path 404 and an Origin or Host not the app's 403, each with a short JSON body", async () => {
    expect(await upgradeAnswerOf('/elsewhere')).toEqual({
      status: 'HTTP/1.1 404 Not Found',
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' }),
    });
    const forbidden = {
      status: 'HTTP/1.1 403 Forbidden',
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ error: "Live updates open only from the app's own pages.", code: 'FORBIDDEN' }),
    };
    expect(await upgradeAnswerOf('/graphql', { origin: 'http://evil.example' })).toEqual(forbidden);
    expect(await upgradeAnswerOf('/graphql', { origin: 'null' })).toEqual(forbidden);
    expect(await upgradeAnswerOf('/graphql', { host: '[' })).toEqual(forbidden);
  });
});

describe('closing', () => {
  it('refuses an upgrade whose session check was still running when close() began: no socket opens after the drain', async () => {
    const config = localConfig();
    const own = createServer((_req, res) => res.writeHead(404).end());
    const ownSockets = attachWebSocketServer({ server: own, services: server.services, config, logger: createLogger('silent') });
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const { port } = own.address() as AddressInfo;
    const handshake = (cookie: string) =>
      `GET /graphql HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nCookie: ${cookie}\r\n\r\n`;
    /** A raw client that never answers a close frame; resolves with the status line once the server answers. */
    const rawUpgrade = (cookie: string) => {
      const client = connect(port, '127.0.0.1', () => client.write(handshake(cookie)));
      client.on('error', () => undefined);
      const status = new Promise<string>((resolve) => client.once('data', (data) => resolve(String(data).split('\r\n')[0] ?? '')));
      return { client, status };
    };
    const { cookie } = await customerOfChaat();
    // An open socket that ignores the close handshake keeps close() waiting (its grace period)...
    const lingering = rawUpgrade(cookie);
    expect(await lingering.status).toBe('HTTP/1.1 101 Switching Protocols');
    // ... while an upgrade that arrived before close() is still checking its session.
    const verifySession = server.services.sessions.verifySession.bind(server.services.sessions);
    const slow = vi.spyOn(server.services.sessions, 'verifySession').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return verifySession(...args);
    });
    try {
      const late = rawUpgrade(cookie);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closed = ownSockets.close();
      expect(await late.status).toBe('HTTP/1.1 503 Service Unavailable');
      await closed;
      late.client.destroy();
    } finally {
      slow.mockRestore();
      lingering.client.destroy();
      own.closeAllConnections();
      await new Promise((resolve) => own.close(resolve));
    }
  });
});

describe('the document cache', () => {
  const QUERY = '{ me { uid } }';
  const valid = () => [] as GraphQLError[];

  it('parses and validates an operation once, and gives every later subscriber the same document', () => {
    const check = vi.fn(valid);
    const cache = createDocumentCache(check);
    const first = cache.documentFor(QUERY);
    const second = cache.documentFor(QUERY);
    expect('document' in first && first.document.kind).toBe(Kind.DOCUMENT);
    expect(second).toEqual(first);
    expect('document' in second && 'document' in first && second.document === first.document).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('keeps no invalid operation: it is checked, and refused, every time', () => {
    const refusal = [new GraphQLError('no')];
    const check = vi.fn(() => refusal);
    const cache = createDocumentCache(check);
    expect(cache.documentFor(QUERY)).toEqual({ errors: refusal });
    expect(cache.documentFor(QUERY)).toEqual({ errors: refusal });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('counts tokens before parsing, and throws on a syntax error as graphql-ws does', () => {
    const check = vi.fn(valid);
    const cache = createDocumentCache(check);
    const tooLong = cache.documentFor(`{ ${'me { uid } '.repeat(300)} }`);
    expect('errors' in tooLong && tooLong.errors[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(() => cache.documentFor('{ me { ')).toThrow(/Syntax Error/);
    expect(check).not.toHaveBeenCalled();
  });

  it('holds at most its size, dropping the least recently used', () => {
    const check = vi.fn(valid);
    const cache = createDocumentCache(check, 2);
    const [a, b, c] = ['{ a: me { uid } }', '{ b: me { uid } }', '{ c: me { uid } }'];
    cache.documentFor(a);
    cache.documentFor(b);
    cache.documentFor(a); // a is now the most recently used
    cache.documentFor(c); // drops b
    expect(check).toHaveBeenCalledTimes(3);
    cache.documentFor(a);
    cache.documentFor(c);
    expect(check).toHaveBeenCalledTimes(3);
    cache.documentFor(b);
    expect(check).toHaveBeenCalledTimes(4);
  });
});
