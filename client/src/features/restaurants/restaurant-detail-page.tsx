import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { FactList } from '../../components/fact-list';
import { QueryError } from '../../components/query-error';
import { RestaurantNotFound } from '../../components/restaurant-not-found';
import { RewardProgress } from '../../components/reward-progress';
import { Spinner } from '../../components/spinner';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { useLiveMembership } from '../../lib/live-membership';
import './restaurants.css';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this restaurant? Deleting the restaurant will delete all your points at this restaurant.';
// The spec's spelling, kept on purpose.
export const DELETE_FAILED = 'An error occured while deleting the restaurant';
export const LIVE_POINTS_ERROR = 'Live points are unavailable right now. Check your internet connection and try again.';

// `me` rides along so a fresh visit is one request: the layout's greeting reads it from the cache.
export const RestaurantRouteQuery = graphql(`
  query RestaurantRouteQuery($restaurantUid: ID!) {
    me {
      uid
      profile {
        firstName
      }
    }
    restaurant(restaurantUid: $restaurantUid) {
      restaurantUid
      restaurantName
      resId
      reward
      points
      minimumSpend
      pointsToNextReward
      rewardUnlocked
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
  const { data, error, refetch } = useQuery(RestaurantRouteQuery, { variables: { restaurantUid } });
  const restaurant = data?.restaurant;
  const { live, error: liveError, restart } = useLiveMembership(restaurantUid, { skip: restaurant === null });
  const client = useApolloClient();
  const [deleteRestaurant, { loading: deleting }] = useMutation(DeleteRestaurantMutation);
  const [deleted, setDeleted] = useState(false);

  if (deleted) return <Navigate to="/home" replace />;
  if (!data && error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (restaurant === null) return <RestaurantNotFound />;
  if (!live && liveError) return <QueryError error={liveError} onRetry={restart} fallback={LIVE_POINTS_ERROR} />;
  if (!restaurant || !live) return <Spinner />;

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
    <article className="home-page restaurant-detail" aria-labelledby="restaurant-title">
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
            { label: 'PIN', value: restaurant.pin },
          ]}
        />
        <RewardProgress points={points} minimumSpend={minimumSpend} label={`Progress to reward at ${restaurant.restaurantName}`} />
      </div>
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
        disabled={deleting}
        onClick={() => void onDelete()}
      >
        Delete Restaurant
      </button>
    </article>
  );
}
