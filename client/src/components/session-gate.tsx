import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../lib/i18n';
import { sessionErrorMessage, type useSession } from '../lib/session';
import { showPageAlert } from './page-alert';

type Session = ReturnType<typeof useSession>;

/**
 * Leaves for `to` once while `refused` holds, and says why there (an alert region, never a blocking dialog): how
 * both areas turn away the other role (spec 6).
 */
export function useRefuseOnce(refused: boolean, message: string, to: string): void {
  const navigate = useNavigate();
  const alerted = useRef(false);
  useEffect(() => {
    if (!refused || alerted.current) return;
    alerted.current = true;
    showPageAlert(message, to);
    void navigate(to, { replace: true });
  }, [refused, message, to, navigate]);
}

/** The session could not be checked (not a 401): say why and offer a retry. */
export function SessionError({ session }: { session: Session }) {
  const { t } = useT();
  return (
    <main className="guard-error">
      <p className="form-alert" role="alert">
        {sessionErrorMessage(session.error)}
      </p>
      <button type="button" className="button button--primary" onClick={() => void session.refresh()}>
        {t('common.tryAgain')}
      </button>
    </main>
  );
}
