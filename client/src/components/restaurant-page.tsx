import type { ReactNode } from 'react';
import { useOffline } from '../lib/connectivity';
import { isBadUserInput } from '../lib/graphql-errors';
import { useT } from '../lib/i18n';
import { BackLink } from './back-link';
import { QueryError } from './query-error';
import { RestaurantNotFound } from './restaurant-not-found';
import { Spinner } from './spinner';
import './restaurant-page.css';

/** What a restaurant screen's route query gives this file: whether the answer is in, and how to ask again. */
interface RestaurantRouteQueryResult {
  data?: { restaurant: unknown } | undefined;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/** The live membership as useLiveMembership gives it, for a screen that waits for its first message. */
interface LiveState {
  live: unknown;
  error: unknown;
  restart: () => void;
}

interface RestaurantPageFallbackProps {
  query: RestaurantRouteQueryResult;
  /** Given when the screen also waits for the first live message; `liveFallback` is shown if it fails without a message. */
  live?: LiveState;
  liveFallback?: string;
}

/**
 * What a restaurant screen (`/home/:restaurantUid` and its sub-pages) shows until what it needs is in: a readable
 * error with a retry when its route query failed before anything was shown, "Restaurant not found" when the
 * restaurant is not in the customer's list (`restaurant: null`) or the id in the URL is one the server refuses, the live points' error when it waits for them,
 * else the spinner.
 */
export function RestaurantPageFallback({ query, live, liveFallback }: RestaurantPageFallbackProps) {
  // Offline with nothing known to show (the screens read only the cache then): the same error, never a spinner that waits for nothing.
  const offline = useOffline();
  // An id no restaurant can have (a link cut short or mangled): the same answer as an id not in the list, not a retry that cannot work.
  if (!query.data && isBadUserInput(query.error)) return <RestaurantNotFound />;
  if (!query.data && (query.error || offline)) return <QueryError error={query.error ?? null} onRetry={() => void query.refetch()} />;
  if (query.data?.restaurant === null) return <RestaurantNotFound />;
  if (live && !live.live && live.error) return <QueryError error={live.error} onRetry={live.restart} fallback={liveFallback} />;
  return <Spinner />;
}

interface RestaurantSubPageProps {
  /** Names the page's class (`<name>-page`) and its title's id (`<name>-title`). */
  name: string;
  title: string;
  restaurant: { restaurantUid: string; restaurantName: string };
  children: ReactNode;
}

/** A restaurant's sub-page (rewards, online points, history): a way back to the restaurant, the title, the content. */
export function RestaurantSubPage({ name, title, restaurant, children }: RestaurantSubPageProps) {
  const { t } = useT();
  return (
    <article className={`home-page restaurant-page restaurant-sub-page ${name}-page`} aria-labelledby={`${name}-title`}>
      <BackLink to={`/home/${restaurant.restaurantUid}`} label={t('subPage.back', { restaurant: restaurant.restaurantName })} />
      <h1 tabIndex={-1} id={`${name}-title`} className="home-page__title">
        {title}
      </h1>
      {children}
    </article>
  );
}
