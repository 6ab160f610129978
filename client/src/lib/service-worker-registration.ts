import { Workbox } from 'workbox-window';

/** How often an app left open (an installed app lives for days) asks whether a new version is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (scope `/`) with workbox-window. When a new worker has installed and waits (a deploy since
 * this page loaded, or one that was already waiting), `onUpdateReady` gets the way to switch: the waiting
 * worker is told to take over (SKIP_WAITING, which the generated worker listens for), and the page reloads
 * once it controls the page, so the whole page comes from one version.
 */
export function registerServiceWorker(onUpdateReady: (apply: () => void) => void): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox
    .register()
    .then((registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}
