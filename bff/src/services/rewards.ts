import { type Firestore, type Transaction, Timestamp } from 'firebase-admin/firestore';
import type { SessionUser } from '../domain/customer.js';
import { dateFields } from '../domain/dates.js';
import { dayOf } from '../domain/days.js';
import { rulesAt } from '../domain/programme-rules.js';
import {
  type ClaimModel,
  type ClaimSummary,
  isPending,
  type PointsRequestModel,
  type PointsRequestSummary,
  toClaimModel,
  toPointsRequestModel,
} from '../domain/decisions.js';
import { REFUSALS } from '@foodspot/schema/refusals';
import { badInput, refuse } from '../domain/errors.js';
import {
  type AuthorisedMembership,
  type ClaimDoc,
  type HistoryDoc,
  type HistoryItemModel,
  type HistoryPageModel,
  type MembershipDoc,
  HISTORY_KIND_OF_SOURCE,
  type OrderIdDoc,
  type PointsRequestDoc,
  pointsOf,
  type RecentEntry,
} from '../domain/membership.js';
import { withRecent } from '../domain/recent-activity.js';
import { HISTORY_MAX_PAGE, lookalikeOrderIdPlatform, normaliseOrderId, orderIdProblem, platformLookalikeMessage } from '@foodspot/schema/rules';
import { firestorePaths, type FirestorePaths } from './firestore-paths.js';
import { StatsChange } from './programme-stats.js';
import { readAll, type TransactionRunner } from './transactions.js';

/** What a customer of a suspended restaurant is told (npm run restaurant -- suspend). */
export const PROGRAMME_PAUSED = REFUSALS.PROGRAMME_PAUSED;
const LATEST_LIMIT = 10;

/**
 * The one way points change: a history row and the new balance, written in the caller's transaction
 * after it read (and so locked) the membership. Points stay equal to the sum of history, never below 0.
 */
export function applyPoints(
  tx: Transaction,
  paths: FirestorePaths,
  input: {
    customerUid: string;
    restaurantUid: string;
    membership: MembershipDoc;
    amount: number;
    platform: string;
    source: HistoryDoc['source'];
    at: Date;
    extra?: Partial<MembershipDoc>;
    /** The dashboard's counters of this transaction (the caller writes them; a reversal's too). */
    stats: StatsChange;
    /** The history row's id (a new one when left out) and what it records beyond the points (who credited them). */
    historyId?: string;
    historyExtra?: Partial<HistoryDoc>;
    /** What the staff card's recent list says of it (credits, online orders and reversals; not claims). */
    recent?: Omit<RecentEntry, 'at'>;
  },
): number {
  const balance = pointsOf(input.membership) + input.amount;
  if (balance < 0) throw refuse('CONFLICT', 'POINTS_SHORT');
  const history: HistoryDoc = {
    ...input.historyExtra,
    platform: input.platform,
    points: input.amount,
    source: input.source,
    createdAt: Timestamp.fromDate(input.at),
  };
  const rows = paths.history(input.customerUid, input.restaurantUid);
  const row = input.historyId ? rows.doc(input.historyId) : rows.doc();
  tx.create(row, history);
  const isCredit = input.source === 'in-store' || input.source === 'online-request';
  const earnDays = input.amount > 0 ? input.stats.issued(input.amount, input.membership, isCredit) : undefined;
  // A reversal takes back what was issued (its caller counts it), it redeems nothing.
  if (input.amount < 0 && input.source !== 'reversal') input.stats.redeemed(-input.amount);
  tx.update(paths.membership(input.customerUid, input.restaurantUid), {
    ...input.extra,
    points: balance,
    historyUpdatedAt: history.createdAt,
    ...(earnDays ? { earnDays } : {}),
    ...(input.recent ? { recent: withRecent(input.membership, { ...input.recent, at: history.createdAt }) } : {}),
  });
  return balance;
}

export const toHistoryItemModel = (id: string, doc: HistoryDoc): HistoryItemModel => ({
  pointsId: id,
  platform: doc.platform,
  kind: HISTORY_KIND_OF_SOURCE[doc.source] ?? 'service',
  orderId: doc.orderId ?? null,
  points: doc.points,
  ...dateFields(doc.createdAt),
});

/**
 * The order ID as the one key of its order: canonical (normaliseOrderId, idempotent, so a caller that skipped
 * orderIdSchema gets the same key), of a platform whose order IDs we know, in that platform's format. A look-alike
 * spelling of the platform or of the ID would otherwise be another key for the same order, and earn twice.
 */
function canonicalOrderId(platform: string, typed: string): string {
  const orderId = normaliseOrderId(typed);
  const problem = orderIdProblem(platform, orderId);
  if (problem?.problem === 'lookalike') throw badInput(platformLookalikeMessage(problem.platform));
  if (problem?.problem === 'unknownPlatform') throw refuse('BAD_INPUT', 'ORDER_ID_ONLINE_ONLY');
  if (problem) throw badInput(`That is not a ${problem.platform} Order ID. It looks like ${problem.example}.`);
  return orderId;
}

/** Claims, points requests, history and the points balance: every change in one transaction. */
export function createRewardsService(deps: { db: Firestore; now: () => Date; transactions: TransactionRunner }) {
  const { db, transactions } = deps;
  const paths = firestorePaths(db);

  function requireCustomer(user: SessionUser): string {
    if (user.role !== 'customer') throw refuse('FORBIDDEN', 'ONLY_CUSTOMERS_REWARDS');
    return user.uid;
  }

  async function lockMembership(tx: Transaction, customerUid: string, restaurantUid: string): Promise<MembershipDoc> {
    const membership = (await tx.get(paths.membership(customerUid, restaurantUid))).data();
    if (!membership) throw refuse('NOT_FOUND', 'NOT_IN_LIST');
    return membership;
  }

  /**
   * `read`'s answer, only for a member (404 otherwise): it runs beside the read that checks the caller holds
   * the membership, one round trip instead of two, and is dropped when they do not. The one place an
   * AuthorisedMembership is made.
   */
  async function asMember<T>(user: SessionUser, restaurantUid: string, read: (membership: AuthorisedMembership) => Promise<T>): Promise<T> {
    const customerUid = requireCustomer(user);
    const membershipRef = paths.membership(customerUid, restaurantUid);
    const [snapshot, answer] = await Promise.all([membershipRef.get(), read({ customerUid, restaurantUid } as AuthorisedMembership)]);
    if (!snapshot.exists) throw refuse('NOT_FOUND', 'NOT_IN_LIST');
    return answer;
  }

  const readClaims = async ({ customerUid, restaurantUid }: AuthorisedMembership, limit: number) =>
    (await paths.claims(customerUid, restaurantUid).orderBy('createdAt', 'desc').limit(limit).get()).docs.map((doc) =>
      toClaimModel({ id: doc.id, ...doc.data() }),
    );
  const readRequests = async ({ customerUid, restaurantUid }: AuthorisedMembership, limit: number) =>
    (await paths.requests(customerUid, restaurantUid).orderBy('createdAt', 'desc').limit(limit).get()).docs.map((doc) =>
      toPointsRequestModel({ id: doc.id, ...doc.data() }),
    );

  return {
    /** Newest first; 404 when the restaurant is not in the caller's list. */
    latestClaims: (user: SessionUser, restaurantUid: string, limit = LATEST_LIMIT): Promise<ClaimModel[]> =>
      asMember(user, restaurantUid, (membership) => readClaims(membership, limit)),

    /** Newest first; 404 when the restaurant is not in the caller's list. */
    latestRequests: (user: SessionUser, restaurantUid: string, limit = LATEST_LIMIT): Promise<PointsRequestModel[]> =>
      asMember(user, restaurantUid, (membership) => readRequests(membership, limit)),

    /** Newest first; `after` is the cursor of the previous page. */
    async history(user: SessionUser, restaurantUid: string, options: { first?: number; after?: string | null } = {}): Promise<HistoryPageModel> {
      const customerUid = requireCustomer(user);
      const first = options.first ?? 50;
      if (!Number.isInteger(first) || first < 1 || first > HISTORY_MAX_PAGE) throw badInput(`first must be between 1 and ${HISTORY_MAX_PAGE}`);
      const collection = paths.history(customerUid, restaurantUid);
      let query = collection
        .orderBy('createdAt', 'desc')
        .orderBy('__name__', 'desc')
        .limit(first + 1);
      if (options.after) {
        const cursor = await collection.doc(options.after).get();
        if (!cursor.exists) throw badInput('after is not a cursor of this history');
        query = query.startAfter(cursor);
      }
      // One consistent snapshot: the page and the membership's historyUpdatedAt it is as of (the client
      // asks again when the live membership says history moved on since).
      const [snapshot, page] = await db.runTransaction((tx) => readAll([tx.get(paths.membership(customerUid, restaurantUid)), tx.get(query)]), {
        readOnly: true,
      });
      const membership = snapshot.data();
      if (!membership) throw refuse('NOT_FOUND', 'NOT_IN_LIST');
      const docs = page.docs.slice(0, first);
      return {
        items: docs.map((doc) => toHistoryItemModel(doc.id, doc.data())),
        nextCursor: page.docs.length > first ? (docs.at(-1)?.id ?? null) : null,
        asOf: membership.historyUpdatedAt?.toDate().toISOString() ?? null,
      };
    },

    /** A reward claim, in-store or online; only one pending at a time, only while the reward is unlocked. */
    async claimReward(user: SessionUser, restaurantUid: string, platform: string): Promise<ClaimModel> {
      const customerUid = requireCustomer(user);
      return transactions.run(paths.membership(customerUid, restaurantUid).path, async (tx) => {
        const [membership, restaurantSnapshot] = await readAll([
          lockMembership(tx, customerUid, restaurantUid),
          tx.get(paths.restaurant(restaurantUid)),
        ]);
        const restaurant = restaurantSnapshot.data();
        if (!restaurant) throw refuse('NOT_FOUND', 'NOT_IN_LIST');
        if (restaurant.suspended) throw refuse('CONFLICT', 'PROGRAMME_PAUSED');
        const now = deps.now();
        // The price of the reward now: a dearer price announced for later does not apply yet (ADR 014).
        const { minimumSpend } = rulesAt(restaurant, now);
        if (isPending(membership.latestClaim)) throw refuse('CONFLICT', 'CLAIM_PENDING');
        if (pointsOf(membership) < minimumSpend) throw refuse('CONFLICT', 'NOT_ENOUGH_POINTS');
        const ref = paths.claims(customerUid, restaurantUid).doc();
        const createdAt = Timestamp.fromDate(now);
        tx.create(ref, {
          customerUid,
          restaurantUid,
          platform,
          status: 'pending',
          createdAt,
          decidedAt: null,
          decidedBy: null,
          cost: minimumSpend,
        } satisfies ClaimDoc);
        const latestClaim: ClaimSummary = { id: ref.id, platform, status: 'pending', createdAt };
        tx.update(paths.membership(customerUid, restaurantUid), { latestClaim });
        new StatsChange(restaurantUid, dayOf(now)).waiting(1).writeTo(tx, db);
        return toClaimModel(latestClaim);
      });
    },

    /**
     * Asks the restaurant for points for an online order; the amount stays 'pending' until staff decide. An order ID
     * (canonical, canonicalOrderId) is held in orderIds/ in the same transaction: one platform's order earns at most
     * once across every restaurant and customer, until a rejection frees it.
     */
    async requestPoints(user: SessionUser, restaurantUid: string, platform: string, typedOrderId?: string | null): Promise<PointsRequestModel> {
      const customerUid = requireCustomer(user);
      const lookalike = lookalikeOrderIdPlatform(platform);
      if (lookalike) throw badInput(platformLookalikeMessage(lookalike));
      // Canonical before the format check and before the key: stored, shown and held in this one form.
      const orderId = typedOrderId ? canonicalOrderId(platform, typedOrderId) : null;
      const orderRef = orderId ? paths.orderId(platform, orderId) : null;
      return transactions.run(paths.membership(customerUid, restaurantUid).path, async (tx) => {
        const [membership, restaurantSnapshot, orderSnapshot] = await readAll([
          lockMembership(tx, customerUid, restaurantUid),
          tx.get(paths.restaurant(restaurantUid)),
          orderRef ? tx.get(orderRef) : Promise.resolve(null),
        ]);
        if (restaurantSnapshot.data()?.suspended) throw refuse('CONFLICT', 'PROGRAMME_PAUSED');
        if (isPending(membership.latestRequest)) throw refuse('CONFLICT', 'REQUEST_PENDING');
        const held = orderSnapshot?.data();
        if (held && held.status !== 'rejected') {
          throw refuse('CONFLICT', 'ORDER_ALREADY_ASKED', { platform });
        }
        const ref = paths.requests(customerUid, restaurantUid).doc();
        const now = deps.now();
        const createdAt = Timestamp.fromDate(now);
        const refusedBefore = (held?.refusals ?? 0) > 0;
        tx.create(ref, {
          customerUid,
          restaurantUid,
          platform,
          ...(orderId ? { orderId, orderIdRefusedBefore: refusedBefore } : {}),
          points: 'pending',
          status: 'pending',
          createdAt,
          decidedAt: null,
          decidedBy: null,
        } satisfies PointsRequestDoc);
        if (orderRef) {
          tx.set(orderRef, {
            status: 'pending',
            customerUid,
            restaurantUid,
            requestId: ref.id,
            refusals: held?.refusals ?? 0,
            updatedAt: createdAt,
          } satisfies OrderIdDoc);
        }
        const latestRequest: PointsRequestSummary = { id: ref.id, platform, status: 'pending', points: null, createdAt, orderId };
        const recent = withRecent(membership, {
          id: ref.id,
          kind: 'onlineOrder',
          platform,
          points: null,
          status: 'pending',
          orderId,
          at: createdAt,
        });
        tx.update(paths.membership(customerUid, restaurantUid), { latestRequest, recent });
        new StatsChange(restaurantUid, dayOf(now)).waiting(1).writeTo(tx, db);
        return toPointsRequestModel(latestRequest);
      });
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
