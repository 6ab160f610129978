import { createServer, type Server, type ServerResponse } from 'node:http';
import { markUnreadableTarget } from './http/request-target.js';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { createApp, type AppDeps } from './app.js';
import { accountRateLimits, ownerLimits, type Config, ConfigError, parseConfig } from './config.js';
import { createServices, type ServiceDeps, type Services } from './context.js';
import type { Clock } from './services/clock.js';
import { createMemoryLimitStore, createRedisLimitStore, type LimitStore } from './services/limit-store.js';
import { checkCredentials, connectFirebase, type FirebaseHandles } from './firebase.js';
import { createTrustedDocuments } from './graphql/trusted-documents.js';
import { READINESS_CHECK_TIMEOUT_MS, READINESS_PROBE_DOCUMENT } from './http/readiness.js';
import { attachWebSocketServer } from './graphql/websocket.js';
import { createLogger } from './logger.js';
import { createMetrics, startMetricsListener } from './metrics.js';
import { installProcessPolicy } from './process-policy.js';

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  firebase: FirebaseHandles;
  /** For tests that look inside, e.g. the points feed's listener count. */
  services: Services;
  /** METRICS_PORT's listener (`http://host:port`), when the config names one. */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/** How long the server waits for Redis at start before it goes on counting in memory until Redis answers. */
const REDIS_READY_WAIT_MS = 3000;

/** The rate-limit counters' store: Redis when REDIS_URL is set (every replica shares it), else memory. */
async function connectLimitStore(config: Config, logger: Logger, clock: Clock | undefined): Promise<LimitStore> {
  if (!config.REDIS_URL) return createMemoryLimitStore(clock);
  const store = createRedisLimitStore({
    url: config.REDIS_URL,
    clock,
    onOutage: ({ down, error }) =>
      down
        ? logger.error({ err: error }, 'Redis is not answering: rate limits count in this replica until it is back (ADR 016)')
        : logger.info('Redis answers again: rate limits are shared by every replica'),
  });
  if (!(await store.ready(REDIS_READY_WAIT_MS))) logger.error('Redis did not answer at start; counting in this replica until it does');
  return store;
}

/** Starts the HTTP server (REST, GraphQL, client) and returns how to close it gracefully. */
export async function startServer(
  config: Config,
  options: {
    logger?: Logger;
    devClient?: AppDeps['devClient'];
    /** The time every rule reads (tests pass a fake one); the system clock when omitted. */
    clock?: Clock;
    /** Tests only: stops an account deletion before a step, as a crash there would. */
    beforeDeletionStep?: ServiceDeps['beforeDeletionStep'];
  } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  // First, so a port already taken stops the start before anything else is open.
  const metrics = createMetrics();
  const metricsServer = config.METRICS_PORT === undefined ? undefined : await startMetricsListener(metrics, config.METRICS_PORT, config.METRICS_HOST);
  const metricsAddress = metricsServer?.address() as AddressInfo | undefined;
  // Where a scraper on this machine reaches it: the bound address itself (127.0.0.1 by default; any address: loopback).
  const metricsUrl =
    metricsAddress && `http://${['0.0.0.0', '::'].includes(metricsAddress.address) ? '127.0.0.1' : metricsAddress.address}:${metricsAddress.port}`;
  const firebase = connectFirebase(config.FIREBASE_PROJECT_ID, config.APP_MODE === 'local');
  if (config.APP_MODE === 'production') {
    await checkCredentials(firebase.app).catch(async (error: unknown) => {
      await firebase.close();
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      throw error;
    });
  }
  const limitStore = await connectLimitStore(config, logger, options.clock);
  const services = createServices({
    limitStore,
    auth: firebase.auth,
    db: firebase.db,
    clock: options.clock,
    rateLimits: accountRateLimits(config),
    owners: ownerLimits(config),
    staffIdSecret: config.STAFF_ID_SECRET,
    beforeDeletionStep: options.beforeDeletionStep,
  });
  // One user and one document: a cost that does not grow with the data (listing the root collections did, in
  // the emulator: past a second on a loaded test machine, and no probe heard it).
  const checkReady = async () => {
    await withTimeout(Promise.all([firebase.auth.listUsers(1), firebase.db.doc(READINESS_PROBE_DOCUMENT).get()]), READINESS_CHECK_TIMEOUT_MS);
    return true;
  };
  // The operations that run, the same over HTTP and WebSocket (docs/decisions/017); the manifest is checked here, at start.
  const trustedDocuments = createTrustedDocuments(config.TRUSTED_DOCUMENTS);
  const { app, stop: stopApp } = await createApp({ config, services, logger, metrics, checkReady, devClient: options.devClient, trustedDocuments });
  const server = createServer(app);
  // Before the app sees a request: a target Express's router cannot route is made one it refuses (request-target.ts).
  server.prependListener('request', markUnreadableTarget);
  // GraphQL subscriptions: WebSocket upgrades of the same server's /graphql.
  const websocket = attachWebSocketServer({ server, services, config, logger, metrics, trustedDocuments });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  // An account deletion a stopped process left half-done is finished now (each step can run again).
  const resumingDeletions = services.accounts.resumeDeletions(config.DELETION_RESUME_AFTER_MS).then(
    (finished) => finished > 0 && logger.info({ finished }, 'finished account deletions a stopped process had begun'),
    (error: unknown) => logger.error({ err: error }, 'finishing begun account deletions failed; the next start tries again'),
  );

  let draining = false;
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
  });
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      // Stop taking connections, let in-flight requests finish, then release Firebase. A keep-alive connection
      // would go on carrying new requests until the force timer; each answer from now on closes its connection.
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Upgraded sockets hold server.close() open; closing them also releases the Firestore listeners.
      await websocket.close();
      const forceTimer = setTimeout(() => server.closeAllConnections(), 5000);
      forceTimer.unref();
      await closed;
      clearTimeout(forceTimer);
      await stopApp();
      await resumingDeletions;
      await services.close();
      await firebase.close();
      // Last, so a scraper beside the BFF can still read the final figures while it drains.
      if (metricsServer) {
        const metricsClosed = new Promise<void>((resolve) => metricsServer.close(() => resolve()));
        metricsServer.closeAllConnections();
        await metricsClosed;
      }
    })());
  return { url, port, server, firebase, services, metricsUrl, close };
}

/** `node bff/dist/server.js`: production entry point. Config comes only from the environment. */
async function main() {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const running = await startServer(config, { logger });
  logger.info({ url: running.url, mode: config.APP_MODE }, 'Foodspot Rewards BFF listening');
  // One request must never end the service; anything we do not understand drains and exits 1 (ADR 013).
  installProcessPolicy({ logger, shutdown: () => running.close() });
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
