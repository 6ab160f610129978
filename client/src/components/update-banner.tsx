import { useUpdateAvailable } from '../lib/service-worker';
import './update-banner.css';

export const UPDATE_AVAILABLE = 'Update available';

/**
 * "Update available" with a Reload button, while a new version of the app waits (lib/service-worker.ts). Never
 * blocks anything: a small bar at the bottom of the screen; the app carries on in its current version until
 * the customer reloads.
 */
export function UpdateBanner() {
  const { available, reload } = useUpdateAvailable();
  if (!available) return null;
  return (
    <div className="update-banner" role="status" aria-live="polite">
      <span className="update-banner__text">{UPDATE_AVAILABLE}</span>
      <button type="button" className="button button--primary update-banner__reload" onClick={reload}>
        Reload
      </button>
    </div>
  );
}
