import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { pino, stdSerializers, type Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** Names the request in the log, in the `X-Request-Id` header and in internal errors (requestLogging). */
    id: string;
    /** A logger bound to this request (its id, method, URL, headers without secrets). */
    log: Logger;
  }
}

export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    base: { service: 'foodspot-bff' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' } } } : {}),
  });
}

/** What a log line never shows: the session and CSRF secrets a request carries or a response sets. */
export const REDACTED_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'];

const REQUEST_LOGGER = Symbol('request logger');
type LoggedRequest = IncomingMessage & { [REQUEST_LOGGER]?: Logger };

/**
 * Every request gets an id (`req.id`, sent back as `X-Request-Id`, so a person can quote it and support can
 * find the log line) and `req.log`, a logger bound to the request; a request `logged(url)` picks gets one
 * line at info when its response is done: "request completed" (or "request aborted"), or "request errored"
 * with the error for a 5xx, with the response's status and headers and the time taken. The same lines,
 * serialisers and redaction as pino-http, which this replaces for one reason: pino-http made the request's
 * logger up front, and pino serialises (and redacts) a child logger's bindings when the child is made, so
 * every request paid for its headers' serialisation even when nothing was logged (at the bench's warn
 * level, or any level above info). Here `req.log` is a getter on the app's request prototype (one for all
 * requests: defining it on each request cost more than it saved) that makes the logger on first use.
 */
export function useRequestLogging(app: Express, logger: Logger, logged: (url: string) => boolean): void {
  const base = logger.child(
    {},
    { serializers: { req: stdSerializers.req, res: stdSerializers.res, err: stdSerializers.err }, redact: REDACTED_PATHS },
  );
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: LoggedRequest): Logger {
      return (this[REQUEST_LOGGER] ??= base.child({ req: this }));
    },
    set(this: LoggedRequest, value: Logger) {
      this[REQUEST_LOGGER] = value;
    },
  });
  app.use((req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const id = randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (base.isLevelEnabled('info') && logged(req.url ?? '')) {
      const started = Date.now();
      const done = () => {
        res.off('finish', done);
        res.off('close', done);
        const responseTime = Date.now() - started;
        if (res.statusCode >= 500) {
          req.log.info({ res, err: new Error(`failed with status code ${res.statusCode}`), responseTime }, 'request errored');
        } else {
          req.log.info({ res, responseTime }, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
        }
      };
      res.on('finish', done);
      res.on('close', done);
    }
    next();
  });
}

/**
 * Counts of something too frequent to log one line each (a client's mistakes, which a script can send
 * thousands of a second): at most one info line per `intervalMs` with the counts by kind since the last line
 * and the request id of the latest, and each one added to `counter` when given (a /metrics counter).
 */
export function createTally(
  log: Logger,
  message: string,
  options: { intervalMs: number; counter?: (kind: string) => void },
): { count(kind: string, requestId?: string): void; flush(): void } {
  let counts = new Map<string, number>();
  let latestRequestId: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (counts.size === 0) return;
    log.info({ counts: Object.fromEntries(counts), intervalMs: options.intervalMs, latestRequestId }, message);
    counts = new Map();
  };
  return {
    count(kind, requestId) {
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      latestRequestId = requestId ?? latestRequestId;
      options.counter?.(kind);
      if (!timer) {
        timer = setTimeout(flush, options.intervalMs);
        timer.unref();
      }
    },
    flush,
  };
}
