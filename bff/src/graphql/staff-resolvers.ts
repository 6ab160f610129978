import type { MutationResolvers, QueryResolvers } from './__generated__/resolvers-types.js';
import type { GraphQLContext } from '../context.js';
import type { CreditInput } from '../services/staff.js';
import { requireFreshUser, requireUser } from './require-user.js';

/** The staff API (ADR 011); the service checks the role and scopes to the staff member's restaurant. */
export const staffQueryResolvers: Pick<QueryResolvers, 'staffQueue' | 'staffMemberLookup' | 'lastCredits'> = {
  staffQueue: (_parent, _args, context) => context.services.staff.queue(requireUser(context)),
  // Each Customer ID typed at the till: counted per staff account like the credits.
  staffMemberLookup: async (_parent, { cusId }, context) => {
    const user = requireUser(context);
    await context.services.rateLimits.consume('lookups', user.uid);
    return context.services.staff.lookUpMember(user, cusId.trim());
  },
  lastCredits: (_parent, _args, context) => context.services.staff.lastCredits(requireUser(context)),
};

/** A credit's arguments as the service takes them, once the account's credit budget allows one more. */
async function creditArguments(context: GraphQLContext, args: CreditInput) {
  const user = await requireFreshUser(context);
  await context.services.rateLimits.consume('credits', user.uid);
  return { user, input: { ...args, cusId: args.cusId.trim(), pin: args.pin.trim() } };
}

/** The till account deciding a claim or a request, once its decisions' budget (the credits' rate) allows one more. */
async function decidingUser(context: GraphQLContext) {
  const user = await requireFreshUser(context);
  await context.services.rateLimits.consume('decisions', user.uid);
  return user;
}

export const staffMutationResolvers: Pick<
  MutationResolvers,
  'approveClaim' | 'rejectClaim' | 'approvePointsRequest' | 'rejectPointsRequest' | 'creditInStore' | 'creditBill' | 'undoCredit'
> = {
  // Every staff action moves points: the session is checked with Firebase Auth now, never from the cache (ADR 010).
  approveClaim: async (_parent, { id, pin }, context) =>
    context.services.staff.decide(await decidingUser(context), { kind: 'claim', id, decision: 'approved', pin }),
  rejectClaim: async (_parent, { id }, context) =>
    context.services.staff.decide(await decidingUser(context), { kind: 'claim', id, decision: 'rejected' }),
  approvePointsRequest: async (_parent, { id, points }, context) =>
    context.services.staff.decide(await decidingUser(context), { kind: 'request', id, decision: 'approved', points }),
  rejectPointsRequest: async (_parent, { id, reason, note }, context) =>
    context.services.staff.decide(await decidingUser(context), { kind: 'request', id, decision: 'rejected', reason, note }),
  creditInStore: async (_parent, args, context) => {
    const { user, input } = await creditArguments(context, args);
    return context.services.staff.creditInStore(user, input);
  },
  creditBill: async (_parent, args, context) => {
    const { user, input } = await creditArguments(context, args);
    return context.services.staff.creditBill(user, input);
  },
  undoCredit: async (_parent, { id }, context) => {
    const user = await requireFreshUser(context);
    await context.services.rateLimits.consume('undos', user.uid);
    return context.services.staff.undoCredit(user, id);
  },
};
