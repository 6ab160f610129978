import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { requestIdOf } from './graphql/one-way-failures.js';

/**
 * What the process does with a rejection nobody handled, or an exception nobody caught (ADR 013).
 *
 * - A GraphQL field error (a located error: it has a path) is one graphql-js 16 orphaned: the list it
 *   belonged to was abandoned and the request already answered with an error. It is logged at error level
 *   with its request id and counted, and the process serves on: one request must never end the service.
 * - Anything else means a state we do not understand: it is logged as fatal, the graceful shutdown runs
 *   (in-flight requests finish, sockets close, the local stack saves its data) and the process exits 1, so
 *   the platform (or the person at `npm start`) starts a clean one.
 */
export interface ProcessPolicy {
  /** Orphaned field errors seen since start. */
  orphanedFieldErrors(): number;
  uninstall(): void;
}

/** Whether this is a field error of a GraphQL execution (graphql-js gives those their path). */
export function isOrphanedFieldError(reason: unknown): reason is GraphQLError {
  return reason instanceof GraphQLError && Array.isArray(reason.path) && reason.path.length > 0;
}

export function installProcessPolicy(options: {
  logger: Logger;
  /** The graceful shutdown; the process exits 1 when it ends, or after `forceExitMs` whatever happens. */
  shutdown: () => Promise<unknown>;
  forceExitMs?: number;
  exit?: (code: number) => void;
}): ProcessPolicy {
  const { logger, shutdown } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let orphaned = 0;
  let ending = false;

  const endProcess = (what: string, error: unknown) => {
    logger.fatal({ err: error }, `${what}: shutting down to be restarted`);
    if (ending) return;
    ending = true;
    setTimeout(() => exit(1), options.forceExitMs ?? 10_000).unref();
    shutdown().then(
      () => exit(1),
      (shutdownError: unknown) => {
        logger.error({ err: shutdownError }, 'shutdown failed');
        exit(1);
      },
    );
  };
  const onRejection = (reason: unknown) => {
    if (isOrphanedFieldError(reason)) {
      orphaned += 1;
      logger.error(
        { err: reason.originalError ?? reason, path: reason.path, requestId: requestIdOf(reason), orphanedFieldErrors: orphaned },
        'orphaned GraphQL field error (graphql-js left it unhandled after answering); serving on',
      );
      return;
    }
    endProcess('unhandled rejection', reason);
  };
  const onException = (error: unknown) => endProcess('uncaught exception', error);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return {
    orphanedFieldErrors: () => orphaned,
    uninstall() {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
    },
  };
}
