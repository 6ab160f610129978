import type { MutationResolvers, QueryResolvers } from './__generated__/resolvers-types.js';
import { requireFreshUser, requireUser } from './require-user.js';

/** The staff API (ADR 011); the service checks the role and scopes to the staff member's restaurant. */
export const staffQueryResolvers: Pick<QueryResolvers, 'staffQueue'> = {
  staffQueue: (_parent, _args, context) => context.services.staff.queue(requireUser(context)),
};

export const staffMutationResolvers: Pick<
  MutationResolvers,
  'approveClaim' | 'rejectClaim' | 'approvePointsRequest' | 'rejectPointsRequest' | 'creditInStore'
> = {
  // Every staff action moves points: the session is checked with Firebase Auth now, never from the cache (ADR 010).
  approveClaim: async (_parent, { id }, context) =>
    context.services.staff.decide(await requireFreshUser(context), { kind: 'claim', id, decision: 'approved' }),
  rejectClaim: async (_parent, { id }, context) =>
    context.services.staff.decide(await requireFreshUser(context), { kind: 'claim', id, decision: 'rejected' }),
  approvePointsRequest: async (_parent, { id, points }, context) =>
    context.services.staff.decide(await requireFreshUser(context), { kind: 'request', id, decision: 'approved', points }),
  rejectPointsRequest: async (_parent, { id }, context) =>
    context.services.staff.decide(await requireFreshUser(context), { kind: 'request', id, decision: 'rejected' }),
  creditInStore: async (_parent, { cusId, pin, amount, idempotencyKey }, context) => {
    const user = await requireFreshUser(context);
    await context.services.rateLimits.consume('credits', user.uid);
    return context.services.staff.creditInStore(user, { cusId: cusId.trim(), pin: pin.trim(), amount, idempotencyKey });
  },
};
