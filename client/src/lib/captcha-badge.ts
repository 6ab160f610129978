/**
 * Spec section 9: the reCAPTCHA badge is visible only on the /auth path. The badge is injected by
 * Google's script some time after the verifier renders, so this polls every 100 ms for up to 5 s
 * and sets its visibility once it appears. The login form shows reCAPTCHA's notice in text instead.
 */
export const CAPTCHA_BADGE_PATH = '/auth';
export const CAPTCHA_POLL_INTERVAL_MS = 100;
export const CAPTCHA_POLL_TIMEOUT_MS = 5000;

let cancelRunning: (() => void) | null = null;

/** Starts (or restarts) the poll for `pathname`; returns a function that stops it. */
export function syncCaptchaBadge(pathname: string): () => void {
  cancelRunning?.();
  const visibility = pathname === CAPTCHA_BADGE_PATH ? 'visible' : 'hidden';
  const startedAt = Date.now();

  const apply = (): boolean => {
    const badge = document.querySelector<HTMLElement>('.grecaptcha-badge');
    if (!badge) return false;
    badge.style.visibility = visibility;
    return true;
  };

  if (apply()) {
    cancelRunning = null;
    return () => {};
  }
  const timer = setInterval(() => {
    if (apply() || Date.now() - startedAt >= CAPTCHA_POLL_TIMEOUT_MS) stop();
  }, CAPTCHA_POLL_INTERVAL_MS);
  const stop = () => {
    clearInterval(timer);
    if (cancelRunning === stop) cancelRunning = null;
  };
  cancelRunning = stop;
  return stop;
}
