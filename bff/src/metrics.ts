import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { persistedDocuments } from '@foodspot/schema/persisted-documents';
import { Kind, parse } from 'graphql';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Config } from './config.js';
import { DomainError, notFound } from './domain/errors.js';
import { INTERNAL_ERROR_MESSAGE } from './http/error-mapping.js';

/**
 * Request metrics in the Prometheus text format at `GET /metrics` (README "Configuration", docs/deploy.md).
 * One registry per server, so tests can run several BFFs in one process. Every label has a bounded set of
 * values: a route is the Express route *pattern* (`/api/v1/customer/restaurant/:restaurantUid`), never the URL
 * with its ids; a GraphQL operation is one of the client's own operation names or `(other)`.
 */
export const METRICS_PATH = '/metrics';

/** Seconds: from a remembered session check (a millisecond) to what a phone on a weak signal gives up on. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Label values for what has no route or name of its own (the brackets keep them apart from any real path). */
export const UNMATCHED_ROUTE = '(unmatched)';
export const OTHER = '(other)';

/**
 * At most this many route labels: the app has about 50 routes and mounts. Labels come from route patterns and
 * mount paths written in code, so this is only a backstop should a future mount take a parameter.
 */
const MAX_ROUTE_LABELS = 200;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The names of the client's operations (the customer app's, the staff console's and the owner area's): the
 * persisted documents manifest holds each one's text (docs/decisions/017-trusted-documents.md), so the labels
 * and the operations production runs come from one list. Read once, when the first server starts.
 */
let clientOperationNames: ReadonlySet<string> | undefined;
function clientOperations(): ReadonlySet<string> {
  clientOperationNames ??= new Set(
    [...persistedDocuments().values()].flatMap((text) =>
      parse(text)
        .definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
        .flatMap((operation) => (operation.name ? [operation.name.value] : [])),
    ),
  );
  return clientOperationNames;
}

export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'operation' | 'status_class'>;
}

export function createMetrics(): Metrics {
  clientOperations(); // a missing or broken manifest stops the start, not the first GraphQL request
  const registry = new Registry();
  // The process's CPU, memory, event-loop delay, GC and handles (prom-client's standard names).
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'foodspot_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern, GraphQL operation and status class (2xx..5xx, or aborted); _count counts them',
    labelNames: ['method', 'route', 'operation', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return { registry, requestDuration };
}

/** Who may read `/metrics`: anyone (local mode without a token), a bearer of METRICS_TOKEN, or nobody (404). */
export type MetricsAccess = { kind: 'open' } | { kind: 'token'; token: string } | { kind: 'hidden' };

export function metricsAccess(config: Pick<Config, 'APP_MODE' | 'METRICS_TOKEN'>): MetricsAccess {
  if (config.METRICS_TOKEN) return { kind: 'token', token: config.METRICS_TOKEN };
  return config.APP_MODE === 'local' ? { kind: 'open' } : { kind: 'hidden' };
}

/**
 * METRICS_PORT's listener: `GET /metrics` and nothing else, without a token. It is for a scraper that shares the
 * BFF's network but not its public route (Cloud Run sends outside traffic to PORT only; the Managed Prometheus
 * sidecar scrapes this one and can send no header). Refusals are `{ error, code }` like the app's.
 */
export function startMetricsListener(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const answer = (status: number, contentType: string, body: string) => {
      res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    if (req.url?.split('?')[0] !== METRICS_PATH) return answer(404, 'application/json', JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' }));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return answer(405, 'application/json', JSON.stringify({ error: 'Only GET reads the metrics.', code: 'BAD_USER_INPUT' }));
    }
    metrics.registry.metrics().then(
      (text) => answer(200, metrics.registry.contentType, text),
      () => answer(500, 'application/json', JSON.stringify({ error: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR' })),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** `GET /metrics`; refusals go to the app's error handler, so they are `{ error, code }` like every other error. */
export function metricsEndpoint(metrics: Metrics, access: MetricsAccess): RequestHandler {
  // Compared as digests of equal length, in constant time.
  const expected = access.kind === 'token' ? sha256(`Bearer ${access.token}`) : null;
  return (req, res, next) => {
    if (access.kind === 'hidden') return next(notFound('Not found'));
    if (expected && !timingSafeEqual(sha256(req.get('authorization') ?? ''), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return next(new DomainError('UNAUTHENTICATED', 'Metrics need the header Authorization: Bearer <METRICS_TOKEN>.'));
    }
    metrics.registry.metrics().then((text) => {
      res.setHeader('Content-Type', metrics.registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(text);
    }, next);
  };
}

/** Where Express took a request, noted as it happens (one object a request, so the request's shape changes once). */
interface Routing {
  route: { path: unknown } | undefined;
  baseUrl: string | undefined;
  /** `baseUrl` when the route matched: the route's mount path. */
  routeMount: string;
  /** The longest `baseUrl` the request had: the deepest router it entered. */
  deepestMount: string;
}
const ROUTING = Symbol('routing');
type MeasuredRequest = IncomingMessage & { originalUrl?: string; body?: unknown; [ROUTING]?: Routing };
const routingOf = (req: MeasuredRequest): Routing => (req[ROUTING] ??= { route: undefined, baseUrl: undefined, routeMount: '', deepestMount: '' });

/**
 * Times every request and counts it under bounded labels. The route is read where Express decides it: the
 * router sets `req.route` when a route matches, while `req.baseUrl` still names the router's mount path, and
 * restores `req.baseUrl` on the way out (so after an error neither says where the request was). Accessors on
 * the app's request prototype (as logger.ts does for `req.log`) note the mount path then, and the deepest
 * mount the request entered: a request refused before any route matched (a CSRF or session check in a
 * router's middleware) counts under `<mount>/*`, and one nothing answered under `(unmatched)`.
 */
export function useRequestMetrics(app: Express, metrics: Metrics): void {
  Object.defineProperty(app.request, 'route', {
    configurable: true,
    get(this: MeasuredRequest) {
      return this[ROUTING]?.route;
    },
    set(this: MeasuredRequest, route: { path: unknown }) {
      const routing = routingOf(this);
      routing.route = route;
      routing.routeMount = routing.baseUrl ?? '';
    },
  });
  Object.defineProperty(app.request, 'baseUrl', {
    configurable: true,
    get(this: MeasuredRequest) {
      return this[ROUTING]?.baseUrl;
    },
    set(this: MeasuredRequest, value: string | undefined) {
      const routing = routingOf(this);
      routing.baseUrl = value;
      // The router restores what it found, which may be nothing: a setter that throws here ends the process.
      if (typeof value === 'string' && value.length > routing.deepestMount.length) routing.deepestMount = value;
    },
  });

  const routeLabels = new Set<string>();
  const boundedRoute = (label: string) => {
    if (routeLabels.has(label)) return label;
    if (routeLabels.size >= MAX_ROUTE_LABELS) return OTHER;
    routeLabels.add(label);
    return label;
  };

  app.use((req: MeasuredRequest, res: ServerResponse, next: () => void) => {
    const started = performance.now();
    res.once('close', () => {
      const route = routeOf(req, res);
      if (route === METRICS_PATH) return;
      metrics.requestDuration.observe(
        {
          method: METHODS.has(req.method ?? '') ? req.method! : OTHER,
          route: boundedRoute(route),
          operation: route === '/graphql' ? operationOf(req) : '',
          status_class: res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted',
        },
        (performance.now() - started) / 1000,
      );
    });
    next();
  });
}

function routeOf(req: MeasuredRequest, res: ServerResponse): string {
  const routing = req[ROUTING];
  // Mount paths are written in the code, but Express matches them in any case: lower case keeps one label.
  if (routing?.route) return routing.routeMount.toLowerCase() + String(routing.route.path);
  const mount = routing?.deepestMount.toLowerCase();
  // A mounted app that answers its mount path itself (GraphQL at /graphql) is named by it.
  if (mount && pathOf(req).toLowerCase() === mount) return mount;
  if (res.statusCode === 404) return UNMATCHED_ROUTE;
  return `${mount ?? ''}/*`;
}

/** The GraphQL operation's name when it is one of the client's (GET or POST), else `(other)`. */
function operationOf(req: MeasuredRequest): string {
  const body = req.body as { operationName?: unknown } | undefined;
  const name = body?.operationName ?? urlOf(req).searchParams.get('operationName');
  return typeof name === 'string' && clientOperations().has(name) ? name : OTHER;
}

/** The URL as the client sent it (routers rewrite `req.url` while they handle a request). */
function urlOf(req: MeasuredRequest): URL {
  try {
    return new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost');
  } catch {
    return new URL('http://localhost/');
  }
}
const pathOf = (req: MeasuredRequest) => urlOf(req).pathname;
