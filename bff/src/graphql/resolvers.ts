import { consentBodySchema, deleteAccountBodySchema } from '@foodspot/schema/privacy';
import { profileInputSchema } from '@foodspot/schema/profile';
import { historyCursorSchema, orderIdSchema, platformSchema, resIdSchema, restaurantUidSchema } from '@foodspot/schema/validation';
import type { GraphQLContext } from '../context.js';
import { DomainError } from '../domain/errors.js';
import type { AccountBucket } from '../services/rate-limits.js';
import { parseInput } from '../http/parse-input.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { requireFreshUser, requireUser } from './require-user.js';
import { ownerMutationResolvers, ownerQueryResolvers } from './owner-resolvers.js';
import { staffMutationResolvers, staffQueryResolvers } from './staff-resolvers.js';
import { subscriptionResolvers } from './subscriptions.js';

/** The SDL's default page size of `history(first:)`. */
const DEFAULT_HISTORY_PAGE = 50;

/** `restaurant(restaurantUid)` is null, not an error, for a restaurant outside the caller's list. */
const nullWhenNotFound = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'NOT_FOUND') return null;
    throw error;
  });

/**
 * The caller of a change, once it is counted against their per-account budget (the same one REST
 * spends) and their session is confirmed by Firebase Auth now (ADR 010: reads cached, changes fresh).
 */
async function rateLimitedUser(context: GraphQLContext, bucket: AccountBucket) {
  await context.services.rateLimits.consume(bucket, requireUser(context).uid);
  return requireFreshUser(context);
}

/** Thin: parse, call a service, return what it gives. */
export const resolvers: Resolvers = {
  Query: {
    ...staffQueryResolvers,
    ...ownerQueryResolvers,
    me: (_parent, _args, context) => context.services.customers.getViewer(requireUser(context)),
    restaurants: async (_parent, _args, context) => {
      const memberships = await context.services.memberships.list(requireUser(context));
      context.historyRows.countRead(memberships.length);
      return memberships;
    },
    restaurant: (_parent, { restaurantUid }, context) =>
      nullWhenNotFound(context.services.memberships.get(requireUser(context), parseInput(restaurantUidSchema, restaurantUid))),
  },
  Mutation: {
    ...staffMutationResolvers,
    ...ownerMutationResolvers,
    // Changes are made only by a session Auth confirms now (ADR 010).
    saveProfile: async (_parent, { input }, context) =>
      context.services.customers.saveProfile(await requireFreshUser(context), parseInput(profileInputSchema, input)),
    deleteAccount: async (_parent, args, context) => {
      const { pin } = parseInput(deleteAccountBodySchema, { pin: args.pin ?? undefined });
      await context.services.accounts.deleteAccount(await requireFreshUser(context), pin);
      return true;
    },
    giveConsent: async (_parent, args, context) => {
      const { noticeVersion } = parseInput(consentBodySchema, args);
      return context.services.customers.giveConsent(await requireFreshUser(context), noticeVersion);
    },
    addRestaurant: async (_parent, { resId }, context) =>
      context.services.memberships.add(await rateLimitedUser(context, 'addRestaurant'), parseInput(resIdSchema, resId)),
    deleteRestaurant: async (_parent, { restaurantUid }, context) => {
      await context.services.memberships.remove(await requireFreshUser(context), parseInput(restaurantUidSchema, restaurantUid));
      return true;
    },
    claimReward: async (_parent, { restaurantUid, platform }, context) =>
      context.services.rewards.claimReward(
        await rateLimitedUser(context, 'claims'),
        parseInput(restaurantUidSchema, restaurantUid),
        parseInput(platformSchema, platform),
      ),
    requestPoints: async (_parent, { restaurantUid, platform, orderId }, context) =>
      context.services.rewards.requestPoints(
        await rateLimitedUser(context, 'claims'),
        parseInput(restaurantUidSchema, restaurantUid),
        parseInput(platformSchema, platform),
        orderId == null ? null : parseInput(orderIdSchema, orderId),
      ),
  },
  Viewer: {
    // Only the customer's own data, and only for a customer (staff and owners have none kept here).
    dataExport: (viewer, _args, context) => {
      const user = requireUser(context);
      return viewer.uid === user.uid && user.role === 'customer' ? context.services.accounts.exportData(user) : null;
    },
  },
  // latestClaim and latestRequest come with the membership document; history is its own read.
  Membership: {
    // Runs once per item of `restaurants`: apollo.ts makes it fail one way only (one-way-failures.ts).
    history: (membership, { first, after }, context, info) => {
      context.historyRows.take(first ?? DEFAULT_HISTORY_PAGE, info.rootValue);
      return context.services.rewards.history(requireUser(context), membership.restaurantUid, {
        first: first ?? undefined,
        after: after == null ? null : parseInput(historyCursorSchema, after),
      });
    },
  },
  Subscription: subscriptionResolvers,
};
