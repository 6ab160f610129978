import { fileURLToPath } from 'node:url';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { type Config, publicClientConfig, trustProxyOf } from './config.js';
import type { GraphQLContext, Services } from './context.js';
import { createApolloServer } from './graphql/apollo.js';
import { createRowBudget } from './graphql/limits.js';
import { createTrustedDocuments, type TrustedDocuments, trustedDocumentsStep } from './graphql/trusted-documents.js';
import { type IndexHtmlRenderer, servePage } from './http/app-pages.js';
import { isAppRoute } from './http/client-routes.js';
import { jsonBody } from './http/json-body.js';
import { securityHeaders } from './http/content-security.js';
import { createCsrf } from './http/csrf.js';
import { routeDataElement, routeDataFor, type RunOperation } from './http/route-data.js';
import { notFound as notFoundError } from './domain/errors.js';
import { toHttpErrorResponse } from './http/error-mapping.js';
import { createIpRateLimits } from './http/rate-limit.js';
import { sharedReadinessCheck } from './http/readiness.js';
import { responseCompression } from './http/response-compression.js';
import { refuseUnreadableTargets } from './http/request-target.js';
import { serveRobotsTxt } from './http/robots-txt.js';
import { readSessionCookie, readTillCookie, withTill } from './http/session-cookie.js';
import { staticClient } from './http/static-client.js';
import { useRequestLogging } from './logger.js';
import { METRICS_PATH, metricsAccess, metricsEndpoint, type Metrics, useRequestMetrics } from './metrics.js';
import { authRoutes } from './rest/auth-routes.js';
import { customerRoutes } from './rest/customer-routes.js';
import { localRoutes } from './rest/local-routes.js';
import { ownerRoutes } from './rest/owner-routes.js';
import { privacyNotice, publicRoutes } from './rest/public-routes.js';
import { latestPasswordReset } from './services/emulator-oob-codes.js';
import { latestOtp } from './services/emulator-otps.js';

export interface AppDeps {
  config: Config;
  services: Services;
  logger: Logger;
  /** The server's Prometheus registry: request metrics are counted here and served at /metrics. */
  metrics: Metrics;
  /** Answers /readyz: true when Auth and Firestore both respond. */
  checkReady: () => Promise<boolean>;
  /** `npm run dev` hands in Vite's dev middleware; otherwise client/dist is served. */
  devClient?: { middleware: express.RequestHandler; renderIndexHtml: IndexHtmlRenderer };
  /** Which operations run (docs/decisions/016); by default the manifest codegen wrote, in the config's mode. */
  trustedDocuments?: TrustedDocuments;
}

const defaultClientDist = fileURLToPath(new URL('../../client/dist', import.meta.url));

// Through the one error table, so a 404 has the same `{ error, code }` shape as every other error.
const notFound: RequestHandler = (_req, _res, next) => next(notFoundError('Not found'));

/**
 * The context of one GraphQL operation over HTTP. `log` is a getter on the class, so the request's logger
 * is made only when something is logged (logger.ts); Apollo copies a context's own fields for each
 * operation and keeps its prototype, so the getter survives the copy.
 */
class HttpGraphQLContext implements GraphQLContext {
  readonly requestId: string;
  readonly historyRows = createRowBudget();
  constructor(
    private readonly req: Request,
    readonly services: GraphQLContext['services'],
    readonly user: GraphQLContext['user'],
    readonly freshUser: GraphQLContext['freshUser'],
    readonly origin: string,
  ) {
    this.requestId = req.id;
  }

  get log(): Logger {
    return this.req.log;
  }
}

export async function createApp(deps: AppDeps): Promise<{ app: Express; stop: () => Promise<void> }> {
  const { config, services, logger } = deps;
  const local = config.APP_MODE === 'local';
  const secureCookies = !local;
  const clientConfig = publicClientConfig(config);
  const csrf = createCsrf({ secret: config.CSRF_SECRET, secure: secureCookies });
  // Rate limits (README "Limits"): per IP here, per account in the services (REST and GraphQL share them).
  const ipLimits = createIpRateLimits(config, services.clock, services.rateLimits.store);
  // What must be fresh asks Auth now, whatever is remembered (ADR 010).
  // An owner's session at a till carries this device's choice of restaurant (ADR 019); the services check it.
  const freshSessionOf = async (req: Request) =>
    withTill(await services.sessions.verifySession(readSessionCookie(req), { fresh: true }), readTillCookie(req));
  // Links the BFF hands out (a staff member's set-password link) point at the app as the caller reached it.
  const originOf = (req: Request) => (config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : `${req.protocol}://${req.get('host')}`);

  const app = express();
  // First, so a request's time includes everything the app does for it (metrics.ts).
  useRequestMetrics(app, deps.metrics);
  app.disable('x-powered-by');
  // Only the proxies TRUST_PROXY names may say who the client is; anyone else's X-Forwarded-For is ignored.
  app.set('trust proxy', trustProxyOf(config));
  app.use(securityHeaders({ mode: config.APP_MODE, authEmulatorUrl: clientConfig.authEmulatorUrl, dev: Boolean(deps.devClient) }));
  // Phones on patchy 4G download what is sent: JSON and GraphQL go out brotli or gzip compressed (whichever
  // the browser accepts) above 1 KB; scripts and pages are compressed ahead of time and pass through untouched.
  app.use(responseCompression());
  // A target no URL parser takes is the client's mistake (400), never a renderer's 500.
  app.use(refuseUnreadableTargets);

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  // Public, and each check calls Auth and Firestore: one check a second answers every caller (http/readiness.ts).
  const checkReady = sharedReadinessCheck(deps.checkReady);
  app.get('/readyz', async (_req, res) => {
    const ready = await checkReady();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  });
  // Open locally; in production only with METRICS_TOKEN, else a 404 (README "Configuration", ADR 018).
  app.get(METRICS_PATH, metricsEndpoint(deps.metrics, metricsAccess(config)));

  // Every response names its request (X-Request-Id), so a person can quote it and support can find the log
  // line; API and GraphQL requests get one line each when answered (logger.ts).
  useRequestLogging(app, logger, (url) => url.startsWith('/api/') || url.startsWith('/graphql'));

  const readJson = jsonBody({ anyContentType: true });
  const api = express.Router();
  // Answers carry the caller's data (the PIN among it): no browser or proxy keeps one. Set here, once, for
  // every /api/v1 answer (errors too); a public route may say otherwise for its own success (public-routes.ts).
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(cookieParser(), csrf.protect);
  api.get('/csrf/token', ipLimits.csrf, (req, res) => void res.json({ csrfToken: csrf.issueToken(req, res) }));
  api.get('/privacy-notice', ipLimits.publicName, privacyNotice);
  api.use(readJson);
  api.use('/auth', authRoutes(services, csrf, secureCookies, ipLimits));
  api.use('/customer', customerRoutes(services, ipLimits, { csrf, secureCookies }));
  api.use('/restaurants', publicRoutes(services, ipLimits));
  api.use('/owner', ownerRoutes(services));
  if (local)
    api.use(
      '/local',
      ipLimits.otpFeed,
      localRoutes({
        lastOtp: () => latestOtp(config.FIREBASE_AUTH_EMULATOR_HOST!, config.FIREBASE_PROJECT_ID),
        lastPasswordReset: (email) => latestPasswordReset(config.FIREBASE_AUTH_EMULATOR_HOST!, config.FIREBASE_PROJECT_ID, email),
      }),
    );
  app.use('/api/v1', api);
  app.use('/api', notFound);

  // Only the client's own operations, by id (or a text whose id is in the manifest), unless TRUSTED_DOCUMENTS is off.
  const trustedDocuments = deps.trustedDocuments ?? createTrustedDocuments(config.TRUSTED_DOCUMENTS);
  const apollo = createApolloServer({ introspection: local, production: config.APP_MODE === 'production' });
  await apollo.start();
  // Its own Express app only for its settings: no ETag (an answer that is never stored is never revalidated,
  // and Express would hash every answer for one), no X-Powered-By; everything else is inherited.
  const graphql = express();
  graphql.disable('x-powered-by');
  graphql.set('etag', false);
  graphql.use(
    // Answers carry the caller's own data (a PIN among it): never stored, by the browser or on the way.
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    cookieParser(),
    csrf.protect,
    jsonBody(),
    trustedDocumentsStep(trustedDocuments),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<GraphQLContext> =>
        new HttpGraphQLContext(
          req,
          // Per operation: resolvers asking for the same customer document share one read.
          services.forOperation(),
          // The operation is not known yet: reads use a check up to 30 s old, and what must be fresh asks (ADR 010).
          withTill(await services.sessions.verifySession(readSessionCookie(req)).catch(() => null), readTillCookie(req)),
          () => freshSessionOf(req),
          originOf(req),
        ),
    }),
  );
  app.use('/graphql', graphql);

  app.get('/robots.txt', serveRobotsTxt);

  const client = deps.devClient ?? staticClient(config.CLIENT_DIST ?? defaultClientDist);
  if (client) {
    // The HTML pages go out only through servePage, which fills in the run-time config.
    app.get(['/index.html', '/graphiql.html'], (_req, res) => void res.redirect(301, '/'));
    if (local) app.get('/graphiql', servePage(client.renderIndexHtml, clientConfig, 'graphiql'));
    if ('mount' in client) client.mount(app);
    else app.use(client.middleware);
    // A restaurant's page carries the guard's `me` and the route query's answer when the visitor is signed in (ADR 012).
    const runOperation: RunOperation = async (req, user, operationServices, { operationName, query, variables }) => {
      const contextValue = new HttpGraphQLContext(req, operationServices, user, () => freshSessionOf(req), originOf(req));
      const response = await apollo.executeOperation<Record<string, unknown>>({ operationName, query, variables }, { contextValue });
      return response.body.kind === 'single' ? response.body.singleResult : { errors: ['an incremental answer'] };
    };
    const carriedData = async (req: Request) => {
      const data = await routeDataFor(req, services, runOperation);
      return data && routeDataElement(data);
    };
    const appPage = servePage(client.renderIndexHtml, clientConfig, 'index', carriedData);
    // Only the client's routes get the page; a file that is not there falls through to the 404.
    app.get('/{*path}', cookieParser(), (req, res, next) => (isAppRoute(req.path) ? appPage(req, res) : next()));
  } else {
    logger.warn({ dir: config.CLIENT_DIST ?? defaultClientDist }, 'client build not found: run `npm run build`');
  }

  app.use(notFound);
  const handleError: ErrorRequestHandler = (error, req, res, _next) => {
    const { status, body, retryAfterSeconds } = toHttpErrorResponse(error);
    if (status === 500) req.log?.error({ err: error }, 'request failed');
    else if (status === 503) req.log?.warn({ code: body.code }, 'busy: asked to retry');
    if (res.headersSent) return;
    if (retryAfterSeconds) res.setHeader('Retry-After', String(retryAfterSeconds));
    // An internal error says which request it was, so support can find it in the log.
    res.status(status).json(status === 500 ? { ...body, requestId: String(req.id) } : body);
  };
  app.use(handleError);

  return { app, stop: () => apollo.stop() };
}
