import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { logOut } from '../../lib/session';
import { DELETE_ACCOUNT_ID, requestAccountDeletion, SignInAgainToDelete, useLeaveDeletedAccount } from './account-deletion';

/**
 * The Complete Your Profile page's ways out for a new account, which has nothing of its own yet to download or
 * lose: "Not you, or changed your mind? Log out or Delete this sign-in". Deleting the sign-in removes the phone
 * number or email kept for it (DELETE /customer/account, no PIN: there is none yet); the privacy notice's
 * `/profile#delete-account` opens that question here.
 */
export function LeaveNewAccount() {
  const { t } = useT();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(hash === `#${DELETE_ACCOUNT_ID}`);
  const askRef = useRef<HTMLButtonElement>(null);
  // Cancel removes the question, and the focus with it: back to the button that asked.
  const cancel = () => {
    setConfirming(false);
    askRef.current?.focus();
  };
  const leave = async () => {
    if (leaving) return;
    setLeaving(true);
    await logOut();
    void navigate('/', { replace: true });
  };
  return (
    <div id={DELETE_ACCOUNT_ID} className="profile-page__leave">
      <p>
        {t('profile.leave')}{' '}
        <button type="button" className="link-button" disabled={leaving} aria-busy={leaving || undefined} onClick={() => void leave()}>
          {leaving ? t('profile.loggingOut') : t('profile.logOut')}
        </button>{' '}
        {t('profile.leaveNew.or')}{' '}
        <button ref={askRef} type="button" className="link-button" aria-expanded={confirming} onClick={() => setConfirming(true)}>
          {t('profile.leaveNew.deleteSignIn')}
        </button>
      </p>
      {confirming && <DeleteNewSignIn onCancel={cancel} />}
    </div>
  );
}

function DeleteNewSignIn({ onCancel }: { onCancel: () => void }) {
  const { t } = useT();
  const leaveDeletedAccount = useLeaveDeletedAccount();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signInAgain, setSignInAgain] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    question.current?.scrollIntoView?.({ block: 'center' });
    question.current?.focus();
  }, []);

  const remove = async () => {
    if (deleting) return;
    setDeleting(true);
    setError(null);
    const outcome = await requestAccountDeletion(undefined, t('profile.leaveNew.failed'));
    if (outcome.status === 'deleted') return leaveDeletedAccount(t('profile.leaveNew.deleted'));
    if (outcome.status === 'signInAgain') setSignInAgain(true);
    else setError(outcome.message);
    setDeleting(false);
  };

  return (
    <div className="your-data__confirm" role="group" aria-label={t('profile.leaveNew.deleteSignIn')}>
      <p ref={question} tabIndex={-1} className="profile-page__question">
        {t('profile.leaveNew.question')}
      </p>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      {signInAgain && <SignInAgainToDelete />}
      <div className="your-data__actions">
        <button type="button" className="button button--danger" disabled={deleting} aria-busy={deleting || undefined} onClick={() => void remove()}>
          {deleting ? t('profile.data.deleting') : t('profile.leaveNew.confirm')}
        </button>
        <button type="button" className="button button--secondary" disabled={deleting} onClick={onCancel}>
          {t('profile.data.cancel')}
        </button>
      </div>
    </div>
  );
}
