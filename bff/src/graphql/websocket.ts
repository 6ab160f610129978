import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, type GraphQLFormattedError, specifiedRules, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Config } from '../config.js';
import type { GraphQLContext, Services } from '../context.js';
import type { SessionUser } from '../domain/customer.js';
import { DomainError } from '../domain/errors.js';
import { SESSION_COOKIE } from '../http/session-cookie.js';
import { formatGraphQLError, logInternalErrors, schema, withoutSuggestions, withRequestId } from './apollo.js';
import { armorConfig, createRowBudget, exceedsTokenLimit, GRAPHQL_LIMITS, limitValidationRules } from './limits.js';

const PATH = '/graphql';
/** How long closing sockets get to finish their close handshake on shutdown. */
const CLOSE_GRACE_MS = 2000;
/**
 * How often an open socket's session is checked again (revocation included): a logout or a revocation
 * on another replica ends this replica's sockets of that user within this time. On the replica that
 * handled the logout they end at once.
 */
export const SESSION_RECHECK_MS = 60_000;
/** Close codes the client sees: the session ended (logout, revocation, expiry). */
const SESSION_ENDED = { code: 4401, reason: 'Session ended' };

function refuse(socket: Duplex, status: number) {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function readSessionCookie(header: string | undefined): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const index = pair.indexOf('=');
    if (pair.slice(0, index).trim() !== SESSION_COOKIE) continue;
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

/** Browsers send cookies with cross-site WebSocket handshakes too; only our own pages may open one. */
function isOwnOrigin(req: IncomingMessage, publicOrigin: string | undefined): boolean {
  const origin = req.headers.origin?.toLowerCase();
  if (!origin) return false;
  if (publicOrigin) return origin === new URL(publicOrigin).origin;
  const host = req.headers.host?.toLowerCase();
  return Boolean(host) && (origin === `http://${host}` || origin === `https://${host}`);
}

/** The HTTP error table for socket results. Errors with no cause are the caller's (validation, variables). */
function formatError(error: GraphQLError, callerCode: string): GraphQLFormattedError {
  const formatted = error.toJSON();
  if (error.originalError) return formatGraphQLError(formatted, error.originalError);
  return formatGraphQLError({ ...formatted, extensions: { code: callerCode, ...formatted.extensions } }, error);
}

/** graphql-ws on the HTTP server's `/graphql`, authenticated by the session cookie at the upgrade. */
export function attachWebSocketServer(deps: { server: Server; services: Services; config: Config; logger: Logger }) {
  const { services, config, logger } = deps;
  const production = config.APP_MODE === 'production';
  // A subscribe message is a small query; ws would otherwise accept 100 MiB frames.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const rules = [...specifiedRules, ...limitValidationRules(armorConfig({ production }))];
  const format = (error: GraphQLError, callerCode: string, socketId: string) => {
    const formatted = withRequestId(formatError(error, callerCode), socketId);
    return production ? withoutSuggestions(formatted) : formatted;
  };
  // Who each upgrade request authenticated as (null lets resolvers answer UNAUTHENTICATED, as over
  // HTTP), with the cookie to check again and the id that names the socket in the log.
  interface SocketSession {
    user: SessionUser | null;
    cookie: string | undefined;
    socketId: string;
  }
  const sessions = new WeakMap<IncomingMessage, SocketSession>();
  const open = new Map<WebSocket, SocketSession>();
  const sessionOf = (request: IncomingMessage): SocketSession => sessions.get(request) ?? { user: null, cookie: undefined, socketId: 'unknown' };

  const graphqlWs = useServer(
    {
      schema,
      isProd: production,
      // The same limits as over HTTP (graphql/limits.ts).
      onSubscribe: (_ctx, _id, payload) =>
        exceedsTokenLimit(payload.query)
          ? [new GraphQLError(`Syntax Error: Token limit of ${GRAPHQL_LIMITS.tokens} exceeded.`, { extensions: { code: 'BAD_USER_INPUT' } })]
          : undefined,
      validate: (schemaToCheck, document) => validate(schemaToCheck, document, rules),
      context: ({ extra }): GraphQLContext => {
        const { user, socketId } = sessionOf(extra.request);
        return { services, user, requestId: socketId, log: logger.child({ socketId }), historyRows: createRowBudget() };
      },
      onNext: (ctx, _id, _payload, _args, result) => {
        if (!result.errors) return undefined;
        const { socketId } = sessionOf(ctx.extra.request);
        logInternalErrors(result.errors, logger, socketId);
        return { ...result, errors: result.errors.map((error) => format(error, 'BAD_USER_INPUT', socketId)) };
      },
      onError: (ctx, _id, _payload, errors) => {
        const { socketId } = sessionOf(ctx.extra.request);
        logInternalErrors(errors, logger, socketId);
        return errors.map((error) => format(error, 'GRAPHQL_VALIDATION_FAILED', socketId));
      },
    },
    wss,
  );

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    open.set(ws, sessionOf(req));
    ws.once('close', () => open.delete(ws));
  });

  /** Ends every open socket of this user (their subscriptions end with them). */
  const endSocketsOf = (uid: string) => {
    for (const [ws, session] of open) if (session.user?.uid === uid) ws.close(SESSION_ENDED.code, SESSION_ENDED.reason);
  };
  const stopListening = services.sessions.onSessionsRevoked(endSocketsOf);

  // Sessions ended elsewhere (another replica's logout, an admin revocation, expiry) are found here.
  const recheck = setInterval(() => {
    for (const [ws, session] of open) {
      if (!session.user) continue;
      services.sessions.verifySession(session.cookie).catch((error: unknown) => {
        if (error instanceof DomainError) ws.close(SESSION_ENDED.code, SESSION_ENDED.reason);
      });
    }
  }, SESSION_RECHECK_MS);
  recheck.unref();

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    // The HTTP server dropped its error handler at the upgrade; a reset must not crash the process.
    socket.on('error', () => socket.destroy());
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== PATH) return refuse(socket, 404);
    if (!isOwnOrigin(req, config.PUBLIC_ORIGIN)) return refuse(socket, 403);
    let user: SessionUser | null = null;
    const cookie = readSessionCookie(req.headers.cookie);
    try {
      user = await services.sessions.verifySession(cookie);
    } catch (error) {
      // A rejected or missing cookie is "not logged in"; an Auth outage is not, so the client retries.
      if (!(error instanceof DomainError)) {
        logger.error({ err: error }, 'websocket session check failed');
        return refuse(socket, 503);
      }
    }
    sessions.set(req, { user, cookie, socketId: randomUUID() });
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  }
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => void upgrade(req, socket, head);
  deps.server.on('upgrade', onUpgrade);

  return {
    /** Closes every socket (1001 Going away), which ends their subscriptions and releases the listeners. */
    async close() {
      deps.server.off('upgrade', onUpgrade);
      clearInterval(recheck);
      stopListening();
      // A client that never answers the close frame would hold shutdown for ws's 30 s timeout.
      const force = setTimeout(() => wss.clients.forEach((client) => client.terminate()), CLOSE_GRACE_MS);
      force.unref();
      await graphqlWs.dispose();
      clearTimeout(force);
    },
  };
}
