import { platformSchema, profileInputSchema, resIdSchema, restaurantUidSchema } from '@foodspot/schema/validation';
import { DomainError } from '../domain/errors.js';
import { parseInput } from '../rest/parse.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { requireUser } from './require-user.js';
import { staffMutationResolvers, staffQueryResolvers } from './staff-resolvers.js';
import { subscriptionResolvers } from './subscriptions.js';


/** `restaurant(restaurantUid)` is null, not an error, for a restaurant outside the caller's list. */
const nullWhenNotFound = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'NOT_FOUND') return null;
    throw error;
  });

/** Thin: parse, call a service, return what it gives. */
export const resolvers: Resolvers = {
  Query: {
    ...staffQueryResolvers,
    me: (_parent, _args, context) => context.services.customers.getViewer(requireUser(context)),
    restaurants: (_parent, _args, context) => context.services.memberships.list(requireUser(context)),
    restaurant: (_parent, { restaurantUid }, context) =>
      nullWhenNotFound(context.services.memberships.get(requireUser(context), parseInput(restaurantUidSchema, restaurantUid))),
  },
  Mutation: {
    ...staffMutationResolvers,
    saveProfile: (_parent, { input }, context) =>
      context.services.customers.saveProfile(requireUser(context), parseInput(profileInputSchema, input)),
    addRestaurant: (_parent, { resId }, context) =>
      context.services.memberships.add(requireUser(context), parseInput(resIdSchema, resId)),
    deleteRestaurant: async (_parent, { restaurantUid }, context) => {
      await context.services.memberships.remove(requireUser(context), parseInput(restaurantUidSchema, restaurantUid));
      return true;
    },
    claimReward: (_parent, { restaurantUid, platform }, context) =>
      context.services.rewards.claimReward(
        requireUser(context),
        parseInput(restaurantUidSchema, restaurantUid),
        parseInput(platformSchema, platform),
      ),
    requestPoints: (_parent, { restaurantUid, platform }, context) =>
      context.services.rewards.requestPoints(
        requireUser(context),
        parseInput(restaurantUidSchema, restaurantUid),
        parseInput(platformSchema, platform),
      ),
  },
  // latestClaim and latestRequest come with the membership document; history is its own read.
  Membership: {
    history: (membership, { first, after }, context) =>
      context.services.rewards.history(requireUser(context), membership.restaurantUid, { first: first ?? undefined, after }),
  },
  Subscription: subscriptionResolvers,
};
