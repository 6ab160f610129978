import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { FactList } from '../../components/fact-list';
import { QrCode } from '../../components/qr-code';
import { RestaurantPageFallback } from '../../components/restaurant-page';
import { RewardProgress } from '../../components/reward-progress';
import { useOffline } from '../../lib/connectivity';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { useLiveMembership } from '../../lib/live-membership';
import { useRememberedRestaurant } from '../../lib/offline-snapshot';
import './restaurants.css';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this restaurant? Deleting the restaurant will delete all your points at this restaurant.';
// The spec's spelling, kept on purpose.
export const DELETE_FAILED = 'An error occured while deleting the restaurant';
export const MEMBER_QR_HINT = 'Show this at the counter so staff can scan your Customer ID.';
export const memberQrLabel = (cusId: string) => `Member QR for Customer ID ${cusId}`;
export const LIVE_POINTS_ERROR = 'Live points are unavailable right now. Check your internet connection and try again.';
export const PIN_OFFLINE = 'Shown when you are online';
export const DELETE_OFFLINE = 'Connect to the internet to delete';

// `me` rides along so a fresh visit is one request: the layout's greeting (HomeGreeting_viewer) reads it from the cache.
export const RestaurantRouteQuery = graphql(`
  query RestaurantRouteQuery($restaurantUid: ID!) {
    me {
      ...HomeGreeting_viewer
    }
    restaurant(restaurantUid: $restaurantUid) {
      restaurantUid
      restaurantName
      resId
      reward
      ...LivePoints_membership
      cusId
      pin
    }
  }
`);

export const DeleteRestaurantMutation = graphql(`
  mutation DeleteRestaurant($restaurantUid: ID!) {
    deleteRestaurant(restaurantUid: $restaurantUid)
  }
`);

/** Removes a deleted membership everywhere: the list, `restaurant(uid)` (now null, as the server answers) and the entity. */
function forgetRestaurant(cache: ApolloCache, restaurantUid: string) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      restaurants: (existing: readonly Reference[] = [], { readField }) =>
        existing.filter((ref) => readField('restaurantUid', ref) !== restaurantUid),
      restaurant: (existing: Reference | null, { readField }) =>
        existing && readField('restaurantUid', existing) === restaurantUid ? null : existing,
    },
  });
  const id = cache.identify({ __typename: 'Membership', restaurantUid });
  if (id) cache.evict({ id });
  cache.gc();
}

/**
 * `/home/:restaurantUid`: shown once both the restaurant (one GraphQL request) and the first live points
 * message (the subscription) have arrived; points then update live.
 */
export default function RestaurantDetailPage() {
  const { restaurantUid = '' } = useParams();
  // Offline: the cache, else what this screen showed last (lib/offline-snapshot.ts, without the PIN), read-only.
  const offline = useOffline();
  const { data, error, refetch } = useQuery(RestaurantRouteQuery, {
    variables: { restaurantUid },
    ...(offline ? { fetchPolicy: 'cache-only' as const } : {}),
  });
  const fromServer = useMemo(
    () =>
      data?.restaurant
        ? { uid: data.me.uid, details: { resId: data.restaurant.resId, reward: data.restaurant.reward, cusId: data.restaurant.cusId } }
        : undefined,
    [data],
  );
  const remembered = useRememberedRestaurant(restaurantUid, fromServer, { offline });
  // (null: not in the customer's list, as the server said.)
  const restaurant = data && data.restaurant !== undefined ? data.restaurant : offline ? remembered : undefined;
  const liveMembership = useLiveMembership(restaurantUid, { skip: restaurant === null });
  const live = liveMembership.live ?? (offline ? restaurant : undefined);
  const client = useApolloClient();
  const [deleteRestaurant, { loading: deleting }] = useMutation(DeleteRestaurantMutation);
  const [deleted, setDeleted] = useState(false);

  if (deleted) return <Navigate to="/home" replace />;
  if (!restaurant || !live) {
    return <RestaurantPageFallback query={{ data, error, refetch }} live={liveMembership} liveFallback={LIVE_POINTS_ERROR} />;
  }

  const { points, minimumSpend, pointsToNextReward } = live;
  const onDelete = async () => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    try {
      const result = await deleteRestaurant({ variables: { restaurantUid } });
      if (!result.data?.deleteRestaurant) throw new Error('deleteRestaurant returned false');
    } catch (failure) {
      console.error('Deleting the restaurant failed', failure);
      window.alert(graphQLErrorMessage(failure, DELETE_FAILED));
      return;
    }
    // Same tick: this page renders <Navigate> instead of reacting to its own data disappearing.
    setDeleted(true);
    forgetRestaurant(client.cache, restaurantUid);
  };

  return (
    <article className="home-page restaurant-page restaurant-detail" aria-labelledby="restaurant-title">
      <header className="restaurant-detail__header">
        <h1 id="restaurant-title" className="home-page__title">
          {restaurant.restaurantName}
        </h1>
        <p className="restaurant-detail__reward">Reward: {restaurant.reward}</p>
      </header>
      <div className="card restaurant-detail__card">
        <FactList
          className="restaurant-facts"
          facts={[
            { label: 'Restaurant ID', value: restaurant.resId },
            { label: 'Points', value: `${points} / ${minimumSpend}`, live: true },
            { label: 'Points until next reward', value: Math.max(0, pointsToNextReward), live: true },
            { label: 'Customer ID', value: restaurant.cusId },
            { label: 'PIN', value: data?.restaurant?.pin ?? PIN_OFFLINE },
          ]}
        />
        <RewardProgress points={points} minimumSpend={minimumSpend} label={`Progress to reward at ${restaurant.restaurantName}`} />
      </div>
      {/* The Customer ID only: the PIN is what the customer says, never what a camera reads. */}
      <figure className="card member-qr">
        <QrCode value={restaurant.cusId} label={memberQrLabel(restaurant.cusId)} className="member-qr__code" />
        <figcaption className="member-qr__caption">
          <span className="member-qr__id">Customer ID {restaurant.cusId}</span>
          <span className="member-qr__hint">{MEMBER_QR_HINT}</span>
        </figcaption>
      </figure>
      <nav className="restaurant-detail__actions" aria-label="Restaurant">
        <Link to={`/home/${restaurantUid}/rewards`} className="button button--primary">
          View Rewards
        </Link>
        <Link to={`/home/${restaurantUid}/online-points`} className="button button--secondary">
          Online Points
        </Link>
        <Link to={`/home/${restaurantUid}/history`} className="button button--secondary">
          Points History
        </Link>
      </nav>
      <button
        type="button"
        className="button button--secondary restaurant-detail__danger"
        disabled={deleting || offline}
        onClick={() => void onDelete()}
      >
        {offline ? DELETE_OFFLINE : 'Delete Restaurant'}
      </button>
    </article>
  );
}
