import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type { AccountDeletionGuessesDoc, ConsentDoc, CustomerDoc, EndedSessionDoc } from '../domain/customer.js';
import type {
  ClaimDoc,
  HistoryDoc,
  MemberDoc,
  MembershipDoc,
  OrderIdDoc,
  PointsRequestDoc,
  RestaurantDoc,
  RestaurantIndexDoc,
} from '../domain/membership.js';
import type { ActivityDoc, OwnerDoc, RestaurantIdCounterDoc, StatsDoc } from '../domain/owner.js';
import type { CreditReceiptDoc, LockoutDoc, StaffDoc, StaffInviteDoc } from '../domain/staff.js';

const asStored: FirestoreDataConverter<DocumentData> = {
  toFirestore: (data) => data,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data(),
};

/**
 * Documents read and written as they are (no field is renamed or dropped), typed as the data model in
 * domain/ says: the one place where stored data is taken to be of its document type.
 */
const typed = <T extends DocumentData>() => asStored as FirestoreDataConverter<T>;

/**
 * Every document path of architecture.md's data model, in one place, as references typed by their
 * document types (`ref.get()`, `tx.get(ref)`, `db.getAll(...refs)` and queries give typed data).
 */
export function firestorePaths(db: Firestore) {
  const restaurants = () => db.collection('restaurants').withConverter(typed<RestaurantDoc>());
  const restaurant = (restaurantUid: string) => restaurants().doc(restaurantUid);
  const customer = (customerUid: string) => db.collection('customers').withConverter(typed<CustomerDoc>()).doc(customerUid);
  const memberships = (customerUid: string) => customer(customerUid).collection('restaurants').withConverter(typed<MembershipDoc>());
  const membership = (customerUid: string, restaurantUid: string) => memberships(customerUid).doc(restaurantUid);
  return {
    /** restaurants/: `.doc()` names a new restaurant (the seed). */
    restaurants,
    restaurant,
    restaurantIndex: (resId: string) => db.collection('restaurantIds').withConverter(typed<RestaurantIndexDoc>()).doc(resId),
    /** The receipt of an in-store credit, by the idempotency key the till sent with it. */
    creditReceipt: (restaurantUid: string, idempotencyKey: string) =>
      restaurant(restaurantUid).collection('creditReceipts').withConverter(typed<CreditReceiptDoc>()).doc(idempotencyKey),
    /** The dashboard's counters: 'totals', and one 'day-YYYY-MM-DD' per day (programme-stats.ts). */
    stats: (restaurantUid: string) => restaurant(restaurantUid).collection('stats').withConverter(typed<StatsDoc>()),
    /** What staff did at this restaurant, for its owner (newest first by createdAt). */
    activity: (restaurantUid: string) => restaurant(restaurantUid).collection('activity').withConverter(typed<ActivityDoc>()),
    /** The number behind the next public FS… ID (never reused). */
    restaurantIdCounter: () => db.collection('counters').withConverter(typed<RestaurantIdCounterDoc>()).doc('restaurantIds'),
    owner: (ownerUid: string) => db.collection('owners').withConverter(typed<OwnerDoc>()).doc(ownerUid),
    /** Staff accounts, to list a restaurant's. */
    allStaff: () => db.collection('staff').withConverter(typed<StaffDoc>()),
    member: (restaurantUid: string, cusId: string) => restaurant(restaurantUid).collection('members').withConverter(typed<MemberDoc>()).doc(cusId),
    customer,
    /** A customer's consent records, one per consent given. */
    consents: (customerUid: string) => customer(customerUid).collection('consents').withConverter(typed<ConsentDoc>()),
    memberships,
    membership,
    claims: (customerUid: string, restaurantUid: string) =>
      membership(customerUid, restaurantUid).collection('claims').withConverter(typed<ClaimDoc>()),
    requests: (customerUid: string, restaurantUid: string) =>
      membership(customerUid, restaurantUid).collection('requests').withConverter(typed<PointsRequestDoc>()),
    history: (customerUid: string, restaurantUid: string) =>
      membership(customerUid, restaurantUid).collection('history').withConverter(typed<HistoryDoc>()),
    /** Every customer's claims (a collection-group query: the staff queue). */
    allClaims: () => db.collectionGroup('claims').withConverter(typed<ClaimDoc>()),
    /** Every customer's history rows (a collection-group query: a staff account's Last credits). */
    allHistory: () => db.collectionGroup('history').withConverter(typed<HistoryDoc>()),
    /** Every customer's points requests (a collection-group query: the staff queue). */
    allRequests: () => db.collectionGroup('requests').withConverter(typed<PointsRequestDoc>()),
    staff: (staffUid: string) => db.collection('staff').withConverter(typed<StaffDoc>()).doc(staffUid),
    /** A set-password link by the hash of its token (services/staff-invites.ts). */
    staffInvite: (tokenHash: string) => db.collection('staffInvites').withConverter(typed<StaffInviteDoc>()).doc(tokenHash),
    /** One platform's order ID, held by the request that asked points for it (domain/membership.ts OrderIdDoc). */
    orderId: (platform: string, orderId: string) =>
      db
        .collection('orderIds')
        .withConverter(typed<OrderIdDoc>())
        .doc(`${platform.toLowerCase().replace(/[^a-z0-9]/g, '') || 'other'}_${orderId}`),
    /** Order IDs still naming a customer (their account's deletion clears them). */
    orderIds: () => db.collection('orderIds').withConverter(typed<OrderIdDoc>()),
    /** Wrong PINs given to delete one customer's account (services/accounts.ts). */
    accountDeletionGuesses: (customerUid: string) =>
      db.collection('accountDeletionGuesses').withConverter(typed<AccountDeletionGuessesDoc>()).doc(customerUid),
    /** Wrong PINs for one customer, at every restaurant together. */
    pinLockout: (customerUid: string) => db.collection('pinLockouts').withConverter(typed<LockoutDoc>()).doc(customerUid),
    /** A session logged out on its device, by the digest of its cookie (services/sessions.ts). */
    endedSessions: () => db.collection('endedSessions').withConverter(typed<EndedSessionDoc>()),
    endedSession: (sessionKey: string) => db.collection('endedSessions').withConverter(typed<EndedSessionDoc>()).doc(sessionKey),
    /** Wrong PINs and unknown Customer IDs entered by one staff account. */
    staffPinGuesses: (staffUid: string) => db.collection('staffPinGuesses').withConverter(typed<LockoutDoc>()).doc(staffUid),
  };
}
export type FirestorePaths = ReturnType<typeof firestorePaths>;

/** `db.getAll(...refs)`, one round trip: each snapshot keeps its reference's converter, which the SDK's type forgets. */
export const getAll = <T extends DocumentData>(db: Firestore, refs: DocumentReference<T>[]) => db.getAll(...refs) as Promise<DocumentSnapshot<T>[]>;
