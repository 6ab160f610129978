import { useId, useState, type FormEvent } from 'react';
import { PasswordField } from '../../components/password-field';
import { authErrorMessage } from '../../lib/auth-errors';
import { preloadFirebaseAuth } from '../../lib/firebase-auth';
import { useValueTypedBeforeHydration } from '../../lib/prerender';

interface EmailCredentialsFormProps {
  submitLabel: string;
  busyLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
  /** Signs in with Firebase and the BFF; a thrown error is alerted in words a person understands (spec section 8). */
  onSubmit: (email: string, password: string) => Promise<void>;
}

export function EmailCredentialsForm({
  submitLabel,
  busyLabel,
  passwordAutoComplete,
  passwordHint,
  onSubmit,
}: EmailCredentialsFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = useId();
  // The page may be prerendered: what was typed before the app started counts.
  useValueTypedBeforeHydration(`${ids}-email`, setEmail);
  useValueTypedBeforeHydration(`${ids}-password`, setPassword);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(email.trim(), password);
    } catch (error) {
      window.alert(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={preloadFirebaseAuth}
      onPointerDown={preloadFirebaseAuth}
      onKeyDown={preloadFirebaseAuth}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-email`}>
          Email
        </label>
        <input
          id={`${ids}-email`}
          className="field__input"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-password`}>
          Password
        </label>
        <PasswordField
          id={`${ids}-password`}
          value={password}
          onChange={setPassword}
          autoComplete={passwordAutoComplete}
          describedBy={passwordHint ? `${ids}-password-hint` : undefined}
        />
        {passwordHint && (
          <span id={`${ids}-password-hint`} className="field__hint">
            {passwordHint}
          </span>
        )}
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
