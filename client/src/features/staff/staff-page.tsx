import { SessionError, useRefuseOnce } from '../../components/session-gate';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/session';
import { StaffConsole } from './staff-console';
import { StaffLoginPage } from './staff-login-page';
import './staff.css';

export const CUSTOMER_REFUSED_MESSAGE = 'Only restaurant staff can use the staff console.';

/**
 * `/staff` (its own lazy chunk): the staff login for visitors, the console for staff, and a customer
 * is refused like a staff member in the customer app (alert, then back to their own area).
 */
export default function StaffPage() {
  const session = useSession();
  const isCustomer = session.status === 'ready' && session.me?.role === 'customer';
  useRefuseOnce(isCustomer, CUSTOMER_REFUSED_MESSAGE, '/home');

  if (session.status === 'idle' || session.status === 'loading') return <Spinner fullPage />;
  if (session.status === 'error') {
    return <SessionError session={session} />;
  }
  if (!session.me) return <StaffLoginPage />;
  if (isCustomer) return <Spinner fullPage />;
  return <StaffConsole />;
}
