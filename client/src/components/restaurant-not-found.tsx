import { Link } from 'react-router-dom';
import './page-states.css';

/** A restaurantUid that is not in the customer's list (the API answers `restaurant: null`). */
export function RestaurantNotFound() {
  return (
    <section className="restaurant-not-found" aria-labelledby="restaurant-not-found-title">
      <h1 id="restaurant-not-found-title">Restaurant not found</h1>
      <p>This restaurant is not in your list. It may have been deleted, or the link is wrong.</p>
      <Link to="/home" className="button button--primary">
        Back to your restaurants
      </Link>
    </section>
  );
}
