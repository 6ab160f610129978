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
