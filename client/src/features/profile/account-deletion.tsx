import { DELETION_SIGN_IN_WINDOW_MINUTES } from '@foodspot/schema/privacy-notice';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showPageAlert } from '../../components/page-alert';
import { apiSend, codeFromBody, errorFromBody, messageOf, readJson } from '../../lib/api';
import { translate, useT } from '../../lib/i18n';
import { DELETE_ACCOUNT_RETURN_PATH, rememberReturnTo } from '../../lib/return-to';
import { forgetDeletedAccount, logOut } from '../../lib/session';

/** The id of the deletion's section: the privacy notice links to `/profile#delete-account`. */
export const DELETE_ACCOUNT_ID = 'delete-account';

export type DeletionOutcome = { status: 'deleted' } | { status: 'signInAgain' } | { status: 'refused'; message: string };

/**
 * DELETE /customer/account, with the PIN once a profile is saved (a new account without one has none to give).
 * The server's sentences are English; the ones a customer meets here are said in their language.
 */
export async function requestAccountDeletion(pin: string | undefined, fallback: string): Promise<DeletionOutcome> {
  try {
    const response = await apiSend('/customer/account', pin === undefined ? {} : { pin }, 'DELETE');
    if (response.ok) return { status: 'deleted' };
    const body = await readJson(response);
    const code = codeFromBody(body);
    if (code === 'SIGN_IN_AGAIN') return { status: 'signInAgain' };
    if (code === 'BAD_USER_INPUT' && pin !== undefined) return { status: 'refused', message: translate('profile.data.wrongPin') };
    if (code === 'RATE_LIMITED') {
      const minutes = Math.max(1, Math.ceil(Number(response.headers.get('retry-after') ?? 900) / 60) || 15);
      return { status: 'refused', message: translate('profile.data.pinLocked', { minutes: String(minutes) }) };
    }
    return { status: 'refused', message: errorFromBody(body) ?? fallback };
  } catch (error) {
    return { status: 'refused', message: messageOf(error, fallback) };
  }
}

/** After a deletion: the landing page says `message`, and nothing of the account stays on this device. */
export function useLeaveDeletedAccount(): (message: string) => Promise<void> {
  const navigate = useNavigate();
  return async (message) => {
    showPageAlert(message, '/', 'done');
    await forgetDeletedAccount();
    void navigate('/', { replace: true });
  };
}

/**
 * The session began too long ago to delete the account from (403 SIGN_IN_AGAIN): "Sign in again" logs this device
 * out and the login comes back to `/profile#delete-account` (lib/return-to), where the deletion can go ahead.
 */
export function SignInAgainToDelete() {
  const { t } = useT();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const signInAndReturn = async () => {
    if (leaving) return;
    setLeaving(true);
    rememberReturnTo(DELETE_ACCOUNT_RETURN_PATH);
    await logOut();
    void navigate('/', { replace: true });
  };
  return (
    <div className="form-alert" role="alert">
      <p>{t('profile.data.signInAgain', { minutes: String(DELETION_SIGN_IN_WINDOW_MINUTES) })}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={leaving}
        aria-busy={leaving || undefined}
        onClick={() => void signInAndReturn()}
      >
        {t('profile.data.signInAgainButton')}
      </button>
    </div>
  );
}
