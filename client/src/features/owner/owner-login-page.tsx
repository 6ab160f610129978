import { useState } from 'react';
import { Brand } from '../../components/brand';
import { CardPage } from '../../components/card-page';
import { CredentialsForm } from '../../components/credentials-form';
import { ForgotPassword } from '../../components/forgot-password';
import { LanguageSwitch } from '../../components/language-switch';
import { apiSend, messageOf, readError } from '../../lib/api';
import { authErrorMessage } from '../../lib/auth-errors';
import { refreshIdToken, signInWithEmail, signOutOfFirebase, signUpWithEmail } from '../../lib/firebase-auth';
import { translate, useT, withTags } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';

/** Signs out of Firebase (the page keeps no half sign-in), then the sentence to show. */
async function refused(message: string): Promise<string> {
  await signOutOfFirebase();
  return message;
}

/**
 * POST /auth/owner/login with an ID token: the session cookie. Resolves to what to tell the person, or null once signed
 * in. `onForbidden` may take over a 403 (its sentence given), rather than showing it.
 */
async function startOwnerSession(idToken: string, onForbidden?: (refusal: string) => Promise<string | null>): Promise<string | null> {
  let response: Response;
  try {
    response = await apiSend('/auth/owner/login', { idToken });
  } catch (failure) {
    return refused(messageOf(failure));
  }
  if (!response.ok) {
    const refusal = await readError(response, translate('owner:rejected'));
    return response.status === 403 && onForbidden ? onForbidden(refusal) : refused(refusal);
  }
  sessionStore.invalidate(); // `me` is asked again and the page turns into the owner's console
  return null;
}

/**
 * Firebase email/password, then the BFF's owner login. A sign-up that stopped half way (the Firebase account made,
 * POST /auth/owner/signup never answered) left an account without a role: the login answers 403, and signing up
 * again says the email is in use. So a 403 of the login is followed by the owner signup with the same ID token: 201,
 * the account is an owner's now, and a fresh ID token (it carries the role) logs in; refused (a customer's or staff
 * account), the signup's own sentence; anything else, the login's.
 */
async function logIn(email: string, password: string): Promise<string | null> {
  let idToken: string;
  try {
    idToken = await signInWithEmail(email, password);
  } catch (failure) {
    return authErrorMessage(failure);
  }
  return startOwnerSession(idToken, (loginRefusal) => finishSignUp(idToken, loginRefusal));
}

/** The owner signup for an account the login refused (see logIn): then the login again, or the sentence to show. */
async function finishSignUp(idToken: string, loginRefusal: string): Promise<string | null> {
  let freshToken: string;
  try {
    const signup = await apiSend('/auth/owner/signup', { idToken });
    if (signup.status !== 201) {
      // The signup's own sentence says why this account cannot be an owner's (a customer's, a staff member's).
      const sentence = signup.status === 403 ? await readError(signup, loginRefusal) : loginRefusal;
      return refused(sentence);
    }
    freshToken = await refreshIdToken();
  } catch {
    return refused(loginRefusal);
  }
  return startOwnerSession(freshToken);
}

/**
 * A new Firebase account, then POST /auth/owner/signup (the server gives the account the owner role, and starts no
 * session), then a fresh ID token (the old one does not carry the role) for the owner login. A refusal (403 for an
 * account that is a customer's or staff's) is shown, and the page signs out of Firebase.
 */
async function signUp(email: string, password: string): Promise<string | null> {
  let idToken: string;
  try {
    idToken = await signUpWithEmail(email, password);
  } catch (failure) {
    return authErrorMessage(failure);
  }
  try {
    const response = await apiSend('/auth/owner/signup', { idToken });
    if (!response.ok) return refused(await readError(response, translate('owner:rejected')));
    idToken = await refreshIdToken();
  } catch (failure) {
    return refused(messageOf(failure));
  }
  return startOwnerSession(idToken);
}

/** `/owner` for a visitor: the owner's login, or the sign-up, one link apart; the same card as the staff login. */
export function OwnerLoginPage() {
  const { t } = useT();
  const [mode, setMode] = useState<'login' | 'signUp'>('login');
  const texts = mode === 'login' ? 'owner:login' : 'owner:signUp';
  const other = mode === 'login' ? 'signUp' : 'login';
  return (
    <CardPage
      className="owner-login"
      top={
        <div className="owner-login__top">
          <Brand className="owner-brand">{t('owner:brand')}</Brand>
          <LanguageSwitch compact />
        </div>
      }
      title={t(`${texts}.title`)}
      lead={t(`${texts}.lead`)}
    >
      {mode === 'login' ? (
        <ForgotPassword continuePath="/owner">
          <CredentialsForm
            key={mode}
            submitLabel={t('owner:login.submit')}
            busyLabel={t('owner:login.busy')}
            emailAutoComplete="username"
            passwordAutoComplete="current-password"
            onSubmit={logIn}
          />
        </ForgotPassword>
      ) : (
        <CredentialsForm
          key={mode}
          submitLabel={t('owner:signUp.submit')}
          busyLabel={t('owner:signUp.busy')}
          emailAutoComplete="username"
          passwordAutoComplete="new-password"
          passwordHint={t('owner:signUp.hint')}
          minPasswordLength={6}
          onSubmit={signUp}
        />
      )}
      <p className="owner-login__switch">
        {withTags(t(`${texts}.switch`), {
          goto: (words) => (
            <button type="button" className="link-button" onClick={() => setMode(other)}>
              {words}
            </button>
          ),
        })}
      </p>
    </CardPage>
  );
}
