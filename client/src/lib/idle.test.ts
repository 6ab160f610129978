import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_MS, whenIdle, whenIdleAfterPaint } from './idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A requestIdleCallback the fake timers drive: the quiet moment is the next task. */
function idleOnNextTask() {
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 10 }), 0),
  );
  vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
}

describe('whenIdleAfterPaint', () => {
  it('runs only once AFTER_PAINT_MS have passed, at the next quiet moment after that', async () => {
    vi.useFakeTimers();
    idleOnNextTask();
    const run = vi.fn();
    whenIdleAfterPaint(run);
    await vi.advanceTimersByTimeAsync(AFTER_PAINT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the wait and during it', async () => {
    vi.useFakeTimers();
    idleOnNextTask();
    const early = vi.fn();
    whenIdleAfterPaint(early)();
    const late = vi.fn();
    const cancelLate = whenIdleAfterPaint(late);
    await vi.advanceTimersByTimeAsync(AFTER_PAINT_MS);
    cancelLate();
    await vi.advanceTimersByTimeAsync(1000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('uses requestIdleCallback where the browser has it', async () => {
    vi.useFakeTimers();
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const run = vi.fn();
    whenIdle(run, 3000);
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 3000 });
    expect(run).toHaveBeenCalledTimes(1);
    whenIdleAfterPaint(run);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(AFTER_PAINT_MS);
    expect(requestIdleCallback).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
