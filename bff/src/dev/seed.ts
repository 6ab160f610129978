import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { firestorePaths } from '../services/firestore-paths.js';
import { ensureStaffAccount } from '../services/staff-accounts.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, DEMO_RESTAURANTS, DEMO_STAFF_PASSWORD, demoStaffEmail } from './demo-data.js';

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

/**
 * One staff account per demo restaurant, and the demo owner who owns all three (local mode only; the Auth
 * emulator holds them). Demo restaurants seeded before owners existed get their owner now.
 */
export async function seedDemoAccounts(deps: { auth: Auth; db: Firestore }): Promise<void> {
  const paths = firestorePaths(deps.db);
  const [ownerUid] = await Promise.all([
    ensureOwnerAccount(deps, { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD }),
    ...DEMO_RESTAURANTS.map((restaurant) =>
      ensureStaffAccount(deps, { resId: restaurant.resId, email: demoStaffEmail(restaurant.resId), password: DEMO_STAFF_PASSWORD }),
    ),
  ]);
  await Promise.all(
    DEMO_RESTAURANTS.map(async ({ resId, city }) => {
      const restaurantUid = (await paths.restaurantIndex(resId).get()).data()?.restaurantUid;
      if (!restaurantUid) return;
      const ref = paths.restaurant(restaurantUid);
      await deps.db.runTransaction(async (tx) => {
        const doc = (await tx.get(ref)).data();
        if (doc && !doc.ownerUid) tx.update(ref, { ownerUid, city: doc.city ?? city });
      });
    }),
  );
}

/** An email/password account with the owner role and its owners/{uid} document; returns its uid. Safe to run again. */
async function ensureOwnerAccount(deps: { auth: Auth; db: Firestore }, input: { email: string; password: string }): Promise<string> {
  const existing = await deps.auth.getUserByEmail(input.email).catch(() => null);
  const user = existing ?? (await deps.auth.createUser({ email: input.email, password: input.password, emailVerified: true }));
  if (existing?.customClaims?.['role'] !== 'owner') await deps.auth.setCustomUserClaims(user.uid, { role: 'owner' });
  await firestorePaths(deps.db).owner(user.uid).set({ email: input.email, createdAt: Timestamp.now() }, { merge: true });
  return user.uid;
}
