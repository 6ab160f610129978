import type { Firestore } from 'firebase-admin/firestore';
import { badInput, notFound } from '../domain/errors.js';
import type { HistoryDoc } from '../domain/membership.js';
import { firestorePaths } from '../services/firestore-paths.js';
import { dayOf } from '../domain/days.js';
import { StatsChange } from '../services/programme-stats.js';
import { applyPoints } from '../services/rewards.js';
import { createTransactionRunner, type TransactionRunner } from '../services/transactions.js';

// One runner per database, as in the BFF: adjustments of one membership take turns instead of contending.
const runners = new WeakMap<Firestore, TransactionRunner>();

/**
 * Test set-up only (no route credits points without staff): adds, or when negative removes, points with
 * the history row that explains them, through the services' own `applyPoints` in one transaction, so
 * points still equal the sum of history and never go below 0.
 */
export async function adjustPoints(
  target: { firebase: { db: Firestore } },
  input: { customerUid: string; restaurantUid: string; amount: number; platform: string; source: HistoryDoc['source'] },
): Promise<number> {
  if (!Number.isInteger(input.amount) || input.amount === 0) throw badInput('amount must be a non-zero whole number');
  const { db } = target.firebase;
  const paths = firestorePaths(db);
  const membershipRef = paths.membership(input.customerUid, input.restaurantUid);
  let runner = runners.get(db);
  if (!runner) runners.set(db, (runner = createTransactionRunner({ db })));
  return runner.run(membershipRef.path, async (tx) => {
    const membership = (await tx.get(membershipRef)).data();
    if (!membership) throw notFound('This restaurant is not in your list.');
    const at = new Date();
    const stats = new StatsChange(input.restaurantUid, dayOf(at));
    const balance = applyPoints(tx, paths, { ...input, membership, at, stats });
    stats.writeTo(tx, db);
    return balance;
  });
}
