import { describe, expect, it } from 'vitest';
import { fakeClock } from '../test/fake-clock.js';
import { ClockStore, RATE_LIMIT_WINDOW_MS } from './clock-store.js';
import { createRateLimits, DEFAULT_RATE_LIMITS } from './rate-limits.js';

/** The per-account (and, through ClockStore, per-IP) limits count by the injected clock. */
describe('rate limits on the injected clock', () => {
  it('refuse past the limit with the seconds left in the window, and allow again once the window is over', async () => {
    const clock = fakeClock();
    const limits = createRateLimits({ ...DEFAULT_RATE_LIMITS, claimsPerMin: 2 }, clock);
    await limits.consume('claims', 'alice');
    clock.advance(20_000);
    await limits.consume('claims', 'alice');
    await expect(limits.consume('claims', 'alice')).rejects.toMatchObject({ kind: 'RATE_LIMITED', retryAfterSeconds: 40 });
    clock.advance(RATE_LIMIT_WINDOW_MS - 20_000 - 1);
    await expect(limits.consume('claims', 'alice')).rejects.toMatchObject({ kind: 'RATE_LIMITED', retryAfterSeconds: 1 });
    clock.advance(1);
    await limits.consume('claims', 'alice');
    await limits.close();
  });

  it('ClockStore opens a key window at its first hit and forgets windows that are over', async () => {
    const clock = fakeClock();
    const store = new ClockStore(clock);
    store.init({ windowMs: 1000 });
    expect(await store.increment('a')).toMatchObject({ totalHits: 1, resetTime: new Date(clock.nowMs() + 1000) });
    clock.advance(999);
    expect(await store.increment('a')).toMatchObject({ totalHits: 2 });
    await store.decrement('a');
    expect(await store.get('a')).toMatchObject({ totalHits: 1 });
    clock.advance(1);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.increment('a')).toMatchObject({ totalHits: 1, resetTime: new Date(clock.nowMs() + 1000) });
  });
});
