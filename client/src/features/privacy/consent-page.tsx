import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Brand } from '../../components/brand';
import { CardPage } from '../../components/card-page';
import { ConsentCheckbox } from '../../components/consent-checkbox';
import { SessionError } from '../../components/session-gate';
import { Spinner } from '../../components/spinner';
import { BUILT_NOTICE, fetchNoticeVersion, giveConsent } from '../../lib/consent';
import { useT } from '../../lib/i18n';
import { noticeDate } from '../../lib/notice-date';
import { returnPath } from '../../lib/return-to';
import { logOut, useSession } from '../../lib/session';
import { usePrivacyTexts } from './privacy-texts';
import './privacy.css';

/**
 * `/consent`: a customer with a profile who has not agreed to the current privacy notice (a new version, or an account
 * from before the notice) meets this once before /home (the customer guard sends them here). A short summary, the
 * link to the whole notice, an unticked box, "Agree and continue", and the way out: "Log out". Then on to where the
 * customer was going (lib/return-to).
 */
export default function ConsentPage() {
  usePrivacyTexts();
  const session = useSession();
  const { t } = useT();
  if (session.status === 'idle' || session.status === 'loading') return <Spinner fullPage label={t('privacy:consentScreen.loading')} />;
  if (session.status === 'error') return <SessionError session={session} />;
  if (!session.me) return <Navigate to="/" replace />;
  if (!session.me.profileSet && session.me.role === 'customer') return <Navigate to="/profile" replace />;
  // Agreed (here or elsewhere), or not a customer (the customer guard of /home says what it says to them).
  if (session.me.consentCurrent || session.me.role !== 'customer') return <Navigate to={returnPath()} replace />;
  return <ConsentForm onAgreed={session.consentGiven} />;
}

function ConsentForm({ onAgreed }: { onAgreed: () => void }) {
  const ids = useId();
  const boxId = `${ids}-agree`;
  const navigate = useNavigate();
  const { t, language } = useT();
  const [agreed, setAgreed] = useState(false);
  const [boxError, setBoxError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'agree' | 'logout' | null>(null);
  // The version the box agrees to: the build's, or the server's once it said the notice changed meanwhile.
  const [notice, setNotice] = useState(BUILT_NOTICE);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    if (!agreed) {
      setBoxError(t('consent.required'));
      document.getElementById(boxId)?.focus();
      return;
    }
    setBusy('agree');
    const outcome = await giveConsent(notice.version);
    if (outcome.status === 'given') {
      // The session now says so: the page sends the customer on (ConsentPage).
      onAgreed();
      return;
    }
    setBusy(null);
    if (outcome.status === 'stale') {
      // The notice changed while this page was open: read it again, agree to the current version.
      setAgreed(false);
      setBoxError(outcome.message);
      setNotice(await fetchNoticeVersion());
      document.getElementById(boxId)?.focus();
    } else {
      setServerError(outcome.message);
    }
  };

  const onLogOut = async () => {
    setBusy('logout');
    await logOut();
    void navigate('/', { replace: true });
  };

  return (
    <CardPage
      className="consent-page"
      glow
      wide
      top={<Brand className="consent-page__brand" />}
      title={t('privacy:consentScreen.title')}
      lead={t('privacy:consentScreen.lead')}
    >
      <p className="field__hint">{t('privacy:consentScreen.version', { date: noticeDate(notice.updatedAt, language) })}</p>
      <ul className="consent-page__summary">
        {(['keep', 'use', 'sees', 'rights'] as const).map((key) => (
          <li key={key}>{t(`privacy:consentScreen.summary.${key}`)}</li>
        ))}
      </ul>
      <Link className="consent-page__read" to="/privacy">
        {t('privacy:consentScreen.readFull')}
      </Link>
      <form className="form" aria-label={t('privacy:consentScreen.title')} noValidate onSubmit={(event) => void submit(event)}>
        <ConsentCheckbox
          id={boxId}
          checked={agreed}
          link={false}
          error={boxError}
          onChange={(checked) => {
            setAgreed(checked);
            if (checked) setBoxError(null);
          }}
        />
        {serverError && (
          <p className="form-alert" role="alert">
            {serverError}
          </p>
        )}
        <div className="consent-page__actions">
          <button type="submit" className="button button--primary button--block" disabled={busy !== null}>
            {busy === 'agree' ? t('privacy:consentScreen.agreeing') : t('privacy:consentScreen.agree')}
          </button>
          <button type="button" className="button button--secondary button--block" disabled={busy !== null} onClick={() => void onLogOut()}>
            {busy === 'logout' ? t('privacy:consentScreen.loggingOut') : t('privacy:consentScreen.logOut')}
          </button>
        </div>
      </form>
    </CardPage>
  );
}
