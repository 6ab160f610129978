import { formatSavedAt } from '../lib/offline-snapshot';
import './offline-notice.css';

/** What offline means for the customer: nothing that changes anything can be sent. */
export const OFFLINE_READ_ONLY = 'Read-only: claims, points requests and new restaurants need a connection.';

export function offlineHeadline(savedAt: number | null): string {
  return savedAt === null ? 'Offline: connect to the internet to see your points' : `Offline: showing your points as of ${formatSavedAt(savedAt)}`;
}

/**
 * The customer area's offline notice (lib/connectivity.ts): what is shown is the last-known state, as of when,
 * and read-only. It goes by itself when the app is back online (the browser says so, or the server answers
 * again: lib/connectivity.ts looks by itself).
 */
export function OfflineNotice({ savedAt }: { savedAt: number | null }) {
  return (
    <div className="offline-notice" role="status">
      <p className="offline-notice__text">
        <strong>{offlineHeadline(savedAt)}</strong>
        <span className="offline-notice__detail">{OFFLINE_READ_ONLY}</span>
      </p>
    </div>
  );
}
