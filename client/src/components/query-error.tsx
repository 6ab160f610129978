import { graphQLErrorMessage } from '../lib/graphql-errors';
import { useT } from '../lib/i18n';
import { en } from '../lib/locales/en';
import './page-states.css';

export const LOAD_ERROR = en.errors.loadFailed;

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  /** Shown when the server sent no message (a network failure); LOAD_ERROR (in the app's language) unless told. */
  fallback?: string;
}

/** A screen whose data could not load: the server's message (or a readable fallback) and a retry. */
export function QueryError({ error, onRetry, fallback }: QueryErrorProps) {
  const { t } = useT();
  return (
    <div className="query-error" role="alert">
      <p className="form-alert">{graphQLErrorMessage(error, fallback ?? t('errors.loadFailed'))}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
