import { useId, useState, type FormEvent } from 'react';
import { authErrorField, authErrorMessage } from '../lib/auth-errors';
import { preloadFirebaseAuth } from '../lib/firebase-auth';
import { useT } from '../lib/i18n';
import { useValueTypedBeforeHydration } from '../lib/prerender';
import { ErrorSummary, type FormProblem } from './error-summary';
import { describedBy, Field, TextField } from './field';
import { PasswordField } from './password-field';

// Something@something.something: enough to catch a typo before a round trip; the provider checks the rest.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface CredentialsFormProps {
  submitLabel: string;
  busyLabel: string;
  emailAutoComplete: 'email' | 'username';
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
  /** Sign-up: the shortest password taken (Firebase's 6), checked before anything is sent. */
  minPasswordLength?: number;
  /** The summary's first line when the email or the password is empty (each field still says which). */
  missingMessage?: string;
  /** The email to start with (the staff login after the set-password page). */
  initialEmail?: string;
  /**
   * Signs in (Firebase, then the BFF). Resolves to a refusal to show in the form, or to nothing; a thrown
   * error is shown in words a person understands (spec section 8), at its field when it is about one.
   */
  onSubmit: (email: string, password: string) => Promise<string | null | void>;
}

interface Problems {
  email?: string;
  password?: string;
  /** About both fields ("Wrong email or password.") or neither (no connection). */
  form?: string;
  /** The summary's first line, above the fields' messages. */
  title?: string;
  /** The form's message names both fields. */
  both?: boolean;
}

/**
 * Email and password, as the customer's email login and sign-up and the staff login ask for them. Every
 * problem shows at its field and in a summary that takes the focus; what can be checked here is, before
 * anything is sent.
 */
export function CredentialsForm({
  submitLabel,
  busyLabel,
  emailAutoComplete,
  passwordAutoComplete,
  passwordHint,
  minPasswordLength,
  missingMessage,
  initialEmail = '',
  onSubmit,
}: CredentialsFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [refusals, setRefusals] = useState(0);
  const ids = useId();
  const { t } = useT();
  const emailId = `${ids}-email`;
  const passwordId = `${ids}-password`;
  const summaryId = `${ids}-problems`;
  // The page may be prerendered: what was typed before the app started counts.
  useValueTypedBeforeHydration(emailId, setEmail);
  useValueTypedBeforeHydration(passwordId, setPassword);

  const refuse = (next: Problems) => {
    setProblems(next);
    setRefusals((count) => count + 1);
  };

  const check = (typedEmail: string): Problems => {
    const found: Problems = {};
    if (typedEmail === '') found.email = t('authErrors.missingEmail');
    else if (!EMAIL_SHAPE.test(typedEmail)) found.email = t('authErrors.invalidEmail');
    if (password === '') found.password = t('authErrors.missingPassword');
    else if (minPasswordLength && password.length < minPasswordLength) found.password = t('authErrors.weakPassword');
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typedEmail = email.trim();
    const found = check(typedEmail);
    if (found.email || found.password) {
      const missing = typedEmail === '' || password === '';
      refuse(missing && missingMessage ? { ...found, title: missingMessage } : found);
      return;
    }
    setBusy(true);
    setProblems({});
    try {
      const refusal = await onSubmit(typedEmail, password);
      if (refusal) refuse({ form: refusal });
    } catch (failure) {
      const message = authErrorMessage(failure);
      const field = authErrorField(failure);
      if (field === 'email') refuse({ email: message });
      else if (field === 'password') refuse({ password: message });
      else refuse({ form: message, both: field === 'credentials' });
    } finally {
      setBusy(false);
    }
  };

  // The form's own message first, then each field's, linked to it.
  const summary: FormProblem[] = [
    ...(problems.form ? [{ message: problems.form }] : []),
    ...(problems.email ? [{ message: problems.email, fieldId: emailId }] : []),
    ...(problems.password ? [{ message: problems.password, fieldId: passwordId }] : []),
  ];
  const alsoSummary = problems.both ? summaryId : undefined;

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={preloadFirebaseAuth}
      onPointerDown={preloadFirebaseAuth}
      onKeyDown={preloadFirebaseAuth}
    >
      <ErrorSummary id={summaryId} problems={summary} title={problems.title} focusKey={refusals} />
      <TextField
        id={emailId}
        label={t('common.email')}
        type="email"
        autoComplete={emailAutoComplete}
        required
        error={problems.email}
        invalid={problems.both}
        describedById={alsoSummary}
        value={email}
        onChange={setEmail}
      />
      <Field id={passwordId} label={t('common.password')} hint={passwordHint} error={problems.password}>
        <PasswordField
          id={passwordId}
          value={password}
          onChange={setPassword}
          autoComplete={passwordAutoComplete}
          invalid={Boolean(problems.password) || problems.both}
          describedBy={describedBy(passwordId, { hint: passwordHint, error: problems.password, also: alsoSummary })}
        />
      </Field>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
