import { ApolloProvider, useQuery, useSubscription } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { useEffect, useState } from 'react';
import { AppHeader } from '../../components/app-header';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { logOut } from '../../lib/session';
import { InStoreCreditForm } from './in-store-credit-form';
import { QrPoster } from '../../components/qr-poster';
import { createStaffApolloClient } from './staff-apollo';
import { StaffBrand } from './staff-brand';
import { StaffQueueChangedSubscription, StaffQueueQuery } from './staff-queue-query';
import { StaffQueueSections } from './staff-queue';

/** The console of a signed-in staff member: one Apollo client per visit, stopped (socket closed) when it closes. */
export function StaffConsole() {
  const [staffApollo] = useState(createStaffApolloClient);
  useEffect(() => () => staffApollo.stop(), [staffApollo]);
  return (
    <ApolloProvider client={staffApollo.client}>
      <StaffShell />
    </ApolloProvider>
  );
}

function StaffShell() {
  const { data, error, loading, networkStatus, refetch } = useQuery(StaffQueueQuery, { notifyOnNetworkStatusChange: true });
  // New claims and requests, and decisions taken at another till, arrive over the socket (into the cache).
  const live = useSubscription(StaffQueueChangedSubscription, {
    onError: (failure) => console.error('Live queue unavailable', failure),
  });
  const [loggingOut, setLoggingOut] = useState(false);
  // 'closed': back from the poster, focus returns to its button.
  const [poster, setPoster] = useState<'hidden' | 'shown' | 'closed'>('hidden');
  const queue = data?.staffQueue;
  const refreshing = networkStatus === NetworkStatus.refetch;

  const onLogOut = async () => {
    setLoggingOut(true);
    await logOut(); // the session turns to "logged out" and /staff shows the login again
  };

  // The restaurant comes with the queue (staffQueue: restaurantName, resId), scoped to this staff account.
  if (poster === 'shown' && queue) {
    return <QrPoster restaurantName={queue.restaurantName} resId={queue.resId} onClose={() => setPoster('closed')} />;
  }

  return (
    <div className="staff">
      <AppHeader className="staff-header">
        <StaffBrand />
        <button type="button" className="button button--secondary" disabled={loggingOut} onClick={() => void onLogOut()}>
          {loggingOut ? 'Logging out…' : 'Log out'}
        </button>
      </AppHeader>

      <main className="staff-main">
        <div className="title-row">
          <h1 tabIndex={-1} className="staff-title">
            {queue ? `${queue.restaurantName} (${queue.resId})` : 'Staff console'}
          </h1>
          {queue && (
            <button type="button" className="button button--secondary" autoFocus={poster === 'closed'} onClick={() => setPoster('shown')}>
              Print QR poster
            </button>
          )}
        </div>

        <div className="staff-columns">
          <section className="staff-panel card" aria-labelledby="staff-queue-title">
            <div className="staff-panel__head">
              <h2 id="staff-queue-title" className="staff-panel__title">
                Pending items
              </h2>
              <button type="button" className="button button--secondary" disabled={loading} onClick={() => void refetch().catch(() => {})}>
                {refreshing ? 'Refreshing…' : 'Refresh'}
              </button>
            </div>
            {queue ? (
              <>
                {error && (
                  <p className="form-alert" role="alert">
                    {graphQLErrorMessage(error, 'Could not refresh the queue. Check your internet connection and press Refresh.')}
                  </p>
                )}
                {live.error && (
                  <p className="form-alert" role="alert">
                    New items no longer appear by themselves.{' '}
                    <button type="button" className="button button--secondary" onClick={() => live.restart()}>
                      Reconnect
                    </button>
                  </p>
                )}
                <StaffQueueSections claims={queue.claims} requests={queue.requests} />
              </>
            ) : error ? (
              <QueryError
                error={error}
                onRetry={() => void refetch().catch(() => {})}
                fallback="We could not load the queue. Check your internet connection and try again."
              />
            ) : (
              <Spinner label="Loading the queue" />
            )}
          </section>

          <section className="staff-panel card" aria-labelledby="staff-credit-title">
            <h2 id="staff-credit-title" className="staff-panel__title">
              In-store credit
            </h2>
            <InStoreCreditForm />
          </section>
        </div>
      </main>
    </div>
  );
}
