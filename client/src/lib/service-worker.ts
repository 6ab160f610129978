import { useSyncExternalStore } from 'react';
import { whenIdleAfter } from './idle';

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

/**
 * A single-page app's `load` fires before its screen has its data: the worker (and the shell it precaches, the
 * larger download) waits a few seconds more, so on a slow 4G link it never shares the bandwidth of the first screen.
 */
const REGISTER_AFTER_LOAD_MS = 3000;

/** Calls `run` a few seconds after the page has loaded, at the browser's next quiet moment (or 3 s later at most). */
function whenIdleAfterLoad(run: () => void): void {
  const later = () => whenIdleAfter(REGISTER_AFTER_LOAD_MS, run, 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
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
