import { restaurantUidSchema } from '@foodspot/schema/validation';
import { unauthenticated } from '../domain/errors.js';
import type { MembershipModel } from '../domain/membership.js';
import type { StaffQueueModel } from '../domain/staff.js';
import { parseInput } from '../http/parse-input.js';
import { type Settled, settleErrors, unwrapSettled } from '../services/live-feed.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * Thin: check the caller, let the services decide, map each change onto the GraphQL type. A feed that
 * fails (the membership was deleted, a listener broke) sends one error message through the error table
 * and completes; the socket and its other subscriptions carry on.
 */
export const subscriptionResolvers: Resolvers['Subscription'] = {
  pointsChanged: {
    subscribe: async (_parent, { restaurantUid }, context) => {
      if (!context.user) throw unauthenticated();
      return settleErrors(await context.services.memberships.watch(context.user, parseInput(restaurantUidSchema, restaurantUid)));
    },
    resolve: (item: Settled<MembershipModel>) => unwrapSettled(item),
  },
  staffQueueChanged: {
    subscribe: async (_parent, _args, context) => {
      if (!context.user) throw unauthenticated();
      return settleErrors(await context.services.staff.watchQueue(context.user));
    },
    resolve: (item: Settled<StaffQueueModel>) => unwrapSettled(item),
  },
};
