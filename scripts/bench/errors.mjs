import { clearTimeout } from 'node:timers';

/** A failure the bench reports in one readable line and exits non-zero for (no stack trace needed). */
export class BenchError extends Error {
  name = 'BenchError';
}

/** Rejects with a BenchError when `promise` takes longer than `ms` (a subscription that never answers). */
export function within(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new BenchError(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
