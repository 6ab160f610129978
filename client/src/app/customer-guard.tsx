import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
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
  const navigate = useNavigate();
  const alerted = useRef(false);
  const unauthorized = session.status === 'ready' && session.me !== null && session.me.role !== 'customer';

  useEffect(() => {
    if (!unauthorized || alerted.current) return;
    alerted.current = true;
    window.alert(UNAUTHORIZED_MESSAGE);
    navigate('/', { replace: true });
  }, [unauthorized, navigate]);

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
  if (!session.me) return <Navigate to="/" replace />;
  if (unauthorized) return <Spinner fullPage />;
  if (!session.me.profileSet) return <Navigate to="/profile" replace />;
  return children;
}
