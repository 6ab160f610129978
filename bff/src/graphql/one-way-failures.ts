import { GraphQLError } from 'graphql';

/**
 * Resolvers of fields below the root (the ones that run once per item of a list) fail one way only: as a
 * rejected promise. graphql-js 16 abandons a list when one item throws synchronously after another item
 * returned a promise, and that promise's rejection then goes unhandled (ADR 013). Their errors also carry
 * the request id, so the process policy can name the request should one ever be orphaned anyway.
 */
const REQUEST_ID = Symbol('requestId');
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

type AnyResolver = (parent: unknown, args: unknown, context: { requestId: string }, info: unknown) => unknown;

/** The error as an Error (a resolver may throw anything), tagged with the request it failed in. */
function tagged(error: unknown, requestId: string): Error {
  const asError = error instanceof Error ? error : new Error(String(error));
  if (!(REQUEST_ID in asError)) Object.defineProperty(asError, REQUEST_ID, { value: requestId });
  return asError;
}

/** The request id a resolver error was tagged with (looking through graphql-js's located error). */
export function requestIdOf(error: unknown): string | undefined {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  return original instanceof Error && REQUEST_ID in original ? (original as Error & { [REQUEST_ID]: string })[REQUEST_ID] : undefined;
}

function failingOneWay(resolve: AnyResolver): AnyResolver {
  return (parent, args, context, info) => {
    let result: unknown;
    try {
      result = resolve(parent, args, context, info);
    } catch (error) {
      return Promise.reject(tagged(error, context.requestId));
    }
    return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(tagged(error, context.requestId))) : result;
  };
}

/** The resolver map with every field resolver below the root wrapped by `failingOneWay`. */
export function withOneWayFailures<T extends object>(resolvers: T): T {
  return Object.fromEntries(
    Object.entries(resolvers).map(([typeName, fields]) => {
      if (ROOT_TYPES.has(typeName) || typeof fields !== 'object' || fields === null) return [typeName, fields];
      const wrapped = Object.entries(fields as Record<string, unknown>).map(([field, resolve]) => [
        field,
        typeof resolve === 'function' ? failingOneWay(resolve as AnyResolver) : resolve,
      ]);
      return [typeName, Object.fromEntries(wrapped)];
    }),
  ) as T;
}
