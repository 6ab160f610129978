import { lazy, Suspense } from 'react';
import type { OwnerRestaurant_RestaurantFragment } from './__generated__/graphql';
import { Spinner } from '../../components/spinner';
import { localeOf, useT } from '../../lib/i18n';
import type { OwnerTexts } from './locales/en';
import { useOwnerQuery } from './owner-data';
import { RestaurantDashboardQuery } from './owner-operations';
import { OwnerQueryError } from './owner-query-error';

// The chart is drawn by a chunk of its own: the figures show without it.
const DashboardChart = lazy(() => import('./dashboard-chart'));

type FigureKey = keyof OwnerTexts['dashboard'];

/** The restaurant's figures (kept by the server with every points change) and 30 days of points, per day. */
export function DashboardView({ restaurant }: { restaurant: OwnerRestaurant_RestaurantFragment }) {
  const { t, language, formatNumber } = useT();
  const { data, error, refetch } = useOwnerQuery(
    RestaurantDashboardQuery,
    { restaurantUid: restaurant.restaurantUid },
    { fetchPolicy: 'cache-and-network' },
  );
  const dashboard = data?.restaurantDashboard;
  if (!dashboard) {
    return error ? (
      <OwnerQueryError error={error} onRetry={() => void refetch().catch(() => {})} />
    ) : (
      <Spinner label={t('owner:dashboard.loading')} />
    );
  }
  const percent = new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 });
  const figures: Array<[FigureKey, string, string?]> = [
    ['members', formatNumber(dashboard.members)],
    ['newMembers', formatNumber(dashboard.newMembers7d)],
    ['waiting', formatNumber(dashboard.waitingApprovals)],
    ['returning', percent.format(dashboard.returningShare), t('owner:dashboard.returningHint')],
    ['issued7', formatNumber(dashboard.pointsIssued7d)],
    ['redeemed7', formatNumber(dashboard.pointsRedeemed7d)],
    ['issued30', formatNumber(dashboard.pointsIssued30d)],
    ['redeemed30', formatNumber(dashboard.pointsRedeemed30d)],
    ['rewards30', formatNumber(dashboard.rewardsClaimed30d)],
  ];
  return (
    <div className="owner-stack">
      <h2 className="visually-hidden">{t('owner:dashboard.title')}</h2>
      <dl className="owner-figures">
        {figures.map(([key, value, hint]) => (
          <div key={key} className="owner-figure card">
            <dt className="owner-figure__label">{t(`owner:dashboard.${key}`)}</dt>
            <dd className="owner-figure__value">{value}</dd>
            {hint && <dd className="owner-figure__hint">{hint}</dd>}
          </div>
        ))}
      </dl>
      {error && (
        <p className="form-alert" role="alert">
          {t('errors.loadFailed')}
        </p>
      )}
      <section className="card owner-chart" aria-labelledby="owner-chart-title">
        <h3 id="owner-chart-title" className="owner-section__title">
          {t('owner:dashboard.chartTitle')}
        </h3>
        <Suspense fallback={<Spinner />}>
          <DashboardChart days={dashboard.days} />
        </Suspense>
      </section>
    </div>
  );
}
