import { unauthenticated } from '../domain/errors.js';
import { withPoints } from '../domain/membership.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** Maps each value, passing `return()` straight through so an unsubscribe releases the source at once. */
function mapIterator<T, U>(source: AsyncIterableIterator<T>, map: (value: T) => U): AsyncIterableIterator<U> {
  return {
    async next() {
      const result = await source.next();
      return result.done ? { done: true, value: undefined } : { done: false, value: map(result.value) };
    },
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** Thin: check the caller, let the services decide, map the feed's points onto the membership. */
export const subscriptionResolvers: Resolvers['Subscription'] = {
  pointsChanged: {
    subscribe: async (_parent, { restaurantUid }, context) => {
      if (!context.user) throw unauthenticated();
      // 404 unless the restaurant is in the caller's list; also the rest of the Membership fields.
      const membership = await context.services.memberships.get(context.user, restaurantUid);
      const points = context.services.pointsFeed.watch(context.user.uid, restaurantUid);
      return mapIterator(points, (value) => ({ pointsChanged: withPoints(membership, value) }));
    },
  },
};
