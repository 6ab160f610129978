import { useDeferredValue, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { SessionError, useRefuseOnce } from '../components/session-gate';
import { Spinner } from '../components/spinner';
import { useSession } from '../lib/session';

export const UNAUTHORIZED_MESSAGE = 'Unauthorized customer login';

/**
 * The customer guard of spec section 6: asks `me` (through the session), then
 * not logged in -> `/`; role not customer -> alert "Unauthorized customer login" and `/`;
 * profile not set -> `/profile`.
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
  useRefuseOnce(unauthorized, UNAUTHORIZED_MESSAGE, '/');

  if (status === 'idle' || status === 'loading') return <Spinner fullPage />;
  if (status === 'error') {
    return <SessionError session={{ ...session, status, me, error }} />;
  }
  if (!me) return <Navigate to="/" replace />;
  if (unauthorized) return <Spinner fullPage />;
  if (!me.profileSet) return <Navigate to="/profile" replace />;
  return children;
}
