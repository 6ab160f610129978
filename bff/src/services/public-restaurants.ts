import type { Firestore } from 'firebase-admin/firestore';
import { refuse } from '../domain/errors.js';
import { firestorePaths } from './firestore-paths.js';
import type { RestaurantDirectory } from './restaurant-directory.js';

/**
 * What anyone may know about a restaurant without signing in: its name, found by its public ID (the
 * Restaurant ID printed on the counter poster). Used by the landing page to say which restaurant a
 * poster link is about to add.
 */
export function createPublicRestaurants(deps: { db: Firestore; restaurants: RestaurantDirectory }) {
  const paths = firestorePaths(deps.db);
  return {
    /** The name of the restaurant with this public ID (already checked by resIdSchema); NOT_FOUND when none has it. */
    async publicName(resId: string): Promise<string> {
      const restaurantUid = (await paths.restaurantIndex(resId).get()).data()?.restaurantUid;
      // Only an indexed restaurant reaches the directory, so made-up IDs open no listeners.
      const restaurant = restaurantUid ? await deps.restaurants.get(restaurantUid) : null;
      // A suspended restaurant is not offered to anyone new (its poster link answers as an unknown ID).
      if (!restaurant || restaurant.suspended) throw refuse('NOT_FOUND', 'RESTAURANT_ID_UNKNOWN');
      return restaurant.name;
    },
  };
}
export type PublicRestaurants = ReturnType<typeof createPublicRestaurants>;
