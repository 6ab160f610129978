import type { Firestore } from 'firebase-admin/firestore';

/** Every document path of design.md's data model, in one place. */
export function firestorePaths(db: Firestore) {
  const restaurant = (restaurantUid: string) => db.collection('restaurants').doc(restaurantUid);
  const customer = (customerUid: string) => db.collection('customers').doc(customerUid);
  const membership = (customerUid: string, restaurantUid: string) =>
    customer(customerUid).collection('restaurants').doc(restaurantUid);
  return {
    restaurant,
    restaurantIndex: (resId: string) => db.collection('restaurantIds').doc(resId),
    member: (restaurantUid: string, cusId: string) => restaurant(restaurantUid).collection('members').doc(cusId),
    customer,
    memberships: (customerUid: string) => customer(customerUid).collection('restaurants'),
    membership,
    claims: (customerUid: string, restaurantUid: string) => membership(customerUid, restaurantUid).collection('claims'),
    requests: (customerUid: string, restaurantUid: string) => membership(customerUid, restaurantUid).collection('requests'),
    history: (customerUid: string, restaurantUid: string) => membership(customerUid, restaurantUid).collection('history'),
  };
}
export type FirestorePaths = ReturnType<typeof firestorePaths>;
