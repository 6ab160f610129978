import type { Clock } from '../services/clock.js';

/** A clock the test moves by hand (hand it to `useTestServer({ clock })`); it starts at the real time. */
export function fakeClock(startMs = Date.now()): Clock & { advance(ms: number): void; set(ms: number): void; nowMs(): number } {
  let nowMs = startMs;
  return {
    now: () => new Date(nowMs),
    nowMs: () => nowMs,
    advance: (ms) => void (nowMs += ms),
    set: (ms) => void (nowMs = ms),
  };
}
