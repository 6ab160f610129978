import { HomeLayout } from '../features/home/home-layout';
import { CustomerGuard } from './customer-guard';

/** `/home` (lazy chunk with Apollo): the customer guard around the customer layout. */
export default function HomeRoute() {
  return (
    <CustomerGuard>
      <HomeLayout />
    </CustomerGuard>
  );
}
