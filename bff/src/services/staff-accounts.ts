import type { Auth } from 'firebase-admin/auth';
import { MIN_STAFF_PASSWORD } from '@foodspot/schema/rules';
import type { Firestore } from 'firebase-admin/firestore';
import { refuse } from '../domain/errors.js';
import { firestorePaths } from './firestore-paths.js';

/**
 * Makes `email` a staff account of the restaurant with public ID `resId`: an email/password user with
 * the custom claim role=staff and a staff/{uid} document. Safe to run again (seed, CLI).
 */
export async function ensureStaffAccount(
  deps: { auth: Auth; db: Firestore },
  input: { resId: string; email: string; password: string },
): Promise<{ uid: string; created: boolean; restaurantUid: string }> {
  if (input.password.length < MIN_STAFF_PASSWORD) throw refuse('BAD_INPUT', 'STAFF_PASSWORD_SHORT', { min: MIN_STAFF_PASSWORD });
  const paths = firestorePaths(deps.db);
  const restaurantUid = (await paths.restaurantIndex(input.resId.toUpperCase()).get()).data()?.restaurantUid;
  if (!restaurantUid) throw refuse('NOT_FOUND', 'RESTAURANT_ID_NOT_FOUND', { resId: input.resId });

  const existing = await deps.auth.getUserByEmail(input.email).catch(() => null);
  const user = existing
    ? await deps.auth.updateUser(existing.uid, { password: input.password })
    : await deps.auth.createUser({ email: input.email, password: input.password, emailVerified: true });
  await deps.auth.setCustomUserClaims(user.uid, { role: 'staff' });
  await paths.staff(user.uid).set({ restaurantUid, email: input.email });
  return { uid: user.uid, created: !existing, restaurantUid };
}
