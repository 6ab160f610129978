import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { Config } from '../config.js';
import type { GraphQLContext, Services } from '../context.js';
import type { SessionUser } from '../domain/customer.js';
import { DomainError } from '../domain/errors.js';
import { SESSION_COOKIE } from '../http/session-cookie.js';
import { formatGraphQLError, schema } from './apollo.js';

const PATH = '/graphql';
/** How long closing sockets get to finish their close handshake on shutdown. */
const CLOSE_GRACE_MS = 2000;

function refuse(socket: Duplex, status: number) {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function readSessionCookie(header: string | undefined): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const index = pair.indexOf('=');
    if (pair.slice(0, index).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(index + 1).trim();
    return value ? decodeURIComponent(value) : undefined;
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
  const wss = new WebSocketServer({ noServer: true });
  // Who each upgrade request authenticated as; null lets resolvers answer UNAUTHENTICATED, as over HTTP.
  const users = new WeakMap<IncomingMessage, SessionUser | null>();

  const graphqlWs = useServer(
    {
      schema,
      isProd: config.APP_MODE === 'production',
      context: ({ extra }): GraphQLContext => ({ services, user: users.get(extra.request) ?? null }),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((error) => formatError(error, 'BAD_USER_INPUT')) } : undefined,
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error, 'GRAPHQL_VALIDATION_FAILED')),
    },
    wss,
  );

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    // The HTTP server dropped its error handler at the upgrade; a reset must not crash the process.
    socket.on('error', () => socket.destroy());
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== PATH) return refuse(socket, 404);
    if (!isOwnOrigin(req, config.PUBLIC_ORIGIN)) return refuse(socket, 403);
    let user: SessionUser | null = null;
    try {
      user = await services.sessions.verifySession(readSessionCookie(req.headers.cookie));
    } catch (error) {
      // A rejected or missing cookie is "not logged in"; an Auth outage is not, so the client retries.
      if (!(error instanceof DomainError)) {
        logger.error({ err: error }, 'websocket session check failed');
        return refuse(socket, 503);
      }
    }
    users.set(req, user);
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  }
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => void upgrade(req, socket, head);
  deps.server.on('upgrade', onUpgrade);

  return {
    /** Closes every socket (1001 Going away), which ends their subscriptions and releases the listeners. */
    async close() {
      deps.server.off('upgrade', onUpgrade);
      // A client that never answers the close frame would hold shutdown for ws's 30 s timeout.
      const force = setTimeout(() => wss.clients.forEach((client) => client.terminate()), CLOSE_GRACE_MS);
      force.unref();
      await graphqlWs.dispose();
      clearTimeout(force);
    },
  };
}
