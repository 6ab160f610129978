import { HomeLayout } from '../features/home/home-layout';
import { CustomerGuard } from './customer-guard';

/**
 * The customer area comes as one lazy chunk: `/home` (the customer guard around the layout, and Apollo) and
 * every screen under it, re-exported here for app.tsx. A fresh visit of any customer screen then loads this
 * chunk (and what it shares with the staff console) rather than a chunk per screen plus a small chunk per
 * combination of the components the screens share, each a request of its own; moving between the screens
 * loads nothing more. The screens are small next to Apollo, which each of them needs anyway. (The detail
 * screen, which app.tsx also imports on its own, stays a small chunk of its own that this one imports.)
 */
export { default as RestaurantsPage } from '../features/restaurants/restaurants-page';
export { default as AddRestaurantPage } from '../features/restaurants/add-restaurant-page';
export { default as RestaurantDetailPage } from '../features/restaurants/restaurant-detail-page';
export { default as RewardsPage } from '../features/rewards/rewards-page';
export { default as OnlinePointsPage } from '../features/online-points/online-points-page';
export { default as HistoryPage } from '../features/history/history-page';
export { default as ContactPage } from '../features/contact/contact-page';

/** `/home`: the customer guard around the customer layout. */
export default function HomeRoute() {
  return (
    <CustomerGuard>
      <HomeLayout />
    </CustomerGuard>
  );
}
