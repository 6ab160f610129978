import '../../components/page-states.css';
import { useT } from '../../lib/i18n';
import { ownerErrorMessage } from './owner-graphql';

/**
 * A screen of the owner area whose data could not load: the server's message (or "could not load") and Try again.
 * The markup of components/query-error.tsx, which reads Apollo's errors (the owner area has no Apollo).
 */
export function OwnerQueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="query-error" role="alert">
      <p className="form-alert">{ownerErrorMessage(error, t('errors.loadFailed'))}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
