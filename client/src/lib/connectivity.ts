import { useSyncExternalStore } from 'react';
import { translate } from './i18n';

/**
 * Whether the app can reach the BFF: the browser's own `navigator.onLine` (with its online / offline events),
 * and whether the last request failed to reach the server at all (fetch's TypeError: no network, DNS, a dead
 * Wi-Fi that the phone still calls "connected"). Either makes the app offline: it shows what it last knew,
 * read-only (lib/offline-snapshot.ts), and no claim, points request or new restaurant can be sent.
 *
 * The "unreachable" half clears on the next response from the server, on the browser's `online` event, when
 * the app comes back to the foreground, or when the customer asks to try again (retryConnection).
 */

/** A request that never reached the server (fetch threw): not an HTTP error, which is an answer. */
export class NetworkError extends Error {
  constructor(message?: string, options?: { cause?: unknown }) {
    super(message ?? translate('common.noConnection'), options);
    this.name = 'NetworkError';
  }
}

/** Whether `error` (or an error it wraps, as Apollo or our own code may) is a request that never reached the server. */
export function isNetworkError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof NetworkError) return true;
    if (typeof current !== 'object') return false;
    current = (current as { cause?: unknown; networkError?: unknown }).cause ?? (current as { networkError?: unknown }).networkError;
  }
  return false;
}

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

let online = browserOnline();
let unreachable = false;
const listeners = new Set<() => void>();

function set(nextOnline: boolean, nextUnreachable: boolean): void {
  if (nextOnline === online && nextUnreachable === unreachable) return;
  online = nextOnline;
  unreachable = nextUnreachable;
  listeners.forEach((listener) => listener());
}

/** Whether the app is offline now (see the file's comment). */
export function isOffline(): boolean {
  return !online || unreachable;
}

/** The first look again at the server after a failure while the browser says it is online; doubled after each miss. */
export const FIRST_PROBE_MS = 2000;
const MAX_PROBE_MS = 60_000;
let probe: ReturnType<typeof setTimeout> | null = null;
let probeDelay = FIRST_PROBE_MS;

/**
 * While the server cannot be reached but the browser says it is online (a network that has just come back, a
 * dead Wi-Fi), the app looks again by itself with a cheap GET /healthz, a little later each time, and is back
 * online as soon as it answers; the screens showing the last-known state do not flicker meanwhile.
 */
function scheduleProbe(): void {
  if (probe !== null || typeof window === 'undefined') return;
  probe = setTimeout(() => {
    probe = null;
    if (!unreachable || !browserOnline()) return;
    fetch('/healthz', { cache: 'no-store' }).then(
      () => {
        probeDelay = FIRST_PROBE_MS;
        set(true, false);
      },
      () => {
        probeDelay = Math.min(probeDelay * 2, MAX_PROBE_MS);
        scheduleProbe();
      },
    );
  }, probeDelay);
}

/** fetch threw: the server could not be reached. */
export function reportNetworkFailure(): void {
  set(browserOnline(), true);
  if (browserOnline()) scheduleProbe();
}

/** The server answered (any status): it can be reached. */
export function reportNetworkSuccess(): void {
  set(browserOnline(), false);
}

/** The customer asks to try again: the screens ask the server again, and find out. */
export function retryConnection(): void {
  set(browserOnline(), false);
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set(true, false));
  window.addEventListener('offline', () => set(false, unreachable));
  // Back from the background (an installed app is resumed, not reloaded): look again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') set(browserOnline(), false);
  });
}

/** Whether the app is offline, as a React value (false while prerendering: the pages are rendered online). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOffline, () => false);
}

/** Tests start every case from scratch. */
export function resetConnectivity(): void {
  online = browserOnline();
  unreachable = false;
  if (probe !== null) clearTimeout(probe);
  probe = null;
  probeDelay = FIRST_PROBE_MS;
}
