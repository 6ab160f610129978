import { useT } from '../lib/i18n';
import { en } from '../lib/locales/en';
import { useUpdateAvailable } from '../lib/service-worker';
import './update-banner.css';

export const UPDATE_AVAILABLE = en.update.available;

/**
 * "Update available" with a Reload button, while a new version of the app waits (lib/service-worker.ts). Never
 * blocks anything: a small bar at the bottom of the screen; the app carries on in its current version until
 * the customer reloads.
 */
export function UpdateBanner() {
  const { available, reload } = useUpdateAvailable();
  const { t } = useT();
  if (!available) return null;
  return (
    <div className="update-banner" role="status" aria-live="polite">
      <span className="update-banner__text">{t('update.available')}</span>
      <button type="button" className="button button--primary update-banner__reload" onClick={reload}>
        {t('common.reload')}
      </button>
    </div>
  );
}
