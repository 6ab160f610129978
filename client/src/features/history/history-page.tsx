import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { PausedNotice } from '../../components/programme-notice';
import { RestaurantPageFallback, RestaurantSubPage } from '../../components/restaurant-page';
import { displayDate } from '../../lib/dates';
import { displayPlatform } from '../../lib/platforms';
import { useRejectionTexts } from '../../lib/rejection-texts';
import { useT } from '../../lib/i18n';
import { useLiveMembership, useRefreshWhenBehind } from '../../lib/live-membership';
import { en } from '../../lib/locales/en';
import { describeHistoryItem } from '../../lib/history-kinds';
import type { HistoryRouteQueryQuery } from '../../__generated__/graphql';
import './history.css';

export const NO_HISTORY = en.history.empty;
const PAGE_SIZE = 50;

// `me` rides along so a fresh visit is one request: the layout's greeting (HomeGreeting_viewer) reads it from the cache.
export const HistoryRouteQuery = graphql(`
  query HistoryRouteQuery($restaurantUid: ID!, $first: Int!, $after: String) {
    me {
      ...HomeGreeting_viewer
    }
    restaurant(restaurantUid: $restaurantUid) {
      restaurantUid
      restaurantName
      ...PausedNotice_membership
      history(first: $first, after: $after) {
        items {
          pointsId
          platform
          kind
          orderId
          points
          createdAt
          formattedDate
        }
        nextCursor
        asOf
      }
    }
  }
`);

type HistoryRow = NonNullable<HistoryRouteQueryQuery['restaurant']>['history']['items'][number];

/** What a row is: points in, points spent (a redemption), or a credit the restaurant's cashier undid. */
type RowKind = 'earned' | 'redeemed' | 'reversed';

const rowKind = ({ kind, points }: Pick<HistoryRow, 'kind' | 'points'>): RowKind =>
  kind === 'creditReversed' ? 'reversed' : points < 0 ? 'redeemed' : 'earned';

function PointsCell({ points, kind }: { points: number; kind: RowKind }) {
  const { t, formatNumber } = useT();
  if (points >= 0) return <td className="history-table__points">+{formatNumber(points)}</td>;
  // Not by colour alone: a minus sign and a "Redeemed" (or, for an undone credit, "Reversed") marker.
  return (
    <td className="history-table__points">
      -{formatNumber(Math.abs(points))}{' '}
      {kind === 'reversed' ? (
        <span className="history-badge history-badge--reversed">{t('history.reversed')}</span>
      ) : (
        <span className="history-badge">{t('history.redeemed')}</span>
      )}
    </td>
  );
}

type LatestRequest = NonNullable<ReturnType<typeof useLiveMembership>['live']>['latestRequest'];

/**
 * The newest request, when it was rejected with a reason: why, in the customer's language. Read from the live
 * membership (its first message is the current state), so the route query, which /staff's documents share, stays as it was.
 */
function LastRejected({ request }: { request: LatestRequest }) {
  useRejectionTexts();
  const { t, language } = useT();
  const latest = request;
  if (latest?.status !== 'rejected' || !latest.rejectionReason) return null;
  return (
    <p className="history-page__rejected">
      {t('rejection:lastRejected', {
        platform: displayPlatform(latest.platform, t),
        date: displayDate(latest, language),
        reason: t(`rejection:reasons.${latest.rejectionReason}`),
      })}
      {latest.rejectionNote ? <span className="rejection-reason__note">{t('rejection:note', { note: latest.rejectionNote })}</span> : null}
    </p>
  );
}

/** `/home/:restaurantUid/history`: Date, Platform, Points; redemptions highlighted, an undone credit marked as such. */
export default function HistoryPage() {
  const { restaurantUid = '' } = useParams();
  const { data, error, refetch, fetchMore } = useQuery(HistoryRouteQuery, {
    variables: { restaurantUid, first: PAGE_SIZE },
    // New rows arrive server-side (staff credits, approvals): one request per visit, cache shown meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState(false);
  const { t, language } = useT();
  const restaurant = data?.restaurant;
  // New rows (a credit, an approval) show live: the first page is asked again while it is older than the
  // live membership's history.
  const { live } = useLiveMembership(restaurantUid, { skip: restaurant === null });
  const refreshFirstPage = useCallback(() => {
    refetch({ after: null }).catch((failure: unknown) => console.error('Refreshing history failed', failure));
  }, [refetch]);
  useRefreshWhenBehind(restaurant?.history.asOf, live?.historyUpdatedAt, refreshFirstPage);

  if (!restaurant) return <RestaurantPageFallback query={{ data, error, refetch }} />;

  const { items, nextCursor } = restaurant.history;
  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    setMoreError(false);
    try {
      await fetchMore({ variables: { after: nextCursor } });
    } catch (failure) {
      console.error('Loading more history failed', failure);
      setMoreError(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <RestaurantSubPage name="history" title={t('history.title')} restaurant={restaurant}>
      <PausedNotice membership={restaurant} />
      <LastRejected request={live?.latestRequest} />
      {items.length === 0 ? (
        <p className="history-page__empty">{t('history.empty')}</p>
      ) : (
        <div className="card history-page__card">
          <table className="history-table">
            <caption className="visually-hidden">{t('history.caption', { restaurant: restaurant.restaurantName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('common.date')}</th>
                <th scope="col">{t('common.platform')}</th>
                <th scope="col">{t('common.points')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const kind = rowKind(item);
                return (
                  <tr key={item.pointsId} className={kind === 'earned' ? 'history-row' : `history-row history-row--${kind}`}>
                    <td>{displayDate(item, language)}</td>
                    <td>{describeHistoryItem(item)}</td>
                    <PointsCell points={item.points} kind={kind} />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {moreError && (
        <p className="form-alert" role="alert">
          {t('history.moreFailed')}
        </p>
      )}
      {nextCursor && (
        <button type="button" className="button button--secondary history-page__more" disabled={loadingMore} onClick={() => void loadMore()}>
          {t('history.loadMore')}
        </button>
      )}
    </RestaurantSubPage>
  );
}
