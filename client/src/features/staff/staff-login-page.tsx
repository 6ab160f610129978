import { useId, useState, type FormEvent } from 'react';
import { PasswordField } from '../../components/password-field';
import { apiSend, messageOf, readError } from '../../lib/api';
import { authErrorMessage } from '../../lib/auth-errors';
import { preloadFirebaseAuth, signInWithEmail, signOutOfFirebase } from '../../lib/firebase-auth';
import { sessionStore } from '../../lib/session';

const REJECTED = 'We could not sign you in. Please try again.';

/**
 * The staff login: Firebase email/password, then POST /auth/staff/login with the ID token. A refusal
 * (403 for a customer account) signs out of Firebase and shows the server's message here.
 */
export function StaffLoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  const logIn = async (): Promise<string | null> => {
    let idToken: string;
    try {
      idToken = await signInWithEmail(email.trim(), password);
    } catch (failure) {
      return authErrorMessage(failure);
    }
    let response: Response;
    try {
      response = await apiSend('/auth/staff/login', { idToken });
    } catch (failure) {
      await signOutOfFirebase();
      return messageOf(failure);
    }
    if (!response.ok) {
      const message = await readError(response, REJECTED);
      await signOutOfFirebase();
      return message;
    }
    sessionStore.invalidate(); // `me` is asked again and the page turns into the console
    return null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === '' || password === '') {
      setError('Enter your email and password.');
      return;
    }
    setBusy(true);
    setError(null);
    const message = await logIn();
    setBusy(false);
    setError(message);
  };

  return (
    <main className="staff-login">
      <div className="staff-login__card card">
        <p className="staff-brand">
          <span className="staff-brand__mark" aria-hidden="true">
            F
          </span>
          Foodspot Rewards · Staff
        </p>
        <h1 className="staff-login__title">Staff Login</h1>
        <p className="staff-login__lead">Sign in with your restaurant staff account to review claims and credit bills.</p>
        <form
          className="form"
          noValidate
          aria-describedby={error ? `${ids}-error` : undefined}
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
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-password`}>
              Password
            </label>
            <PasswordField id={`${ids}-password`} value={password} onChange={setPassword} autoComplete="current-password" />
          </div>
          {error && (
            <p id={`${ids}-error`} className="form-alert" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? 'Logging in…' : 'Log in'}
          </button>
        </form>
      </div>
    </main>
  );
}
