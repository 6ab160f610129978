import { activityCursorSchema, restaurantInputSchema, staffEmailSchema, staffUidSchema } from '@foodspot/schema/restaurant';
import { customerIdSchema, restaurantUidSchema } from '@foodspot/schema/validation';
import { parseInput } from '../http/parse-input.js';
import type { MutationResolvers, QueryResolvers } from './__generated__/resolvers-types.js';
import { requireFreshUser, requireUser } from './require-user.js';

/** The owner API (ADR 014): the service checks the role and that the restaurant is the caller's. */
export const ownerQueryResolvers: Pick<QueryResolvers, 'ownerRestaurants' | 'restaurantStaff' | 'restaurantDashboard' | 'restaurantActivity'> = {
  ownerRestaurants: (_parent, _args, context) => context.services.owners.restaurants(requireUser(context)),
  restaurantStaff: (_parent, { restaurantUid }, context) =>
    context.services.owners.staff(requireUser(context), parseInput(restaurantUidSchema, restaurantUid)),
  restaurantDashboard: (_parent, { restaurantUid }, context) =>
    context.services.owners.dashboard(requireUser(context), parseInput(restaurantUidSchema, restaurantUid)),
  restaurantActivity: (_parent, { restaurantUid, first, after }, context) =>
    context.services.owners.activity(requireUser(context), parseInput(restaurantUidSchema, restaurantUid), {
      first,
      after: after == null ? null : parseInput(activityCursorSchema, after),
    }),
};

export const ownerMutationResolvers: Pick<MutationResolvers, 'createRestaurant' | 'updateRestaurant' | 'addStaff' | 'removeStaff' | 'liftPinLock'> = {
  // Changes are made only by a session Auth confirms now (ADR 010): a removed owner or a revoked session does nothing.
  createRestaurant: async (_parent, { input }, context) =>
    context.services.owners.createRestaurant(await requireFreshUser(context), parseInput(restaurantInputSchema, input)),
  updateRestaurant: async (_parent, { restaurantUid, input }, context) =>
    context.services.owners.updateRestaurant(
      await requireFreshUser(context),
      parseInput(restaurantUidSchema, restaurantUid),
      parseInput(restaurantInputSchema, input),
    ),
  addStaff: async (_parent, { restaurantUid, email }, context) => {
    const { setPasswordPath, ...member } = await context.services.owners.addStaff(
      await requireFreshUser(context),
      parseInput(restaurantUidSchema, restaurantUid),
      parseInput(staffEmailSchema, email),
    );
    return { ...member, setPasswordLink: `${context.origin}${setPasswordPath}` };
  },
  removeStaff: async (_parent, { restaurantUid, staffUid }, context) => {
    await context.services.owners.removeStaff(
      await requireFreshUser(context),
      parseInput(restaurantUidSchema, restaurantUid),
      parseInput(staffUidSchema, staffUid),
    );
    return true;
  },
  liftPinLock: async (_parent, { restaurantUid, cusId }, context) =>
    context.services.owners.liftPinLock(
      await requireFreshUser(context),
      parseInput(restaurantUidSchema, restaurantUid),
      parseInput(customerIdSchema, cusId),
    ),
};
