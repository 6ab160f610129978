import { Link } from 'react-router-dom';
import { signInWithEmail } from '../../lib/firebase-auth';
import { EmailAuthPage } from './email-auth-page';

export default function EmailLoginPage() {
  return (
    <EmailAuthPage
      title="Login with Email"
      lead="Welcome back! Log in to see your points and rewards."
      submitLabel="Log in"
      busyLabel="Logging in…"
      passwordAutoComplete="current-password"
      authenticate={signInWithEmail}
      serverRequest={(idToken) => ({ path: '/auth/customer/login', body: { idToken, method: 'email' } })}
      switchLine={
        <>
          New here? <Link to="/email-sign-up">Sign up</Link>
        </>
      }
    />
  );
}
