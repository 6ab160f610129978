import type { GraphQLContext } from '../context.js';
import type { SessionUser } from '../domain/customer.js';
import { unauthenticated } from '../domain/errors.js';

/** Every operation but introspection needs a session; roles are checked by the services. */
export function requireUser(context: GraphQLContext): SessionUser {
  if (!context.user) throw unauthenticated();
  return context.user;
}
