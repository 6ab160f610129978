import type { MutationResolvers, QueryResolvers } from './__generated__/resolvers-types.js';
import { requireUser } from './require-user.js';

/** The staff API (design.md "Staff side"); the service checks the role and scopes to the staff member's restaurant. */
export const staffQueryResolvers: Pick<QueryResolvers, 'staffQueue'> = {
  staffQueue: (_parent, _args, context) => context.services.staff.queue(requireUser(context)),
};

export const staffMutationResolvers: Pick<
  MutationResolvers,
  'approveClaim' | 'rejectClaim' | 'approvePointsRequest' | 'rejectPointsRequest' | 'creditInStore'
> = {
  approveClaim: (_parent, { id }, context) => context.services.staff.approveClaim(requireUser(context), id),
  rejectClaim: (_parent, { id }, context) => context.services.staff.rejectClaim(requireUser(context), id),
  approvePointsRequest: (_parent, { id, points }, context) => context.services.staff.approvePointsRequest(requireUser(context), id, points),
  rejectPointsRequest: (_parent, { id }, context) => context.services.staff.rejectPointsRequest(requireUser(context), id),
  creditInStore: async (_parent, { cusId, pin, amount }, context) => {
    const user = requireUser(context);
    await context.services.rateLimits.consume('credits', user.uid);
    return context.services.staff.creditInStore(user, { cusId: cusId.trim(), pin: pin.trim(), amount });
  },
};
