import { Timestamp } from 'firebase-admin/firestore';
import type { SessionUser } from '../bff/src/domain/customer.js';
import { firestorePaths } from '../bff/src/services/firestore-paths.js';
import { ensureStaffAccount } from '../bff/src/services/staff-accounts.js';
import { uniqueMobile } from './browser.js';
import { serviceLayer } from './service-layer.js';

export const TILL_PASSWORD = 'busy-till-password';
const PIN = '4321';

let restaurants = 0;

/**
 * A restaurant of its own on a Friday night, made through the BFF's services (what customers and a cashier would
 * have done, without a browser for each): two staff accounts, `waiting` customers who each asked for points on a
 * Zomato order, and `claims` more who earned the reward and claimed it in-store. Customers are named "Guest 01"…,
 * the claimants "Claimant 01"…, so a search finds them; every PIN is 4321.
 */
export async function busyRestaurant(options: { waiting: number; claims: number; minimumSpend?: number }) {
  const { firebase, services } = serviceLayer();
  const paths = firestorePaths(firebase.db);
  restaurants += 1;
  const resId = `FS9${String(Date.now()).slice(-5)}${restaurants}`;
  const restaurantRef = paths.restaurants().doc();
  const name = `Friday Night Dosa ${restaurants}`;
  await restaurantRef.set({
    resId,
    name,
    phone: '044 2434 1001',
    city: 'Chennai',
    minimumSpend: options.minimumSpend ?? 300,
    reward: 'Free filter coffee',
    suspended: false,
    createdAt: Timestamp.now(),
  });
  await paths.restaurantIndex(resId).set({ restaurantUid: restaurantRef.id });
  const tills = await Promise.all(
    ['first', 'second'].map(async (till) => {
      const email = `till-${till}-${resId.toLowerCase()}@foodspot.test`;
      const { uid } = await ensureStaffAccount(firebase, { resId, email, password: TILL_PASSWORD });
      const user: SessionUser = { uid, role: 'staff', phoneNumber: null, email };
      return { email, user };
    }),
  );

  /** A customer who joined: signed up by phone, profile saved, the restaurant added. */
  const member = async (firstName: string, lastName: string) => {
    const phoneNumber = `+91${uniqueMobile()}`;
    const { uid } = await firebase.auth.createUser({ phoneNumber });
    const user: SessionUser = { uid, role: 'customer', phoneNumber, email: null };
    await services.customers.recordSignIn(user, 'phone');
    await services.customers.saveProfile(user, { firstName, lastName, phone: phoneNumber.slice(3), email: null, pin: PIN });
    const { cusId } = await services.memberships.add(user, resId);
    return { user, cusId, name: `${firstName} ${lastName}` };
  };
  const number = (index: number) => String(index + 1).padStart(2, '0');
  const waiting = await Promise.all(
    Array.from({ length: options.waiting }, async (_, index) => {
      const customer = await member('Guest', number(index));
      await services.rewards.requestPoints(customer.user, restaurantRef.id, 'Zomato');
      return customer;
    }),
  );
  const claimants = await Promise.all(
    Array.from({ length: options.claims }, async (_, index) => {
      const customer = await member('Claimant', number(index));
      await services.staff.creditInStore(tills[0]!.user, { cusId: customer.cusId, pin: PIN, amount: options.minimumSpend ?? 300 });
      await services.rewards.claimReward(customer.user, restaurantRef.id, 'In-Store');
      return customer;
    }),
  );
  return { resId, name, restaurantUid: restaurantRef.id, tills, waiting, claimants, member };
}
