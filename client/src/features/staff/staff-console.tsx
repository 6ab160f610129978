import { ApolloProvider, useQuery, useSubscription } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { DEFAULT_LARGE_BILL_THRESHOLD } from '@foodspot/schema/rules';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AppHeader } from '../../components/app-header';
import { LanguageSwitch } from '../../components/language-switch';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { graphQLErrorMessage, isForbidden } from '../../lib/graphql-errors';
import { useT } from '../../lib/i18n';
import { logOut, sessionStore } from '../../lib/session';
import { InStoreCreditPanel } from './in-store-credit-form';
import { createStaffApolloClient } from './staff-apollo';
import { StaffAccount } from './staff-account';
import { StaffBrand } from './staff-brand';
import { StaffLoginPage } from './staff-login-page';
import { StaffQueueChangedSubscription, StaffQueueQuery } from './staff-queue-query';
import { formatStaffNumber, StaffQueueList } from './staff-queue';

const WaitingNotice = lazy(() => import('./waiting-notice'));
// Printed now and then: its code (with the QR's) loads on its button, not with the till.
const QrPoster = lazy(() => import('../../components/qr-poster').then(({ QrPoster: poster }) => ({ default: poster })));

/** The console of a signed-in staff member: one Apollo client per visit, stopped (socket closed) when it closes. */
export function StaffConsole({ email, owner = false }: { email: string | null; owner?: boolean }) {
  const [staffApollo] = useState(createStaffApolloClient);
  useEffect(() => () => staffApollo.stop(), [staffApollo]);
  return (
    <ApolloProvider client={staffApollo.client}>
      <StaffShell email={email} owner={owner} />
    </ApolloProvider>
  );
}

/**
 * The till: on a phone or a tablet "Credit a bill" first, then the queue (a cashier never scrolls past the queue to
 * credit a bill); on a wide screen the two side by side, the credit panel kept in view while the queue scrolls
 * (staff.css).
 */
function StaffShell({ email, owner }: { email: string | null; owner: boolean }) {
  const { t, language } = useT();
  const { data, error, loading, networkStatus, refetch } = useQuery(StaffQueueQuery, { notifyOnNetworkStatusChange: true });
  // An owner's session without a till on this device (signed in at /owner), or whose restaurant is no longer theirs:
  // the login asks which restaurant this till is (ADR 019).
  const ownerNeedsTill = owner && !data && isForbidden(error);
  // New claims and requests, and decisions taken at another till, arrive over the socket (into the cache). A session
  // ended meanwhile (4401) is said by the page ("You have been logged out"), never as this banner (lib/apollo.ts).
  // The feed ends with FORBIDDEN once the till is no longer this account's (a cashier removed, a restaurant that is no
  // longer the owner's): the session is checked again at once and the queue asked again, so the page says what
  // happened ("You have been logged out", or which till) rather than keep a queue that stopped moving.
  const live = useSubscription(StaffQueueChangedSubscription, {
    onError: (failure) => {
      if (!isForbidden(failure)) {
        console.error('Live queue unavailable', failure);
        return;
      }
      void sessionStore.recheck().then(() => refetch().catch(() => {}));
    },
  });
  const [loggingOut, setLoggingOut] = useState(false);
  // 'closed': back from the poster, focus returns to its button.
  const [poster, setPoster] = useState<'hidden' | 'shown' | 'closed'>('hidden');
  const queueHeading = useRef<HTMLHeadingElement>(null);
  const queue = data?.staffQueue;
  const refreshing = networkStatus === NetworkStatus.refetch;

  const onLogOut = async () => {
    setLoggingOut(true);
    await logOut(); // this device's session only; the session turns to "logged out" and /staff shows the login again
  };

  if (ownerNeedsTill) return <StaffLoginPage note={t('staff:owner.chooseTill')} initialEmail={email ?? ''} />;

  // The restaurant comes with the queue (staffQueue: restaurantName, resId), scoped to this staff account.
  if (poster === 'shown' && queue) {
    return (
      <Suspense fallback={<Spinner fullPage />}>
        <QrPoster restaurantName={queue.restaurantName} resId={queue.resId} onClose={() => setPoster('closed')} />
      </Suspense>
    );
  }

  const total = queue ? queue.claims.length + queue.requests.length : 0;
  return (
    <div className="staff">
      <AppHeader className="staff-header">
        <StaffBrand />
        <div className="staff-header__tools">
          <LanguageSwitch compact />
          <button type="button" className="button button--secondary" disabled={loggingOut} onClick={() => void onLogOut()}>
            {loggingOut ? t('staff:console.loggingOut') : t('staff:console.logOut')}
          </button>
        </div>
      </AppHeader>

      <main className="staff-main">
        <div className="title-row">
          <h1 tabIndex={-1} className="staff-title">
            {queue ? t('staff:console.restaurant', { name: queue.restaurantName, resId: queue.resId }) : t('staff:console.title')}
          </h1>
          {queue && (
            <button type="button" className="button button--secondary" autoFocus={poster === 'closed'} onClick={() => setPoster('shown')}>
              {t('staff:console.poster')}
            </button>
          )}
        </div>
        {/* Whose name the owner's activity will show for what is done here. */}
        {owner && email && (
          <p className="staff-owner-line">
            <span>{t('staff:owner.working', { email })}</span> · <Link to="/owner">{t('staff:owner.toOwnerArea')}</Link>
          </p>
        )}

        {/* What waits, in sight of a lone cashier at the credit form (on a phone the queue is far below it). The live
            region is there from the start (it announces only changes inside it), empty while nothing waits. */}
        {queue && (
          <div className="staff-waiting" aria-live="polite">
            {total > 0 && (
              <Suspense fallback={null}>
                <WaitingNotice claims={queue.claims.length} requests={queue.requests.length} onShow={() => queueHeading.current?.focus()} />
              </Suspense>
            )}
          </div>
        )}

        <div className="staff-columns">
          <section className="staff-panel card staff-credit-panel" aria-labelledby="staff-credit-title">
            {/* The restaurant's limit comes with the queue; until then (or without it) the default, which the server checks too. */}
            {/* The Customer ID takes the focus when the console opens; back from the poster, its button has it. */}
            <InStoreCreditPanel largeBillThreshold={queue?.largeBillThreshold ?? DEFAULT_LARGE_BILL_THRESHOLD} focusOnMount={poster === 'hidden'} />
          </section>

          <section className="staff-panel card staff-queue-panel" aria-labelledby="staff-queue-title">
            <div className="staff-panel__head">
              <h2 ref={queueHeading} id="staff-queue-title" tabIndex={-1} className="staff-panel__title">
                {queue ? t('staff:queue.titleCount', { total: formatStaffNumber(total, language) }) : t('staff:queue.title')}
              </h2>
              <button type="button" className="button button--secondary" disabled={loading} onClick={() => void refetch().catch(() => {})}>
                {refreshing ? t('staff:queue.refreshing') : t('staff:queue.refresh')}
              </button>
            </div>
            {queue ? (
              <>
                {error && (
                  <p className="form-alert" role="alert">
                    {graphQLErrorMessage(error, t('staff:queue.refreshFailed'))}
                  </p>
                )}
                {live.error && (
                  <p className="form-alert" role="alert">
                    {t('staff:queue.liveLost')}{' '}
                    <button type="button" className="button button--secondary" onClick={() => live.restart()}>
                      {t('staff:queue.reconnect')}
                    </button>
                  </p>
                )}
                <StaffQueueList claims={queue.claims} requests={queue.requests} onNoneLeft={() => queueHeading.current?.focus()} />
              </>
            ) : error ? (
              <QueryError error={error} onRetry={() => void refetch().catch(() => {})} fallback={t('staff:queue.loadFailed')} />
            ) : (
              <Spinner label={t('staff:queue.loading')} />
            )}
          </section>
        </div>

        <StaffAccount email={email} owner={owner} />
      </main>
    </div>
  );
}
