import { Link } from 'react-router-dom';
import { useT } from '../lib/i18n';
import './page-states.css';

/** A restaurantUid that is not in the customer's list (the API answers `restaurant: null`). */
export function RestaurantNotFound() {
  const { t } = useT();
  return (
    <section className="restaurant-not-found" aria-labelledby="restaurant-not-found-title">
      <h1 tabIndex={-1} id="restaurant-not-found-title">
        {t('errors.notFoundTitle')}
      </h1>
      <p>{t('errors.notFoundText')}</p>
      <Link to="/home" className="button button--primary">
        {t('errors.notFoundBack')}
      </Link>
    </section>
  );
}
