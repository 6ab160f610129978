import { FieldPath, FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { isPending } from '../domain/decisions.js';
import { addDays, dayOf, daysBetween } from '../domain/days.js';
import type { MembershipDoc } from '../domain/membership.js';
import type { DayTotalsModel, RestaurantDashboardModel, StatsDoc } from '../domain/owner.js';
import { firestorePaths } from './firestore-paths.js';

/**
 * The owner's dashboard, from counters changed by increments inside the transactions that change what they
 * count (a credit, a decision, a join, a leave), so a visit reads 2 queries, never the members or their history.
 * Increments are blind writes: concurrent credits at one restaurant do not contend on the counters' reads.
 *
 * Documents (restaurants/{r}/stats/): `totals` (members, waitingApprovals, returnStarts, returnEnds) and one
 * `day-YYYY-MM-DD` per day of Asia/Kolkata (newMembers, issued, redeemed, rewardsClaimed, returnEnds).
 *
 * "Came back" = credits (in-store or an approved online request) on two or more days of the last 30 days,
 * today included. A member counts from their second credit within 30 days until 30 days after the older of their
 * last two credits: each such period is +1 in totals.returnStarts, and its end is +1 in the returnEnds of
 * the day it ends (and of totals). Returning members today = returnStarts - returnEnds + the returnEnds of
 * days after today (ends not reached yet); a later credit moves the end instead of starting anew.
 */

export const TOTALS = 'totals';
export const dayKey = (day: string) => `day-${day}`;
export const DASHBOARD_DAYS = 30;
/** "in 30 days": the day of a credit and the 29 days before it. */
const RETURN_WINDOW_DAYS = 30;

type Counter = keyof StatsDoc;

/** The counter writes of one transaction, added to by each rule that applies, written once per document. */
export class StatsChange {
  private readonly docs = new Map<string, Partial<Record<Counter, number>>>();

  constructor(
    readonly restaurantUid: string,
    /** Today, in Asia/Kolkata. */
    readonly today: string,
  ) {}

  add(key: string, counter: Counter, by: number): this {
    const counts = this.docs.get(key) ?? {};
    counts[counter] = (counts[counter] ?? 0) + by;
    this.docs.set(key, counts);
    return this;
  }

  /** A member joined on `joinedDay`. */
  joined(joinedDay: string): this {
    return this.add(TOTALS, 'members', 1).add(dayKey(joinedDay), 'newMembers', 1);
  }

  /** A member left today: they leave the counts of members, new members and returning members, and their pending items the waiting count. */
  left(membership: MembershipDoc): this {
    this.add(TOTALS, 'members', -1).add(dayKey(dayOf(membership.joinedAt.toDate())), 'newMembers', -1);
    const waiting = Number(isPending(membership.latestClaim)) + Number(isPending(membership.latestRequest));
    if (waiting) this.add(TOTALS, 'waitingApprovals', -waiting);
    const end = returnEndOf(membership.earnDays);
    if (end !== null && end > this.today) {
      this.add(TOTALS, 'returnStarts', -1).add(TOTALS, 'returnEnds', -1).add(dayKey(end), 'returnEnds', -1);
    }
    return this;
  }

  /** A claim or points request now waits for staff (+1), or was decided (-1). */
  waiting(by: 1 | -1): this {
    return this.add(TOTALS, 'waitingApprovals', by);
  }

  /** Points redeemed today by an approved claim. */
  redeemed(points: number): this {
    return this.add(dayKey(this.today), 'redeemed', points).add(dayKey(this.today), 'rewardsClaimed', 1);
  }

  /** Points issued today; a credit also counts toward "came back". Returns the membership's new earnDays when they change. */
  issued(points: number, membership: MembershipDoc, isCredit: boolean): string[] | undefined {
    this.add(dayKey(this.today), 'issued', points);
    if (!isCredit) return undefined;
    const [, newer] = lastTwo(membership.earnDays);
    // Two bills on one day are one visit: coming back means another day.
    if (newer === this.today) return undefined;
    const oldEnd = returnEndOf(membership.earnDays);
    const nowReturning = newer !== undefined && daysBetween(newer, this.today) < RETURN_WINDOW_DAYS;
    if (oldEnd !== null && oldEnd > this.today) {
      // Still counted: the period now ends 30 days after `newer`.
      const newEnd = addDays(newer!, RETURN_WINDOW_DAYS);
      if (newEnd !== oldEnd) this.add(dayKey(oldEnd), 'returnEnds', -1).add(dayKey(newEnd), 'returnEnds', 1);
    } else if (nowReturning) {
      this.add(TOTALS, 'returnStarts', 1)
        .add(TOTALS, 'returnEnds', 1)
        .add(dayKey(addDays(newer, RETURN_WINDOW_DAYS)), 'returnEnds', 1);
    }
    return newer === undefined ? [this.today] : [newer, this.today];
  }

  writeTo(tx: Transaction, db: Firestore): void {
    const stats = firestorePaths(db).stats(this.restaurantUid);
    for (const [key, counts] of this.docs) {
      const increments = Object.fromEntries(
        Object.entries(counts)
          .filter(([, by]) => by !== 0)
          .map(([counter, by]) => [counter, FieldValue.increment(by)]),
      );
      if (Object.keys(increments).length > 0) tx.set(stats.doc(key), increments, { merge: true });
    }
  }
}

function lastTwo(earnDays: string[] | undefined): [string | undefined, string | undefined] {
  const days = earnDays ?? [];
  return days.length >= 2 ? [days.at(-2), days.at(-1)] : [undefined, days.at(-1)];
}

/** The day a member's "came back" period ends, when one was started (by two credits within 30 days); null otherwise. */
function returnEndOf(earnDays: string[] | undefined): string | null {
  const [older, newer] = lastTwo(earnDays);
  if (older === undefined || newer === undefined || daysBetween(older, newer) >= RETURN_WINDOW_DAYS) return null;
  return addDays(older, RETURN_WINDOW_DAYS);
}

const count = (doc: StatsDoc | undefined, counter: Counter) => doc?.[counter] ?? 0;

/** The dashboard of one restaurant at `now`: two reads (the totals, and the day documents of the last and the next 30 days). */
export async function readDashboard(db: Firestore, restaurantUid: string, now: Date): Promise<RestaurantDashboardModel> {
  const stats = firestorePaths(db).stats(restaurantUid);
  const today = dayOf(now);
  const first = addDays(today, -(DASHBOARD_DAYS - 1));
  const [totalsSnapshot, daysSnapshot] = await Promise.all([
    stats.doc(TOTALS).get(),
    stats
      .where(FieldPath.documentId(), '>=', stats.doc(dayKey(first)))
      .where(FieldPath.documentId(), '<=', stats.doc(dayKey(addDays(today, RETURN_WINDOW_DAYS + 1))))
      .get(),
  ]);
  const totals = totalsSnapshot.data();
  const byDay = new Map(daysSnapshot.docs.map((doc) => [doc.id.slice('day-'.length), doc.data()]));
  const days: DayTotalsModel[] = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = addDays(first, index);
    return { date, issued: count(byDay.get(date), 'issued'), redeemed: count(byDay.get(date), 'redeemed') };
  });
  const sumOver = (counter: Counter, lastDays: number) => days.slice(-lastDays).reduce((sum, day) => sum + count(byDay.get(day.date), counter), 0);
  const endsAhead = [...byDay].filter(([day]) => day > today).reduce((sum, [, doc]) => sum + count(doc, 'returnEnds'), 0);
  const members = Math.max(0, count(totals, 'members'));
  const returning = count(totals, 'returnStarts') - count(totals, 'returnEnds') + endsAhead;
  return {
    members,
    newMembers7d: sumOver('newMembers', 7),
    pointsIssued7d: sumOver('issued', 7),
    pointsRedeemed7d: sumOver('redeemed', 7),
    pointsIssued30d: sumOver('issued', DASHBOARD_DAYS),
    pointsRedeemed30d: sumOver('redeemed', DASHBOARD_DAYS),
    rewardsClaimed30d: sumOver('rewardsClaimed', DASHBOARD_DAYS),
    waitingApprovals: Math.max(0, count(totals, 'waitingApprovals')),
    returningShare: members > 0 ? Math.min(1, Math.max(0, returning) / members) : 0,
    days,
  };
}
