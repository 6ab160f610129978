import { i18n, useT } from '../lib/i18n';
import { en } from '../lib/locales/en';
import { formatSavedAt } from '../lib/offline-snapshot';
import './offline-notice.css';

/** What offline means for the customer: nothing that changes anything can be sent. */
export const OFFLINE_READ_ONLY = en.offline.readOnly;

export function offlineHeadline(savedAt: number | null, language = 'en'): string {
  const t = i18n.getFixedT(language);
  return savedAt === null ? t('offline.headlineNone') : t('offline.headline', { time: formatSavedAt(savedAt, language) });
}

/**
 * The customer area's offline notice (lib/connectivity.ts): what is shown is the last-known state, as of when,
 * and read-only. It goes by itself when the app is back online (the browser says so, or the server answers
 * again: lib/connectivity.ts looks by itself).
 */
export function OfflineNotice({ savedAt }: { savedAt: number | null }) {
  const { t, language } = useT();
  return (
    <div className="offline-notice" role="status">
      <p className="offline-notice__text">
        <strong>{offlineHeadline(savedAt, language)}</strong>
        <span className="offline-notice__detail">{t('offline.readOnly')}</span>
      </p>
    </div>
  );
}
