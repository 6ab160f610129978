import { useSearchParams } from 'react-router-dom';
import { CardPage } from '../../components/card-page';
import { CredentialsForm } from '../../components/credentials-form';
import { ForgotPassword } from '../../components/forgot-password';
import { apiSend, messageOf, readError } from '../../lib/api';
import { authErrorMessage } from '../../lib/auth-errors';
import { signInWithEmail, signOutOfFirebase } from '../../lib/firebase-auth';
import { translate, useT } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { StaffTop } from './staff-top';

/** Firebase email/password, then the BFF; resolves to what to tell the person, or null once signed in. */
async function logIn(email: string, password: string): Promise<string | null> {
  let idToken: string;
  try {
    idToken = await signInWithEmail(email, password);
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
    const message = await readError(response, translate('staff:login.rejected'));
    await signOutOfFirebase();
    return message;
  }
  sessionStore.invalidate(); // `me` is asked again and the page turns into the console
  return null;
}

/**
 * The staff login: Firebase email/password, then POST /auth/staff/login with the ID token. A refusal
 * (403 for a customer account) signs out of Firebase and shows the server's message here.
 */
export function StaffLoginPage() {
  const { t } = useT();
  // Coming from the set-password page: the email of the account that just set its password.
  const [params] = useSearchParams();
  return (
    <CardPage className="staff-login" top={<StaffTop />} title={t('staff:login.title')} lead={t('staff:login.lead')}>
      <ForgotPassword continuePath="/staff">
        <CredentialsForm
          submitLabel={t('staff:login.submit')}
          busyLabel={t('staff:login.busy')}
          emailAutoComplete="username"
          passwordAutoComplete="current-password"
          missingMessage={t('staff:login.missing')}
          initialEmail={params.get('email') ?? ''}
          onSubmit={logIn}
        />
      </ForgotPassword>
    </CardPage>
  );
}
