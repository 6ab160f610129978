import { Link } from 'react-router-dom';
import { signUpWithEmail } from '../../lib/firebase-auth';
import { EmailAuthPage } from './email-auth-page';

export default function EmailSignUpPage() {
  return (
    <EmailAuthPage
      title="Sign Up with Email"
      lead="Create your free Foodspot Rewards account."
      submitLabel="Sign up"
      busyLabel="Signing up…"
      passwordAutoComplete="new-password"
      passwordHint="At least 6 characters."
      authenticate={signUpWithEmail}
      serverRequest={(idToken) => ({ path: '/auth/customer/signup', body: { idToken } })}
      switchLine={
        <>
          Already have an account? <Link to="/email-login">Log in</Link>
        </>
      }
    />
  );
}
