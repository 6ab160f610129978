import { SessionEnded } from '../../components/session-ended';

/** A cashier's session can end because the owner removed the account: say that too (the console is English-only). */
export const STAFF_SESSION_ENDED =
  'You have been signed out. If you cannot log in again, your restaurant may have removed your account: ask the owner.';
import { SessionError, useRefuseOnce } from '../../components/session-gate';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CardPage } from '../../components/card-page';
import { Spinner } from '../../components/spinner';
import { currentLanguage, FixedLanguageContext, localeOf } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { StaffConsole } from './staff-console';
import { StaffBrand } from './staff-brand';
import { StaffLoginPage } from './staff-login-page';
import './staff.css';

export const CUSTOMER_REFUSED_MESSAGE = 'Only restaurant staff can use the staff console.';
export const OWNER_REFUSED_MESSAGE = 'This is an owner account. Owners manage their restaurants and staff in the owner area.';

/**
 * `/staff` (its own lazy chunk): the staff login for visitors, the console for staff, and a customer
 * is refused like a staff member in the customer app (alert, then back to their own area).
 */
export default function StaffPage() {
  // Staff-facing: the console stays English whatever language this device chose for the customer app (issue 12).
  useEffect(() => {
    document.documentElement.lang = 'en-IN';
    return () => {
      document.documentElement.lang = localeOf(currentLanguage());
    };
  }, []);
  return (
    <FixedLanguageContext value="en">
      <StaffArea />
    </FixedLanguageContext>
  );
}

function StaffArea() {
  const session = useSession();
  const isCustomer = session.status === 'ready' && session.me?.role === 'customer';
  useRefuseOnce(isCustomer, CUSTOMER_REFUSED_MESSAGE, '/home');

  if (session.status === 'idle' || session.status === 'loading') return <Spinner fullPage />;
  if (session.status === 'error') {
    return <SessionError session={session} />;
  }
  // Logged out at another till of this account, or the session revoked: said, with the way back to the login.
  if (session.ended) return <SessionEnded loginPath="/staff" text={STAFF_SESSION_ENDED} />;
  if (!session.me) return <StaffLoginPage />;
  if (isCustomer) return <Spinner fullPage />;
  if (session.me.role === 'owner') return <OwnerRefused />;
  return <StaffConsole />;
}

/** An owner's session at /staff: why not, and the way to the owner area. */
function OwnerRefused() {
  return (
    <CardPage className="staff-login" top={<StaffBrand />} title="Staff console">
      <p className="form-alert" role="alert">
        {OWNER_REFUSED_MESSAGE}
      </p>
      <Link className="button button--primary button--block" to="/owner">
        Go to the owner area
      </Link>
    </CardPage>
  );
}
