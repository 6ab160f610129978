import { graphQLErrorMessage } from '../lib/graphql-errors';
import './page-states.css';

export const LOAD_ERROR = 'We could not load this page. Check your internet connection and try again.';

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  /** Shown when the server sent no message (a network failure); LOAD_ERROR unless told. */
  fallback?: string;
}

/** A screen whose data could not load: the server's message (or a readable fallback) and a retry. */
export function QueryError({ error, onRetry, fallback = LOAD_ERROR }: QueryErrorProps) {
  return (
    <div className="query-error" role="alert">
      <p className="form-alert">{graphQLErrorMessage(error, fallback)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
