import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { RestaurantPageFallback, RestaurantSubPage } from '../../components/restaurant-page';
import { useLiveMembership, useRefreshWhenBehind } from '../../lib/live-membership';
import './history.css';

export const NO_HISTORY = 'No history with this restaurant';
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
      history(first: $first, after: $after) {
        items {
          pointsId
          platform
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

function PointsCell({ points }: { points: number }) {
  if (points >= 0) return <td className="history-table__points">+{points}</td>;
  // Not by colour alone: a minus sign and a "Redeemed" marker.
  return (
    <td className="history-table__points">
      -{Math.abs(points)} <span className="history-badge">Redeemed</span>
    </td>
  );
}

/** `/home/:restaurantUid/history`: Date, Platform, Points; redemptions (negative points) highlighted. */
export default function HistoryPage() {
  const { restaurantUid = '' } = useParams();
  const { data, error, refetch, fetchMore } = useQuery(HistoryRouteQuery, {
    variables: { restaurantUid, first: PAGE_SIZE },
    // New rows arrive server-side (staff credits, approvals): one request per visit, cache shown meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState(false);
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
    <RestaurantSubPage name="history" title="Points History" restaurant={restaurant}>
      {items.length === 0 ? (
        <p className="history-page__empty">{NO_HISTORY}</p>
      ) : (
        <div className="card history-page__card">
          <table className="history-table">
            <caption className="visually-hidden">Points history at {restaurant.restaurantName}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Platform</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.pointsId} className={item.points < 0 ? 'history-row history-row--redeemed' : 'history-row'}>
                  <td>{item.formattedDate}</td>
                  <td>{item.platform}</td>
                  <PointsCell points={item.points} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {moreError && (
        <p className="form-alert" role="alert">
          We could not load more history. Try again.
        </p>
      )}
      {nextCursor && (
        <button type="button" className="button button--secondary history-page__more" disabled={loadingMore} onClick={() => void loadMore()}>
          Load more
        </button>
      )}
    </RestaurantSubPage>
  );
}
