import { useSyncExternalStore } from 'react';

/**
 * The installable app's service worker (client/build/pwa.ts builds it): registered after the page has loaded
 * and the browser is idle, so it never competes with the first paint; its code (workbox-window) is a small
 * chunk of its own, lib/service-worker-registration.ts.
 *
 * A new version of the app never changes under the customer: its worker waits, this store says an update is
 * available (components/update-banner.tsx), and the customer's "Reload" lets it take over and reloads the page.
 */

type ApplyUpdate = () => void;

let applyUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

function updateReady(apply: ApplyUpdate): void {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}

/** Whether a new version is waiting, and the customer's way to switch to it now. */
export function useUpdateAvailable(): { available: boolean; reload: () => void } {
  const available = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate !== null,
    () => false,
  );
  return { available, reload: () => applyUpdate?.() };
}

/** Calls `run` once the page has loaded and the browser has a quiet moment (or after 3 s at most). */
function whenIdleAfterLoad(run: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Registers the worker (production builds only: `npm run dev` has none), without delaying anything the page does. */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  whenIdleAfterLoad(() => {
    import('./service-worker-registration')
      .then(({ registerServiceWorker }) => registerServiceWorker(updateReady))
      .catch((error: unknown) => console.error('Service worker not registered', error));
  });
}

/** Tests: a waiting update as the registration reports one. */
export function reportUpdateForTests(apply: ApplyUpdate | null): void {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}
