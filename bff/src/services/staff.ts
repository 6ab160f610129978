import {
  type CollectionReference,
  type DocumentReference,
  FieldValue,
  type Firestore,
  type Query,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  CREDIT_UNDO_MINUTES,
  CUSTOMER_ID_INVALID,
  CUSTOMER_ID_PATTERN,
  DEFAULT_LARGE_BILL_THRESHOLD,
  MAX_POINTS_PER_ACTION,
  claimNeedsPin,
  PIN_PATTERN,
} from '@foodspot/schema/rules';
import { REFUSALS } from '@foodspot/schema/refusals';
import { CHOOSE_RESTAURANT } from '@foodspot/schema/session';
import { REJECTION_NOTE_MAX } from '@foodspot/schema/rejection-reasons';
import { isDocumentId, type Rejection, rejectionSchema } from '@foodspot/schema/validation';
import { customerNameOf, type SessionUser } from '../domain/customer.js';
import { type Decision, type DecidedItemKind, decide as nextStatus } from '../domain/decisions.js';
import { badInput, DomainError, refuse } from '../domain/errors.js';
import {
  type ClaimDoc,
  type HistoryDoc,
  type MembershipDoc,
  type PointsRequestDoc,
  pointsOf,
  type RecentEntry,
  type RestaurantDoc,
  UNNAMED_ORDER_ID,
} from '../domain/membership.js';
import {
  CREDIT_RECEIPT_TTL_MS,
  type InStoreCreditModel,
  type StaffMemberLookupModel,
  type StaffClaimModel,
  type StaffDoc,
  type StaffPointsRequestModel,
  type StaffRecentItemModel,
  type StaffQueueModel,
} from '../domain/staff.js';
import { dayOf } from '../domain/days.js';
import type { ActivityDoc, ActivityKind } from '../domain/owner.js';
import { rulesAt } from '../domain/programme-rules.js';
import { firestorePaths, getAll } from './firestore-paths.js';
import { dayKey, StatsChange } from './programme-stats.js';
import { createLiveFeed, untilRefused } from './live-feed.js';
import type { RateLimitSettings } from './rate-limits.js';
import type { RestaurantDirectory } from './restaurant-directory.js';
import type { StaffItemIds } from './staff-item-ids.js';
import { readAll, type TransactionRunner } from './transactions.js';
import { applyPoints } from './rewards.js';
import { createPinCheck } from './pin-check.js';
import { recentBeside, requestFlags, withRecent } from '../domain/recent-activity.js';

/** How many credits the till's Last credits list shows. */
export const LAST_CREDITS = 10;
const undoableUntilMs = (row: HistoryDoc) => row.createdAt.toMillis() + CREDIT_UNDO_MINUTES * 60_000;
/** customers/{customerUid}/restaurants/{r}/history/{id}: the customer a history row belongs to. */
const customerUidOfRow = (row: DocumentReference) => row.parent.parent!.parent.parent!.id;

export interface CreditInput {
  cusId: string;
  pin: string;
  amount: number;
  idempotencyKey?: string | null;
  confirmLargeBill?: boolean | null;
}
/** A credit made now (its model), or a retried bill's (where its row is, when the receipt kept it). */
type CreditDone = { balance: number; model: InStoreCreditModel } | { balance: number; retried: { customerUid: string; historyId: string } | null };

/** Whoever works a till (ADR 019), with the email the owner's activity names them by. */
interface TillWorker {
  email: string;
}

/** The staff document as read in a transaction: still this restaurant's (the owner may have removed the account meanwhile). */
function stillStaffOf(staff: StaffDoc | undefined, restaurantUid: string): TillWorker {
  if (!staff || staff.restaurantUid !== restaurantUid) throw refuse('FORBIDDEN', 'NOT_LINKED');
  return staff;
}

/** The restaurant as read now: still owned by the owner working its till (it may have changed hands meanwhile). */
function stillOwnerOf(user: SessionUser, restaurant: RestaurantDoc | undefined): TillWorker {
  if (!restaurant || restaurant.ownerUid !== user.uid) throw refuse('FORBIDDEN', 'NOT_YOUR_TILL');
  // Owners sign up with an email and a password, so their sessions carry one.
  return { email: user.email ?? user.uid };
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
  | { kind: 'claim'; id: string; decision: Decision; pin?: string | null }
  | { kind: 'request'; id: string; decision: 'approved'; points: number }
  | { kind: 'request'; id: string; decision: 'rejected'; reason: string; note?: string | null };

const fullName = customerNameOf;

/** A member as the queue shows them: name, Customer ID and their recent credits and requests here. */
type Person = { name: string; cusId: string; recent?: RecentEntry[] };

const toStaffRecentItem = (entry: RecentEntry): StaffRecentItemModel => ({
  kind: entry.kind,
  platform: entry.platform,
  points: entry.status === 'approved' ? entry.points : null,
  status: entry.status,
  orderId: entry.orderId,
  rejectionReason: entry.status === 'rejected' ? (entry.rejectionReason ?? null) : null,
  rejectionNote: entry.status === 'rejected' ? (entry.rejectionNote ?? null) : null,
  createdAt: entry.at.toDate().toISOString(),
});

/** A rejection's reason and note as the till sent them: a reason of the list, and only OTHER's short plain note. */
export function validRejection(input: { reason: string; note?: string | null }): Rejection {
  const parsed = rejectionSchema.safeParse({ reason: input.reason, note: input.note });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // A note a cashier typed (or pasted) that will not do is theirs to fix; anything else is not from the till.
  if (issue?.path[0] === 'note' && input.reason === 'OTHER') throw refuse('BAD_INPUT', 'REJECTION_NOTE_INVALID', { max: REJECTION_NOTE_MAX });
  if (issue?.path[0] === 'note') throw refuse('BAD_INPUT', 'NOTE_ONLY_WITH_OTHER');
  throw badInput(issue?.message ?? 'Choose a reason from the list.');
}

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
  /** Seals where an item lives into the opaque id the till gets (staff-item-ids.ts). */
  itemIds: StaffItemIds;
}) {
  const { db, transactions } = deps;
  const paths = firestorePaths(db);
  const pins = createPinCheck({ paths, staffMaxFailures: () => deps.rateLimits.settings.pinFailuresPerStaff });
  const encodeId = (customerUid: string, docId: string) => deps.itemIds.encode(customerUid, docId);
  /** Any id this server did not hand out is answered as an item that does not exist. */
  function decodeId(id: string, unknown: 'ITEM_NOT_FOUND' | 'CREDIT_NOT_FOUND' = 'ITEM_NOT_FOUND'): { customerUid: string; itemId: string } {
    const item = deps.itemIds.decode(id);
    if (!item) throw refuse('NOT_FOUND', unknown);
    return item;
  }
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

  /**
   * The restaurant whose till this is: a staff account's own, or the one an owner chose on this device, checked
   * against its owner at every call (the choice is only a cookie's claim).
   */
  async function restaurantOf(user: SessionUser): Promise<string> {
    if (user.role === 'owner') {
      const chosen = user.tillRestaurantUid;
      if (!chosen) throw refuse('FORBIDDEN', 'CHOOSE_TILL');
      if (!isDocumentId(chosen)) throw refuse('FORBIDDEN', 'NOT_YOUR_TILL');
      stillOwnerOf(user, (await paths.restaurant(chosen).get()).data());
      return chosen;
    }
    if (user.role !== 'staff') throw refuse('FORBIDDEN', 'ONLY_STAFF');
    const staff = (await paths.staff(user.uid).get()).data();
    if (!staff?.restaurantUid) throw refuse('FORBIDDEN', 'NOT_LINKED');
    return staff.restaurantUid;
  }

  /**
   * Who works the till, read in the caller's transaction: a staff account still on this restaurant's staff, or the
   * owner still owning it. A removal (or a change of owner) lands before the action or after it, never within.
   */
  function tillWorkerIn(tx: Transaction, user: SessionUser, restaurantUid: string): Promise<TillWorker> {
    if (user.role === 'owner') return tx.get(paths.restaurant(restaurantUid)).then((snapshot) => stillOwnerOf(user, snapshot.data()));
    return tx.get(paths.staff(user.uid)).then((snapshot) => stillStaffOf(snapshot.data(), restaurantUid));
  }

  /**
   * Who holds a till, as Firestore says now: an owner's restaurant's `ownerUid`, or a staff account's `restaurantUid`
   * (null once the document is gone). One listener per document, however many consoles of it are open.
   */
  const tillAccessFeed = createLiveFeed<string | null>();
  function watchTillAccess(user: SessionUser, restaurantUid: string): AsyncIterableIterator<string | null> {
    if (user.role === 'owner') {
      const restaurant = paths.restaurant(restaurantUid);
      return tillAccessFeed.watch(restaurant.path, (emit, fail) =>
        restaurant.onSnapshot((snapshot) => emit(snapshot.data()?.ownerUid ?? null), fail),
      );
    }
    const staff = paths.staff(user.uid);
    return tillAccessFeed.watch(staff.path, (emit, fail) => staff.onSnapshot((snapshot) => emit(snapshot.data()?.restaurantUid ?? null), fail));
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
    return new Map(
      unique.map((uid, index) => {
        const membership = memberships[index]?.data();
        return [uid, { name: fullName(customers[index]?.data()), cusId: membership?.cusId ?? '', recent: membership?.recent }] as const;
      }),
    );
  }

  const claimModel = (id: string, doc: ClaimDoc, who: { name: string; cusId: string }, restaurant: RestaurantDoc): StaffClaimModel => ({
    id: encodeId(doc.customerUid, id),
    cusId: who.cusId,
    customerName: who.name,
    platform: doc.platform,
    status: doc.status,
    createdAt: doc.createdAt.toDate().toISOString(),
    reward: restaurant.reward,
    // What approving it takes (ADR 014): the price when it was made; claims from before that was kept, today's.
    cost: doc.cost ?? rulesAt(restaurant, deps.now()).minimumSpend,
  });
  const requestModel = (id: string, doc: PointsRequestDoc, who: Person): StaffPointsRequestModel => ({
    id: encodeId(doc.customerUid, id),
    cusId: who.cusId,
    customerName: who.name,
    platform: doc.platform,
    points: typeof doc.points === 'number' ? doc.points : null,
    createdAt: doc.createdAt.toDate().toISOString(),
    orderId: doc.orderId ?? null,
    recent: recentBeside(who.recent, id).map(toStaffRecentItem),
    flags: requestFlags({ requestId: id, orderId: doc.orderId, orderIdRefusedBefore: doc.orderIdRefusedBefore, recent: who.recent, now: deps.now() }),
  });

  /**
   * The one way an item is decided, in one transaction: the item's state machine step, the membership's
   * summary of its newest item (which the customer's live screens watch), and for an approval the points
   * with their history row (a claim deducts minimumSpend, a request adds the approved amount). An in-store
   * claim's approval checks the customer's PIN first, in the same transaction, as an in-store credit does.
   */
  async function decideItem<T extends ClaimDoc | PointsRequestDoc>(
    user: SessionUser,
    kind: QueueKind,
    items: (customerUid: string, restaurantUid: string) => CollectionReference<T>,
    id: string,
    decision: Decision,
    { approvedPoints, pin, rejection }: { approvedPoints?: number; pin?: string | null; rejection?: Rejection } = {},
  ) {
    const restaurantUid = await restaurantOf(user);
    const { customerUid, itemId } = decodeId(id);
    const membershipRef = paths.membership(customerUid, restaurantUid);
    // A wrong PIN must be counted, so the transaction commits and reports it instead of throwing.
    type Decided = { decidedDoc: T; restaurant: RestaurantDoc } | { error: DomainError };
    const decided = await transactions.run(membershipRef.path, async (tx): Promise<Decided> => {
      const ref = items(customerUid, restaurantUid).doc(itemId);
      const [item, membershipSnapshot, restaurant, staff] = await readAll([
        tx.get(ref),
        tx.get(membershipRef),
        tx.get(paths.restaurant(restaurantUid)),
        tillWorkerIn(tx, user, restaurantUid),
      ]);
      const doc = item.data();
      const membership = membershipSnapshot.data();
      // Another restaurant's item, or one whose customer left: either way not in this queue.
      if (!doc || !membership) throw refuse('NOT_FOUND', 'ITEM_NOT_FOUND');
      const status = nextStatus(KINDS[kind].name, doc.status, decision);
      if (status === 'approved' && kind === 'requests' && restaurant.data()?.suspended) throw refuse('CONFLICT', 'CREDITS_PAUSED');
      if (status === 'approved' && kind === 'claims' && claimNeedsPin(doc.platform)) {
        if (pin == null) throw refuse('BAD_INPUT', 'PIN_NEEDED');
        const nowMs = deps.now().getTime();
        const [till, customerPin] = await readAll([pins.tillGuesses(tx, user.uid, nowMs), pins.customerPin(tx, customerUid)]);
        const refused = till.paused ?? pins.check(tx, { till, customer: customerPin, pin, nowMs, byOwner: user.role === 'owner' });
        if (refused) return { error: refused };
      }

      // A request records the approved amount, or null once rejected; a claim has no amount of its own.
      // A rejected request keeps why (the customer's screens show it); a claim's rejection carries no reason.
      const why = status === 'rejected' && rejection ? { rejectionReason: rejection.reason, rejectionNote: rejection.note } : {};
      const outcome = kind === 'requests' ? { status, points: status === 'approved' ? approvedPoints! : null, ...why } : { status };
      const now = deps.now();
      const change = { ...outcome, decidedAt: Timestamp.fromDate(now), decidedBy: user.uid, decidedByEmail: staff.email };
      tx.update(ref, change);
      const { summaryField } = KINDS[kind];
      const summary = membership[summaryField];
      const membershipChange: Partial<MembershipDoc> = summary?.id === itemId ? { [summaryField]: { ...summary, ...outcome } } : {};
      const stats = new StatsChange(restaurantUid, dayOf(now)).waiting(-1);
      // A points request's order ID: held for good once approved, freed (and remembered as refused) once rejected.
      const request = kind === 'requests' ? (doc as PointsRequestDoc) : null;
      const orderId = request?.orderId ?? null;
      if (orderId) decideOrderId(tx, { platform: doc.platform, orderId, itemId, status: status === 'approved' ? 'approved' : 'rejected', at: now });
      const recentDecided = request
        ? ({
            id: itemId,
            kind: 'onlineOrder',
            platform: doc.platform,
            points: status === 'approved' ? approvedPoints! : null,
            status,
            orderId,
            ...why,
          } as const)
        : undefined;
      const flags = request
        ? requestFlags({ requestId: itemId, orderId, orderIdRefusedBefore: request.orderIdRefusedBefore, recent: membership.recent, now })
        : [];
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
          historyExtra: orderId ? { orderId } : undefined,
          recent: recentDecided,
        });
      } else {
        const recentChange = recentDecided ? { recent: withRecent(membership, { ...recentDecided, at: Timestamp.fromDate(now) }) } : {};
        if (Object.keys(membershipChange).length > 0 || recentDecided) tx.update(membershipRef, { ...membershipChange, ...recentChange });
      }
      stats.writeTo(tx, db);
      recordActivity(tx, restaurantUid, {
        kind: ACTIVITY_KIND[kind][status === 'approved' ? 'approved' : 'rejected'],
        staffUid: user.uid,
        staffEmail: staff.email,
        cusId: membership.cusId,
        points,
        platform: doc.platform,
        ...(request ? { orderId, flags, ...why } : {}),
        createdAt: Timestamp.fromDate(now),
      });
      const decidedDoc: T = { ...doc, ...change };
      return { decidedDoc, restaurant: restaurant.data()! };
    });
    if ('error' in decided) throw decided.error;
    return { itemId, doc: decided.decidedDoc, restaurant: decided.restaurant, who: await whoIs(restaurantUid, customerUid) };
  }

  /** The order ID's document follows its request's decision (in the decision's transaction; it was read by none). */
  function decideOrderId(tx: Transaction, input: { platform: string; orderId: string; itemId: string; status: 'approved' | 'rejected'; at: Date }) {
    const ref = paths.orderId(input.platform, input.orderId);
    const updatedAt = Timestamp.fromDate(input.at);
    // A pending request is its order ID's only holder (requestPoints refuses a held one), so its decision moves it.
    if (input.status === 'approved') tx.set(ref, { status: 'approved', updatedAt }, { merge: true });
    else tx.set(ref, { status: 'rejected', ...UNNAMED_ORDER_ID, refusals: FieldValue.increment(1), updatedAt }, { merge: true });
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
      const pin = input.decision === 'approved' ? input.pin?.trim() : null;
      if (pin && !PIN_PATTERN.test(pin)) throw refuse('BAD_INPUT', 'PIN_NOT_FOUR_DIGITS');
      const { itemId, doc, who, restaurant } = await decideItem(user, 'claims', paths.claims, input.id, input.decision, { pin: pin || null });
      return claimModel(itemId, doc, who, restaurant);
    }
    const approvedPoints = input.decision === 'approved' ? validPointsAmount(input.points, 'Points') : undefined;
    const rejection = input.decision === 'rejected' ? validRejection(input) : undefined;
    const { itemId, doc, who } = await decideItem(user, 'requests', paths.requests, input.id, input.decision, { approvedPoints, rejection });
    return requestModel(itemId, doc, who);
  }

  /** The pending items of one restaurant, oldest first, with the customers' names and Customer IDs. */
  async function queueOf(restaurantUid: string): Promise<StaffQueueModel> {
    const [restaurant, claims, requests] = await Promise.all([
      deps.restaurants.get(restaurantUid),
      pending.claims(restaurantUid).get(),
      pending.requests(restaurantUid).get(),
    ]);
    if (!restaurant) throw refuse('NOT_FOUND', 'TILL_RESTAURANT_GONE');
    const people = await describe(
      restaurantUid,
      [...claims.docs, ...requests.docs].map((doc) => doc.data().customerUid),
    );
    const { name, resId } = restaurant;
    return {
      restaurantName: name,
      resId,
      claims: claims.docs.map((doc) => claimModel(doc.id, doc.data(), people.get(doc.data().customerUid)!, restaurant)),
      requests: requests.docs.map((doc) => requestModel(doc.id, doc.data(), people.get(doc.data().customerUid)!)),
      largeBillThreshold: restaurant.largeBillThreshold ?? DEFAULT_LARGE_BILL_THRESHOLD,
    };
  }

  return {
    restaurantOf,

    /**
     * The staff login's admission (ADR 019): a staff account works its own restaurant (no choice to keep); an owner
     * one of theirs, named by `wanted` or the only one. An owner of several who named none is refused with the list
     * to choose from (CONFLICT, reason CHOOSE_RESTAURANT); a restaurant that is not theirs is NOT_FOUND.
     */
    async admitToTill(user: SessionUser, wanted?: string): Promise<{ tillRestaurantUid: string | null }> {
      if (user.role !== 'owner') {
        await restaurantOf(user);
        return { tillRestaurantUid: null };
      }
      const snapshot = await paths.restaurants().where('ownerUid', '==', user.uid).get();
      const owned = snapshot.docs
        .map((doc) => ({ restaurantUid: doc.id, doc: doc.data() }))
        .sort((a, b) => a.doc.createdAt.toMillis() - b.doc.createdAt.toMillis() || a.doc.resId.localeCompare(b.doc.resId));
      if (wanted !== undefined) {
        if (!owned.some((restaurant) => restaurant.restaurantUid === wanted)) throw refuse('NOT_FOUND', 'NOT_YOUR_TILL_CHOICE');
        return { tillRestaurantUid: wanted };
      }
      if (owned.length === 0) throw refuse('FORBIDDEN', 'NO_RESTAURANT_YET');
      if (owned.length === 1) return { tillRestaurantUid: owned[0]!.restaurantUid };
      throw new DomainError('CONFLICT', REFUSALS.CHOOSE_TILL, undefined, {
        reason: CHOOSE_RESTAURANT,
        restaurants: owned.map(({ restaurantUid, doc }) => ({ restaurantUid, name: doc.name, resId: doc.resId })),
      });
    },

    queue: async (user: SessionUser): Promise<StaffQueueModel> => queueOf(await restaurantOf(user)),

    /**
     * The queue at once, then again whenever a pending item of this restaurant appears or is decided.
     * One pair of Firestore listeners per restaurant, and one queue read per change, shared by every
     * open console of it.
     */
    async watchQueue(user: SessionUser): Promise<AsyncIterableIterator<StaffQueueModel>> {
      const restaurantUid = await restaurantOf(user);
      const queue = queueFeed.watch(restaurantUid, (emit, fail) => {
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
      // The feed ends (FORBIDDEN, with its reason) as soon as its holder leaves the staff or the owner the restaurant.
      return untilRefused(queue, watchTillAccess(user, restaurantUid), (holder) => {
        if (user.role === 'owner' && holder !== user.uid) throw refuse('FORBIDDEN', 'NOT_YOUR_TILL');
        if (user.role !== 'owner' && holder !== restaurantUid) throw refuse('FORBIDDEN', 'NOT_LINKED');
      });
    },

    decide,

    /**
     * An in-store bill of `amount` rupees earns that many points, for the customer with this Customer ID
     * and PIN. Two lockouts, kept in Firestore inside the credit's transaction so every replica sees them:
     * after 5 wrong PINs for one customer within 15 minutes, counted at every restaurant together, that
     * Customer ID is refused everywhere, for 30 seconds the first time and twice as long on each repeat
     * within a day (at most 15 minutes; the owner can lift it); and a staff account that enters
     * `pinFailuresPerStaff` wrong PINs or unknown Customer IDs within 15 minutes, across all customers,
     * may not credit for 15 minutes. A bill above the restaurant's large-bill limit needs `confirmLargeBill`.
     *
     * With an `idempotencyKey`, the first successful credit stores its answer with the key in the same
     * transaction, and any later call with that key within 24 hours answers the same and credits nothing
     * (a double tap, a retry after a dropped connection, a confirmation sent after a refusal), also when both
     * arrive at once. A key seen with another Customer ID or amount is refused: it is not the same bill.
     */
    async creditInStore(user: SessionUser, input: CreditInput): Promise<number> {
      return (await credit(user, input)).balance;
    },

    /** creditInStore, answering the credit as the till's Last credits list shows it. */
    async creditBill(user: SessionUser, input: CreditInput): Promise<InStoreCreditModel> {
      const done = await credit(user, input);
      if ('model' in done) return done.model;
      // A retry: the first credit's row, which says whether it was undone meanwhile.
      const restaurantUid = await restaurantOf(user);
      const row = done.retried && (await paths.history(done.retried.customerUid, restaurantUid).doc(done.retried.historyId).get()).data();
      if (!done.retried || !row) throw refuse('CONFLICT', 'BILL_ALREADY_CREDITED');
      return (await creditModels(restaurantUid, [{ ...done.retried, row }]))[0]!;
    },

    /** The last 10 in-store credits this staff account made at its restaurant, newest first. */
    async lastCredits(user: SessionUser): Promise<InStoreCreditModel[]> {
      const restaurantUid = await restaurantOf(user);
      const credits = await paths
        .allHistory()
        .where('creditedBy', '==', user.uid)
        .where('restaurantUid', '==', restaurantUid)
        .where('source', '==', 'in-store')
        .orderBy('createdAt', 'desc')
        .limit(LAST_CREDITS)
        .get();
      return creditModels(
        restaurantUid,
        credits.docs.map((doc) => ({ customerUid: customerUidOfRow(doc.ref), historyId: doc.id, row: doc.data() })),
      );
    },

    /**
     * Undoes an in-store credit of this staff account, within CREDIT_UNDO_MINUTES of it: a reversing history row
     * ("Credit reversed", minus the amount) in one transaction with the balance, the credit's row marked, the
     * owner's activity list told. Nothing is deleted. Refused when the balance would go below zero (the points
     * were spent); an undone credit answers as it is.
     */
    async undoCredit(user: SessionUser, id: string): Promise<InStoreCreditModel> {
      const restaurantUid = await restaurantOf(user);
      const { customerUid, itemId: historyId } = decodeId(id, 'CREDIT_NOT_FOUND');
      const membershipRef = paths.membership(customerUid, restaurantUid);
      const creditRef = paths.history(customerUid, restaurantUid).doc(historyId);
      const row = await transactions.run(membershipRef.path, async (tx) => {
        const [creditSnapshot, membershipSnapshot, staff] = await readAll([
          tx.get(creditRef),
          tx.get(membershipRef),
          tillWorkerIn(tx, user, restaurantUid),
        ]);
        const credited = creditSnapshot.data();
        const membership = membershipSnapshot.data();
        if (!credited || credited.source !== 'in-store' || !membership) throw refuse('NOT_FOUND', 'CREDIT_NOT_FOUND');
        if (credited.creditedBy !== user.uid) throw refuse('FORBIDDEN', 'UNDO_NOT_YOURS');
        if (credited.reversedAt) return credited;
        const now = deps.now();
        if (now.getTime() > undoableUntilMs(credited)) {
          throw refuse('CONFLICT', 'UNDO_TOO_LATE', { minutes: CREDIT_UNDO_MINUTES });
        }
        if (pointsOf(membership) < credited.points) {
          throw refuse('CONFLICT', 'UNDO_POINTS_SPENT');
        }
        const stats = new StatsChange(restaurantUid, dayOf(now));
        // What was issued is taken back on the day it was issued (the dashboard's day of the credit).
        stats.add(dayKey(dayOf(credited.createdAt.toDate())), 'issued', -credited.points);
        const reversalId = paths.history(customerUid, restaurantUid).doc().id;
        applyPoints(tx, paths, {
          customerUid,
          restaurantUid,
          membership,
          amount: -credited.points,
          platform: 'Credit reversed',
          source: 'reversal',
          at: now,
          stats,
          historyId: reversalId,
          historyExtra: { restaurantUid, creditedBy: user.uid, creditedByEmail: staff.email, reverses: historyId },
          recent: { id: reversalId, kind: 'creditReversed', platform: 'In-Store', points: -credited.points, status: 'approved', orderId: null },
        });
        const reversal = { reversedAt: Timestamp.fromDate(now), reversalId };
        tx.update(creditRef, reversal);
        stats.writeTo(tx, db);
        recordActivity(tx, restaurantUid, {
          kind: 'creditReversed',
          staffUid: user.uid,
          staffEmail: staff.email,
          cusId: membership.cusId,
          points: -credited.points,
          platform: 'In-Store',
          createdAt: Timestamp.fromDate(now),
        });
        return { ...credited, ...reversal };
      });
      return (await creditModels(restaurantUid, [{ customerUid, historyId, row }]))[0]!;
    },

    /**
     * The member of this staff account's restaurant with this Customer ID (null when none): the name the cashier
     * checks before the PIN, and whether wrong PINs locked the Customer ID. Another restaurant's members never answer.
     */
    async lookUpMember(user: SessionUser, cusId: string): Promise<StaffMemberLookupModel | null> {
      if (!CUSTOMER_ID_PATTERN.test(cusId)) throw badInput(CUSTOMER_ID_INVALID);
      const restaurantUid = await restaurantOf(user);
      const customerUid = (await paths.member(restaurantUid, cusId).get()).data()?.customerUid;
      if (!customerUid) return null;
      const customer = (await paths.customer(customerUid).get()).data();
      const lockedUntil = customer?.pinLockedUntil?.toDate();
      return { cusId, customerName: fullName(customer), lockedUntil: lockedUntil && lockedUntil > deps.now() ? lockedUntil.toISOString() : null };
    },
  };

  /** Where a credit's history row is, and the row (read or just written). */
  interface CreditRow {
    customerUid: string;
    historyId: string;
    row: HistoryDoc;
  }

  /** The models of credit rows of one restaurant, their customers' names and Customer IDs in two batched reads. */
  async function creditModels(restaurantUid: string, rows: CreditRow[]): Promise<InStoreCreditModel[]> {
    const people = await describe(
      restaurantUid,
      rows.map((credit) => credit.customerUid),
    );
    return rows.map(({ customerUid, historyId, row }) => ({
      id: encodeId(customerUid, historyId),
      cusId: people.get(customerUid)!.cusId,
      customerName: people.get(customerUid)!.name,
      amount: row.points,
      balance: row.balance ?? row.points,
      createdAt: row.createdAt.toDate().toISOString(),
      undoableUntil: new Date(undoableUntilMs(row)).toISOString(),
      reversedAt: row.reversedAt?.toDate().toISOString() ?? null,
    }));
  }

  /** The credit with its receipt, lockouts and large-bill rule; see creditInStore. */
  async function credit(user: SessionUser, input: CreditInput): Promise<CreditDone> {
    validPointsAmount(input.amount, 'Amount');
    if (!CUSTOMER_ID_PATTERN.test(input.cusId)) throw badInput(CUSTOMER_ID_INVALID);
    if (!PIN_PATTERN.test(input.pin)) throw refuse('BAD_INPUT', 'PIN_NOT_FOUR_DIGITS');
    if (input.idempotencyKey != null && !isDocumentId(input.idempotencyKey)) throw badInput('idempotencyKey is not valid');
    const restaurantUid = await restaurantOf(user);
    const receiptRef = input.idempotencyKey != null ? paths.creditReceipt(restaurantUid, input.idempotencyKey) : null;
    const staffGuessesRef = paths.staffPinGuesses(user.uid);
    // Credits take turns with every other write to this customer's membership (found by its Customer ID;
    // the transaction reads the mapping again), so a queue at the till is served, not refused. Guesses at
    // unknown Customer IDs take turns per staff account, whose guess count they all write.
    const knownCustomer = (await paths.member(restaurantUid, input.cusId).get()).data();
    const turnKey = knownCustomer?.customerUid ? paths.membership(knownCustomer.customerUid, restaurantUid).path : staffGuessesRef.path;
    // A wrong guess must be recorded, so the transaction commits and reports it instead of throwing.
    const outcome = await transactions.run(turnKey, async (tx): Promise<CreditDone | { error: DomainError }> => {
      const nowMs = deps.now().getTime();
      const [member, till, receiptSnapshot, staff, restaurantSnapshot] = await readAll([
        tx.get(paths.member(restaurantUid, input.cusId)),
        pins.tillGuesses(tx, user.uid, nowMs),
        receiptRef ? tx.get(receiptRef) : Promise.resolve(null),
        // Read in the credit's transaction: a removal of this staff account lands before the credit or after it, never within.
        tillWorkerIn(tx, user, restaurantUid),
        tx.get(paths.restaurant(restaurantUid)),
      ]);
      const receipt = receiptSnapshot?.data();
      if (receipt && receipt.expiresAt.toMillis() > nowMs) {
        if (receipt.cusId !== input.cusId || receipt.amount !== input.amount) {
          return { error: refuse('CONFLICT', 'BILL_CREDITED_OTHERWISE') };
        }
        return {
          balance: receipt.balance,
          retried: receipt.customerUid && receipt.historyId ? { customerUid: receipt.customerUid, historyId: receipt.historyId } : null,
        };
      }
      const restaurant = restaurantSnapshot.data();
      if (restaurant?.suspended) return { error: refuse('CONFLICT', 'CREDITS_PAUSED') };
      // Asked before anything is counted or credited: a till that skipped its confirmation changes nothing.
      if (input.amount > (restaurant?.largeBillThreshold ?? DEFAULT_LARGE_BILL_THRESHOLD) && input.confirmLargeBill !== true) {
        return { error: refuse('BAD_INPUT', 'LARGE_BILL_UNCONFIRMED') };
      }
      if (till.paused) return { error: till.paused };
      const customerUid = member.data()?.customerUid;
      if (!customerUid) return { error: till.guessedWrong('NOT_FOUND', 'UNKNOWN_CUSTOMER') };
      const [pin, membershipSnapshot] = await readAll([pins.customerPin(tx, customerUid), tx.get(paths.membership(customerUid, restaurantUid))]);
      const membership = membershipSnapshot.data();
      if (!membership) return { error: till.guessedWrong('NOT_FOUND', 'UNKNOWN_CUSTOMER') };
      const wrongPin = pins.check(tx, { till, customer: pin, pin: input.pin, nowMs, byOwner: user.role === 'owner' });
      if (wrongPin) return { error: wrongPin };
      const customer = pin.customer;
      const stats = new StatsChange(restaurantUid, dayOf(new Date(nowMs)));
      const historyId = paths.history(customerUid, restaurantUid).doc().id;
      const at = deps.now();
      const balance = pointsOf(membership) + input.amount;
      const row: HistoryDoc = {
        platform: 'In-Store',
        points: input.amount,
        source: 'in-store',
        createdAt: Timestamp.fromDate(at),
        restaurantUid,
        creditedBy: user.uid,
        creditedByEmail: staff.email,
        balance,
      };
      applyPoints(tx, paths, {
        customerUid,
        restaurantUid,
        membership,
        amount: input.amount,
        platform: row.platform,
        source: row.source,
        at,
        stats,
        historyId,
        historyExtra: row,
        recent: { id: historyId, kind: 'inStoreBill', platform: 'In-Store', points: input.amount, status: 'approved', orderId: null },
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
          customerUid,
          historyId,
        });
      }
      const model: InStoreCreditModel = {
        id: encodeId(customerUid, historyId),
        cusId: input.cusId,
        customerName: fullName(customer),
        amount: input.amount,
        balance,
        createdAt: at.toISOString(),
        undoableUntil: new Date(undoableUntilMs(row)).toISOString(),
        reversedAt: null,
      };
      return { balance, model };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome;
  }
}
export type StaffService = ReturnType<typeof createStaffService>;
