import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
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
  const navigate = useNavigate();
  const alerted = useRef(false);
  const isCustomer = session.status === 'ready' && session.me?.role === 'customer';

  useEffect(() => {
    if (!isCustomer || alerted.current) return;
    alerted.current = true;
    window.alert(CUSTOMER_REFUSED_MESSAGE);
    navigate('/home', { replace: true });
  }, [isCustomer, navigate]);

  if (session.status === 'idle' || session.status === 'loading') return <Spinner fullPage />;
  if (session.status === 'error') {
    return (
      <main className="guard-error">
        <p className="form-alert" role="alert">
          {session.error}
        </p>
        <button type="button" className="button button--primary" onClick={() => void session.refresh()}>
          Try again
        </button>
      </main>
    );
  }
  if (!session.me) return <StaffLoginPage />;
  if (isCustomer) return <Spinner fullPage />;
  return <StaffConsole />;
}
