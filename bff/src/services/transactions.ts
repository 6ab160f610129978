import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { busy } from '../domain/errors.js';

/**
 * The one transaction policy for every write (ADR 009):
 * - writers of the same document (one key: usually the membership's path) take turns inside this
 *   process, so a burst at one customer (50 credits at a till, a claim while staff approve) never
 *   contends with itself: Firestore only sees contention between replicas;
 * - Firestore's own retry (exponential backoff with jitter) handles that, up to `maxAttempts`;
 * - what is still contended after that, or waits in too long a queue, is BUSY (503 with Retry-After),
 *   never an internal error. Real conflicts stay the caller's DomainErrors (409).
 */
const MAX_ATTEMPTS = 8;
/** A key with this many writers already waiting is busy: answer at once instead of queueing forever. */
const MAX_WAITING_PER_KEY = 200;
export const BUSY_RETRY_AFTER_S = 1;

// gRPC codes of a transaction that lost a race or timed out, not of a bad request:
// DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, ABORTED, UNAVAILABLE.
const CONTENTION_CODES = new Set([4, 8, 10, 14]);

export function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'number' && CONTENTION_CODES.has(code)) return true;
  // The emulator's lock timeouts, and a read of an attempt that was already given up.
  return error instanceof Error && /lock timeout|Transaction is invalid or closed|too much contention/i.test(error.message);
}

/** Runs one task per key at a time, in arrival order; different keys run in parallel. */
function createKeyedQueue() {
  const tails = new Map<string, { promise: Promise<void>; waiting: number }>();
  return async function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    const entry = tails.get(key) ?? { promise: Promise.resolve(), waiting: 0 };
    if (entry.waiting >= MAX_WAITING_PER_KEY) throw busy();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const previous = entry.promise;
    entry.promise = previous.then(() => mine);
    entry.waiting += 1;
    tails.set(key, entry);
    try {
      await previous;
      return await task();
    } finally {
      entry.waiting -= 1;
      release();
      if (entry.waiting === 0 && tails.get(key) === entry) tails.delete(key);
    }
  };
}

export function createTransactionRunner(deps: { db: Firestore }) {
  const inTurn = createKeyedQueue();
  return {
    /** `work` runs in a Firestore transaction, after the other writers of `key` in this process. */
    run<T>(key: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
      return inTurn(key, async () => {
        try {
          return await deps.db.runTransaction(work, { maxAttempts: MAX_ATTEMPTS });
        } catch (error) {
          if (isContention(error)) throw busy();
          throw error;
        }
      });
    },
  };
}
export type TransactionRunner = ReturnType<typeof createTransactionRunner>;

/**
 * Waits for every read of a transaction attempt before failing: with Promise.all, one failed read
 * lets the attempt retry while its other reads still run against the closed transaction.
 */
export async function readAll<T extends readonly unknown[]>(reads: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(reads);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
