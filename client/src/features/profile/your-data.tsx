import { PIN_PATTERN } from '@foodspot/schema/rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { TextField } from '../../components/field';
import { FormSuccess } from '../../components/form-success';
import { apiFetch, messageOf, readError } from '../../lib/api';
import { translate, useT } from '../../lib/i18n';
import { DELETE_ACCOUNT_ID, requestAccountDeletion, SignInAgainToDelete, useLeaveDeletedAccount } from './account-deletion';

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
      {/* The same data as a page to read or print, in the app's language. */}
      <p className="your-data__text your-data__see">
        <Link to="/home/your-data">{t('profile.data.see')}</Link>
      </p>
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
  const leaveDeletedAccount = useLeaveDeletedAccount();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [signInAgain, setSignInAgain] = useState(false);
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
    const outcome = await requestAccountDeletion(typed, t('profile.data.deleteFailed'));
    if (outcome.status === 'deleted') return leaveDeletedAccount(t('profile.data.deleted'));
    if (outcome.status === 'signInAgain') setSignInAgain(true);
    else setServerError(outcome.message);
    setDeleting(false);
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
      {signInAgain && <SignInAgainToDelete />}
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
