import { describe, expect, it, vi } from 'vitest';
import { sharedReadinessCheck } from './readiness.js';

describe('the readiness check behind /readyz', () => {
  it('is made once for every caller within a second, however many ask; again after it', async () => {
    let nowMs = 0;
    const check = vi.fn(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10)));
    const ready = sharedReadinessCheck(check, 1000, () => nowMs);
    expect(await Promise.all(Array.from({ length: 500 }, () => ready()))).toEqual(Array.from({ length: 500 }, () => true));
    nowMs = 999;
    expect(await ready()).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    nowMs = 1000;
    expect(await ready()).toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('answers false, not a rejection, when the check fails, and checks again after the second', async () => {
    let nowMs = 0;
    const check = vi.fn().mockRejectedValueOnce(new Error('Auth did not answer')).mockResolvedValue(true);
    const ready = sharedReadinessCheck(check, 1000, () => nowMs);
    expect(await ready()).toBe(false);
    nowMs = 1500;
    expect(await ready()).toBe(true);
  });
});
