import { type CollectionReference, type Firestore, type Query, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { CUSTOMER_ID_INVALID, CUSTOMER_ID_PATTERN, MAX_POINTS_PER_ACTION, PIN_INVALID, PIN_PATTERN } from '@foodspot/schema/rules';
import { isDocumentId } from '@foodspot/schema/validation';
import type { CustomerDoc, SessionUser } from '../domain/customer.js';
import { type Decision, type DecidedItemKind, decide as nextStatus } from '../domain/decisions.js';
import { badInput, conflict, DomainError, forbidden, notFound } from '../domain/errors.js';
import type { ClaimDoc, MembershipDoc, PointsRequestDoc } from '../domain/membership.js';
import {
  CREDIT_RECEIPT_TTL_MS,
  type LockoutPolicy,
  lockRemainingMs,
  type StaffClaimModel,
  type StaffDoc,
  type StaffPointsRequestModel,
  type StaffQueueModel,
  withFailure,
} from '../domain/staff.js';
import { dayOf } from '../domain/days.js';
import type { ActivityDoc, ActivityKind } from '../domain/owner.js';
import { rulesAt } from '../domain/programme-rules.js';
import { firestorePaths, getAll } from './firestore-paths.js';
import { StatsChange } from './programme-stats.js';
import { createLiveFeed } from './live-feed.js';
import type { RateLimitSettings } from './rate-limits.js';
import type { RestaurantDirectory } from './restaurant-directory.js';
import { readAll, type TransactionRunner } from './transactions.js';
import { applyPoints } from './rewards.js';

/** Wrong PINs for one customer, counted across every restaurant (pinLockouts/{customerUid}). */
export const PIN_LOCKOUT: LockoutPolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Wrong PINs and unknown Customer IDs from one staff account (staffPinGuesses/{staffUid}); maxFailures from the config. */
export const STAFF_GUESS_LOCKOUT: Omit<LockoutPolicy, 'maxFailures'> = { windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const UNKNOWN_CUSTOMER = 'No customer has that Customer ID at this restaurant.';

/** A lockout's refusal: what happened, and when to try again (also as Retry-After). */
function lockedOut(what: string, remainingMs: number): DomainError {
  const minutes = Math.ceil(remainingMs / 60_000);
  return new DomainError('RATE_LIMITED', `${what} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, Math.ceil(remainingMs / 1000));
}
const ITEM_NOT_FOUND = "That item is not in your restaurant's queue.";
const NOT_LINKED = 'This staff account is not linked to a restaurant.';
export const CREDITS_PAUSED = "This restaurant's loyalty programme is paused: no points can be given until it resumes.";

/** The staff document as read in a transaction: still this restaurant's (the owner may have removed the account meanwhile). */
function stillStaffOf(staff: StaffDoc | undefined, restaurantUid: string): StaffDoc {
  if (!staff || staff.restaurantUid !== restaurantUid) throw forbidden(NOT_LINKED);
  return staff;
}

const ACTIVITY_KIND = {
  claims: { approved: 'claimApproved', rejected: 'claimRejected' },
  requests: { approved: 'requestApproved', rejected: 'requestRejected' },
} as const satisfies Record<QueueKind, Record<'approved' | 'rejected', ActivityKind>>;

type QueueKind = 'claims' | 'requests';
const KINDS = {
  claims: { name: 'claim', summaryField: 'latestClaim' },
  requests: { name: 'points request', summaryField: 'latestRequest' },
} as const satisfies Record<QueueKind, { name: DecidedItemKind; summaryField: keyof MembershipDoc }>;

/** A staff decision on an item of the queue; a points request is approved with an amount. */
export type StaffDecision =
  | { kind: 'claim'; id: string; decision: Decision }
  | { kind: 'request'; id: string; decision: 'approved'; points: number }
  | { kind: 'request'; id: string; decision: 'rejected' };

/** Staff item ids are opaque to clients: base64url of where the item lives. */
const encodeId = (customerUid: string, claimOrRequestId: string) => Buffer.from(`${customerUid}/${claimOrRequestId}`).toString('base64url');
function decodeId(id: string): { customerUid: string; itemId: string } {
  if (id.length > 512) throw notFound(ITEM_NOT_FOUND);
  const [customerUid, itemId, ...rest] = Buffer.from(id, 'base64url').toString('utf8').split('/');
  if (!customerUid || !itemId || rest.length || !isDocumentId(customerUid) || !isDocumentId(itemId)) throw notFound(ITEM_NOT_FOUND);
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
export function createStaffService(deps: {
  db: Firestore;
  now: () => Date;
  transactions: TransactionRunner;
  /** Read at each call: the per-staff PIN guess limit (pinFailuresPerStaff). */
  rateLimits: { readonly settings: Readonly<RateLimitSettings> };
  restaurants: RestaurantDirectory;
}) {
  const { db, transactions } = deps;
  const paths = firestorePaths(db);
  /** A line of the owner's activity list, written in the transaction of what it records. */
  const recordActivity = (tx: Transaction, restaurantUid: string, activity: ActivityDoc) => tx.create(paths.activity(restaurantUid).doc(), activity);
  const queueFeed = createLiveFeed<StaffQueueModel>({ same: (a, b) => JSON.stringify(a) === JSON.stringify(b) });
  /** Pending items of one restaurant, oldest first (the index in firestore.indexes.json). */
  const pendingOf = <T extends ClaimDoc | PointsRequestDoc>(items: Query<T>, restaurantUid: string) =>
    items.where('restaurantUid', '==', restaurantUid).where('status', '==', 'pending').orderBy('createdAt').limit(200);
  const pending = {
    claims: (restaurantUid: string) => pendingOf(paths.allClaims(), restaurantUid),
    requests: (restaurantUid: string) => pendingOf(paths.allRequests(), restaurantUid),
  } satisfies Record<QueueKind, unknown>;

  async function restaurantOf(user: SessionUser): Promise<string> {
    if (user.role !== 'staff') throw forbidden('Only restaurant staff can do that.');
    const staff = (await paths.staff(user.uid).get()).data();
    if (!staff?.restaurantUid) throw forbidden(NOT_LINKED);
    return staff.restaurantUid;
  }

  /** Names and customer IDs for a set of items, in two batched reads. */
  async function describe(restaurantUid: string, customerUids: string[]) {
    const unique = [...new Set(customerUids)];
    if (unique.length === 0) return new Map<string, { name: string; cusId: string }>();
    const [customers, memberships] = await Promise.all([
      getAll(
        db,
        unique.map((uid) => paths.customer(uid)),
      ),
      getAll(
        db,
        unique.map((uid) => paths.membership(uid, restaurantUid)),
      ),
    ]);
    return new Map(unique.map((uid, index) => [uid, { name: fullName(customers[index]?.data()), cusId: memberships[index]?.data()?.cusId ?? '' }]));
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

  /**
   * The one way an item is decided, in one transaction: the item's state machine step, the membership's
   * summary of its newest item (which the customer's live screens watch), and for an approval the points
   * with their history row (a claim deducts minimumSpend, a request adds the approved amount).
   */
  async function decideItem<T extends ClaimDoc | PointsRequestDoc>(
    user: SessionUser,
    kind: QueueKind,
    items: (customerUid: string, restaurantUid: string) => CollectionReference<T>,
    id: string,
    decision: Decision,
    approvedPoints?: number,
  ) {
    const restaurantUid = await restaurantOf(user);
    const { customerUid, itemId } = decodeId(id);
    const membershipRef = paths.membership(customerUid, restaurantUid);
    const decided = await transactions.run(membershipRef.path, async (tx) => {
      const ref = items(customerUid, restaurantUid).doc(itemId);
      const [item, membershipSnapshot, restaurant, staffSnapshot] = await readAll([
        tx.get(ref),
        tx.get(membershipRef),
        tx.get(paths.restaurant(restaurantUid)),
        tx.get(paths.staff(user.uid)),
      ]);
      const staff = stillStaffOf(staffSnapshot.data(), restaurantUid);
      const doc = item.data();
      const membership = membershipSnapshot.data();
      // Another restaurant's item, or one whose customer left: either way not in this queue.
      if (!doc || !membership) throw notFound(ITEM_NOT_FOUND);
      const status = nextStatus(KINDS[kind].name, doc.status, decision);
      if (status === 'approved' && kind === 'requests' && restaurant.data()?.suspended) throw conflict(CREDITS_PAUSED);

      // A request records the approved amount, or null once rejected; a claim has no amount of its own.
      const outcome = kind === 'requests' ? { status, points: status === 'approved' ? approvedPoints! : null } : { status };
      const now = deps.now();
      const change = { ...outcome, decidedAt: Timestamp.fromDate(now), decidedBy: user.uid, decidedByEmail: staff.email };
      tx.update(ref, change);
      const { summaryField } = KINDS[kind];
      const summary = membership[summaryField];
      const membershipChange: Partial<MembershipDoc> = summary?.id === itemId ? { [summaryField]: { ...summary, ...outcome } } : {};
      const stats = new StatsChange(restaurantUid, dayOf(now)).waiting(-1);
      let points = 0;
      if (status === 'approved') {
        // A claim costs what the reward needed when it was made (ADR 014); claims from before that was kept, today's price.
        const claimCost = (doc as ClaimDoc).cost ?? rulesAt(restaurant.data()!, now).minimumSpend;
        points = kind === 'claims' ? -claimCost : approvedPoints!;
        const source = kind === 'claims' ? 'claim' : 'online-request';
        applyPoints(tx, paths, {
          customerUid,
          restaurantUid,
          membership,
          amount: points,
          platform: doc.platform,
          source,
          at: now,
          extra: membershipChange,
          stats,
        });
      } else if (Object.keys(membershipChange).length > 0) {
        tx.update(membershipRef, membershipChange);
      }
      stats.writeTo(tx, db);
      recordActivity(tx, restaurantUid, {
        kind: ACTIVITY_KIND[kind][status === 'approved' ? 'approved' : 'rejected'],
        staffUid: user.uid,
        staffEmail: staff.email,
        cusId: membership.cusId,
        points,
        platform: doc.platform,
        createdAt: Timestamp.fromDate(now),
      });
      const decidedDoc: T = { ...doc, ...change };
      return decidedDoc;
    });
    return { itemId, doc: decided, who: await whoIs(restaurantUid, customerUid) };
  }

  async function whoIs(restaurantUid: string, customerUid: string) {
    return (await describe(restaurantUid, [customerUid])).get(customerUid)!;
  }

  /**
   * Approves or rejects a claim or a points request of the staff member's restaurant. Approving a claim
   * deducts minimumSpend with the negative history row, approving a request adds its amount, in the same
   * transaction as the decision.
   */
  function decide(user: SessionUser, input: Extract<StaffDecision, { kind: 'claim' }>): Promise<StaffClaimModel>;
  function decide(user: SessionUser, input: Extract<StaffDecision, { kind: 'request' }>): Promise<StaffPointsRequestModel>;
  async function decide(user: SessionUser, input: StaffDecision): Promise<StaffClaimModel | StaffPointsRequestModel> {
    if (input.kind === 'claim') {
      const { itemId, doc, who } = await decideItem(user, 'claims', paths.claims, input.id, input.decision);
      return claimModel(itemId, doc, who);
    }
    const approvedPoints = input.decision === 'approved' ? validPointsAmount(input.points, 'Points') : undefined;
    const { itemId, doc, who } = await decideItem(user, 'requests', paths.requests, input.id, input.decision, approvedPoints);
    return requestModel(itemId, doc, who);
  }

  /** The pending items of one restaurant, oldest first, with the customers' names and Customer IDs. */
  async function queueOf(restaurantUid: string): Promise<StaffQueueModel> {
    const [restaurant, claims, requests] = await Promise.all([
      deps.restaurants.get(restaurantUid),
      pending.claims(restaurantUid).get(),
      pending.requests(restaurantUid).get(),
    ]);
    if (!restaurant) throw notFound('This restaurant no longer exists.');
    const people = await describe(
      restaurantUid,
      [...claims.docs, ...requests.docs].map((doc) => doc.data().customerUid),
    );
    const { name, resId } = restaurant;
    return {
      restaurantName: name,
      resId,
      claims: claims.docs.map((doc) => claimModel(doc.id, doc.data(), people.get(doc.data().customerUid)!)),
      requests: requests.docs.map((doc) => requestModel(doc.id, doc.data(), people.get(doc.data().customerUid)!)),
    };
  }

  return {
    restaurantOf,

    queue: async (user: SessionUser): Promise<StaffQueueModel> => queueOf(await restaurantOf(user)),

    /**
     * The queue at once, then again whenever a pending item of this restaurant appears or is decided.
     * One pair of Firestore listeners per restaurant, and one queue read per change, shared by every
     * open console of it.
     */
    async watchQueue(user: SessionUser): Promise<AsyncIterableIterator<StaffQueueModel>> {
      const restaurantUid = await restaurantOf(user);
      return queueFeed.watch(restaurantUid, (emit, fail) => {
        const answered = new Set<QueueKind>();
        let newest = 0;
        // Reads can finish out of order: only the newest read's queue is sent.
        const refresh = () => {
          const mine = ++newest;
          queueOf(restaurantUid).then((queue) => mine === newest && emit(queue), fail);
        };
        const listen = (kind: QueueKind) =>
          pending[kind](restaurantUid).onSnapshot(() => {
            answered.add(kind);
            if (answered.size === 2) refresh();
          }, fail);
        const stops = [listen('claims'), listen('requests')];
        return () => stops.forEach((stop) => stop());
      });
    },

    decide,

    /**
     * An in-store bill of `amount` rupees earns that many points, for the customer with this Customer ID
     * and PIN. Two lockouts, kept in Firestore inside the credit's transaction so every replica sees them:
     * after 5 wrong PINs for one customer within 15 minutes, counted at every restaurant together, that
     * customer is refused for 15 minutes everywhere; and a staff account that enters `pinFailuresPerStaff`
     * wrong PINs or unknown Customer IDs within 15 minutes, across all customers, may not credit for 15 minutes.
     */
    /**
     * Credits a bill; returns the new balance. With an `idempotencyKey`, the first successful credit stores
     * its answer with the key in the same transaction, and any later call with that key within 24 hours
     * answers the same and credits nothing (a double tap, a retry after a dropped connection), also when
     * both arrive at once. A key seen with another Customer ID or amount is refused: it is not the same bill.
     */
    async creditInStore(user: SessionUser, input: { cusId: string; pin: string; amount: number; idempotencyKey?: string | null }): Promise<number> {
      validPointsAmount(input.amount, 'Amount');
      if (!CUSTOMER_ID_PATTERN.test(input.cusId)) throw badInput(CUSTOMER_ID_INVALID);
      if (!PIN_PATTERN.test(input.pin)) throw badInput(PIN_INVALID);
      if (input.idempotencyKey != null && !isDocumentId(input.idempotencyKey)) throw badInput('idempotencyKey is not valid');
      const restaurantUid = await restaurantOf(user);
      const receiptRef = input.idempotencyKey != null ? paths.creditReceipt(restaurantUid, input.idempotencyKey) : null;
      const staffGuessesRef = paths.staffPinGuesses(user.uid);
      const staffPolicy: LockoutPolicy = { ...STAFF_GUESS_LOCKOUT, maxFailures: deps.rateLimits.settings.pinFailuresPerStaff };
      // Credits take turns with every other write to this customer's membership (found by its Customer ID;
      // the transaction reads the mapping again), so a queue at the till is served, not refused. Guesses at
      // unknown Customer IDs take turns per staff account, whose guess count they all write.
      const knownCustomer = (await paths.member(restaurantUid, input.cusId).get()).data();
      const turnKey = knownCustomer?.customerUid ? paths.membership(knownCustomer.customerUid, restaurantUid).path : staffGuessesRef.path;
      // A wrong guess must be recorded, so the transaction commits and reports it instead of throwing.
      const outcome = await transactions.run(turnKey, async (tx): Promise<{ balance: number } | { error: DomainError }> => {
        const nowMs = deps.now().getTime();
        const [member, staffSnapshot, receiptSnapshot, staffAccount, restaurant] = await readAll([
          tx.get(paths.member(restaurantUid, input.cusId)),
          tx.get(staffGuessesRef),
          receiptRef ? tx.get(receiptRef) : Promise.resolve(null),
          // Read in the credit's transaction: a removal of this staff account lands before the credit or after it, never within.
          tx.get(paths.staff(user.uid)),
          tx.get(paths.restaurant(restaurantUid)),
        ]);
        const staff = stillStaffOf(staffAccount.data(), restaurantUid);
        const receipt = receiptSnapshot?.data();
        if (receipt && receipt.expiresAt.toMillis() > nowMs) {
          if (receipt.cusId !== input.cusId || receipt.amount !== input.amount) {
            return { error: conflict('This bill was already credited with another Customer ID or amount. Start a new bill.') };
          }
          return { balance: receipt.balance };
        }
        if (restaurant.data()?.suspended) return { error: conflict(CREDITS_PAUSED) };
        const staffGuesses = staffSnapshot.data();
        const staffLock = lockRemainingMs(staffGuesses, nowMs);
        if (staffLock > 0) return { error: lockedOut('Too many wrong Customer IDs or PINs from this staff account.', staffLock) };
        /** Counts a wrong guess against this staff account; the guess that reaches the limit says so. */
        const staffGuessedWrong = (message: string) => {
          const { doc, locked } = withFailure(staffGuesses, nowMs, staffPolicy);
          tx.set(staffGuessesRef, doc);
          return locked ? `${message} Too many wrong Customer IDs or PINs: in-store credits from this account are paused for 15 minutes.` : message;
        };

        const customerUid = member.data()?.customerUid;
        if (!customerUid) return { error: notFound(staffGuessedWrong(UNKNOWN_CUSTOMER)) };
        const lockoutRef = paths.pinLockout(customerUid);
        const [customer, membershipSnapshot, lockoutSnapshot] = await readAll([
          tx.get(paths.customer(customerUid)),
          tx.get(paths.membership(customerUid, restaurantUid)),
          tx.get(lockoutRef),
        ]);
        const membership = membershipSnapshot.data();
        if (!membership) return { error: notFound(staffGuessedWrong(UNKNOWN_CUSTOMER)) };
        const lockout = lockoutSnapshot.data();
        const customerLock = lockRemainingMs(lockout, nowMs);
        if (customerLock > 0) return { error: lockedOut('Too many wrong PINs for this customer.', customerLock) };
        if (customer.data()?.pin !== input.pin) {
          const { doc, locked } = withFailure(lockout, nowMs, PIN_LOCKOUT);
          tx.set(lockoutRef, doc);
          const message = locked ? 'Wrong PIN. Too many wrong PINs: this customer is locked for 15 minutes.' : 'Wrong PIN for this Customer ID.';
          return { error: badInput(staffGuessedWrong(message)) };
        }
        // The right PIN clears the customer's count (not the staff account's: a known PIN must not buy more guesses).
        if (lockout) tx.delete(lockoutRef);
        const stats = new StatsChange(restaurantUid, dayOf(new Date(nowMs)));
        const balance = applyPoints(tx, paths, {
          customerUid,
          restaurantUid,
          membership,
          amount: input.amount,
          platform: 'In-Store',
          source: 'in-store',
          at: deps.now(),
          stats,
        });
        stats.writeTo(tx, db);
        recordActivity(tx, restaurantUid, {
          kind: 'credit',
          staffUid: user.uid,
          staffEmail: staff.email,
          cusId: input.cusId,
          points: input.amount,
          platform: 'In-Store',
          createdAt: Timestamp.fromMillis(nowMs),
        });
        if (receiptRef) {
          tx.set(receiptRef, {
            cusId: input.cusId,
            amount: input.amount,
            balance,
            creditedBy: staff.email,
            createdAt: Timestamp.fromMillis(nowMs),
            expiresAt: Timestamp.fromMillis(nowMs + CREDIT_RECEIPT_TTL_MS),
          });
        }
        return { balance };
      });
      if ('error' in outcome) throw outcome.error;
      return outcome.balance;
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
