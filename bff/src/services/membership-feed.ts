import type { Firestore } from 'firebase-admin/firestore';
import type { CustomerDoc } from '../domain/customer.js';
import { refuse } from '../domain/errors.js';
import { type MembershipDoc, pointsOf, type RestaurantDoc } from '../domain/membership.js';
import { firestorePaths } from './firestore-paths.js';
import { createLiveFeed } from './live-feed.js';

/** What a customer screen shows of a membership document; other fields changing is no news. */
const visibleState = (doc: MembershipDoc) =>
  JSON.stringify([
    pointsOf(doc),
    doc.latestClaim?.id,
    doc.latestClaim?.status,
    doc.latestRequest?.id,
    doc.latestRequest?.status,
    doc.latestRequest?.points,
    doc.historyUpdatedAt?.toMillis(),
  ]);

/** What a member's screen shows of the customer document: the PIN and whether wrong PINs locked it. */
const visibleProfile = (doc: CustomerDoc) => JSON.stringify([doc.pin, doc.profileSet, doc.pinLockedUntil?.toMillis() ?? null]);

/** What a member's screen shows of a restaurant document. */
const visibleRules = (doc: RestaurantDoc) =>
  JSON.stringify([doc.name, doc.phone, doc.reward, doc.minimumSpend, doc.pendingMinimumSpend, doc.minimumSpendFrom?.toMillis(), doc.suspended]);

/**
 * Live memberships (ADR 003): the points document with its latest claim and request, so a credit, an
 * approval and a rejection all reach every open screen. When the membership is deleted the feed ends
 * with NOT_FOUND.
 */
export function createMembershipFeed(deps: { db: Firestore }) {
  const paths = firestorePaths(deps.db);
  const feed = createLiveFeed<MembershipDoc>({ same: (a, b) => visibleState(a) === visibleState(b) });
  const restaurantFeed = createLiveFeed<RestaurantDoc>({ same: (a, b) => visibleRules(a) === visibleRules(b) });
  const customerFeed = createLiveFeed<CustomerDoc>({ same: (a, b) => visibleProfile(a) === visibleProfile(b) });

  return {
    watch(customerUid: string, restaurantUid: string): AsyncIterableIterator<MembershipDoc> {
      const ref = paths.membership(customerUid, restaurantUid);
      return feed.watch(ref.path, (emit, fail) =>
        ref.onSnapshot((snapshot) => {
          const membership = snapshot.data();
          if (membership) emit(membership);
          else fail(refuse('NOT_FOUND', 'NOT_IN_LIST'));
        }, fail),
      );
    },

    /**
     * The restaurant document, then again whenever what a member's screen shows of it changes (an owner's
     * edit, an announced price, a pause): one listener per restaurant, shared by all its open screens.
     */
    watchRestaurant(restaurantUid: string): AsyncIterableIterator<RestaurantDoc> {
      const ref = paths.restaurant(restaurantUid);
      return restaurantFeed.watch(ref.path, (emit, fail) =>
        ref.onSnapshot((snapshot) => {
          const restaurant = snapshot.data();
          if (restaurant) emit(restaurant);
          else fail(refuse('NOT_FOUND', 'NOT_IN_LIST'));
        }, fail),
      );
    },

    /**
     * The customer document, then again whenever what their screens show of it changes (the PIN, a PIN lock set or
     * lifted): one listener per customer, shared by all their open screens.
     */
    watchCustomer(customerUid: string): AsyncIterableIterator<CustomerDoc> {
      const ref = paths.customer(customerUid);
      return customerFeed.watch(ref.path, (emit, fail) =>
        ref.onSnapshot((snapshot) => {
          const customer = snapshot.data();
          if (customer) emit(customer);
          else fail(refuse('FORBIDDEN', 'PROFILE_FIRST'));
        }, fail),
      );
    },

    /** Firestore listeners open in this process (one per watched membership, restaurant and customer). */
    activeListenerCount: () => feed.activeListenerCount() + restaurantFeed.activeListenerCount() + customerFeed.activeListenerCount(),
  };
}
export type MembershipFeed = ReturnType<typeof createMembershipFeed>;
