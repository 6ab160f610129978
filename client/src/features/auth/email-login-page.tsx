import { Link } from 'react-router-dom';
import { signInWithEmail } from '../../lib/firebase-auth';
import { useT, withTags } from '../../lib/i18n';
import { EmailAuthPage } from './email-auth-page';

export default function EmailLoginPage() {
  const { t } = useT();
  return (
    <EmailAuthPage
      title={t('emailAuth.login.title')}
      lead={t('emailAuth.login.lead')}
      submitLabel={t('emailAuth.login.submit')}
      busyLabel={t('emailAuth.login.busy')}
      passwordAutoComplete="current-password"
      authenticate={signInWithEmail}
      serverRequest={(idToken) => ({ path: '/auth/customer/login', body: { idToken, method: 'email' } })}
      switchLine={withTags(t('emailAuth.login.switch'), { goto: (words) => <Link to="/email-sign-up">{words}</Link> })}
      forgotPasswordPath="/email-login"
    />
  );
}
