import { profileInputSchema } from '@foodspot/schema/validation';
import type { GraphQLContext } from '../context.js';
import type { SessionUser } from '../domain/customer.js';
import { unauthenticated } from '../domain/errors.js';
import { parseInput } from '../rest/parse.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

function requireUser(context: GraphQLContext): SessionUser {
  if (!context.user) throw unauthenticated();
  return context.user;
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
