import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { QueryError } from '../../components/query-error';
import { RewardProgress } from '../../components/reward-progress';
import { Spinner } from '../../components/spinner';
import { useLiveMembership } from '../../lib/live-membership';
import './restaurants.css';

export const EMPTY_LIST_MESSAGE = 'No restaurants in your list. Add restaurant to get started!';

// `me` rides along so a fresh /home load is one request: the layout's greeting reads it from the cache.
export const RestaurantsRouteQuery = graphql(`
  query RestaurantsRouteQuery {
    me {
      uid
      profile {
        firstName
      }
    }
    restaurants {
      ...RestaurantTab_membership
    }
  }
`);

export const RestaurantTabFragment = graphql(`
  fragment RestaurantTab_membership on Membership {
    restaurantUid
    restaurantName
    points
    minimumSpend
  }
`);

interface RestaurantTabProps {
  membership: { restaurantUid: string; restaurantName: string; points: number; minimumSpend: number };
}

function RestaurantTab({ membership }: RestaurantTabProps) {
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
  const { data, error, refetch } = useQuery(RestaurantsRouteQuery, { fetchPolicy: 'cache-and-network' });

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
      {data ? (
        data.restaurants.length === 0 ? (
          <p className="restaurants-page__empty">{EMPTY_LIST_MESSAGE}</p>
        ) : (
          <ul className="restaurants-page__list" aria-label="Your restaurants">
            {data.restaurants.map((membership) => (
              <RestaurantTab key={membership.restaurantUid} membership={membership} />
            ))}
          </ul>
        )
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
