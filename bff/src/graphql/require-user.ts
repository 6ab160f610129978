import type { GraphQLContext } from '../context.js';
import type { SessionUser } from '../domain/customer.js';
import { unauthenticated } from '../domain/errors.js';

/** Every operation but introspection needs a session; roles are checked by the services. */
export function requireUser(context: GraphQLContext): SessionUser {
  if (!context.user) throw unauthenticated();
  return context.user;
}

/**
 * The session checked with Firebase Auth now, not up to 30 s ago (ADR 010): for staff actions and
 * profile changes, so a revoked session can do neither on any replica.
 */
export async function requireFreshUser(context: GraphQLContext): Promise<SessionUser> {
  requireUser(context);
  return context.freshUser();
}
