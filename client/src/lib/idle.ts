/**
 * Runs `run` at the browser's next quiet moment, `timeoutMs` later at most: for work a screen's first paint
 * does not need (drawing a QR code, keeping the offline copy), so it never delays that paint on a slow phone.
 * Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * How long after a screen has rendered deferred work waits before looking for a quiet moment: past the paint the
 * browser counts as the screen's largest (LCP), so nothing it loads is counted as something that paint waited for.
 * (Lighthouse counts every request that ends before the LCP; an idle moment can come within milliseconds of it.)
 */
export const AFTER_PAINT_MS = 500;

/** `whenIdle`, once `delayMs` have passed. Returns a function that cancels it. */
export function whenIdleAfter(delayMs: number, run: () => void, timeoutMs = 1000): () => void {
  let cancelIdle = () => {};
  const id = setTimeout(() => {
    cancelIdle = whenIdle(run, timeoutMs);
  }, delayMs);
  return () => {
    clearTimeout(id);
    cancelIdle();
  };
}

/** `whenIdle`, once AFTER_PAINT_MS have passed. Returns a function that cancels it. */
export const whenIdleAfterPaint = (run: () => void, timeoutMs = 1000): (() => void) => whenIdleAfter(AFTER_PAINT_MS, run, timeoutMs);
