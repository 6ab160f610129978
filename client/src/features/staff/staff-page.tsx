import { SessionEnded } from '../../components/session-ended';
import { SessionError, useRefuseOnce } from '../../components/session-gate';
import { Spinner } from '../../components/spinner';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { StaffConsole } from './staff-console';
import { StaffLoginPage } from './staff-login-page';
import { useStaffTexts } from './staff-texts';
import './staff.css';

/**
 * `/staff` (its own lazy chunk): the staff login for visitors, the console for staff, and a customer
 * is refused like a staff member in the customer app (alert, then back to their own area). In the language the
 * device chose, like the customer app (English, or Hindi from its own chunk).
 */
export default function StaffPage() {
  // On a device that chose Hindi, the staff texts first (a moment's spinner, not a flash of English).
  useStaffTexts();
  return <StaffArea />;
}

function StaffArea() {
  const { t } = useT();
  const session = useSession();
  const isCustomer = session.status === 'ready' && session.me?.role === 'customer';
  useRefuseOnce(isCustomer, t('staff:refused.customer'), '/home');

  if (session.status === 'idle' || session.status === 'loading') return <Spinner fullPage />;
  if (session.status === 'error') {
    return <SessionError session={session} />;
  }
  // Logged out at another till of this account, or the session revoked (a removed cashier): said, with the way back
  // to the login, never a "Reconnect" that cannot work.
  // An owner's session ends when they change their password or log out elsewhere; no one removes an owner.
  if (session.ended)
    return <SessionEnded loginPath="/staff" text={t(session.endedRole === 'owner' ? 'staff:owner.sessionEnded' : 'staff:sessionEnded')} />;
  if (!session.me) return <StaffLoginPage />;
  if (isCustomer) return <Spinner fullPage />;
  // An owner works the till of their own restaurants with their own account (ADR 019).
  return <StaffConsole email={session.me.email} owner={session.me.role === 'owner'} />;
}
