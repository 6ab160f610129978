import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../lib/i18n';
import { sessionStore } from '../lib/session';

/**
 * The server ended the session shown here (a logout in another tab or at another till, a revocation) and the re-sync
 * could not restore it (lib/session.ts `ended`): say so, and offer one way on, to the login page (`/` for customers,
 * `/staff` for staff). What the app held of that session is gone already; the button forgets that it ended.
 */
export function SessionEnded({ loginPath, text }: { loginPath: string; /** Its own sentence in place of the usual one. */ text?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  // Nothing was navigated to: the screen was replaced under the reader, so the focus comes to what it says.
  useEffect(() => heading.current?.focus(), []);

  const logIn = () => {
    sessionStore.clear();
    void navigate(loginPath, { replace: true });
  };

  return (
    <main className="guard-error session-ended" aria-labelledby="session-ended-title">
      <div role="alert" className="session-ended__message">
        <h1 ref={heading} tabIndex={-1} id="session-ended-title">
          {t('sessionEnded.title')}
        </h1>
        <p>{text ?? t('sessionEnded.text')}</p>
      </div>
      <button type="button" className="button button--primary" onClick={logIn}>
        {t('sessionEnded.logIn')}
      </button>
    </main>
  );
}
