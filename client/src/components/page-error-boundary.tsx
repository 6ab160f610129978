import { Component, type ReactNode } from 'react';
import { useT } from '../lib/i18n';

/** What a page that failed to load says, in the app's language. */
function PageError() {
  const { t } = useT();
  return (
    <div role="alert" className="page-error">
      <h1 tabIndex={-1}>{t('errors.pageTitle')}</h1>
      <p>{t('errors.pageText')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Changing it (the route path) clears a shown error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  failed: boolean;
}

/**
 * A page that cannot load (a lazy chunk gone after a deploy, no network) or crashes shows a message a
 * person can act on instead of a blank screen.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown) {
    console.error('Page failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageError />;
  }
}
