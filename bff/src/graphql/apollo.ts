import { ApolloServer, type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from '@foodspot/schema';
import { GraphQLError, type GraphQLFormattedError, OperationTypeNode } from 'graphql';
import type { Logger } from 'pino';
import type { GraphQLContext } from '../context.js';
import type { DomainError } from '../domain/errors.js';
import { ERROR_MAPPING, INTERNAL_ERROR_MESSAGE, refusalFields, toDomainError } from '../http/error-mapping.js';
import { inspectOperation } from './field-arguments.js';
import { armorConfig, GRAPHQL_LIMITS } from './limits.js';
import { withOneWayFailures } from './one-way-failures.js';
import { resolvers } from './resolvers.js';

export const schema = makeExecutableSchema({ typeDefs, resolvers: withOneWayFailures(resolvers) });

/** Whether this error is ours (a bug, an outage): masked for the caller, logged once for us. */
export function isInternalError(error: GraphQLError): boolean {
  // A resolver's domain error, or one refused before running with it inside (refusedBeforeRunning, a socket's refusal):
  // an account past its budget is the caller's doing, not ours, and is not logged as a failure with its stack.
  if (toDomainError(unwrapResolverError(error)) ?? toDomainError(error.originalError)) return false;
  const code = error.extensions?.['code'];
  return typeof code !== 'string' || code === 'INTERNAL_SERVER_ERROR';
}

/** Logs each internal error once, with the request (or socket) id that the caller is shown. */
export function logInternalErrors(errors: readonly GraphQLError[], log: Logger, requestId: string): void {
  for (const error of errors) {
    if (isInternalError(error)) log.error({ err: unwrapResolverError(error), requestId, path: error.path }, 'graphql operation failed');
  }
}

/** Internal errors carry the request id, so a person can quote it. */
export const withRequestId = (formatted: GraphQLFormattedError, requestId: string): GraphQLFormattedError =>
  formatted.extensions?.['code'] === 'INTERNAL_SERVER_ERROR' ? { ...formatted, extensions: { ...formatted.extensions, requestId } } : formatted;

const errorReporting: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart: () =>
    Promise.resolve({
      didEncounterErrors({ errors, contextValue }) {
        logInternalErrors(errors, contextValue.log, contextValue.requestId);
        return Promise.resolve();
      },
      willSendResponse({ response, contextValue }) {
        if (response.body.kind === 'single' && response.body.singleResult.errors) {
          response.body.singleResult.errors = response.body.singleResult.errors.map((error) => withRequestId(error, contextValue.requestId));
        }
        return Promise.resolve();
      },
    }),
};

/** A domain error raised before the operation runs: its HTTP status and Retry-After, as REST answers it. */
export function refusedBeforeRunning(error: DomainError): GraphQLError {
  const headers = new HeaderMap();
  if (error.retryAfterSeconds) headers.set('retry-after', String(error.retryAfterSeconds));
  return new GraphQLError(error.message, { originalError: error, extensions: { http: { status: ERROR_MAPPING[error.kind].status, headers } } });
}

/**
 * What is refused once the operation is known and before anything runs: a subscription over HTTP (graphql-js
 * would run its resolvers as if it were a query, and fail inside them), a field argument that breaks its
 * rule (field-arguments.ts; ADR 013), and an account past its query-cost bucket (ADR 016): an operation
 * reserves 1 plus the most list rows it can read before it runs, and is settled at what it read once it ran.
 */
const operationChecks: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart: () => {
    let reservedCost: number | undefined; // only once the bucket took it: a refused request gives nothing back
    let unbudgetedRows = 0;
    return Promise.resolve({
      async didResolveOperation({ operation, document, request, contextValue }) {
        if (operation?.operation === OperationTypeNode.SUBSCRIPTION) {
          throw new GraphQLError('Subscriptions run over WebSocket at /graphql.', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        }
        const inspected = inspectOperation(schema, document, request.operationName, request.variables);
        if (inspected.error) throw inspected.error;
        const { requestedRows } = inspected;
        unbudgetedRows = inspected.unbudgetedRows;
        if (!contextValue.user) return;
        await contextValue.services.rateLimits.spendQueryCost(contextValue.user.uid, 1 + requestedRows).catch((refused: unknown) => {
          const domainError = toDomainError(refused);
          throw domainError ? refusedBeforeRunning(domainError) : refused;
        });
        reservedCost = 1 + requestedRows;
      },
      async willSendResponse({ contextValue }) {
        if (!contextValue.user || reservedCost === undefined) return;
        await contextValue.services.rateLimits
          .settleQueryCost(contextValue.user.uid, reservedCost, 1 + unbudgetedRows + contextValue.historyRows.taken)
          .catch((error: unknown) => {
            contextValue.log.warn({ err: error }, 'settling the query cost failed');
          });
      },
    });
  },
};

/** The same error table as REST: domain errors keep their message and get `extensions.code`. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // A resolver's error, or one refused before running (refusedBeforeRunning) with the domain error inside.
  const domainError = toDomainError(unwrapResolverError(error)) ?? (error instanceof GraphQLError ? toDomainError(error.originalError) : null);
  if (domainError) {
    const { retryAfterSeconds } = domainError;
    // RATE_LIMITED and BUSY say when to try again, as REST's Retry-After header does (`retryAfterSeconds` is the older name).
    const extensions = {
      ...refusalFields(domainError),
      code: ERROR_MAPPING[domainError.kind].graphqlCode,
      ...(retryAfterSeconds ? { retryAfter: retryAfterSeconds, retryAfterSeconds } : {}),
    };
    return { ...formatted, message: domainError.message, extensions };
  }
  const code = formatted.extensions?.['code'];
  // Validation and parse errors are the caller's and safe to show; anything else is masked.
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** "Did you mean …?" names fields; production lists none (introspection is off), so it says none either. */
export const withoutSuggestions = (formatted: GraphQLFormattedError): GraphQLFormattedError => ({
  ...formatted,
  message: formatted.message.replace(/ Did you mean .*\?$/, ''),
});

/**
 * Apollo Server as the BFF runs it. Per request it runs only what this app uses: parse and validation
 * (the limits among the validation rules) happen once per document text, since Apollo keeps each validated
 * document by the SHA-256 of its text and skips both for the same text again (limits.test.ts checks it);
 * the plugins Apollo would install by itself are off:
 * - cache control: it hooks every field of every operation to add up `@cacheControl` hints, which this
 *   schema has none of, only to answer `Cache-Control: no-store`; app.ts sets that header itself;
 * - inline tracing (for federated subgraphs, which this is not) and usage reporting (which would send
 *   operations to Apollo's cloud if an `APOLLO_KEY` ever turned up in the environment).
 * `extraPlugins` is for tests.
 */
export function createApolloServer(options: { introspection: boolean; production: boolean; extraPlugins?: ApolloServerPlugin<GraphQLContext>[] }) {
  // Depth, aliases, tokens, directives and cost limits (graphql/limits.ts), and no batched requests.
  const armor = new ApolloArmor(armorConfig({ production: options.production })).protect();
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: options.introspection,
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: armor.allowBatchedHttpRequests,
    // The client sends whole documents; automatic persisted queries are off, so a made-up hash answers
    // PERSISTED_QUERY_NOT_SUPPORTED instead of failing inside Apollo as an internal error.
    persistedQueries: false,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens },
    // Shutdown is ours (server.ts and the launcher); Apollo's own handler re-raises the signal mid-stop.
    stopOnTerminationSignals: false,
    plugins: [
      // The default landing page loads from a CDN; the offline playground lives at /graphiql.
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      errorReporting,
      operationChecks,
      // graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects at run time.
      ...(armor.plugins as unknown as ApolloServerPlugin<GraphQLContext>[]),
      ...(options.extraPlugins ?? []),
    ],
  });
}
