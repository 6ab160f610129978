import type { ReactNode } from 'react';
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
  const unauthorized = session.status === 'ready' && session.me !== null && session.me.role !== 'customer';
  useRefuseOnce(unauthorized, UNAUTHORIZED_MESSAGE, '/');

  if (session.status === 'idle' || session.status === 'loading') return <Spinner fullPage />;
  if (session.status === 'error') {
    return <SessionError session={session} />;
  }
  if (!session.me) return <Navigate to="/" replace />;
  if (unauthorized) return <Spinner fullPage />;
  if (!session.me.profileSet) return <Navigate to="/profile" replace />;
  return children;
}
