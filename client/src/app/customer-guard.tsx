import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SessionError, useRefuseOnce } from '../components/session-gate';
import { Spinner } from '../components/spinner';
import { translate } from '../lib/i18n';
import { en } from '../lib/locales/en';
import { forgetReturnTo, rememberReturnTo } from '../lib/return-to';
import { useSession } from '../lib/session';

export const UNAUTHORIZED_MESSAGE = en.errors.unauthorized;

/**
 * The customer guard of spec section 6: asks `me` (through the session; a browser with neither the signed-in hint
 * nor a stored Firebase user is signed out without asking, docs/decisions/005), then
 * not logged in -> `/`; role not customer -> alert "Unauthorized customer login" and `/`;
 * profile not set -> `/profile`; the current privacy notice not agreed to -> `/consent` (once per notice version).
 */
export function CustomerGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  // The session store updates synchronously (useSyncExternalStore). Its answer opens the whole customer
  // area at once (layout, Apollo, the screen), so the guard follows it in a deferred render, which React
  // splits into short tasks, instead of one long task the page cannot respond during. Both come from the
  // same store update, so they always change together.
  const status = useDeferredValue(session.status);
  const me = useDeferredValue(session.me);
  const error = useDeferredValue(session.error);
  const unauthorized = status === 'ready' && me !== null && me.role !== 'customer';
  useRefuseOnce(unauthorized, translate('errors.unauthorized'), '/');
  useReturnHereAfterLogin(status !== 'ready' || unauthorized ? null : me?.profileSet && me.consentCurrent ? 'inside' : 'sent-away');

  // Checked again while the customer area is open (back online after an offline start): it stays open meanwhile.
  const rechecking = status === 'loading' && me !== null && session.offline === true;
  if (status === 'idle' || (status === 'loading' && !rechecking)) return <Spinner fullPage />;
  if (status === 'error') {
    return <SessionError session={{ ...session, status, me, error }} />;
  }
  if (!me) return <Navigate to="/" replace />;
  if (unauthorized) return <Spinner fullPage />;
  if (!me.profileSet) return <Navigate to="/profile" replace />;
  if (!me.consentCurrent) return <Navigate to="/consent" replace />;
  return children;
}

/**
 * A visitor sent to log in (or to complete the profile) comes back to the page they opened, query included
 * (`/home/add-restaurant?resId=FS1001` from a poster): the login pages and the profile step read it from
 * lib/return-to. Reaching the customer area clears it.
 */
function useReturnHereAfterLogin(outcome: 'inside' | 'sent-away' | null) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (outcome === 'sent-away') rememberReturnTo(`${pathname}${search}${hash}`);
    else if (outcome === 'inside') forgetReturnTo();
  }, [outcome, pathname, search, hash]);
}
