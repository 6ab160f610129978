import { DELETION_SIGN_IN_WINDOW_MINUTES } from '@foodspot/schema/privacy-notice';
import { PIN_PATTERN } from '@foodspot/schema/rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TextField } from '../../components/field';
import { FormSuccess } from '../../components/form-success';
import { showPageAlert } from '../../components/page-alert';
import { apiFetch, apiSend, codeFromBody, errorFromBody, messageOf, readError, readJson } from '../../lib/api';
import { translate, useT } from '../../lib/i18n';
import { DELETE_ACCOUNT_RETURN_PATH, rememberReturnTo } from '../../lib/return-to';
import { forgetDeletedAccount, logOut } from '../../lib/session';

/** The id of the deletion's section: the privacy notice links to `/profile#delete-account`. */
export const DELETE_ACCOUNT_ID = 'delete-account';

/** `foodspot-my-data-2026-11-26.json`: the BFF's name for the file, else the same name with today's date in India. */
export function exportFileName(contentDisposition: string | null, now = new Date()): string {
  const named = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1]?.trim();
  if (named && /^[\w.-]+$/.test(named)) return named;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `foodspot-my-data-${day}.json`;
}

/** Saves `blob` as a file named `name`: a download link clicked once, then let go. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let it go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Your data" on /profile: download a copy of everything kept about the customer (GET /customer/export, a JSON
 * file), and withdraw consent by deleting the account (DELETE /customer/account, with the PIN once a profile is
 * saved). REST, like the rest of the page.
 */
export function YourData() {
  const { t } = useT();
  const { hash } = useLocation();
  const deleteHeading = useRef<HTMLHeadingElement>(null);

  // Opened from the privacy notice's link (/profile#delete-account): the deletion is what the customer came for.
  useEffect(() => {
    if (hash !== `#${DELETE_ACCOUNT_ID}`) return;
    deleteHeading.current?.scrollIntoView?.({ block: 'start' });
    deleteHeading.current?.focus();
  }, [hash]);

  return (
    <section className="your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="your-data__title">
        {t('profile.data.title')}
      </h2>
      <p className="your-data__text">{t('profile.data.lead')}</p>
      <DownloadData />
      <div id={DELETE_ACCOUNT_ID} className="your-data__delete">
        <h3 ref={deleteHeading} tabIndex={-1} className="your-data__subtitle">
          {t('profile.data.deleteTitle')}
        </h3>
        <DeleteAccount />
      </div>
    </section>
  );
}

function DownloadData() {
  const { t } = useT();
  const [state, setState] = useState<{ status: 'idle' | 'loading' } | { status: 'done'; file: string } | { status: 'error'; message: string }>({
    status: 'idle',
  });

  const download = async () => {
    if (state.status === 'loading') return;
    setState({ status: 'loading' });
    try {
      const response = await apiFetch('/customer/export');
      if (!response.ok) {
        setState({ status: 'error', message: await readError(response, translate('profile.data.downloadFailed')) });
        return;
      }
      const file = exportFileName(response.headers.get('content-disposition'));
      const body = await response.blob();
      saveFile(body.type ? body : new Blob([body], { type: 'application/json' }), file);
      setState({ status: 'done', file });
    } catch (error) {
      setState({ status: 'error', message: messageOf(error, translate('profile.data.downloadFailed')) });
    }
  };

  const loading = state.status === 'loading';
  return (
    <div className="your-data__download">
      <button type="button" className="button button--secondary" disabled={loading} aria-busy={loading || undefined} onClick={() => void download()}>
        {loading ? t('profile.data.downloading') : t('profile.data.download')}
      </button>
      {state.status === 'done' && <FormSuccess>{t('profile.data.downloaded', { file: state.file })}</FormSuccess>}
      {state.status === 'error' && (
        <p className="form-alert" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}

function DeleteAccount() {
  const { t } = useT();
  const navigate = useNavigate();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The session began too long ago to delete the account from (403 SIGN_IN_AGAIN): the customer signs in again.
  const [signInAgain, setSignInAgain] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const pinRef = useRef<HTMLInputElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const focusOnChange = useRef(false);

  useEffect(() => {
    if (!focusOnChange.current) return;
    focusOnChange.current = false;
    if (open) pinRef.current?.focus();
    else openRef.current?.focus();
  }, [open]);

  const toggle = (next: boolean) => {
    focusOnChange.current = true;
    setOpen(next);
    setPin('');
    setPinError(null);
    setServerError(null);
    setSignInAgain(false);
  };

  // Logged out on this device, then back here after the login (lib/return-to), where the deletion can go ahead.
  const signInAndReturn = async () => {
    if (leaving) return;
    setLeaving(true);
    rememberReturnTo(DELETE_ACCOUNT_RETURN_PATH);
    await logOut();
    void navigate('/', { replace: true });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deleting) return;
    setServerError(null);
    const typed = pin.trim();
    if (!PIN_PATTERN.test(typed)) {
      setPinError(t('validation.pin'));
      pinRef.current?.focus();
      return;
    }
    setPinError(null);
    setDeleting(true);
    try {
      const response = await apiSend('/customer/account', { pin: typed }, 'DELETE');
      if (!response.ok) {
        const body = await readJson(response);
        const code = codeFromBody(body);
        // The server's sentences are English; the ones a customer meets here are said in their language.
        if (code === 'SIGN_IN_AGAIN') setSignInAgain(true);
        else if (code === 'BAD_USER_INPUT') setServerError(t('profile.data.wrongPin'));
        else if (code === 'RATE_LIMITED') {
          const minutes = Math.max(1, Math.ceil(Number(response.headers.get('retry-after') ?? 900) / 60) || 15);
          setServerError(t('profile.data.pinLocked', { minutes: String(minutes) }));
        } else setServerError(errorFromBody(body) ?? t('profile.data.deleteFailed'));
        setDeleting(false);
        return;
      }
    } catch (error) {
      setServerError(messageOf(error, t('profile.data.deleteFailed')));
      setDeleting(false);
      return;
    }
    // Deleted: the landing page says so, and nothing of the account stays here (signed out, this page leaves for /).
    showPageAlert(t('profile.data.deleted'), '/', 'done');
    await forgetDeletedAccount();
    void navigate('/', { replace: true });
  };

  if (!open) {
    return (
      <>
        <p className="your-data__text">{t('profile.data.deleteLead')}</p>
        <button ref={openRef} type="button" className="button button--danger" onClick={() => toggle(true)}>
          {t('profile.data.delete')}
        </button>
      </>
    );
  }

  return (
    <form className="form your-data__confirm" aria-label={t('profile.data.deleteTitle')} noValidate onSubmit={(event) => void submit(event)}>
      <p className="your-data__lost">{t('profile.data.deleteLost')}</p>
      <TextField
        ref={pinRef}
        id={`${ids}-pin`}
        label={t('profile.data.pin')}
        hint={t('profile.data.pinHint')}
        error={pinError}
        name="pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        pattern={PIN_PATTERN.source}
        maxLength={4}
        required
        value={pin}
        onChange={(value) => {
          setPin(value);
          if (pinError) setPinError(null);
          if (serverError) setServerError(null);
        }}
      />
      {serverError && (
        <p className="form-alert" role="alert">
          {serverError}
        </p>
      )}
      {signInAgain && (
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
      )}
      <div className="your-data__actions">
        <button type="submit" className="button button--danger" disabled={deleting} aria-busy={deleting || undefined}>
          {deleting ? t('profile.data.deleting') : t('profile.data.confirmDelete')}
        </button>
        <button type="button" className="button button--secondary" disabled={deleting} onClick={() => toggle(false)}>
          {t('profile.data.cancel')}
        </button>
      </div>
    </form>
  );
}
