import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type Transaction, Timestamp } from 'firebase-admin/firestore';
import type { RestaurantInput } from '@foodspot/schema/restaurant';
import { OWN_EMAIL_AS_STAFF } from '@foodspot/schema/session';
import { DEFAULT_LARGE_BILL_THRESHOLD, HISTORY_MAX_PAGE } from '@foodspot/schema/rules';
import { customerNameOf, type SessionUser } from '../domain/customer.js';
import { addDays, dayOf, startOfDay } from '../domain/days.js';
import { REFUSALS, type RefusalReason } from '@foodspot/schema/refusals';
import { badInput, type DomainError, refuse } from '../domain/errors.js';
import type { RestaurantDoc } from '../domain/membership.js';
import type {
  ActivityItemModel,
  ActivityKind,
  LiftedPinLockModel,
  ActivityPageModel,
  OwnerDoc,
  OwnerRestaurantModel,
  RestaurantDashboardModel,
  StaffMemberModel,
} from '../domain/owner.js';
import { rulesAt } from '../domain/programme-rules.js';
import { lockDuration, lockRemainingMs } from '../domain/staff.js';

/** How often one customer's PIN lock may be lifted in a day (Asia/Kolkata), by every owner together. */
export const PIN_LOCK_LIFTS_PER_DAY = 2;
import { type CsvCell, toCsv } from './csv.js';
import { CSV_TEXTS, type CsvLanguage } from './csv-texts.js';
import { firestorePaths, getAll } from './firestore-paths.js';
import { readDashboard } from './programme-stats.js';
import type { SessionService } from './sessions.js';
import { issueStaffInvite, inviteHashOf } from './staff-invites.js';
import { readAll, type TransactionRunner } from './transactions.js';

/** Public IDs start here (the demo restaurants hold FS1001-FS1003); taken numbers are skipped. */
const FIRST_RESTAURANT_NUMBER = 1001;
const ID_ATTEMPTS = 20;
const CSV_BATCH = 300;
/** The most rows one CSV holds (a restaurant's members, or its activity); beyond it the file says so. */
export const CSV_MAX_ROWS = 50_000;

export interface OwnerLimits {
  /** Restaurants one owner account may create per day (Asia/Kolkata). */
  restaurantsPerDay: number;
  /** Staff invitations (new links) per owner account per day. */
  staffInvitesPerDay: number;
  /** Days between announcing a dearer reward and its taking effect. */
  noticeDays: number;
}

/** One answer for every email that cannot be staff here, whatever it is (a customer's, an owner's, another owner's cashier). */
export const CANNOT_ADD_STAFF = REFUSALS.CANNOT_ADD_STAFF;
/** A password nobody knows: an account has one until its owner sets theirs with the link. */
const unusablePassword = () => randomBytes(24).toString('base64url');
/** A daily allowance used up: RATE_LIMITED until the next day starts in India. */
const untilTomorrow = (reason: RefusalReason, now: Date): DomainError =>
  refuse('RATE_LIMITED', reason, {}, Math.ceil((startOfDay(addDays(dayOf(now), 1)).getTime() - now.getTime()) / 1000));

const fullName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ');

/** The restaurant as its owner sees it at `now` (an announced price that has come is the price). */
function toOwnerRestaurant(restaurantUid: string, doc: RestaurantDoc, now: Date): OwnerRestaurantModel {
  const rules = rulesAt(doc, now);
  return {
    restaurantUid,
    resId: doc.resId,
    name: doc.name,
    phone: doc.phone ?? '',
    city: doc.city ?? '',
    reward: doc.reward,
    minimumSpend: rules.minimumSpend,
    pendingMinimumSpend: rules.pendingMinimumSpend,
    minimumSpendFrom: rules.minimumSpendFrom?.toISOString() ?? null,
    suspended: doc.suspended === true,
    largeBillThreshold: doc.largeBillThreshold ?? DEFAULT_LARGE_BILL_THRESHOLD,
  };
}

/**
 * The price fields after an owner asks for `wanted` points at `now` (ADR 014): the same or cheaper applies at
 * once and withdraws any announcement; dearer is announced for the start of the day `noticeDays` ahead, except
 * that lowering an announced price keeps its date (members were told of a dearer one).
 */
export function repriced(doc: RestaurantDoc, wanted: number, now: Date, noticeDays: number) {
  const rules = rulesAt(doc, now);
  if (wanted <= rules.minimumSpend) return { minimumSpend: wanted, pendingMinimumSpend: null, minimumSpendFrom: null };
  const keepsDate = rules.pendingMinimumSpend !== null && rules.minimumSpendFrom !== null && wanted <= rules.pendingMinimumSpend;
  const from = keepsDate ? rules.minimumSpendFrom! : startOfDay(addDays(dayOf(now), noticeDays));
  return { minimumSpend: rules.minimumSpend, pendingMinimumSpend: wanted, minimumSpendFrom: Timestamp.fromDate(from) };
}

/** Owners run their restaurants' programmes: restaurants, rules, staff, and how it goes (docs/architecture.md "Owner side"). */
/** A download for the owner's accountant: the file, and how many rows it read (its query cost). */
export interface CsvFile {
  resId: string;
  csv: string;
  rows: number;
}

export function createOwnerService(deps: {
  db: Firestore;
  auth: Auth;
  now: () => Date;
  transactions: TransactionRunner;
  sessions: SessionService;
  limits: OwnerLimits;
}) {
  const { db, auth, transactions } = deps;
  const paths = firestorePaths(db);

  function requireOwner(user: SessionUser): string {
    if (user.role !== 'owner') throw refuse('FORBIDDEN', 'ONLY_OWNERS');
    return user.uid;
  }

  /** The restaurant, when this owner owns it; NOT_FOUND otherwise (whether it exists is not told). */
  async function ownedRestaurant(user: SessionUser, restaurantUid: string, tx?: Transaction): Promise<RestaurantDoc> {
    const ownerUid = requireOwner(user);
    const ref = paths.restaurant(restaurantUid);
    const doc = (await (tx ? tx.get(ref) : ref.get())).data();
    if (!doc || doc.ownerUid !== ownerUid) throw refuse('NOT_FOUND', 'NOT_YOUR_RESTAURANT');
    return doc;
  }

  /** Counts one more of `what` today against the owner's daily allowance, in the caller's transaction. */
  function spendQuota(
    tx: Transaction,
    ownerUid: string,
    owner: OwnerDoc | undefined,
    what: 'restaurantsCreated' | 'staffInvited',
    limit: number,
    refusal: RefusalReason,
  ) {
    const today = dayOf(deps.now());
    const quota = owner?.quota?.day === today ? owner.quota : { day: today, restaurantsCreated: 0, staffInvited: 0 };
    if (quota[what] >= limit) throw untilTomorrow(refusal, deps.now());
    tx.set(paths.owner(ownerUid), { quota: { ...quota, [what]: quota[what] + 1 } }, { merge: true });
  }

  /**
   * The uid of the staff account `email` may use: an existing staff account, or a new one (role staff, a
   * random password nobody knows); null when the email is anyone else's (a customer's, an owner's).
   */
  async function staffAccountFor(email: string, retried = false): Promise<string | null> {
    const existing = await auth.getUserByEmail(email).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'auth/user-not-found') return null;
      throw error;
    });
    if (existing) return existing.customClaims?.['role'] === 'staff' ? existing.uid : null;
    try {
      const created = await auth.createUser({ email, emailVerified: false, password: unusablePassword() });
      await auth.setCustomUserClaims(created.uid, { role: 'staff' });
      return created.uid;
    } catch (error) {
      // Made at the same moment by another call: whoever made it, the transaction in addStaff decides.
      if ((error as { code?: string }).code !== 'auth/email-already-exists' || retried) throw error;
      return staffAccountFor(email, true);
    }
  }

  /** A set-password link's path in this app: the token of the account's newest invite (services/staff-invites.ts). */
  const setPasswordPath = (token: string) => `/staff/set-password?${new URLSearchParams({ invite: token }).toString()}`;

  /**
   * The names the till shows for these Customer IDs of a restaurant, read now (members index, then profiles, two
   * batched reads): a name changed since shows as it is today, and someone who left or erased their account has none.
   */
  async function memberNames(restaurantUid: string, cusIds: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(cusIds)];
    // Firestore's getAll takes at least one document.
    if (unique.length === 0) return new Map();
    const members = await getAll(
      db,
      unique.map((cusId) => paths.member(restaurantUid, cusId)),
    );
    const known = unique.flatMap((cusId, index) => {
      const customerUid = members[index]?.data()?.customerUid;
      return customerUid ? [{ cusId, customerUid }] : [];
    });
    if (known.length === 0) return new Map();
    const customers = await getAll(
      db,
      known.map(({ customerUid }) => paths.customer(customerUid)),
    );
    return new Map(
      known.flatMap(({ cusId }, index) => (customers[index]?.exists ? [[cusId, customerNameOf(customers[index].data())] as const] : [])),
    );
  }

  return {
    requireOwner,

    /**
     * Makes the account of a sign-in that just happened an owner account: email and password only, never a
     * customer's or a staff member's account (they would lose what they are). Safe to repeat.
     */
    async signUp(signIn: { user: SessionUser; signInProvider: string }): Promise<void> {
      const { user, signInProvider } = signIn;
      if (user.role === 'staff') throw refuse('FORBIDDEN', 'STAFF_ACCOUNT_NOT_OWNER');
      if (user.role === 'owner') return;
      if (signInProvider !== 'password' || !user.email) throw refuse('FORBIDDEN', 'OWNER_EMAIL_PASSWORD_ONLY');
      // In one transaction with the customer's and the staff member's documents: a customer sign-in of the same
      // account at the same moment (customers.recordSignIn reads owners/{uid} in its own) cannot also succeed.
      await db.runTransaction(async (tx) => {
        const [customer, staff] = await readAll([tx.get(paths.customer(user.uid)), tx.get(paths.staff(user.uid))]);
        if (customer.exists) throw refuse('FORBIDDEN', 'CUSTOMER_ACCOUNT_NOT_OWNER');
        if (staff.exists) throw refuse('FORBIDDEN', 'STAFF_ACCOUNT_NOT_OWNER');
        tx.set(paths.owner(user.uid), { email: user.email!, createdAt: Timestamp.fromDate(deps.now()) }, { merge: true });
      });
      await auth.setCustomUserClaims(user.uid, { role: 'owner' });
    },

    /** The login's admission: an owner account, or a sentence saying what else it is. */
    admit(user: SessionUser): void {
      if (user.role === 'owner') return;
      throw refuse('FORBIDDEN', user.role === 'staff' ? 'STAFF_SIGN_IN_AT_TILL' : 'NOT_AN_OWNER');
    },

    async restaurants(user: SessionUser): Promise<OwnerRestaurantModel[]> {
      const ownerUid = requireOwner(user);
      const snapshot = await paths.restaurants().where('ownerUid', '==', ownerUid).get();
      const now = deps.now();
      return snapshot.docs
        .map((doc) => ({ uid: doc.id, doc: doc.data() }))
        .sort((a, b) => a.doc.createdAt.toMillis() - b.doc.createdAt.toMillis() || a.doc.resId.localeCompare(b.doc.resId))
        .map(({ uid, doc }) => toOwnerRestaurant(uid, doc, now));
    },

    /**
     * A new restaurant with the next free public ID, in one transaction with its ID index entry and the
     * counter (which only goes up, so an ID is never handed out twice, even after a restaurant is gone).
     */
    async createRestaurant(user: SessionUser, input: RestaurantInput): Promise<OwnerRestaurantModel> {
      const ownerUid = requireOwner(user);
      const counterRef = paths.restaurantIdCounter();
      // Every creation writes the counter: on this replica they take turns instead of retrying on contention.
      return transactions.run(counterRef.path, async (tx) => {
        const [counter, owner] = await readAll([tx.get(counterRef), tx.get(paths.owner(ownerUid))]);
        let number = Math.max(FIRST_RESTAURANT_NUMBER, counter.data()?.next ?? FIRST_RESTAURANT_NUMBER);
        let resId: string | null = null;
        for (let attempt = 0; attempt < ID_ATTEMPTS && !resId; attempt += 1, number += 1) {
          // Taken by a restaurant made another way (the seed, an import): skipped.
          if (!(await tx.get(paths.restaurantIndex(`FS${number}`))).exists) resId = `FS${number}`;
        }
        if (!resId) throw refuse('CONFLICT', 'RESTAURANT_ID_NOT_ASSIGNED');
        spendQuota(tx, ownerUid, owner.data(), 'restaurantsCreated', deps.limits.restaurantsPerDay, 'RESTAURANTS_USED_UP_TODAY');
        const now = deps.now();
        const restaurantRef = paths.restaurants().doc();
        const { largeBillThreshold, ...details } = input;
        const doc: RestaurantDoc = {
          resId,
          ...details,
          largeBillThreshold: largeBillThreshold ?? DEFAULT_LARGE_BILL_THRESHOLD,
          ownerUid,
          suspended: false,
          createdAt: Timestamp.fromDate(now),
        };
        tx.create(restaurantRef, doc);
        tx.create(paths.restaurantIndex(resId), { restaurantUid: restaurantRef.id });
        tx.set(counterRef, { next: number });
        return toOwnerRestaurant(restaurantRef.id, doc, now);
      });
    },

    /** Name, phone, city and reward text change at once; the reward's price as `repriced` says. */
    async updateRestaurant(user: SessionUser, restaurantUid: string, input: RestaurantInput): Promise<OwnerRestaurantModel> {
      const ref = paths.restaurant(restaurantUid);
      return transactions.run(ref.path, async (tx) => {
        const doc = await ownedRestaurant(user, restaurantUid, tx);
        const now = deps.now();
        // A large-bill limit left out keeps the one the restaurant has.
        const { minimumSpend: wanted, largeBillThreshold, ...details } = input;
        const updated: RestaurantDoc = {
          ...doc,
          ...details,
          ...(largeBillThreshold != null ? { largeBillThreshold } : {}),
          ...repriced(doc, wanted, now, deps.limits.noticeDays),
        };
        tx.set(ref, updated);
        return toOwnerRestaurant(restaurantUid, updated, now);
      });
    },

    async staff(user: SessionUser, restaurantUid: string): Promise<StaffMemberModel[]> {
      await ownedRestaurant(user, restaurantUid);
      const snapshot = await paths.allStaff().where('restaurantUid', '==', restaurantUid).get();
      return snapshot.docs.map((doc) => ({ staffUid: doc.id, email: doc.data().email })).sort((a, b) => a.email.localeCompare(b.email));
    },

    /**
     * A staff account for `email` at this restaurant, with a one-time set-password link to hand over (ADR 014);
     * for an email already on this restaurant's staff, a fresh link (the first was lost or used up).
     * Every attempt counts against the owner's daily allowance first, refused ones too, so the answers cannot
     * be used to sort emails by kind; all refusals of an email say the same. A new email gets a new account
     * (no usable password until the link is used). The only account taken over is a staff account of another
     * of this owner's restaurants: it moves here, its password is replaced and its sessions end, so the new
     * link is the only way in. Who gets an account is decided in one transaction on its staff document, so
     * two owners racing for one email cannot both have it.
     */
    async addStaff(user: SessionUser, restaurantUid: string, email: string): Promise<StaffMemberModel & { setPasswordPath: string }> {
      const ownerUid = requireOwner(user);
      await ownedRestaurant(user, restaurantUid);
      // The owner's own account cannot also be a staff account; it works the till as it is (ADR 019). Their own email
      // tells them nothing they do not know, so this is said before the allowance is spent.
      if (user.email && email.toLowerCase() === user.email.toLowerCase()) {
        throw refuse('CONFLICT', OWN_EMAIL_AS_STAFF);
      }
      await transactions.run(paths.owner(ownerUid).path, async (tx) => {
        const owner = (await tx.get(paths.owner(ownerUid))).data();
        spendQuota(tx, ownerUid, owner, 'staffInvited', deps.limits.staffInvitesPerDay, 'STAFF_USED_UP_TODAY');
      });
      const staffUid = await staffAccountFor(email);
      if (!staffUid) throw refuse('CONFLICT', 'CANNOT_ADD_STAFF');
      const ref = paths.staff(staffUid);
      const { moved, token } = await transactions.run(ref.path, async (tx) => {
        const current = (await tx.get(ref)).data();
        const invite = { staffUid, email, restaurantUid, current, now: deps.now() };
        // Already on this restaurant's staff: a fresh link (the first was lost, or used up) replaces the last one.
        if (current?.restaurantUid === restaurantUid) {
          const token = issueStaffInvite(db, tx, invite);
          tx.update(ref, { inviteHash: inviteHashOf(token) });
          return { moved: false, token };
        }
        // Whose the account is: the owner that added it, or (made by the seed or the CLI) its restaurant's owner.
        const holder = current
          ? (current.ownerUid ?? (current.restaurantUid ? (await tx.get(paths.restaurant(current.restaurantUid))).data()?.ownerUid : null))
          : ownerUid;
        if (holder !== ownerUid) throw refuse('CONFLICT', 'CANNOT_ADD_STAFF');
        const token = issueStaffInvite(db, tx, invite);
        tx.set(ref, { restaurantUid, email, ownerUid, inviteHash: inviteHashOf(token) });
        return { moved: Boolean(current), token };
      });
      if (moved) {
        await auth.updateUser(staffUid, { password: unusablePassword() });
        await deps.sessions.revokeSessions(staffUid);
      }
      return { staffUid, email, setPasswordPath: setPasswordPath(token) };
    },

    /**
     * Removes a staff member: the staff document goes in a transaction (credits and decisions read it in
     * theirs, so each lands before this or is refused), every session ends (open consoles too), and the
     * account itself is deleted, so no password or unused link of it works again and its email is free
     * (added again later, it is a new account with a new link).
     */
    async removeStaff(user: SessionUser, restaurantUid: string, staffUid: string): Promise<void> {
      await ownedRestaurant(user, restaurantUid);
      const ref = paths.staff(staffUid);
      await transactions.run(ref.path, async (tx) => {
        const staff = (await tx.get(ref)).data();
        if (staff?.restaurantUid !== restaurantUid) throw refuse('NOT_FOUND', 'NOT_ON_STAFF');
        tx.delete(ref);
      });
      await deps.sessions.revokeSessions(staffUid);
      await auth.deleteUser(staffUid).catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      });
    },

    /**
     * Lifts the PIN lock of a member of the owner's restaurant at once (the lock is the customer's, at every
     * restaurant): the wrong-PIN count starts afresh and their own screens stop saying crediting is paused. The
     * streak is kept (a next lock is as long as it would have been), and a customer's lock is lifted at most
     * PIN_LOCK_LIFTS_PER_DAY times a day by all owners together: an owner whose cashier guesses PINs cannot buy
     * fresh guesses by lifting (any owner can sign up and have the customer join).
     */
    async liftPinLock(user: SessionUser, restaurantUid: string, cusId: string): Promise<LiftedPinLockModel> {
      await ownedRestaurant(user, restaurantUid);
      const customerUid = (await paths.member(restaurantUid, cusId).get()).data()?.customerUid;
      if (!customerUid) throw refuse('NOT_FOUND', 'UNKNOWN_CUSTOMER');
      const lockoutRef = paths.pinLockout(customerUid);
      const customerRef = paths.customer(customerUid);
      return transactions.run(lockoutRef.path, async (tx) => {
        const [lockoutSnapshot, customer] = await readAll([tx.get(lockoutRef), tx.get(customerRef)]);
        const lockout = lockoutSnapshot.data();
        const now = deps.now();
        const remainingMs = lockRemainingMs(lockout, now.getTime());
        const customerName = customerNameOf(customer.data());
        if (!lockout || remainingMs === 0) return { cusId, customerName, wasLocked: false };
        const today = dayOf(now);
        const liftsToday = lockout.liftDay === today ? (lockout.lifts ?? 0) : 0;
        if (liftsToday >= PIN_LOCK_LIFTS_PER_DAY) {
          throw refuse('CONFLICT', 'LOCK_LIFTS_USED_UP', {
            lifts: PIN_LOCK_LIFTS_PER_DAY,
            duration: lockDuration(remainingMs),
            durationSeconds: Math.ceil(remainingMs / 1000),
          });
        }
        tx.set(lockoutRef, { ...lockout, failures: 0, windowStartMs: now.getTime(), lockedUntilMs: 0, liftDay: today, lifts: liftsToday + 1 });
        if (customer.data()?.pinLockedUntil) tx.update(customerRef, { pinLockedUntil: FieldValue.delete() });
        return { cusId, customerName, wasLocked: true };
      });
    },

    async dashboard(user: SessionUser, restaurantUid: string): Promise<RestaurantDashboardModel> {
      await ownedRestaurant(user, restaurantUid);
      return readDashboard(db, restaurantUid, deps.now());
    },

    /** Newest first; `after` is the id of the last item of the previous page. */
    async activity(user: SessionUser, restaurantUid: string, options: { first?: number | null; after?: string | null }): Promise<ActivityPageModel> {
      await ownedRestaurant(user, restaurantUid);
      const first = options.first ?? 50;
      if (!Number.isInteger(first) || first < 1 || first > HISTORY_MAX_PAGE) throw badInput(`first must be between 1 and ${HISTORY_MAX_PAGE}`);
      const collection = paths.activity(restaurantUid);
      let query = collection
        .orderBy('createdAt', 'desc')
        .orderBy('__name__', 'desc')
        .limit(first + 1);
      if (options.after) {
        const cursor = await collection.doc(options.after).get();
        if (!cursor.exists) throw badInput('after is not a cursor of this activity list');
        query = query.startAfter(cursor);
      }
      const page = await query.get();
      const docs = page.docs.slice(0, first);
      const names = await memberNames(
        restaurantUid,
        docs.map((doc) => doc.data().cusId),
      );
      return {
        items: docs.map((doc): ActivityItemModel => {
          const { kind, staffEmail, cusId, points, platform, orderId, flags, rejectionReason, rejectionNote, createdAt } = doc.data();
          return {
            id: doc.id,
            kind,
            staffEmail,
            cusId,
            customerName: names.get(cusId) ?? null,
            points,
            platform,
            orderId: orderId ?? null,
            flags: flags ?? [],
            rejectionReason: rejectionReason ?? null,
            rejectionNote: rejectionNote ?? null,
            createdAt: createdAt.toDate().toISOString(),
          };
        }),
        nextCursor: page.docs.length > first ? (docs.at(-1)?.id ?? null) : null,
      };
    },

    /** Customer ID, name, points, joined, last visit: one row per member, read in batches. */
    async membersCsv(user: SessionUser, restaurantUid: string, language: CsvLanguage = 'en'): Promise<CsvFile> {
      const { resId } = await ownedRestaurant(user, restaurantUid);
      const members = await paths.restaurant(restaurantUid).collection('members').limit(CSV_MAX_ROWS).get();
      const rows: CsvCell[][] = [];
      for (let start = 0; start < members.docs.length; start += CSV_BATCH) {
        const batch = members.docs.slice(start, start + CSV_BATCH).map((doc) => ({ cusId: doc.id, customerUid: String(doc.get('customerUid')) }));
        const [memberships, customers] = await Promise.all([
          getAll(
            db,
            batch.map(({ customerUid }) => paths.membership(customerUid, restaurantUid)),
          ),
          getAll(
            db,
            batch.map(({ customerUid }) => paths.customer(customerUid)),
          ),
        ]);
        batch.forEach(({ cusId }, index) => {
          const membership = memberships[index]?.data();
          const customer = customers[index]?.data();
          if (!membership) return;
          rows.push([
            cusId,
            fullName(customer?.firstName, customer?.lastName),
            membership.points ?? 0,
            csvTime(membership.joinedAt.toDate()),
            membership.historyUpdatedAt ? csvTime(membership.historyUpdatedAt.toDate()) : '',
          ]);
        });
      }
      rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      return { resId, csv: toCsv(CSV_TEXTS[language].members, rows), rows: rows.length };
    },

    /**
     * Every credit and decision, newest first. Points holds numbers only (a spreadsheet sums it): a rejection moved
     * none, so its cell is empty and Outcome says it was rejected (and Reason why, for a points request).
     */
    async activityCsv(user: SessionUser, restaurantUid: string, language: CsvLanguage = 'en'): Promise<CsvFile> {
      const texts = CSV_TEXTS[language];
      const { resId } = await ownedRestaurant(user, restaurantUid);
      const snapshot = await paths.activity(restaurantUid).orderBy('createdAt', 'desc').limit(CSV_MAX_ROWS).get();
      const activity = snapshot.docs.map((doc) => doc.data());
      const names = new Map<string, string>();
      for (let start = 0; start < activity.length; start += CSV_BATCH) {
        const batch = await memberNames(
          restaurantUid,
          activity.slice(start, start + CSV_BATCH).map((row) => row.cusId),
        );
        for (const [cusId, name] of batch) names.set(cusId, name);
      }
      const rows = activity.map(({ createdAt, kind, staffEmail, cusId, points, platform, orderId, rejectionReason, rejectionNote }): CsvCell[] => {
        const rejected = REJECTIONS.has(kind);
        const reason = rejected && rejectionReason ? texts.reasons[rejectionReason] : '';
        return [
          csvTime(createdAt.toDate()),
          texts.kinds[kind],
          cusId,
          names.get(cusId) ?? '',
          // Empty, not a 0 that reads as a zero-point credit.
          rejected ? '' : points,
          DECISIONS.has(kind) ? texts.outcomes[rejected ? 'rejected' : 'approved'] : '',
          rejectionNote ? `${reason}: ${rejectionNote}` : reason,
          platform,
          orderId ?? '',
          staffEmail,
        ];
      });
      return { resId, csv: toCsv(texts.activity, rows), rows: rows.length };
    },
  };
}
export type OwnerService = ReturnType<typeof createOwnerService>;

/** A staff member's decision on a claim or a points request: the CSV says its outcome. */
const DECISIONS: ReadonlySet<ActivityKind> = new Set(['claimApproved', 'claimRejected', 'requestApproved', 'requestRejected']);
const REJECTIONS: ReadonlySet<ActivityKind> = new Set(['claimRejected', 'requestRejected']);

/** "2026-11-26 14:05" in Asia/Kolkata: a spreadsheet sorts it, and reads it as a date. */
const csvTime = (date: Date) => new Date(date.getTime() + 5.5 * 60 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

/** The operator's switch (npm run restaurant -- suspend|resume): a suspended restaurant takes no one new and gives no points. */
export async function setSuspended(db: Firestore, resId: string, suspended: boolean): Promise<{ restaurantUid: string; name: string }> {
  const paths = firestorePaths(db);
  const restaurantUid = (await paths.restaurantIndex(resId.toUpperCase()).get()).data()?.restaurantUid;
  const ref = restaurantUid ? paths.restaurant(restaurantUid) : null;
  const doc = ref ? (await ref.get()).data() : undefined;
  if (!ref || !doc) throw refuse('NOT_FOUND', 'RESTAURANT_ID_NOT_FOUND', { resId });
  await ref.update({ suspended });
  return { restaurantUid: ref.id, name: doc.name };
}
