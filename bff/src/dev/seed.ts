import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { firestorePaths } from '../services/firestore-paths.js';
import { ensureStaffAccount } from '../services/staff-accounts.js';
import { DEMO_RESTAURANTS, DEMO_STAFF_PASSWORD, demoStaffEmail } from './demo-data.js';

/**
 * Idempotent: a restaurant whose public ID is already indexed is left alone, so running it on every
 * start never duplicates or resets data. Returns the resIds it created.
 */
export async function seedDemoRestaurants(db: Firestore, now: Date = new Date()): Promise<string[]> {
  const paths = firestorePaths(db);
  const created = await Promise.all(
    DEMO_RESTAURANTS.map((restaurant) =>
      db.runTransaction(async (tx): Promise<string | null> => {
        const indexRef = paths.restaurantIndex(restaurant.resId);
        if ((await tx.get(indexRef)).exists) return null;
        const restaurantRef = paths.restaurants().doc();
        tx.create(restaurantRef, { ...restaurant, createdAt: Timestamp.fromDate(now) });
        tx.create(indexRef, { restaurantUid: restaurantRef.id });
        return restaurant.resId;
      }),
    ),
  );
  return created.filter((resId): resId is string => resId !== null);
}

/** One staff account per demo restaurant (local mode only; the Auth emulator holds them). */
export async function seedDemoStaff(deps: { auth: Auth; db: Firestore }): Promise<void> {
  await Promise.all(
    DEMO_RESTAURANTS.map((restaurant) =>
      ensureStaffAccount(deps, { resId: restaurant.resId, email: demoStaffEmail(restaurant.resId), password: DEMO_STAFF_PASSWORD }),
    ),
  );
}
