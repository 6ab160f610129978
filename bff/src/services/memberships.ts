import { randomInt } from 'node:crypto';
import { type Firestore, type Transaction, Timestamp } from 'firebase-admin/firestore';
import type { CustomerDoc, SessionUser } from '../domain/customer.js';
import { refuse } from '../domain/errors.js';
import { type MembershipDoc, type MembershipModel, releasedOrderId, toMembershipModel } from '../domain/membership.js';
import type { DocumentReader } from './document-reader.js';
import { dayOf } from '../domain/days.js';
import { firestorePaths } from './firestore-paths.js';
import { StatsChange } from './programme-stats.js';
import { combineLatest, mapLatest, skipRepeats, startWith } from './live-feed.js';
import type { MembershipFeed } from './membership-feed.js';
import type { RestaurantDirectory } from './restaurant-directory.js';
import { readAll, type TransactionRunner } from './transactions.js';

const CUS_ID_ATTEMPTS = 8;

/** Whether two live messages would show the same (the restaurant's first snapshot repeats the first message). */
const sameModel = (a: MembershipModel, b: MembershipModel) => JSON.stringify(a) === JSON.stringify(b);

/** The customer's restaurant list: add by public ID, read, delete. */
export function createMembershipService(deps: {
  db: Firestore;
  now: () => Date;
  transactions: TransactionRunner;
  feed: MembershipFeed;
  restaurants: RestaurantDirectory;
  readDocument: DocumentReader;
}) {
  const { db, transactions, restaurants } = deps;
  const paths = firestorePaths(db);

  /** Only customers with a saved profile (and so a PIN) hold memberships. */
  async function profileOf(user: SessionUser, tx?: Transaction): Promise<CustomerDoc> {
    if (user.role !== 'customer') throw refuse('FORBIDDEN', 'ONLY_CUSTOMERS_LIST');
    const ref = paths.customer(user.uid);
    const customer = (await (tx ? tx.get(ref) : deps.readDocument(ref))).data();
    if (!customer?.profileSet || !customer.pin) throw refuse('FORBIDDEN', 'PROFILE_FIRST');
    return customer;
  }

  /** A 6-digit customer ID not yet taken at this restaurant, checked inside the transaction. */
  async function freeCusId(tx: Transaction, restaurantUid: string): Promise<string> {
    for (let attempt = 0; attempt < CUS_ID_ATTEMPTS; attempt += 1) {
      const cusId = String(randomInt(100_000, 1_000_000));
      if (!(await tx.get(paths.member(restaurantUid, cusId))).exists) return cusId;
    }
    throw refuse('CONFLICT', 'CUSTOMER_ID_NOT_ASSIGNED');
  }

  return {
    /** N restaurants cost N + 1 reads (the customer and the memberships; restaurants come from the directory). */
    async list(user: SessionUser): Promise<MembershipModel[]> {
      const [customer, memberships] = await Promise.all([profileOf(user), paths.memberships(user.uid).orderBy('joinedAt').get()]);
      if (memberships.empty) return [];
      const restaurantDocs = await restaurants.getMany(memberships.docs.map((doc) => doc.id));
      return memberships.docs.flatMap((doc, index) => {
        const restaurant = restaurantDocs[index];
        if (!restaurant) return [];
        return [
          toMembershipModel({
            restaurantUid: doc.id,
            restaurant,
            membership: doc.data(),
            customerUid: user.uid,
            pin: customer.pin!,
            pinLockedUntil: customer.pinLockedUntil,
            now: deps.now(),
          }),
        ];
      });
    },

    /**
     * One restaurant of the caller's list; 404 whether it does not exist or is someone else's.
     * Two reads, asked together (one round trip in a GraphQL operation): the customer and the membership.
     * The restaurant comes from the directory, asked only once the membership exists, so ids from outside
     * never open listeners.
     */
    async get(user: SessionUser, restaurantUid: string): Promise<MembershipModel> {
      const [customer, snapshot] = await Promise.all([profileOf(user), deps.readDocument(paths.membership(user.uid, restaurantUid))]);
      const membership = snapshot.data();
      const restaurant = membership ? await restaurants.get(restaurantUid) : null;
      if (!membership || !restaurant) throw refuse('NOT_FOUND', 'NOT_IN_LIST');
      return toMembershipModel({
        restaurantUid,
        restaurant,
        membership,
        customerUid: user.uid,
        pin: customer.pin!,
        pinLockedUntil: customer.pinLockedUntil,
        now: deps.now(),
      });
    },

    /**
     * The membership now, then again whenever its points, latest claim or latest request change (ADR 006);
     * 404 unless it is in the caller's list, and the feed fails with 404 when it is deleted.
     * The membership comes from the listener's first snapshot, not a read of its own: a listener another
     * screen already opened answers from memory, so a subscribe costs the customer read alone.
     */
    async watch(user: SessionUser, restaurantUid: string): Promise<AsyncIterableIterator<MembershipModel>> {
      // Refused before any listener opens; then the profile read and the listener's first snapshot go out together
      // (one round trip before the first message, not two: the detail screen waits for it).
      if (user.role !== 'customer') throw refuse('FORBIDDEN', 'ONLY_CUSTOMERS_LIST');
      const updates = deps.feed.watch(user.uid, restaurantUid);
      // The customer document through a listener too (shared by the customer's screens): a PIN lock set or lifted,
      // or a new PIN, reaches open screens. Its first snapshot is the profile check's read.
      const profile = deps.feed.watchCustomer(user.uid);
      try {
        // The listener fails with NOT_FOUND when the membership does not exist.
        const [customerFirst, first] = await Promise.all([profile.next(), updates.next()]);
        const customer = customerFirst.done ? undefined : customerFirst.value;
        if (!customer?.profileSet || !customer.pin) throw refuse('FORBIDDEN', 'PROFILE_FIRST');
        const restaurant = first.done ? null : await restaurants.get(restaurantUid);
        if (first.done || !restaurant) throw refuse('NOT_FOUND', 'NOT_IN_LIST');
        const current = toMembershipModel({
          restaurantUid,
          restaurant,
          membership: first.value,
          customerUid: user.uid,
          pin: customer.pin,
          pinLockedUntil: customer.pinLockedUntil,
          now: deps.now(),
        });
        // Only now, with the membership found, is a listener opened on its restaurant: an owner's change
        // (an announced price, a new reward text, a pause) reaches open screens as a points change does.
        const ownChanges = combineLatest(updates, profile, { value: first.value }, { value: customer });
        const changes = combineLatest(ownChanges, deps.feed.watchRestaurant(restaurantUid), {
          value: [first.value, customer] as [MembershipDoc, CustomerDoc],
        });
        let lastSent = current;
        const models = mapLatest(changes, ([[membership, customerNow], restaurantNow]) =>
          toMembershipModel({
            restaurantUid,
            restaurant: restaurantNow,
            membership,
            customerUid: user.uid,
            pin: customerNow.pin ?? customer.pin!,
            pinLockedUntil: customerNow.pinLockedUntil,
            now: deps.now(),
          }),
        );
        return startWith(
          current,
          skipRepeats(models, (model) => {
            const repeat = sameModel(model, lastSent);
            lastSent = model;
            return repeat;
          }),
        );
      } catch (error) {
        await Promise.all([updates.return?.(), profile.return?.()]);
        throw error;
      }
    },

    async add(user: SessionUser, resId: string): Promise<MembershipModel> {
      // A customer's adds take turns: a double tap (or twenty) is one add and 409s, not lock timeouts.
      return transactions.run(paths.memberships(user.uid).path, async (tx) => {
        const [customer, index] = await readAll([profileOf(user, tx), tx.get(paths.restaurantIndex(resId))]);
        const restaurantUid = index.data()?.restaurantUid;
        if (!restaurantUid) throw refuse('NOT_FOUND', 'UNKNOWN_RESTAURANT', { resId });
        const [restaurantSnapshot, existing] = await readAll([
          tx.get(paths.restaurant(restaurantUid)),
          tx.get(paths.membership(user.uid, restaurantUid)),
        ]);
        const restaurant = restaurantSnapshot.data();
        // A restaurant the operator suspended cannot be added: it answers as an unknown ID.
        if (!restaurant || restaurant.suspended) throw refuse('NOT_FOUND', 'UNKNOWN_RESTAURANT', { resId });
        if (existing.exists) throw refuse('CONFLICT', 'ALREADY_IN_LIST');
        const cusId = await freeCusId(tx, restaurantUid);
        const now = deps.now();
        const membership: MembershipDoc = { points: 0, cusId, joinedAt: Timestamp.fromDate(now) };
        tx.create(paths.membership(user.uid, restaurantUid), membership);
        tx.create(paths.member(restaurantUid, cusId), { customerUid: user.uid });
        new StatsChange(restaurantUid, dayOf(now)).joined(dayOf(now)).writeTo(tx, db);
        return toMembershipModel({
          restaurantUid,
          restaurant,
          membership,
          customerUid: user.uid,
          pin: customer.pin!,
          pinLockedUntil: customer.pinLockedUntil,
          now,
        });
      });
    },

    /** Deletes the membership with its claims, requests, history and members-index entry; nothing else. */
    async remove(user: SessionUser, restaurantUid: string): Promise<void> {
      if (user.role !== 'customer') throw refuse('FORBIDDEN', 'ONLY_CUSTOMERS_LIST');
      const membershipRef = paths.membership(user.uid, restaurantUid);
      await transactions.run(membershipRef.path, async (tx) => {
        const [snapshot, claims, requests, history] = await readAll([
          tx.get(membershipRef),
          tx.get(paths.claims(user.uid, restaurantUid)),
          tx.get(paths.requests(user.uid, restaurantUid)),
          tx.get(paths.history(user.uid, restaurantUid)),
        ]);
        const membership = snapshot.data();
        if (!membership) throw refuse('NOT_FOUND', 'NOT_IN_LIST');
        // A waiting request's order ID is freed with it: nobody is left to reject it, so it would stay held for good.
        const waiting = requests.docs.filter((doc) => doc.data().status === 'pending' && doc.data().orderId);
        const orders = await Promise.all(waiting.map((doc) => tx.get(paths.orderId(doc.data().platform, doc.data().orderId!))));
        for (const [index, order] of orders.entries()) {
          const held = order.data();
          if (!held || held.status !== 'pending' || held.requestId !== waiting[index]!.id) continue;
          const released = releasedOrderId(held);
          if (released) tx.update(order.ref, released);
          else tx.delete(order.ref);
        }
        for (const doc of [...claims.docs, ...requests.docs, ...history.docs]) tx.delete(doc.ref);
        tx.delete(paths.member(restaurantUid, membership.cusId));
        tx.delete(membershipRef);
        // The dashboard forgets the member (and their waiting items); what they earned and redeemed stays counted.
        new StatsChange(restaurantUid, dayOf(deps.now())).left(membership).writeTo(tx, db);
      });
    },
  };
}
export type MembershipService = ReturnType<typeof createMembershipService>;
