import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { CustomerDoc, SessionUser } from '../domain/customer.js';
import { badInput, conflict, DomainError, forbidden, notFound } from '../domain/errors.js';
import type { ClaimDoc, MembershipDoc, PointsRequestDoc, RestaurantDoc } from '../domain/membership.js';
import type { PinAttemptsDoc, StaffClaimModel, StaffDoc, StaffPointsRequestModel, StaffQueueModel } from '../domain/staff.js';
import { firestorePaths } from './firestore-paths.js';
import { applyPoints } from './rewards.js';

export const MAX_POINTS_PER_ACTION = 100_000;
export const PIN_LOCKOUT = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const ITEM_NOT_FOUND = 'That item is not in your restaurant\'s queue.';

/** Staff item ids are opaque to clients: base64url of where the item lives. */
const encodeId = (customerUid: string, claimOrRequestId: string) => Buffer.from(`${customerUid}/${claimOrRequestId}`).toString('base64url');
function decodeId(id: string): { customerUid: string; itemId: string } {
  const [customerUid, itemId, ...rest] = Buffer.from(id, 'base64url').toString('utf8').split('/');
  if (!customerUid || !itemId || rest.length || !/^[\w-]{1,128}$/.test(customerUid) || !/^[\w-]{1,128}$/.test(itemId)) throw notFound(ITEM_NOT_FOUND);
  return { customerUid, itemId };
}

const fullName = (customer: CustomerDoc | undefined) => [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || 'Customer';

export function validPointsAmount(amount: number, label: string): number {
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_POINTS_PER_ACTION) {
    throw badInput(`${label} must be a whole number from 1 to ${MAX_POINTS_PER_ACTION}`);
  }
  return amount;
}

/** The approval side: staff of one restaurant decide its claims and requests and credit in-store bills. */
export function createStaffService(deps: { db: Firestore; now: () => Date }) {
  const { db } = deps;
  const paths = firestorePaths(db);

  async function restaurantOf(user: SessionUser): Promise<string> {
    if (user.role !== 'staff') throw forbidden('Only restaurant staff can do that.');
    const staff = (await db.collection('staff').doc(user.uid).get()).data() as StaffDoc | undefined;
    if (!staff) throw forbidden('This staff account is not linked to a restaurant.');
    return staff.restaurantUid;
  }

  /** Names and customer IDs for a set of items, in two batched reads. */
  async function describe(restaurantUid: string, customerUids: string[]) {
    const unique = [...new Set(customerUids)];
    if (unique.length === 0) return new Map<string, { name: string; cusId: string }>();
    const [customers, memberships] = await Promise.all([
      db.getAll(...unique.map((uid) => paths.customer(uid))),
      db.getAll(...unique.map((uid) => paths.membership(uid, restaurantUid))),
    ]);
    return new Map(
      unique.map((uid, index) => [
        uid,
        { name: fullName(customers[index]?.data() as CustomerDoc | undefined), cusId: (memberships[index]?.data() as MembershipDoc | undefined)?.cusId ?? '' },
      ]),
    );
  }

  const claimModel = (id: string, doc: ClaimDoc, who: { name: string; cusId: string }): StaffClaimModel => ({
    id: encodeId(doc.customerUid, id),
    cusId: who.cusId,
    customerName: who.name,
    platform: doc.platform,
    status: doc.status,
    createdAt: doc.createdAt.toDate().toISOString(),
  });
  const requestModel = (id: string, doc: PointsRequestDoc, who: { name: string; cusId: string }): StaffPointsRequestModel => ({
    id: encodeId(doc.customerUid, id),
    cusId: who.cusId,
    customerName: who.name,
    platform: doc.platform,
    points: typeof doc.points === 'number' ? doc.points : null,
    createdAt: doc.createdAt.toDate().toISOString(),
  });

  /** Reads and locks a claim or request of this staff member's restaurant, with its membership. */
  async function lockItem<T extends ClaimDoc | PointsRequestDoc>(tx: Transaction, kind: 'claims' | 'requests', restaurantUid: string, id: string) {
    const { customerUid, itemId } = decodeId(id);
    const ref = paths[kind](customerUid, restaurantUid).doc(itemId);
    const [item, membership, restaurant] = await Promise.all([
      tx.get(ref),
      tx.get(paths.membership(customerUid, restaurantUid)),
      tx.get(paths.restaurant(restaurantUid)),
    ]);
    // Another restaurant's item, or one whose customer left: either way not in this queue.
    if (!item.exists || !membership.exists) throw notFound(ITEM_NOT_FOUND);
    const doc = item.data() as T;
    if (doc.status !== 'pending') throw conflict(`This ${kind === 'claims' ? 'claim' : 'request'} was already ${doc.status}.`);
    return { ref, doc, customerUid, membership: membership.data() as MembershipDoc, restaurant: restaurant.data() as RestaurantDoc };
  }

  const decision = (user: SessionUser, status: 'approved' | 'rejected') => ({ status, decidedAt: Timestamp.fromDate(deps.now()), decidedBy: user.uid });

  async function whoIs(restaurantUid: string, customerUid: string) {
    return (await describe(restaurantUid, [customerUid])).get(customerUid)!;
  }

  return {
    restaurantOf,

    async queue(user: SessionUser): Promise<StaffQueueModel> {
      const restaurantUid = await restaurantOf(user);
      const pendingOf = (group: 'claims' | 'requests') =>
        db.collectionGroup(group).where('restaurantUid', '==', restaurantUid).where('status', '==', 'pending').orderBy('createdAt').limit(200).get();
      const [restaurant, claims, requests] = await Promise.all([paths.restaurant(restaurantUid).get(), pendingOf('claims'), pendingOf('requests')]);
      const people = await describe(restaurantUid, [...claims.docs, ...requests.docs].map((doc) => (doc.data() as ClaimDoc).customerUid));
      const { name, resId } = restaurant.data() as RestaurantDoc;
      return {
        restaurantName: name,
        resId,
        claims: claims.docs.map((doc) => claimModel(doc.id, doc.data() as ClaimDoc, people.get((doc.data() as ClaimDoc).customerUid)!)),
        requests: requests.docs.map((doc) => requestModel(doc.id, doc.data() as PointsRequestDoc, people.get((doc.data() as PointsRequestDoc).customerUid)!)),
      };
    },

    /** Deducts minimumSpend with the negative history row, in the same transaction as the decision. */
    async approveClaim(user: SessionUser, id: string): Promise<StaffClaimModel> {
      const restaurantUid = await restaurantOf(user);
      const { itemId, doc, customerUid } = await db.runTransaction(async (tx) => {
        const item = await lockItem<ClaimDoc>(tx, 'claims', restaurantUid, id);
        applyPoints(tx, paths, {
          customerUid: item.customerUid,
          restaurantUid,
          membership: item.membership,
          amount: -item.restaurant.minimumSpend,
          platform: item.doc.platform,
          source: 'claim',
          at: deps.now(),
          extra: { pendingClaimId: null },
        });
        const decided = { ...item.doc, ...decision(user, 'approved') };
        tx.update(item.ref, decision(user, 'approved'));
        return { itemId: item.ref.id, doc: decided, customerUid: item.customerUid };
      });
      return claimModel(itemId, doc, await whoIs(restaurantUid, customerUid));
    },

    async rejectClaim(user: SessionUser, id: string): Promise<StaffClaimModel> {
      const restaurantUid = await restaurantOf(user);
      const { itemId, doc, customerUid } = await db.runTransaction(async (tx) => {
        const item = await lockItem<ClaimDoc>(tx, 'claims', restaurantUid, id);
        tx.update(item.ref, decision(user, 'rejected'));
        tx.update(paths.membership(item.customerUid, restaurantUid), { pendingClaimId: null });
        return { itemId: item.ref.id, doc: { ...item.doc, ...decision(user, 'rejected') }, customerUid: item.customerUid };
      });
      return claimModel(itemId, doc, await whoIs(restaurantUid, customerUid));
    },

    async approvePointsRequest(user: SessionUser, id: string, points: number): Promise<StaffPointsRequestModel> {
      validPointsAmount(points, 'Points');
      const restaurantUid = await restaurantOf(user);
      const { itemId, doc, customerUid } = await db.runTransaction(async (tx) => {
        const item = await lockItem<PointsRequestDoc>(tx, 'requests', restaurantUid, id);
        applyPoints(tx, paths, {
          customerUid: item.customerUid,
          restaurantUid,
          membership: item.membership,
          amount: points,
          platform: item.doc.platform,
          source: 'online-request',
          at: deps.now(),
          extra: { pendingRequestId: null },
        });
        tx.update(item.ref, { ...decision(user, 'approved'), points });
        return { itemId: item.ref.id, doc: { ...item.doc, ...decision(user, 'approved'), points }, customerUid: item.customerUid };
      });
      return requestModel(itemId, doc, await whoIs(restaurantUid, customerUid));
    },

    async rejectPointsRequest(user: SessionUser, id: string): Promise<StaffPointsRequestModel> {
      const restaurantUid = await restaurantOf(user);
      const { itemId, doc, customerUid } = await db.runTransaction(async (tx) => {
        const item = await lockItem<PointsRequestDoc>(tx, 'requests', restaurantUid, id);
        tx.update(item.ref, decision(user, 'rejected'));
        tx.update(paths.membership(item.customerUid, restaurantUid), { pendingRequestId: null });
        return { itemId: item.ref.id, doc: { ...item.doc, ...decision(user, 'rejected') }, customerUid: item.customerUid };
      });
      return requestModel(itemId, doc, await whoIs(restaurantUid, customerUid));
    },

    /**
     * An in-store bill of `amount` rupees earns that many points, for the customer with this Customer ID
     * and PIN. After 5 wrong PINs for one Customer ID within 15 minutes, it refuses for 15 minutes.
     */
    async creditInStore(user: SessionUser, input: { cusId: string; pin: string; amount: number }): Promise<number> {
      validPointsAmount(input.amount, 'Amount');
      if (!/^\d{6}$/.test(input.cusId)) throw badInput('Customer ID must be 6 digits');
      if (!/^\d{4}$/.test(input.pin)) throw badInput('PIN must be exactly 4 digits');
      const restaurantUid = await restaurantOf(user);
      const attemptsRef = paths.restaurant(restaurantUid).collection('pinAttempts').doc(input.cusId);
      // A wrong PIN must be recorded, so the transaction commits and reports it instead of throwing.
      const outcome = await db.runTransaction(async (tx): Promise<{ balance: number } | { error: DomainError }> => {
        const nowMs = deps.now().getTime();
        const [member, attemptsSnapshot] = await Promise.all([tx.get(paths.member(restaurantUid, input.cusId)), tx.get(attemptsRef)]);
        const attempts = attemptsSnapshot.data() as PinAttemptsDoc | undefined;
        if (attempts && attempts.lockedUntilMs > nowMs) {
          const minutes = Math.ceil((attempts.lockedUntilMs - nowMs) / 60_000);
          return { error: new DomainError('RATE_LIMITED', `Too many wrong PINs for this Customer ID. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`) };
        }
        const customerUid = (member.data() as { customerUid?: string } | undefined)?.customerUid;
        if (!customerUid) return { error: notFound('No customer has that Customer ID at this restaurant.') };
        const [customer, membership] = await Promise.all([tx.get(paths.customer(customerUid)), tx.get(paths.membership(customerUid, restaurantUid))]);
        if (!membership.exists) return { error: notFound('No customer has that Customer ID at this restaurant.') };
        if ((customer.data() as CustomerDoc | undefined)?.pin !== input.pin) {
          const fresh = !attempts || nowMs - attempts.windowStartMs > PIN_LOCKOUT.windowMs;
          const failures = fresh ? 1 : attempts.failures + 1;
          const locked = failures >= PIN_LOCKOUT.maxFailures;
          tx.set(attemptsRef, {
            failures: locked ? 0 : failures,
            windowStartMs: fresh ? nowMs : attempts.windowStartMs,
            lockedUntilMs: locked ? nowMs + PIN_LOCKOUT.lockMs : 0,
          } satisfies PinAttemptsDoc);
          return { error: badInput(locked ? 'Wrong PIN. Too many wrong PINs: this Customer ID is locked for 15 minutes.' : 'Wrong PIN for this Customer ID.') };
        }
        if (attempts) tx.delete(attemptsRef);
        const balance = applyPoints(tx, paths, {
          customerUid,
          restaurantUid,
          membership: membership.data() as MembershipDoc,
          amount: input.amount,
          platform: 'In-Store',
          source: 'in-store',
          at: deps.now(),
        });
        return { balance };
      });
      if ('error' in outcome) throw outcome.error;
      return outcome.balance;
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
