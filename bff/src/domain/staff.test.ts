import { describe, expect, it } from 'vitest';
import { lockRemainingMs, withFailure } from './staff.js';

const POLICY = { maxFailures: 3, windowMs: 15 * 60_000, lockMs: 10 * 60_000 };
const T = 1_700_000_000_000;

describe('PIN lockout counting', () => {
  it('locks on the failure that reaches the limit within the window, for lockMs', () => {
    let doc = withFailure(undefined, T, POLICY).doc;
    doc = withFailure(doc, T + 1000, POLICY).doc;
    const third = withFailure(doc, T + 2000, POLICY);
    expect(third).toEqual({ locked: true, doc: { failures: 0, windowStartMs: T, lockedUntilMs: T + 2000 + POLICY.lockMs } });
    expect(lockRemainingMs(third.doc, T + 3000)).toBe(POLICY.lockMs - 1000);
    expect(lockRemainingMs(third.doc, T + 2000 + POLICY.lockMs)).toBe(0);
  });

  it('starts counting afresh after the window and after a lock ran out', () => {
    const old = withFailure(withFailure(undefined, T, POLICY).doc, T + 1000, POLICY).doc;
    expect(withFailure(old, T + POLICY.windowMs + 1, POLICY)).toEqual({
      locked: false,
      doc: { failures: 1, windowStartMs: T + POLICY.windowMs + 1, lockedUntilMs: 0 },
    });
    const expired = { failures: 0, windowStartMs: T, lockedUntilMs: T + 60_000 };
    expect(withFailure(expired, T + 120_000, POLICY)).toEqual({ locked: false, doc: { failures: 1, windowStartMs: T + 120_000, lockedUntilMs: 0 } });
  });

  it('is not locked without a document', () => {
    expect(lockRemainingMs(undefined, T)).toBe(0);
  });
});
