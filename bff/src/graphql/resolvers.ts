import { profileInputSchema } from '@foodspot/schema/validation';
import type { GraphQLContext } from '../context.js';
import type { SessionUser } from '../domain/customer.js';
import { badInput, unauthenticated } from '../domain/errors.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

function requireUser(context: GraphQLContext): SessionUser {
  if (!context.user) throw unauthenticated();
  return context.user;
}

function parseInput<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badInput(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

/** Thin: parse, call a service, return what it gives. */
export const resolvers: Resolvers = {
  Query: {
    me: (_parent, _args, context) => context.services.customers.getViewer(requireUser(context)),
  },
  Mutation: {
    saveProfile: (_parent, { input }, context) =>
      context.services.customers.saveProfile(requireUser(context), parseInput(profileInputSchema, input)),
  },
};
