import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type DocumentNode,
  execute,
  type ExecutionArgs,
  type ExecutionResult,
  getOperationAST,
  GraphQLError,
  type GraphQLFormattedError,
  OperationTypeNode,
  parse,
  specifiedRules,
  subscribe,
  validate,
} from 'graphql';
import { CloseCode, handleProtocols, makeServer, type SubscribePayload } from 'graphql-ws';
import type { Logger } from 'pino';
import { Counter, Gauge } from 'prom-client';
import { type WebSocket, WebSocketServer } from 'ws';
import { type Config, trustProxyOf } from '../config.js';
import type { GraphQLContext, Services } from '../context.js';
import type { SessionUser } from '../domain/customer.js';
import { DomainError, type DomainErrorKind, unauthenticated } from '../domain/errors.js';
import { clientAddressOf, clientSchemeOf } from '../http/client-address.js';
import { ERROR_MAPPING, toDomainError } from '../http/error-mapping.js';
import { SESSION_COOKIE, TILL_COOKIE, withTill } from '../http/session-cookie.js';
import { createTally } from '../logger.js';
import { type Metrics, OTHER } from '../metrics.js';
import type { EndedSessions } from '../services/sessions.js';
import { formatGraphQLError, logInternalErrors, schema, withoutSuggestions, withRequestId } from './apollo.js';
import { fieldArgumentError, inspectOperation, variableErrors } from './field-arguments.js';
import { armorConfig, createRowBudget, exceedsTokenLimit, GRAPHQL_LIMITS, limitValidationRules } from './limits.js';
import { createSocketPace, PACE_CLOSES, pacedOutKey, type SocketPace, TOO_MANY_OPERATIONS, TOO_MANY_REFUSED } from './socket-pace.js';
import { createTrustedDocuments, type TrustedDocuments } from './trusted-documents.js';

const PATH = '/graphql';
/** How long closing sockets get to finish their close handshake on shutdown. */
const CLOSE_GRACE_MS = 2000;
/**
 * How often an open socket's session is checked again (revocation included): a logout or a revocation
 * on another replica ends this replica's sockets of that user within this time. On the replica that
 * handled the logout they end at once.
 */
export const SESSION_RECHECK_MS = 60_000;
/** How often each socket is pinged; one that has not answered by the next ping is dropped (graphql-ws's default). */
const KEEP_ALIVE_MS = 12_000;
/** Close codes the client sees: the session ended (logout, revocation, expiry). */
const SESSION_ENDED = { code: 4401, reason: 'Session ended' };

/**
 * What one account (and, without a session, one address) may hold open, on every replica together (the limit store): the app's screens use one
 * socket a tab and one or two operations on it, so these are far above any person's use and far below what
 * would fill the memory (an audit held 4,000 subscriptions on 4 sockets of one account: 158 -> 391 MB).
 */
export const LIVE_LIMITS = {
  operationsPerSocket: 20,
  socketsPerAccount: 20,
  signedOutSocketsPerAddress: 100,
} as const;
/** Write errors that mean the client went away mid-answer (it reset the connection or stopped reading). */
const CLIENT_GONE = new Set(['EPIPE', 'ECONNRESET']);
/** How often the counts of client mistakes on sockets are logged (one info line at most; /metrics counts each). */
const CLIENT_MISTAKES_LOG_MS = 60_000;
/** How long a socket counts toward its account without being renewed (renewed at every session recheck): a crashed replica's sockets stop counting. */
const SOCKET_LEASE_MS = 3 * SESSION_RECHECK_MS;

/** What an upgrade the socket server will not open is answered: a short JSON body, as every HTTP refusal is. */
const UPGRADE_REFUSALS = {
  400: { kind: 'BAD_INPUT', error: 'The request URL could not be read.' },
  403: { kind: 'FORBIDDEN', error: "Live updates open only from the app's own pages." },
  404: { kind: 'NOT_FOUND', error: 'Not found' },
  429: { kind: 'RATE_LIMITED', error: 'Too many live connections. Please wait a minute and try again.' },
  503: { kind: 'BUSY', error: 'Live updates are not available right now. Please try again.' },
} as const satisfies Record<number, { kind: DomainErrorKind; error: string }>;

function refuse(socket: Duplex, status: keyof typeof UPGRADE_REFUSALS) {
  const { kind, error } = UPGRADE_REFUSALS[status];
  const body = JSON.stringify({ error, code: ERROR_MAPPING[kind].graphqlCode });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const index = pair.indexOf('=');
    if (pair.slice(0, index).trim() !== name) continue;
    const value = pair.slice(index + 1).trim();
    if (!value) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      // Malformed percent-encoding: not a cookie we issued, so "not logged in" (never an outage).
      return undefined;
    }
  }
  return undefined;
}

/**
 * The path an upgrade request names, or null for one no URL parser takes (`//[`, `//:99999`; answered 400, as over
 * HTTP): `new URL` throws on those, and a throw here is an unhandled rejection of the upgrade, which would end the
 * process (ADR 013).
 */
function pathnameOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/** An Origin header is a scheme, a host and a port, nothing more (no path, credentials or query). */
const ORIGIN_SHAPE = /^[a-z][a-z0-9+.-]*:\/\/[^/?#@\s]+$/i;

/** The origin a URL names by URL rules (scheme and host in lower case, a default port dropped), or null. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Browsers send cookies with cross-site WebSocket handshakes too; only our own pages may open one. Scheme, host
 * and port must all be the app's own: an https page is another origin than the http app, whatever its host.
 * The app's origin when the request's Origin is it, else null.
 */
function ownOriginOf(req: IncomingMessage, publicOrigin: string | undefined, scheme: string): string | null {
  const header = req.headers.origin;
  if (!header || !ORIGIN_SHAPE.test(header)) return null;
  const own = publicOrigin ? originOf(publicOrigin) : req.headers.host ? originOf(`${scheme}://${req.headers.host}`) : null;
  return own !== null && originOf(header) === own ? own : null;
}

/** The operation's result when one of its field arguments breaks its rule (before anything runs). */
function refusedArguments(args: ExecutionArgs): ExecutionResult | undefined {
  const refused = fieldArgumentError(args.schema, args.document, args.operationName, args.variableValues);
  return refused ? { errors: [refused] } : undefined;
}

/** The operation's result on a socket without a session: UNAUTHENTICATED, as every root resolver would answer. */
function signedOut(args: ExecutionArgs): ExecutionResult | undefined {
  if ((args.contextValue as GraphQLContext).user) return undefined;
  const refused = unauthenticated();
  return { errors: [new GraphQLError(refused.message, { originalError: refused })] };
}

/** The HTTP error table for socket results. Errors with no cause are the caller's (validation, variables). */
function formatError(error: GraphQLError, callerCode: string): GraphQLFormattedError {
  const formatted = error.toJSON();
  if (error.originalError) return formatGraphQLError(formatted, error.originalError);
  return formatGraphQLError({ ...formatted, extensions: { code: callerCode, ...formatted.extensions } }, error);
}

/**
 * Parsed and validated operations by their text. A subscription keeps its document for as long as it
 * runs, and a parsed document with its tokens and locations is about 20 KB: without this, 1,000 open
 * `pointsChanged` subscriptions held 1,000 copies of the same query (half of their memory). Only valid
 * documents are kept, at most `size` of them (least recently used leaves first), so hostile
 * operations cost what they cost before and no more.
 */
const DOCUMENT_CACHE_SIZE = 100;

export function createDocumentCache(check: (document: DocumentNode) => readonly GraphQLError[], size = DOCUMENT_CACHE_SIZE) {
  const documents = new Map<string, DocumentNode>();
  return {
    /**
     * The parsed document, or why it is refused (too many tokens, counted before parsing; validation).
     * Throws on a syntax error, as graphql-ws's own parse does.
     */
    documentFor(query: string): { document: DocumentNode } | { errors: readonly GraphQLError[] } {
      const known = documents.get(query);
      if (known) {
        documents.delete(query);
        documents.set(query, known);
        return { document: known };
      }
      if (exceedsTokenLimit(query)) {
        return {
          errors: [new GraphQLError(`Syntax Error: Token limit of ${GRAPHQL_LIMITS.tokens} exceeded.`, { extensions: { code: 'BAD_USER_INPUT' } })],
        };
      }
      const document = parse(query);
      const errors = check(document);
      if (errors.length > 0) return { errors };
      documents.set(query, document);
      if (documents.size > size) documents.delete(documents.keys().next().value!);
      return { document };
    },
  };
}

/**
 * Who a socket's upgrade request authenticated as (null: every operation answers UNAUTHENTICATED, as over
 * HTTP), with the cookie to check again and the id that names the socket in the log. This is all a socket
 * keeps of its upgrade request: not the IncomingMessage, its headers or its raw header strings.
 */
interface SocketSession {
  user: SessionUser | null;
  cookie: string | undefined;
  /** The till an owner chose on this device (the `fs_till` cookie), carried into fresh checks. */
  till: string | undefined;
  socketId: string;
  /** Where the socket holds its place (the limit store): its account's, or its address's when signed out. */
  leaseKey: string;
  /** The socket's logger, made when first needed (most sockets never log). */
  log?: Logger;
  /** A ping is out and its pong has not come back yet. */
  awaitingPong: boolean;
  /** The app's origin the socket came from (checked at the upgrade). */
  origin: string;
  /** graphql-ws's running operations of the socket, by id (from its connection_init on): counted for /metrics. */
  operations?: Readonly<Record<string, unknown>>;
  /** What the socket sent this second and this minute (socket-pace.ts). */
  pace: SocketPace;
}

/** What graphql-ws hands the hooks for a socket (its `ctx.extra`). */
interface SocketExtra {
  socket: WebSocket;
  session: SocketSession;
}

/** The codes a socket's refusals carry (a bounded set for the metric's label; anything else is `(other)`). */
const CLIENT_ERROR_CODES = new Set([
  ...Object.values(ERROR_MAPPING).map(({ graphqlCode }) => graphqlCode),
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'BAD_REQUEST',
  'CLOSED_TOO_MANY_OPERATIONS',
  'CLOSED_TOO_MANY_REFUSED',
  'WEBSOCKET_PROTOCOL_ERROR',
]);

/** Client mistakes on sockets, counted for /metrics: one line a mistake would let a script fill the log. */
function countClientErrors(metrics: Metrics): (kind: string) => void {
  const counter = new Counter({
    name: 'foodspot_websocket_client_errors_total',
    help: 'Operations refused on WebSocket connections for the client’s own mistake (bad variables, validation, no session, limits), by code',
    labelNames: ['code'] as const,
    registers: [metrics.registry],
  });
  return (kind) => counter.inc({ code: CLIENT_ERROR_CODES.has(kind) ? kind : OTHER });
}

/** Open sockets and their running operations, counted when /metrics is read: nothing to keep in step per message. */
function countSockets(metrics: Metrics, open: ReadonlyMap<WebSocket, SocketSession>) {
  new Gauge({
    name: 'foodspot_websocket_connections',
    help: 'Open WebSocket connections (graphql-ws on /graphql)',
    registers: [metrics.registry],
    collect() {
      this.set(open.size);
    },
  });
  new Gauge({
    name: 'foodspot_graphql_subscriptions',
    help: 'GraphQL operations running over WebSocket connections: the open subscriptions (and a query or mutation while it runs)',
    registers: [metrics.registry],
    collect() {
      let running = 0;
      for (const session of open.values()) running += session.operations ? Object.keys(session.operations).length : 0;
      this.set(running);
    },
  });
}

/** graphql-ws on the HTTP server's `/graphql`, authenticated by the session cookie at the upgrade. */
export function attachWebSocketServer(deps: {
  server: Server;
  services: Services;
  config: Config;
  logger: Logger;
  /** Where the open sockets and subscriptions are counted (server.ts). */
  metrics?: Metrics;
  /** Tests only: shorter intervals than SESSION_RECHECK_MS, KEEP_ALIVE_MS and CLIENT_MISTAKES_LOG_MS. */
  intervals?: { sessionRecheckMs?: number; keepAliveMs?: number; clientMistakesLogMs?: number };
  /** Which operations run (docs/decisions/016); by default the manifest codegen wrote, in the config's mode. */
  trustedDocuments?: TrustedDocuments;
}) {
  const { services, config, logger } = deps;
  const trustedDocuments = deps.trustedDocuments ?? createTrustedDocuments(config.TRUSTED_DOCUMENTS);
  const production = config.APP_MODE === 'production';
  // A subscribe message is a small query; ws would otherwise accept 100 MiB frames. No compression: ws's
  // default for servers, said here because a zlib context would cost each socket hundreds of KB. `open`
  // below tracks the sockets, so ws need not keep a set of its own.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false, clientTracking: false, handleProtocols });
  const rules = [...specifiedRules, ...limitValidationRules(armorConfig({ production }))];
  const documents = createDocumentCache((document) => validate(schema, document, rules));
  const format = (error: GraphQLError, callerCode: string, requestId: string) => {
    const formatted = withRequestId(formatError(error, callerCode), requestId);
    return production ? withoutSuggestions(formatted) : formatted;
  };
  const logOf = (session: SocketSession) => (session.log ??= logger.child({ socketId: session.socketId }));
  // Each operation has a request id of its own (in its log lines and its internal errors), kept by its payload:
  // graphql-ws hands every hook of the operation the same object.
  const requestIds = new WeakMap<object, string>();
  const requestIdOf = (payload: object) => {
    let requestId = requestIds.get(payload);
    if (!requestId) requestIds.set(payload, (requestId = randomUUID()));
    return requestId;
  };
  // The caller's mistakes are counted, never logged one line each; internal errors are logged, each once.
  const clientMistakes = createTally(logger, 'websocket operations refused for the client’s mistakes', {
    intervalMs: deps.intervals?.clientMistakesLogMs ?? CLIENT_MISTAKES_LOG_MS,
    counter: deps.metrics && countClientErrors(deps.metrics),
  });
  const report = (errors: readonly GraphQLError[], formatted: readonly GraphQLFormattedError[], session: SocketSession, requestId: string) => {
    logInternalErrors(errors, logOf(session), requestId);
    for (const error of formatted) {
      const code = error.extensions?.['code'];
      if (code !== 'INTERNAL_SERVER_ERROR') clientMistakes.count(typeof code === 'string' ? code : OTHER, requestId);
    }
  };
  /** Closes a socket that broke its pace, counted once (messages already read still arrive while it closes). */
  const closeForPace = (socket: WebSocket, session: SocketSession, kind: string, close: { code: number; reason: string }) => {
    if (socket.readyState !== socket.OPEN) return;
    clientMistakes.count(kind, session.socketId);
    socket.close(close.code, close.reason);
    // Its account (or address) earns a close: past a few, its new sockets wait (checked at the upgrade).
    void services.rateLimits.store.pour(pacedOutKey(session.leaseKey), 1, PACE_CLOSES, { force: true });
  };
  const open = new Map<WebSocket, SocketSession>();
  const clientAddress = clientAddressOf(trustProxyOf(config));
  const clientScheme = clientSchemeOf(trustProxyOf(config));

  /**
   * The same rules as over HTTP: trusted documents, then the limits (graphql/limits.ts); parsed and validated once per
   * distinct operation. The operation to run, or why it is refused before anything runs.
   */
  const checkOperation = async (
    subscriptions: Readonly<Record<string, unknown>>,
    session: SocketSession,
    payload: SubscribePayload,
  ): Promise<ExecutionArgs | readonly GraphQLError[]> => {
    // The operations on this socket, this one among them (graphql-ws enters it before this hook).
    if (Object.keys(subscriptions).length > LIVE_LIMITS.operationsPerSocket) {
      const message = `At most ${LIVE_LIMITS.operationsPerSocket} live operations run on one connection; end one first.`;
      return [new GraphQLError(message, { extensions: { code: 'RATE_LIMITED' } })];
    }
    // Sent by id (the client sends an empty query with extensions.persistedQuery), or a text the mode lets run (trusted-documents.ts).
    const resolution = trustedDocuments.resolve({ query: payload.query, extensions: payload.extensions });
    if (resolution.kind === 'refused') return [new GraphQLError(resolution.refusal.message, { extensions: { code: resolution.refusal.code } })];
    let found: ReturnType<typeof documents.documentFor>;
    try {
      found = documents.documentFor(resolution.kind === 'persisted' ? resolution.text : payload.query);
    } catch (error) {
      // A syntax error is the caller's (HTTP answers it 400): thrown from here it would end the socket as ours (4500).
      if (!(error instanceof GraphQLError)) throw error;
      return [new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
    }
    if ('errors' in found) return found.errors;
    // The account's query-cost bucket, as over HTTP (ADR 016): an operation on the socket spends when it starts.
    const { requestedRows } = inspectOperation(schema, found.document, payload.operationName, payload.variables);
    // A live operation runs again at every change, and no bucket is asked each time: pages are for queries.
    if (requestedRows > 0 && getOperationAST(found.document, payload.operationName)?.operation === OperationTypeNode.SUBSCRIPTION) {
      return [
        new GraphQLError('A live operation cannot ask for a page of history; read it with a query.', { extensions: { code: 'BAD_USER_INPUT' } }),
      ];
    }
    const { user } = session;
    if (user) {
      const refused = await services.rateLimits.spendQueryCost(user.uid, 1 + requestedRows).then(
        () => null,
        (error: unknown) => toDomainError(error) ?? Promise.reject(error instanceof Error ? error : new Error(String(error))),
      );
      if (refused) return [new GraphQLError(refused.message, { originalError: refused })];
    }
    // Variables that do not fit their types: BAD_USER_INPUT, as over HTTP (after the bucket, as there).
    const badVariables = variableErrors(schema, found.document, payload.operationName, payload.variables);
    if (badVariables.length > 0) return badVariables;
    return { schema, document: found.document, operationName: payload.operationName, variableValues: payload.variables };
  };

  const graphqlWs = makeServer<Record<string, unknown> | undefined, SocketExtra>({
    schema,
    onConnect: (ctx) => {
      ctx.extra.session.operations = ctx.subscriptions;
    },
    // Each operation spends the socket's pace (socket-pace.ts), then meets the rules HTTP's does (checkOperation).
    onSubscribe: async (ctx, _id, payload) => {
      const { socket, session } = ctx.extra;
      if (session.pace.operationOverRate(session.user !== null)) {
        closeForPace(socket, session, 'CLOSED_TOO_MANY_OPERATIONS', TOO_MANY_OPERATIONS);
        return [new GraphQLError('Too many operations on this connection.', { extensions: { code: 'RATE_LIMITED' } })];
      }
      const checked = await checkOperation(ctx.subscriptions, session, payload);
      // A socket that keeps sending what is refused (after RATE_LIMITED too) is a script's: it is closed, not answered forever.
      if (Array.isArray(checked) && session.pace.refusalOverLimit()) closeForPace(socket, session, 'CLOSED_TOO_MANY_REFUSED', TOO_MANY_REFUSED);
      return checked;
    },
    // Field arguments are checked before anything runs, as over HTTP (field-arguments.ts, ADR 013); a refusal
    // is the operation's result, as a resolver's error was, so clients see the same messages as before.
    // Without a session nothing runs: every root field needs one, so the answer is known without a resolver.
    execute: (args) => refusedArguments(args) ?? signedOut(args) ?? execute(args),
    subscribe: (args) => refusedArguments(args) ?? signedOut(args) ?? subscribe(args),
    context: ({ extra: { session } }, _id, payload): GraphQLContext => {
      const { user, cookie, till } = session;
      const requestId = requestIdOf(payload);
      let log: Logger | undefined;
      // Mutations may come over the socket too: staff actions and profile changes ask Auth now (ADR 010).
      const freshUser = async () => withTill(await services.sessions.verifySession(cookie, { fresh: true }), till);
      return {
        services,
        user,
        freshUser,
        requestId,
        // The operation's child logger of the socket's, made on first use: a subscription that never logs costs none.
        get log() {
          return (log ??= logOf(session).child({ requestId }));
        },
        historyRows: createRowBudget(),
        origin: session.origin,
      };
    },
    onNext: (ctx, _id, payload, _args, result) => {
      if (!result.errors) return undefined;
      const requestId = requestIdOf(payload);
      const errors = result.errors.map((error) => format(error, 'BAD_USER_INPUT', requestId));
      report(result.errors, errors, ctx.extra.session, requestId);
      return { ...result, errors };
    },
    onError: (ctx, _id, payload, errors) => {
      const requestId = requestIdOf(payload);
      const formatted = errors.map((error) => format(error, 'GRAPHQL_VALIDATION_FAILED', requestId));
      report(errors, formatted, ctx.extra.session, requestId);
      return formatted;
    },
  });

  /** A failure inside the socket's own handling: logged, and the socket closes as graphql-ws's ws adapter closes it. */
  const internalError = (ws: WebSocket, session: SocketSession, error: unknown, what: string) => {
    logOf(session).error({ err: error }, what);
    const message = error instanceof Error ? error.message : String(error);
    // A close reason is at most 123 bytes.
    const reason = production || Buffer.byteLength(message) > 123 ? 'Internal server error' : message;
    ws.close(CloseCode.InternalServerError, reason);
  };

  /** graphql-ws's protocol on an open socket (what graphql-ws/use/ws does, minus the request it keeps and its timers). */
  function serve(ws: WebSocket, session: SocketSession) {
    open.set(ws, session);
    ws.once('error', (error: Error & { code?: string }) => {
      // ws found the client breaking the protocol (a frame over maxPayload, bad UTF-8) and closes the socket itself.
      if (error.code?.startsWith('WS_ERR_')) return clientMistakes.count('WEBSOCKET_PROTOCOL_ERROR', session.socketId);
      internalError(ws, session, error, 'websocket error');
    });
    ws.on('pong', () => (session.awaitingPong = false));
    const closed = graphqlWs.opened(
      {
        protocol: ws.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (ws.readyState !== ws.OPEN) return resolve();
            // A client that left while its answers were on the way (EPIPE, ECONNRESET) is not our failure to log.
            ws.send(data, (error) =>
              error && ws.readyState === ws.OPEN && !CLIENT_GONE.has((error as { code?: string }).code ?? '') ? reject(error) : resolve(),
            );
          }),
        close: (code, reason) => ws.close(code, reason),
        onMessage: (handle) =>
          ws.on('message', (data: Buffer) => {
            handle(String(data)).catch((error: unknown) => internalError(ws, session, error, 'websocket message failed'));
          }),
      },
      { socket: ws, session },
    );
    ws.once('close', (code, reason) => {
      open.delete(ws);
      void services.rateLimits.store.release(session.leaseKey, session.socketId);
      // Returns the socket's subscriptions, which releases their listeners.
      closed(code, String(reason)).catch((error: unknown) => logOf(session).error({ err: error }, 'websocket close failed'));
    });
  }

  /** Ends the open sockets of the ended sessions: every one of the user's, or one device's (their subscriptions end with them). */
  const endSocketsOf = ({ uid, sessionKey }: EndedSessions) => {
    for (const [ws, session] of open) {
      if (session.user?.uid !== uid || (sessionKey && session.user.sessionKey !== sessionKey)) continue;
      ws.close(SESSION_ENDED.code, SESSION_ENDED.reason);
    }
  };
  const stopListening = services.sessions.onSessionsRevoked(endSocketsOf);

  // Sessions ended elsewhere (another replica's logout, an admin revocation, expiry) are found here.
  // Fresh, not cached: a socket's every recheck would otherwise be answered by the cache its own
  // traffic keeps warm, and a revoked socket could live on (ADR 010).
  const recheck = setInterval(() => {
    for (const [ws, session] of open) {
      void services.rateLimits.store.hold(session.leaseKey, session.socketId, SOCKET_LEASE_MS);
      if (!session.user) continue;
      services.sessions.verifySession(session.cookie, { fresh: true }).catch((error: unknown) => {
        if (error instanceof DomainError) ws.close(SESSION_ENDED.code, SESSION_ENDED.reason);
      });
    }
  }, deps.intervals?.sessionRecheckMs ?? SESSION_RECHECK_MS);
  recheck.unref();

  // Keep-alive, one timer for every socket: a ping every KEEP_ALIVE_MS, and a socket that has not answered
  // the previous one by the next is dropped (graphql-ws's ws adapter does the same with two timers a socket).
  const keepAlive = setInterval(() => {
    for (const [ws, session] of open) {
      if (session.awaitingPong) {
        ws.terminate();
        continue;
      }
      if (ws.readyState !== ws.OPEN) continue;
      session.awaitingPong = true;
      ws.ping();
    }
  }, deps.intervals?.keepAliveMs ?? KEEP_ALIVE_MS);
  keepAlive.unref();

  if (deps.metrics) countSockets(deps.metrics, open);

  /** Set when close() starts: an upgrade still checking its session then is refused instead of opening. */
  let closing = false;

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    // The HTTP server dropped its error handler at the upgrade; a reset must not crash the process.
    socket.on('error', () => socket.destroy());
    const pathname = pathnameOf(req.url);
    if (pathname === null) return refuse(socket, 400);
    if (pathname !== PATH) return refuse(socket, 404);
    const origin = ownOriginOf(req, config.PUBLIC_ORIGIN, clientScheme(req));
    if (!origin) return refuse(socket, 403);
    let user: SessionUser | null = null;
    const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
    // An owner's socket at a till works for the restaurant this device chose (ADR 019), as over HTTP.
    const till = readCookie(req.headers.cookie, TILL_COOKIE);
    try {
      user = withTill(await services.sessions.verifySession(cookie), till);
    } catch (error) {
      // A rejected or missing cookie is "not logged in"; an Auth outage is not, so the client retries.
      if (!(error instanceof DomainError)) {
        logger.error({ err: error }, 'websocket session check failed');
        return refuse(socket, 503);
      }
    }
    const socketId = randomUUID();
    // Counted before the socket opens, on every replica together; one past the cap is let go at once. A socket
    // without a session can run nothing (every operation answers UNAUTHENTICATED), yet it holds memory: its
    // address has a cap of its own, far above the few a shared network's signed-out apps open at once.
    const [leaseKey, cap] = user
      ? [`sockets:${user.uid}`, LIVE_LIMITS.socketsPerAccount]
      : [`signed-out-sockets:${clientAddress(req)}`, LIVE_LIMITS.signedOutSocketsPerAddress];
    // An account (or address) whose sockets were closed for their pace again and again reconnects only slowly.
    if (!(await services.rateLimits.store.pour(pacedOutKey(leaseKey), 0, PACE_CLOSES)).allowed) return refuse(socket, 429);
    const held = await services.rateLimits.store.hold(leaseKey, socketId, SOCKET_LEASE_MS);
    if (held > cap) {
      await services.rateLimits.store.release(leaseKey, socketId);
      return refuse(socket, 429);
    }
    if (closing) {
      // The server is draining (close() below): its open sockets were closed already, and one opened now would
      // never be, holding the shutdown open for as long as its client likes.
      await services.rateLimits.store.release(leaseKey, socketId);
      return refuse(socket, 503);
    }
    const session: SocketSession = { user, cookie, till, socketId, leaseKey, awaitingPong: false, origin, pace: createSocketPace() };
    // A client gone during the checks, or a handshake ws refuses, never opens: its lease goes now, not in 180 s.
    let opened = false;
    const releaseUnopened = () => {
      if (!opened) void services.rateLimits.store.release(leaseKey, socketId);
    };
    if (socket.destroyed) return releaseUnopened();
    socket.once('close', releaseUnopened);
    wss.handleUpgrade(req, socket, head, (ws) => {
      opened = true;
      socket.off('close', releaseUnopened);
      serve(ws, session);
    });
  }
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => void upgrade(req, socket, head);
  deps.server.on('upgrade', onUpgrade);

  return {
    /** Closes every socket (1001 Going away), which ends their subscriptions and releases the listeners. */
    async close() {
      closing = true;
      deps.server.off('upgrade', onUpgrade);
      clearInterval(recheck);
      clearInterval(keepAlive);
      stopListening();
      clientMistakes.flush();
      const sockets = [...open.keys()];
      const gone = sockets.map((ws) => new Promise<void>((resolve) => (ws.readyState === ws.CLOSED ? resolve() : ws.once('close', () => resolve()))));
      for (const ws of sockets) ws.close(1001, 'Going away');
      // A client that never answers the close frame would hold shutdown for ws's 30 s timeout.
      const force = setTimeout(() => sockets.forEach((ws) => ws.terminate()), CLOSE_GRACE_MS);
      force.unref();
      await Promise.all(gone);
      clearTimeout(force);
      await new Promise<void>((resolve, reject) => wss.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
