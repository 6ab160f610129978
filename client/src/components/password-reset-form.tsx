import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiFetch, readJson } from '../lib/api';
import { authErrorField, authErrorMessage } from '../lib/auth-errors';
import { preloadFirebaseAuth, sendPasswordReset } from '../lib/firebase-auth';
import { currentLanguage, useT, withTags } from '../lib/i18n';
import { useAppMode } from '../lib/prerender';
import { ErrorSummary, type FormProblem } from './error-summary';
import { TextField } from './field';
import { FormSuccess } from './form-success';
import { usePasswordResetTexts } from './password-reset-texts';
import './password-reset.css';

// As the login forms check it (credentials-form.tsx): enough to catch a typo before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PasswordResetFormProps {
  /** The login page to come back to: it travels in the link, and the reset page leads there. */
  continuePath: string;
  /** Back to the login form. */
  onBack: () => void;
}

/**
 * "Forgot password?" once opened: the email, then Firebase's password-reset email, and one sentence whatever the email
 * (an email without an account reads as sent: the page never tells which emails have one). A malformed email is said
 * at its field and in the summary, as the login forms do. In local mode no email is sent: the link shows here.
 * A chunk of its own (components/forgot-password.tsx loads it on the first press).
 */
export default function PasswordResetForm({ continuePath, onBack }: PasswordResetFormProps) {
  usePasswordResetTexts();
  const { t } = useT();
  const local = useAppMode() === 'local';
  const ids = useId();
  const emailId = `${ids}-email`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<{ email?: string; form?: string }>({});
  const [refusals, setRefusals] = useState(0);
  // What was sent (the email), and a count so the local notice looks again after another send.
  const [sent, setSent] = useState<{ email: string; count: number } | null>(null);

  // Opened by a press of "Forgot password?": the focus moves to what opened.
  useEffect(() => headingRef.current?.focus(), []);

  const refuse = (next: typeof problems) => {
    setProblems(next);
    setRefusals((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = email.trim();
    if (typed === '') return refuse({ email: t('authErrors.missingEmail') });
    if (!EMAIL_SHAPE.test(typed)) return refuse({ email: t('authErrors.invalidEmail') });
    setBusy(true);
    setProblems({});
    setSent(null);
    try {
      await sendPasswordReset(typed, continuePath, currentLanguage());
      setSent((previous) => ({ email: typed, count: (previous?.count ?? 0) + 1 }));
    } catch (failure) {
      const message = authErrorMessage(failure);
      refuse(authErrorField(failure) === 'email' ? { email: message } : { form: message });
    } finally {
      setBusy(false);
    }
  };

  const summary: FormProblem[] = [
    ...(problems.form ? [{ message: problems.form }] : []),
    ...(problems.email ? [{ message: problems.email, fieldId: emailId }] : []),
  ];

  return (
    <section className="password-reset" aria-labelledby={`${ids}-title`}>
      <h2 ref={headingRef} id={`${ids}-title`} className="password-reset__title" tabIndex={-1}>
        {t('passwordReset:request.title')}
      </h2>
      <p className="password-reset__lead">{t('passwordReset:request.lead')}</p>
      <form className="form" noValidate onSubmit={(event) => void submit(event)} onFocus={preloadFirebaseAuth} onPointerDown={preloadFirebaseAuth}>
        <ErrorSummary problems={summary} focusKey={refusals} />
        <TextField
          id={emailId}
          label={t('common.email')}
          type="email"
          autoComplete="username"
          required
          error={problems.email}
          value={email}
          onChange={setEmail}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('passwordReset:request.busy') : t('passwordReset:request.submit')}
        </button>
      </form>
      {sent && <FormSuccess>{t('passwordReset:request.sent', { email: sent.email })}</FormSuccess>}
      {sent && local && <LocalResetNotice key={sent.count} email={sent.email} />}
      <button type="button" className="button button--ghost button--block" onClick={onBack}>
        {t('passwordReset:request.back')}
      </button>
    </section>
  );
}

const POLL_INTERVAL_MS = 500;
const POLL_ATTEMPTS = 20;

/**
 * Local mode only: the Auth emulator sends no email, so this asks GET /api/v1/local/last-password-reset for the link it
 * made for the email (a few tries: the emulator lists it at once, a slow machine may not), and shows it.
 */
function LocalResetNotice({ email }: { email: string }) {
  const { t } = useT();
  const [link, setLink] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      attempts += 1;
      try {
        const response = await apiFetch(`/local/last-password-reset?email=${encodeURIComponent(email)}`);
        const body = response.ok ? await readJson(response) : null;
        const found = typeof body === 'object' && body !== null ? (body as { link?: unknown }).link : null;
        if (typeof found === 'string' && found.startsWith('/')) {
          if (!cancelled) setLink(found);
          return;
        }
      } catch (error) {
        console.error('Local mode: could not read the reset link', error);
      }
      if (cancelled) return;
      if (attempts >= POLL_ATTEMPTS) setLink(null);
      else timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };
    void poll();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [email]);

  let message;
  if (link === undefined) message = t('passwordReset:request.local.looking', { email });
  else if (link === null) message = t('passwordReset:request.local.missing', { email });
  else message = withTags(t('passwordReset:request.local.found', { email }), { link: (words) => <a href={link}>{words}</a> });
  return (
    <p role="status" aria-label={t('passwordReset:request.local.label')} className="local-otp-notice password-reset__local">
      {message}
    </p>
  );
}
