import { describe, expect, it } from 'vitest';
import { lockDuration, lockRemainingMs, withFailure } from './staff.js';

const POLICY = { maxFailures: 3, windowMs: 15 * 60_000, lockMs: 10 * 60_000 };
const T = 1_700_000_000_000;

describe('PIN lockout counting', () => {
  it('locks on the failure that reaches the limit within the window, for lockMs', () => {
    let doc = withFailure(undefined, T, POLICY).doc;
    doc = withFailure(doc, T + 1000, POLICY).doc;
    const third = withFailure(doc, T + 2000, POLICY);
    expect(third).toEqual({ locked: true, lockMs: POLICY.lockMs, doc: { failures: 0, windowStartMs: T, lockedUntilMs: T + 2000 + POLICY.lockMs } });
    expect(lockRemainingMs(third.doc, T + 3000)).toBe(POLICY.lockMs - 1000);
    expect(lockRemainingMs(third.doc, T + 2000 + POLICY.lockMs)).toBe(0);
  });

  it('starts counting afresh after the window and after a lock ran out', () => {
    const old = withFailure(withFailure(undefined, T, POLICY).doc, T + 1000, POLICY).doc;
    expect(withFailure(old, T + POLICY.windowMs + 1, POLICY)).toEqual({
      locked: false,
      lockMs: 0,
      doc: { failures: 1, windowStartMs: T + POLICY.windowMs + 1, lockedUntilMs: 0 },
    });
    const expired = { failures: 0, windowStartMs: T, lockedUntilMs: T + 60_000 };
    expect(withFailure(expired, T + 120_000, POLICY)).toEqual({
      locked: false,
      lockMs: 0,
      doc: { failures: 1, windowStartMs: T + 120_000, lockedUntilMs: 0 },
    });
  });

  it('progressive: 30 s, then twice as long per lock of the streak up to the cap; a streak ends streakMs after its last lock', () => {
    const progressive = { maxFailures: 2, windowMs: 60_000, lockMs: 30_000, maxLockMs: 100_000, streakMs: 3_600_000 };
    let doc = withFailure(undefined, T, progressive).doc;
    const lengths: number[] = [];
    let at = T;
    for (let lock = 0; lock < 4; lock += 1) {
      const locked = withFailure(doc, at, progressive);
      expect(locked.locked).toBe(true);
      expect(locked.doc).toMatchObject({ locks: lock + 1, lastLockedAtMs: at, lockedUntilMs: at + locked.lockMs });
      lengths.push(locked.lockMs);
      at = locked.doc.lockedUntilMs;
      // The first failure after a lock keeps the streak.
      doc = withFailure(locked.doc, at, progressive).doc;
      expect(doc).toMatchObject({ failures: 1, locks: lock + 1, lastLockedAtMs: locked.doc.lastLockedAtMs });
    }
    expect(lengths).toEqual([30_000, 60_000, 100_000, 100_000]);
    const later = withFailure(withFailure(doc, at + progressive.streakMs + 1, progressive).doc, at + progressive.streakMs + 2, progressive);
    expect(later).toMatchObject({ locked: true, lockMs: 30_000, doc: { locks: 1 } });
    // A policy without maxLockMs keeps the documents it always had.
    expect(Object.keys(withFailure(undefined, T, POLICY).doc).sort()).toEqual(['failures', 'lockedUntilMs', 'windowStartMs']);
  });

  it('says how long a lock lasts as a cashier reads it', () => {
    expect([1, 999, 1000, 30_000, 89_000, 90_000, 240_000, 900_000].map(lockDuration)).toEqual([
      '1 second',
      '1 second',
      '1 second',
      '30 seconds',
      '89 seconds',
      '2 minutes',
      '4 minutes',
      '15 minutes',
    ]);
  });

  it('is not locked without a document', () => {
    expect(lockRemainingMs(undefined, T)).toBe(0);
  });
});
