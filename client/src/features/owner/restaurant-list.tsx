import { Link } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { useT } from '../../lib/i18n';
import { useOwnerQuery } from './owner-data';
import { OwnerRestaurantsRouteQuery } from './owner-operations';
import { OwnerQueryError } from './owner-query-error';

/** `/owner`: the owner's restaurants, oldest first, with Create restaurant; an empty list says what to do first. */
export function RestaurantList() {
  const { t } = useT();
  const { data, error, refetch } = useOwnerQuery(OwnerRestaurantsRouteQuery, {});
  const restaurants = data?.ownerRestaurants;

  return (
    <main className="owner-main">
      <div className="title-row">
        <h1 tabIndex={-1}>{t('owner:list.title')}</h1>
        {restaurants && restaurants.length > 0 && (
          <Link to="/owner/new" className="button button--primary">
            {t('owner:list.create')}
          </Link>
        )}
      </div>
      {restaurants ? (
        restaurants.length === 0 ? (
          <section className="card owner-empty" aria-labelledby="owner-empty-title">
            <h2 id="owner-empty-title">{t('owner:list.emptyTitle')}</h2>
            <p>{t('owner:list.empty')}</p>
            <Link to="/owner/new" className="button button--primary">
              {t('owner:list.create')}
            </Link>
          </section>
        ) : (
          <ul className="owner-list" aria-label={t('owner:list.title')}>
            {restaurants.map((restaurant) => (
              <li key={restaurant.restaurantUid} className="card owner-list__item">
                <div className="owner-list__text">
                  <h2 className="owner-list__name">
                    {restaurant.name} <span className="owner-list__id">({restaurant.resId})</span>
                  </h2>
                  <p className="owner-list__facts">
                    {restaurant.city} · {t('owner:list.rewardAt', { reward: restaurant.reward, n: restaurant.minimumSpend })}
                  </p>
                  {restaurant.suspended && <p className="owner-badge">{t('owner:list.paused')}</p>}
                </div>
                <Link
                  to={`/owner/r/${encodeURIComponent(restaurant.restaurantUid)}`}
                  className="button button--secondary"
                  aria-label={t('owner:list.manageLabel', { name: restaurant.name })}
                >
                  {t('owner:list.manage')}
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : error ? (
        <OwnerQueryError error={error} onRetry={() => void refetch().catch(() => {})} />
      ) : (
        <Spinner label={t('owner:list.loading')} />
      )}
    </main>
  );
}
