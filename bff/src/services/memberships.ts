import { randomInt } from 'node:crypto';
import { type Firestore, type Transaction, Timestamp } from 'firebase-admin/firestore';
import type { CustomerDoc, SessionUser } from '../domain/customer.js';
import { conflict, forbidden, notFound } from '../domain/errors.js';
import { type MembershipDoc, type MembershipModel, type RestaurantDoc, toMembershipModel, withMembershipState } from '../domain/membership.js';
import type { CustomerReader } from './customer-reader.js';
import { firestorePaths } from './firestore-paths.js';
import { mapLatest } from './live-feed.js';
import type { MembershipFeed } from './membership-feed.js';
import type { RestaurantDirectory } from './restaurant-directory.js';
import { readAll, type TransactionRunner } from './transactions.js';

const NOT_IN_LIST = 'This restaurant is not in your list.';
const CUS_ID_ATTEMPTS = 8;

/** The customer's restaurant list: add by public ID, read, delete. */
export function createMembershipService(deps: {
  db: Firestore;
  now: () => Date;
  transactions: TransactionRunner;
  feed: MembershipFeed;
  restaurants: RestaurantDirectory;
  readCustomer: CustomerReader;
}) {
  const { db, transactions, restaurants } = deps;
  const paths = firestorePaths(db);

  /** Only customers with a saved profile (and so a PIN) hold memberships. */
  async function profileOf(user: SessionUser, tx?: Transaction): Promise<CustomerDoc> {
    if (user.role !== 'customer') throw forbidden('Only customers have a restaurant list.');
    const customer = tx ? ((await tx.get(paths.customer(user.uid))).data() as CustomerDoc | undefined) : await deps.readCustomer(user.uid);
    if (!customer?.profileSet || !customer.pin) throw forbidden('Complete your profile first.');
    return customer;
  }

  /** A 6-digit customer ID not yet taken at this restaurant, checked inside the transaction. */
  async function freeCusId(tx: Transaction, restaurantUid: string): Promise<string> {
    for (let attempt = 0; attempt < CUS_ID_ATTEMPTS; attempt += 1) {
      const cusId = String(randomInt(100_000, 1_000_000));
      if (!(await tx.get(paths.member(restaurantUid, cusId))).exists) return cusId;
    }
    throw conflict('Could not assign a customer ID. Please try again.');
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
        return [toMembershipModel({ restaurantUid: doc.id, restaurant, membership: doc.data() as MembershipDoc, customerUid: user.uid, pin: customer.pin! })];
      });
    },

    /**
     * One restaurant of the caller's list; 404 whether it does not exist or is someone else's.
     * Two reads: the customer and the membership (the restaurant comes from the directory, asked only
     * once the membership exists, so ids from outside never open listeners).
     */
    async get(user: SessionUser, restaurantUid: string): Promise<MembershipModel> {
      const [customer, membership] = await Promise.all([profileOf(user), paths.membership(user.uid, restaurantUid).get()]);
      const restaurant = membership.exists ? await restaurants.get(restaurantUid) : null;
      if (!membership.exists || !restaurant) throw notFound(NOT_IN_LIST);
      return toMembershipModel({
        restaurantUid,
        restaurant,
        membership: membership.data() as MembershipDoc,
        customerUid: user.uid,
        pin: customer.pin!,
      });
    },

    /**
     * The membership now, then again whenever its points, latest claim or latest request change (ADR 006);
     * 404 unless it is in the caller's list, and the feed fails with 404 when it is deleted.
     */
    async watch(user: SessionUser, restaurantUid: string): Promise<AsyncIterableIterator<MembershipModel>> {
      const membership = await this.get(user, restaurantUid);
      return mapLatest(deps.feed.watch(user.uid, restaurantUid), (doc) => withMembershipState(membership, doc));
    },

    async add(user: SessionUser, resId: string): Promise<MembershipModel> {
      // A customer's adds take turns: a double tap (or twenty) is one add and 409s, not lock timeouts.
      return transactions.run(paths.memberships(user.uid).path, async (tx) => {
        const [customer, index] = await readAll([profileOf(user, tx), tx.get(paths.restaurantIndex(resId))]);
        const restaurantUid = (index.data() as { restaurantUid?: string } | undefined)?.restaurantUid;
        if (!restaurantUid) throw notFound(`No restaurant has the ID ${resId}. Check the ID and try again.`);
        const [restaurant, existing] = await readAll([tx.get(paths.restaurant(restaurantUid)), tx.get(paths.membership(user.uid, restaurantUid))]);
        if (!restaurant.exists) throw notFound(`No restaurant has the ID ${resId}. Check the ID and try again.`);
        if (existing.exists) throw conflict('This restaurant is already in your list.');
        const cusId = await freeCusId(tx, restaurantUid);
        const membership: MembershipDoc = { points: 0, cusId, joinedAt: Timestamp.fromDate(deps.now()) };
        tx.create(paths.membership(user.uid, restaurantUid), membership);
        tx.create(paths.member(restaurantUid, cusId), { customerUid: user.uid });
        return toMembershipModel({ restaurantUid, restaurant: restaurant.data() as RestaurantDoc, membership, customerUid: user.uid, pin: customer.pin! });
      });
    },

    /** Deletes the membership with its claims, requests, history and members-index entry; nothing else. */
    async remove(user: SessionUser, restaurantUid: string): Promise<void> {
      if (user.role !== 'customer') throw forbidden('Only customers have a restaurant list.');
      const membershipRef = paths.membership(user.uid, restaurantUid);
      await transactions.run(membershipRef.path, async (tx) => {
        const [membership, claims, requests, history] = await readAll([
          tx.get(membershipRef),
          tx.get(paths.claims(user.uid, restaurantUid)),
          tx.get(paths.requests(user.uid, restaurantUid)),
          tx.get(paths.history(user.uid, restaurantUid)),
        ]);
        if (!membership.exists) throw notFound(NOT_IN_LIST);
        for (const doc of [...claims.docs, ...requests.docs, ...history.docs]) tx.delete(doc.ref);
        tx.delete(paths.member(restaurantUid, (membership.data() as MembershipDoc).cusId));
        tx.delete(membershipRef);
      });
    },
  };
}
export type MembershipService = ReturnType<typeof createMembershipService>;
