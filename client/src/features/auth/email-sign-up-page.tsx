import { Link } from 'react-router-dom';
import { signUpWithEmail } from '../../lib/firebase-auth';
import { useT, withTags } from '../../lib/i18n';
import { EmailAuthPage } from './email-auth-page';

export default function EmailSignUpPage() {
  const { t } = useT();
  return (
    <EmailAuthPage
      title={t('emailAuth.signUp.title')}
      lead={t('emailAuth.signUp.lead')}
      submitLabel={t('emailAuth.signUp.submit')}
      busyLabel={t('emailAuth.signUp.busy')}
      passwordAutoComplete="new-password"
      passwordHint={t('emailAuth.signUp.hint')}
      // Firebase's minimum, said by the hint and checked before anything is sent.
      minPasswordLength={6}
      authenticate={signUpWithEmail}
      serverRequest={(idToken) => ({ path: '/auth/customer/signup', body: { idToken } })}
      switchLine={withTags(t('emailAuth.signUp.switch'), { goto: (words) => <Link to="/email-login">{words}</Link> })}
    />
  );
}
