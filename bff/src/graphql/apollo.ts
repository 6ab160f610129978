import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from '@foodspot/schema';
import type { GraphQLFormattedError } from 'graphql';
import type { GraphQLContext } from '../context.js';
import { ERROR_MAPPING, INTERNAL_ERROR_MESSAGE, toDomainError } from '../http/error-mapping.js';
import { resolvers } from './resolvers.js';

export const schema = makeExecutableSchema({ typeDefs, resolvers });

/** The same error table as REST: domain errors keep their message and get `extensions.code`. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const domainError = toDomainError(unwrapResolverError(error));
  if (domainError) {
    return { ...formatted, message: domainError.message, extensions: { code: ERROR_MAPPING[domainError.kind].graphqlCode } };
  }
  const code = formatted.extensions?.['code'];
  // Validation and parse errors are the caller's and safe to show; anything else is masked.
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

export function createApolloServer(options: { introspection: boolean }) {
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: options.introspection,
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
    // Shutdown is ours (server.ts and the launcher); Apollo's own handler re-raises the signal mid-stop.
    stopOnTerminationSignals: false,
    // The default landing page loads from a CDN; the offline playground lives at /graphiql.
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
}
