import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import type { RestaurantTab_MembershipFragment } from '../../__generated__/graphql';
import { PausedNotice, PriceNotice } from '../../components/programme-notice';
import { QueryError } from '../../components/query-error';
import { RewardProgress } from '../../components/reward-progress';
import { Spinner } from '../../components/spinner';
import { useOffline } from '../../lib/connectivity';
import { useT } from '../../lib/i18n';
import { en } from '../../lib/locales/en';
import { useLiveMembership } from '../../lib/live-membership';
import { useRememberedList } from '../../lib/offline-snapshot';
import { useSession } from '../../lib/session';
import './restaurants.css';

export const EMPTY_LIST_MESSAGE = en.restaurants.empty;

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
    resId
    points
    minimumSpend
    pointsToNextReward
    rewardUnlocked
    ...PriceNotice_membership
    ...PausedNotice_membership
  }
`);

export type RestaurantSort = 'added' | 'nearest-reward';
const SORT_KEY = 'foodspot.restaurantSort';
export const SORT_OPTIONS = [
  { value: 'added', label: 'restaurants.sortAdded' },
  { value: 'nearest-reward', label: 'restaurants.sortNearest' },
] as const satisfies ReadonlyArray<{ value: RestaurantSort; label: string }>;

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
  const { t } = useT();
  return (
    <div className="restaurants-page__sort">
      <label className="field__label" htmlFor={id}>
        {t('restaurants.sortBy')}
      </label>
      <select
        id={id}
        className="field__input restaurants-page__sort-select"
        value={sort}
        onChange={(event) => onChange(event.target.value === 'nearest-reward' ? 'nearest-reward' : 'added')}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

// (Offline, the list as last received carries no Restaurant ID: the tab does not show it.)
function RestaurantTab({ membership }: { membership: Omit<RestaurantTab_MembershipFragment, 'resId'> }) {
  const { restaurantUid, restaurantName, points, minimumSpend } = membership;
  // Live points: each message lands in the cache, which the list reads (one socket for all tabs).
  useLiveMembership(restaurantUid);
  const { t, formatNumber } = useT();
  return (
    <li className="restaurant-tab">
      <h2 className="restaurant-tab__name">{restaurantName}</h2>
      <p className="restaurant-tab__points">
        <strong>{formatNumber(points)}</strong> {t('restaurants.ofMinimum', { minimum: minimumSpend })}
      </p>
      <RewardProgress
        points={points}
        minimumSpend={minimumSpend}
        label={t('common.progressLabel', { restaurant: restaurantName })}
        restaurantName={restaurantName}
      />
      <PriceNotice membership={membership} minimumSpend={minimumSpend} />
      <PausedNotice membership={membership} />
      {/* Named "View <restaurant>" so each View button in the list says where it goes. */}
      <Link
        to={`/home/${restaurantUid}`}
        className="button button--secondary restaurant-tab__view"
        aria-label={t('restaurants.viewLabel', { restaurant: restaurantName })}
      >
        {t('restaurants.view')}
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
  const { t } = useT();
  const changeSort = (next: RestaurantSort) => {
    setSort(next);
    saveSort(next);
  };

  return (
    <section className="home-page restaurants-page" aria-labelledby="restaurants-title">
      <div className="title-row">
        <h1 tabIndex={-1} id="restaurants-title" className="home-page__title">
          {t('restaurants.title')}
        </h1>
        <Link to="/home/add-restaurant" className="button button--primary">
          {t('restaurants.add')}
        </Link>
      </div>
      {restaurants ? (
        restaurants.length === 0 ? (
          <p className="restaurants-page__empty">{t('restaurants.empty')}</p>
        ) : (
          <>
            {restaurants.length > 1 && <SortControl sort={sort} onChange={changeSort} />}
            <ul className="restaurants-page__list" aria-label={t('restaurants.listLabel')}>
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
