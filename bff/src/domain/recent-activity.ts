import type { MembershipDoc, RecentEntry } from './membership.js';

/** How many of a member's credits and requests the membership keeps (enough to count "more than 5 in 24 hours"). */
export const RECENT_KEPT = 10;
/** How many the staff card shows beside a request. */
export const RECENT_SHOWN = 5;
/** Square's rule: more than this many credits or requests in 24 hours deserve a second look. */
export const MANY_IN_A_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;

/** The membership's recent list with `entry` in front (a decided request replaces its pending entry). */
export function withRecent(membership: Pick<MembershipDoc, 'recent'>, entry: RecentEntry): RecentEntry[] {
  const kept = membership.recent ?? [];
  // A decision keeps the request's place (when it was asked); a new item goes first.
  if (kept.some((item) => item.id === entry.id)) return kept.map((item) => (item.id === entry.id ? { ...entry, at: item.at } : item));
  return [entry, ...kept].slice(0, RECENT_KEPT);
}

export interface RequestFlagsInput {
  requestId: string;
  orderId: string | null | undefined;
  orderIdRefusedBefore: boolean | undefined;
  recent: RecentEntry[] | undefined;
  now: Date;
}

export type RequestFlag = 'manyInADay' | 'orderIdRefusedBefore' | 'noOrderId';

/** Why a points request deserves a second look, from what the membership keeps. */
export function requestFlags(input: RequestFlagsInput): RequestFlag[] {
  const since = input.now.getTime() - DAY_MS;
  const inLastDay = (input.recent ?? []).filter((entry) => entry.at.toMillis() >= since);
  // An undone credit did not happen: its reversal takes it out of the count (an undo comes minutes after its credit).
  const reversals = inLastDay.filter((entry) => entry.kind === 'creditReversed').length;
  const lastDay = Math.max(0, inLastDay.length - 2 * reversals);
  const flags: RequestFlag[] = [];
  if (lastDay > MANY_IN_A_DAY) flags.push('manyInADay');
  if (input.orderIdRefusedBefore) flags.push('orderIdRefusedBefore');
  if (!input.orderId) flags.push('noOrderId');
  return flags;
}

/** The member's items shown beside a request: the newest RECENT_SHOWN other than the request itself. */
export const recentBeside = (recent: RecentEntry[] | undefined, requestId: string): RecentEntry[] =>
  (recent ?? []).filter((entry) => entry.id !== requestId).slice(0, RECENT_SHOWN);
