import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import type { RestaurantTab_MembershipFragment } from '../../__generated__/graphql';
import { QueryError } from '../../components/query-error';
import { RewardProgress } from '../../components/reward-progress';
import { Spinner } from '../../components/spinner';
import { useOffline } from '../../lib/connectivity';
import { useLiveMembership } from '../../lib/live-membership';
import { useRememberedList } from '../../lib/offline-snapshot';
import { useSession } from '../../lib/session';
import './restaurants.css';

export const EMPTY_LIST_MESSAGE = 'No restaurants in your list. Add restaurant to get started!';

// `me` rides along so a fresh /home load is one request: the layout's greeting (HomeGreeting_viewer) reads it from the cache.
export const RestaurantsRouteQuery = graphql(`
  query RestaurantsRouteQuery {
    me {
      ...HomeGreeting_viewer
    }
    restaurants {
      ...RestaurantTab_membership
    }
  }
`);

/** What a restaurant's tab in the list shows; the list query spreads it for each restaurant. */
export const RestaurantTabFragment = graphql(`
  fragment RestaurantTab_membership on Membership {
    restaurantUid
    restaurantName
    points
    minimumSpend
    pointsToNextReward
    rewardUnlocked
  }
`);

export type RestaurantSort = 'added' | 'nearest-reward';
const SORT_KEY = 'foodspot.restaurantSort';
export const SORT_OPTIONS: ReadonlyArray<{ value: RestaurantSort; label: string }> = [
  { value: 'added', label: 'Order added' },
  { value: 'nearest-reward', label: 'Nearest reward first' },
];

/** The order this device last chose (localStorage); the order added when none or unreadable. */
function savedSort(): RestaurantSort {
  try {
    return localStorage.getItem(SORT_KEY) === 'nearest-reward' ? 'nearest-reward' : 'added';
  } catch {
    return 'added';
  }
}

function saveSort(sort: RestaurantSort) {
  try {
    localStorage.setItem(SORT_KEY, sort);
  } catch {
    // Storage refused: the choice holds until the page is left.
  }
}

/**
 * Nearest reward first: rewards ready to claim, then the fewest points still needed; ties keep the order
 * added (the sort is stable). The list re-sorts as live points arrive.
 */
export function sortRestaurants<T extends Pick<RestaurantTab_MembershipFragment, 'pointsToNextReward' | 'rewardUnlocked'>>(
  restaurants: readonly T[],
  sort: RestaurantSort,
): readonly T[] {
  if (sort === 'added') return restaurants;
  const needed = (restaurant: T) => (restaurant.rewardUnlocked ? -1 : Math.max(0, restaurant.pointsToNextReward));
  return [...restaurants].sort((a, b) => needed(a) - needed(b));
}

function SortControl({ sort, onChange }: { sort: RestaurantSort; onChange: (sort: RestaurantSort) => void }) {
  const id = useId();
  return (
    <div className="restaurants-page__sort">
      <label className="field__label" htmlFor={id}>
        Sort by
      </label>
      <select
        id={id}
        className="field__input restaurants-page__sort-select"
        value={sort}
        onChange={(event) => onChange(event.target.value === 'nearest-reward' ? 'nearest-reward' : 'added')}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function RestaurantTab({ membership }: { membership: RestaurantTab_MembershipFragment }) {
  const { restaurantUid, restaurantName, points, minimumSpend } = membership;
  // Live points: each message lands in the cache, which the list reads (one socket for all tabs).
  useLiveMembership(restaurantUid);
  return (
    <li className="restaurant-tab">
      <h2 className="restaurant-tab__name">{restaurantName}</h2>
      <p className="restaurant-tab__points">
        <strong>{points}</strong> / {minimumSpend} points
      </p>
      <RewardProgress points={points} minimumSpend={minimumSpend} label={`Progress to reward at ${restaurantName}`} />
      {/* Named "View <restaurant>" so each View button in the list says where it goes. */}
      <Link to={`/home/${restaurantUid}`} className="button button--secondary restaurant-tab__view" aria-label={`View ${restaurantName}`}>
        View
      </Link>
    </li>
  );
}

/** `/home` index: the customer's restaurants with points / minimumSpend and progress. */
export default function RestaurantsPage() {
  // Shown from the cache at once when there is one, refreshed by one request (points change server-side).
  // Offline: the cache, else the list as last received (lib/offline-snapshot.ts), never a request that cannot go.
  const offline = useOffline();
  const { data, error, loading, refetch } = useQuery(RestaurantsRouteQuery, { fetchPolicy: offline ? 'cache-only' : 'cache-and-network' });
  const { me } = useSession();
  const remembered = useRememberedList(data, { offline, fresh: !loading && !error, me });
  const restaurants = data?.restaurants ?? remembered.restaurants;
  const [sort, setSort] = useState<RestaurantSort>(savedSort);
  const changeSort = (next: RestaurantSort) => {
    setSort(next);
    saveSort(next);
  };

  return (
    <section className="home-page restaurants-page" aria-labelledby="restaurants-title">
      <div className="restaurants-page__top">
        <h1 id="restaurants-title" className="home-page__title">
          Your Restaurants
        </h1>
        <Link to="/home/add-restaurant" className="button button--primary">
          Add Restaurant
        </Link>
      </div>
      {restaurants ? (
        restaurants.length === 0 ? (
          <p className="restaurants-page__empty">{EMPTY_LIST_MESSAGE}</p>
        ) : (
          <>
            {restaurants.length > 1 && <SortControl sort={sort} onChange={changeSort} />}
            <ul className="restaurants-page__list" aria-label="Your restaurants">
              {sortRestaurants(restaurants, sort).map((membership) => (
                <RestaurantTab key={membership.restaurantUid} membership={membership} />
              ))}
            </ul>
          </>
        )
      ) : error || offline ? (
        // Offline with no list known yet: the same error and retry (offline, the screen reads only the cache).
        <QueryError error={error ?? null} onRetry={() => void refetch()} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
