import { useId, useState, type FormEvent } from 'react';
import { authErrorMessage } from '../lib/auth-errors';
import { preloadFirebaseAuth } from '../lib/firebase-auth';
import { useT } from '../lib/i18n';
import { useValueTypedBeforeHydration } from '../lib/prerender';
import { describedBy, Field, TextField } from './field';
import { PasswordField } from './password-field';

interface CredentialsFormProps {
  submitLabel: string;
  busyLabel: string;
  emailAutoComplete: 'email' | 'username';
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
  /** When set, an empty email or password is refused with this message, before anything is sent. */
  missingMessage?: string;
  /**
   * Signs in (Firebase, then the BFF). Resolves to a refusal to show in the form, or to nothing; a thrown
   * error is alerted in words a person understands (spec section 8).
   */
  onSubmit: (email: string, password: string) => Promise<string | null | void>;
}

/** Email and password, as the customer's email login and sign-up and the staff login ask for them. */
export function CredentialsForm({
  submitLabel,
  busyLabel,
  emailAutoComplete,
  passwordAutoComplete,
  passwordHint,
  missingMessage,
  onSubmit,
}: CredentialsFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const { t } = useT();
  const emailId = `${ids}-email`;
  const passwordId = `${ids}-password`;
  const errorId = `${ids}-error`;
  // The page may be prerendered: what was typed before the app started counts.
  useValueTypedBeforeHydration(emailId, setEmail);
  useValueTypedBeforeHydration(passwordId, setPassword);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (missingMessage && (email.trim() === '' || password === '')) {
      setError(missingMessage);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setError((await onSubmit(email.trim(), password)) ?? null);
    } catch (failure) {
      window.alert(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      aria-describedby={error ? errorId : undefined}
      onSubmit={(event) => void submit(event)}
      onFocus={preloadFirebaseAuth}
      onPointerDown={preloadFirebaseAuth}
      onKeyDown={preloadFirebaseAuth}
    >
      <TextField id={emailId} label={t('common.email')} type="email" autoComplete={emailAutoComplete} required value={email} onChange={setEmail} />
      <Field id={passwordId} label={t('common.password')} hint={passwordHint}>
        <PasswordField
          id={passwordId}
          value={password}
          onChange={setPassword}
          autoComplete={passwordAutoComplete}
          describedBy={describedBy(passwordId, { hint: passwordHint })}
        />
      </Field>
      {error && (
        <p id={errorId} className="form-alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
