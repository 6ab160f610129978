import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { RecentEntry } from './membership.js';
import { MANY_IN_A_DAY, requestFlags } from './recent-activity.js';

const now = new Date('2026-12-07T12:00:00.000Z');
const minutesAgo = (minutes: number) => Timestamp.fromMillis(now.getTime() - minutes * 60_000);
const credit = (id: string, minutes: number): RecentEntry => ({
  id,
  kind: 'inStoreBill',
  platform: 'In-Store',
  points: 100,
  status: 'approved',
  orderId: null,
  at: minutesAgo(minutes),
});
const reversal = (id: string, minutes: number): RecentEntry => ({ ...credit(id, minutes), kind: 'creditReversed', points: -100 });
const flagsOf = (recent: RecentEntry[]) => requestFlags({ requestId: 'r', orderId: '7323057103', orderIdRefusedBefore: false, recent, now });

describe('a request from a member with many credits in a day', () => {
  const credits = Array.from({ length: MANY_IN_A_DAY + 1 }, (_, index) => credit(`c${index}`, 10 + index));

  it('is flagged when more than MANY_IN_A_DAY of them are in the last 24 hours', () => {
    expect(flagsOf(credits)).toEqual(['manyInADay']);
    expect(flagsOf(credits.slice(1))).toEqual([]);
  });

  it('is not flagged for credits that were undone: an undone credit did not happen', () => {
    expect(flagsOf([reversal('u0', 5), ...credits])).toEqual([]);
    expect(flagsOf([reversal('u0', 5), reversal('u1', 6), ...credits, credit('c9', 30)])).toEqual([]);
  });

  it('leaves out what is older than a day', () => {
    expect(flagsOf([...credits.slice(1), credit('old', 25 * 60)])).toEqual([]);
  });
});
