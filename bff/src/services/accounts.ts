import { timingSafeEqual } from 'node:crypto';
import { DELETION_SIGN_IN_WINDOW_MINUTES } from '@foodspot/schema/privacy';
import type { Auth } from 'firebase-admin/auth';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { CustomerDoc, SessionUser } from '../domain/customer.js';
import { isPending, toClaimModel, toPointsRequestModel } from '../domain/decisions.js';
import { dayOf } from '../domain/days.js';
import { refuse } from '../domain/errors.js';
import type { DataExportModel, ExportedClaimModel, ExportNoteModel, SignInRecordsModel } from '../domain/data-export.js';
import { type ClaimDoc, pointsOf, releasedOrderId, type RestaurantDoc } from '../domain/membership.js';
import { rulesAt } from '../domain/programme-rules.js';
import { firestorePaths } from './firestore-paths.js';
import { StatsChange } from './programme-stats.js';
import type { RestaurantDirectory } from './restaurant-directory.js';
import { toHistoryItemModel } from './rewards.js';
import type { SessionService } from './sessions.js';
import { readAll, type TransactionRunner } from './transactions.js';

/** Wrong PINs that pause account deletion, and for how long (a stolen session cannot try all 10,000 PINs). */
export const DELETION_PIN_FAILURES = 5;
export const DELETION_PIN_LOCK_MS = 15 * 60_000;

/** deletions/{uid}: an account deletion under way; the server finishes any it finds when it starts. */
export interface DeletionDoc {
  startedAt: Timestamp;
}

/** What a test may make fail, to prove a deletion that stopped half-way finishes when run again. */
export type DeletionStep = 'membership' | 'links' | 'documents' | 'sign-in';

const samePin = (given: string, kept: string) => given.length === kept.length && timingSafeEqual(Buffer.from(given), Buffer.from(kept));

/**
 * The customer's rights over their data (docs/privacy.md): a copy of everything kept about them, and the deletion
 * of all of it. Deletion is a job (deletions/{uid}) of steps that can each run again: a process that dies half-way
 * leaves the job, and the next run (the customer's retry, or the server's start) finishes it.
 */
export function createAccountService(deps: {
  db: Firestore;
  auth: Auth;
  now: () => Date;
  transactions: TransactionRunner;
  sessions: SessionService;
  restaurants: RestaurantDirectory;
  /** Tests only: called before each step, to stop a deletion where a crash would. */
  beforeDeletionStep?: (step: DeletionStep) => void | Promise<void>;
}) {
  const { db, transactions } = deps;
  const paths = firestorePaths(db);
  const deletions = db.collection('deletions');

  function requireCustomer(user: SessionUser) {
    if (user.role !== 'customer') throw refuse('FORBIDDEN', 'ONLY_CUSTOMERS_ACCOUNT');
  }

  /**
   * The sign-in records kept about the customer (docs/privacy.md): the sign-in account's times, the sessions logged
   * out on a device (kept until their cookie would expire), and the wrong-PIN counters while they exist.
   */
  async function signInRecords(uid: string): Promise<Omit<SignInRecordsModel, 'method'>> {
    const nowMs = deps.now().getTime();
    const [account, ended, tills, deletionGuesses] = await Promise.all([
      deps.auth.getUser(uid).catch((error: unknown) => {
        if ((error as { code?: string }).code === 'auth/user-not-found') return null;
        throw error;
      }),
      paths.endedSessions().where('uid', '==', uid).get(),
      paths.pinLockout(uid).get(),
      paths.accountDeletionGuesses(uid).get(),
    ]);
    const lockout = tills.data();
    const guesses = deletionGuesses.data();
    const pausedUntilMs = guesses && guesses.count >= DELETION_PIN_FAILURES ? guesses.since.toMillis() + DELETION_PIN_LOCK_MS : 0;
    return {
      signInWith: account?.phoneNumber ?? account?.email ?? null,
      accountCreatedAt: isoOfAuthTime(account?.metadata.creationTime),
      lastSignInAt: isoOfAuthTime(account?.metadata.lastSignInTime),
      loggedOutSessions: ended.docs
        .map((doc) => ({ loggedOutAt: iso(doc.data().endedAt), refusedUntil: doc.data().expiresAt.toDate().toISOString() }))
        .sort((a, b) => b.refusedUntil.localeCompare(a.refusedUntil)),
      wrongPinsAtTills: lockout
        ? {
            wrongPins: lockout.failures,
            countingSince: new Date(lockout.windowStartMs).toISOString(),
            lockedUntil: lockout.lockedUntilMs > nowMs ? new Date(lockout.lockedUntilMs).toISOString() : null,
          }
        : null,
      deletionPinGuesses: guesses
        ? {
            wrongPins: guesses.count,
            since: guesses.since.toDate().toISOString(),
            pausedUntil: pausedUntilMs > nowMs ? new Date(pausedUntilMs).toISOString() : null,
          }
        : null,
    };
  }

  /** One restaurant leaves the account: its index entry, its pending items in the queue and the dashboard's count. */
  async function unlinkMembership(customerUid: string, restaurantUid: string) {
    const membershipRef = paths.membership(customerUid, restaurantUid);
    await transactions.run(membershipRef.path, async (tx) => {
      const membership = (await tx.get(membershipRef)).data();
      if (!membership) return;
      const member = paths.member(restaurantUid, membership.cusId);
      const indexed = (await tx.get(member)).data();
      // The items still waiting leave the staff queue at once (the rest of the sub-collections go in bulk after).
      const waiting = [
        isPending(membership.latestClaim) ? paths.claims(customerUid, restaurantUid).doc(membership.latestClaim!.id) : null,
        isPending(membership.latestRequest) ? paths.requests(customerUid, restaurantUid).doc(membership.latestRequest!.id) : null,
      ];
      for (const ref of waiting) if (ref) tx.delete(ref);
      if (indexed?.customerUid === customerUid) tx.delete(member);
      tx.delete(membershipRef);
      // Like leaving the restaurant: the member and their waiting items leave the counts; points issued and redeemed stay.
      new StatsChange(restaurantUid, dayOf(deps.now())).left(membership).writeTo(tx, db);
    });
  }

  /** Documents outside the customer's own tree that name them: order IDs, till receipts, ended sessions, the PIN lockout. */
  async function unlinkElsewhere(customerUid: string) {
    const [orders, receipts, ended] = await Promise.all([
      paths.orderIds().where('customerUid', '==', customerUid).get(),
      db.collectionGroup('creditReceipts').where('customerUid', '==', customerUid).get(),
      paths.endedSessions().where('uid', '==', customerUid).get(),
    ]);
    const writer = db.bulkWriter();
    for (const order of orders.docs) {
      const released = releasedOrderId(order.data());
      if (released) void writer.update(order.ref, released);
      else void writer.delete(order.ref);
    }
    for (const doc of [...receipts.docs, ...ended.docs]) void writer.delete(doc.ref);
    void writer.delete(paths.pinLockout(customerUid));
    void writer.delete(paths.accountDeletionGuesses(customerUid));
    await writer.close();
  }

  /** No new sign-in while the deletion runs: a session minted after the revocation would write again behind it. */
  async function disableSignIn(customerUid: string) {
    await deps.auth.updateUser(customerUid, { disabled: true }).catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    });
  }

  /** Runs (or finishes) the deletion of a customer whose job exists; every step can run again. */
  async function finishDeletion(customerUid: string): Promise<void> {
    const step = async (name: DeletionStep) => deps.beforeDeletionStep?.(name);
    await disableSignIn(customerUid);
    const memberships = await paths.memberships(customerUid).get();
    for (const membership of memberships.docs) {
      await step('membership');
      await unlinkMembership(customerUid, membership.id);
    }
    await step('links');
    await unlinkElsewhere(customerUid);
    await step('documents');
    // Every sub-collection (history, claims, requests of every restaurant, consent records), in batches the
    // BulkWriter sizes (no 500-writes-per-transaction limit), then the customer document itself.
    await db.recursiveDelete(paths.customer(customerUid));
    await step('sign-in');
    await deps.sessions.revokeSessions(customerUid).catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    });
    await deps.auth.deleteUser(customerUid).catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    });
    await deletions.doc(customerUid).delete();
  }

  return {
    /** Everything kept about the customer, as "Download my data" saves it: their own data only. */
    async exportData(user: SessionUser): Promise<DataExportModel> {
      requireCustomer(user);
      const uid = user.uid;
      const [customerSnapshot, memberships, consents, signIns] = await Promise.all([
        paths.customer(uid).get(),
        paths.memberships(uid).orderBy('joinedAt').get(),
        paths.consents(uid).orderBy('givenAt').get(),
        signInRecords(uid),
      ]);
      const customer = customerSnapshot.data();
      const restaurants = await deps.restaurants.getMany(memberships.docs.map((doc) => doc.id));
      const exported = await Promise.all(
        memberships.docs.map(async (doc, index) => {
          const [history, claims, requests] = await Promise.all([
            paths.history(uid, doc.id).orderBy('createdAt', 'desc').get(),
            paths.claims(uid, doc.id).orderBy('createdAt', 'desc').get(),
            paths.requests(uid, doc.id).orderBy('createdAt', 'desc').get(),
          ]);
          const restaurant = restaurants[index];
          return {
            restaurantName: restaurant?.name ?? '',
            resId: restaurant?.resId ?? '',
            cusId: doc.data().cusId,
            points: pointsOf(doc.data()),
            history: history.docs.map((row) => toHistoryItemModel(row.id, row.data())),
            claims: claims.docs.map((claim) => exportedClaim({ id: claim.id, ...claim.data() }, restaurant)),
            requests: requests.docs.map((request) => toPointsRequestModel({ id: request.id, ...request.data() })),
          };
        }),
      );
      return {
        exportedAt: deps.now().toISOString(),
        profile: profileOf(customer),
        memberships: exported,
        consents: consents.docs.map((doc) => ({ noticeVersion: doc.data().noticeVersion, givenAt: doc.data().givenAt.toDate().toISOString() })),
        signIns: { ...signIns, method: customer?.signInMethod ?? null, accountCreatedAt: signIns.accountCreatedAt ?? iso(customer?.createdAt) },
        notes: EXPORT_NOTES,
      };
    },

    /**
     * Deletes the account and everything kept about it. Only from a session signed in within the last 10 minutes
     * (before the PIN is even read, so an old session learns nothing); then the PIN (5 wrong ones pause deletion
     * for 15 minutes); then the job is recorded and every session ends before anything is deleted, so the
     * customer's other devices cannot write meanwhile.
     */
    async deleteAccount(user: SessionUser, pin: string | null | undefined): Promise<void> {
      requireCustomer(user);
      const signedInAgoMs = deps.now().getTime() - (user.signedInAtMs ?? Number.NEGATIVE_INFINITY);
      if (!(signedInAgoMs <= DELETION_SIGN_IN_WINDOW_MINUTES * 60_000))
        throw refuse('SIGN_IN_AGAIN', 'SIGN_IN_AGAIN_TO_DELETE', { minutes: DELETION_SIGN_IN_WINDOW_MINUTES });
      const ref = paths.customer(user.uid);
      const refusal = await transactions.run(ref.path, async (tx) => {
        const guessesRef = paths.accountDeletionGuesses(user.uid);
        const [snapshot, job, guesses] = await readAll([tx.get(ref), tx.get(deletions.doc(user.uid)), tx.get(guessesRef)]);
        const customer = snapshot.data();
        if (job.exists || !customer) return null; // already under way (or nothing left but the sign-in): finish it
        const nowMs = deps.now().getTime();
        const failures = guesses.data();
        const recent = failures && nowMs - failures.since.toMillis() < DELETION_PIN_LOCK_MS ? failures : null;
        if (recent && recent.count >= DELETION_PIN_FAILURES) {
          const minutes = Math.ceil((recent.since.toMillis() + DELETION_PIN_LOCK_MS - nowMs) / 60_000);
          return refuse('RATE_LIMITED', 'DELETE_TOO_MANY_PINS', { minutes }, minutes * 60);
        }
        if (customer.pin) {
          if (!pin) return refuse('BAD_INPUT', 'DELETE_PIN_MISSING');
          if (!samePin(pin, customer.pin)) {
            // Counted beside the customer's documents, not in them: a refusal changes none of the customer's data.
            tx.set(guessesRef, { count: (recent?.count ?? 0) + 1, since: recent?.since ?? Timestamp.fromMillis(nowMs) });
            return refuse('BAD_INPUT', 'DELETE_WRONG_PIN');
          }
        }
        tx.create(deletions.doc(user.uid), { startedAt: Timestamp.fromMillis(nowMs) } satisfies DeletionDoc);
        return null;
      });
      if (refusal) throw refusal;
      await disableSignIn(user.uid);
      // Sessions end first: from here no device of the account writes.
      await deps.sessions.revokeSessions(user.uid).catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      });
      await finishDeletion(user.uid);
    },

    /** Finishes the deletions a process stopped in the middle of, begun at least `olderThanMs` ago (the server calls it when it starts). */
    async resumeDeletions(olderThanMs = 0): Promise<number> {
      const before = Timestamp.fromMillis(deps.now().getTime() - olderThanMs);
      const pending = await deletions.where('startedAt', '<=', before).limit(100).get();
      for (const job of pending.docs) await finishDeletion(job.id);
      return pending.size;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

/** What the file cannot hold (docs/privacy.md), said in it. */
const EXPORT_NOTES: ExportNoteModel[] = [
  {
    about: 'deviceLanguage',
    text: 'Your language choice (English or Hindi) is kept only in your browser, never sent to us, so it is not in this file.',
  },
  {
    about: 'activeSessions',
    text: 'A signed-in device holds its own session cookie (5 days at most); we keep no list of them. Logging out of a device is recorded above.',
  },
];

const iso = (timestamp: Timestamp | null | undefined): string | null => timestamp?.toDate().toISOString() ?? null;

/** Firebase Authentication's metadata times ("Tue, 01 Dec 2026 10:00:00 GMT") as ISO strings. */
function isoOfAuthTime(time: string | null | undefined): string | null {
  const date = time ? new Date(time) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** A claim with its reward's name and cost: what approval deducts (ADR 014), the price at the time for claims from before it was kept. */
function exportedClaim(claim: ClaimDoc & { id: string }, restaurant: RestaurantDoc | null | undefined): ExportedClaimModel {
  return {
    ...toClaimModel(claim),
    reward: restaurant?.reward ?? '',
    cost: claim.cost ?? (restaurant ? rulesAt(restaurant, claim.createdAt.toDate()).minimumSpend : 0),
  };
}

function profileOf(customer: CustomerDoc | undefined) {
  if (!customer?.profileSet || !customer.firstName || !customer.lastName || !customer.phone || !customer.pin) return null;
  return { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone, email: customer.email, pin: customer.pin };
}
