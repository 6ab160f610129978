import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { OwnerRestaurant_RestaurantFragment } from './__generated__/graphql';
import { BackLink } from '../../components/back-link';
import { Spinner } from '../../components/spinner';
import { useT } from '../../lib/i18n';
import { CreatedRestaurant, isCreatedState } from './create-restaurant-page';
import { DashboardView } from './dashboard-view';
import { useOwnerQuery } from './owner-data';
import { OwnerRestaurantsRouteQuery } from './owner-operations';
import { OwnerQueryError } from './owner-query-error';
import { ProgrammeView } from './programme-view';
import { StaffView } from './staff-view';

const PosterPanel = lazy(() => import('./poster-panel'));
// The activity (its table, the CSV links, a rejection's reason) loads on its tab, not with the owner's first screen.
const ActivityView = lazy(() => import('./activity-view').then(({ ActivityView: view }) => ({ default: view })));

export const VIEWS = ['dashboard', 'programme', 'staff', 'activity', 'poster'] as const;
type View = (typeof VIEWS)[number];
const isView = (value: string | undefined): value is View => VIEWS.includes(value as View);

/**
 * `/owner/r/:restaurantUid[/:view]`: one of the owner's restaurants (from the list's query, kept once the list was
 * shown), its sections as links (each its own address), and the section's screen.
 */
export function RestaurantScreen({ restaurantUid, view: asked }: { restaurantUid: string; view: string | undefined }) {
  const { t } = useT();
  const { data, error, refetch } = useOwnerQuery(OwnerRestaurantsRouteQuery, {});
  const view: View = isView(asked) ? asked : 'dashboard';
  const location = useLocation();
  const navigate = useNavigate();
  // Just created (Create replaced its address with this one): "… is ready" on this arrival only. The router state is
  // dropped at once (a reload shows the poster tab), and leaving the poster view ends it.
  const [justCreated, setJustCreated] = useState(() => view === 'poster' && isCreatedState(location.state, restaurantUid));
  if (justCreated && view !== 'poster') setJustCreated(false);
  const createdState = isCreatedState(location.state, restaurantUid);
  useEffect(() => {
    if (createdState) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [createdState, location.pathname, location.search, navigate]);

  if (!data) {
    return (
      <main className="owner-main">
        {error ? <OwnerQueryError error={error} onRetry={() => void refetch().catch(() => {})} /> : <Spinner label={t('common.loading')} />}
      </main>
    );
  }
  const restaurant = data.ownerRestaurants.find((item) => item.restaurantUid === restaurantUid);
  if (!restaurant || (asked !== undefined && !isView(asked))) {
    return (
      <main className="owner-main">
        <h1 tabIndex={-1}>{t('owner:restaurant.notFound')}</h1>
        <p>{t('owner:restaurant.notFoundText')}</p>
        <Link to="/owner" className="button button--primary">
          {t('owner:create.back')}
        </Link>
      </main>
    );
  }
  if (justCreated) return <CreatedRestaurant restaurant={restaurant} />;
  const base = `/owner/r/${encodeURIComponent(restaurantUid)}`;
  return (
    <main className="owner-main">
      <BackLink to="/owner" label={t('owner:restaurant.back')} />
      <h1 tabIndex={-1} className="owner-title">
        {restaurant.name} <span className="owner-title__id">({restaurant.resId})</span>
      </h1>
      {restaurant.suspended && (
        <p className="form-alert owner-suspended" role="note">
          {t('owner:restaurant.suspended')}
        </p>
      )}
      <nav className="owner-tabs" aria-label={t('owner:tabs.label')}>
        {VIEWS.map((item) => (
          <Link
            key={item}
            to={item === 'dashboard' ? base : `${base}/${item}`}
            className={item === view ? 'owner-tabs__link owner-tabs__link--current' : 'owner-tabs__link'}
            aria-current={item === view ? 'page' : undefined}
          >
            {t(`owner:tabs.${item}`)}
          </Link>
        ))}
      </nav>
      {/* Not a region of its own: each view's cards are, named by their headings (two regions named "Staff" would repeat). */}
      <div className="owner-section">
        <RestaurantView view={view} restaurant={restaurant} />
      </div>
    </main>
  );
}

function RestaurantView({ view, restaurant }: { view: View; restaurant: OwnerRestaurant_RestaurantFragment }) {
  const { t } = useT();
  switch (view) {
    case 'programme':
      return <ProgrammeView restaurant={restaurant} />;
    case 'staff':
      return <StaffView restaurant={restaurant} />;
    case 'activity':
      return (
        <Suspense fallback={<Spinner label={t('owner:activity.loading')} />}>
          <ActivityView restaurant={restaurant} />
        </Suspense>
      );
    case 'poster':
      return (
        <div className="card">
          <Suspense fallback={<Spinner />}>
            <PosterPanel restaurantName={restaurant.name} resId={restaurant.resId} reward={restaurant.reward} />
          </Suspense>
        </div>
      );
    default:
      return <DashboardView restaurant={restaurant} />;
  }
}
