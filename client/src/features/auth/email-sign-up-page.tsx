import { Link } from 'react-router-dom';
import { signUpWithEmail } from '../../lib/firebase-auth';
import { BackButton } from './back-button';
import { EmailCredentialsForm } from './email-credentials-form';
import { useServerLogin } from './use-server-login';
import './auth.css';

export default function EmailSignUpPage() {
  const serverLogin = useServerLogin();

  const signUp = async (email: string, password: string) => {
    const idToken = await signUpWithEmail(email, password);
    await serverLogin({ path: '/auth/customer/signup', body: { idToken } });
  };

  return (
    <main className="auth-page">
      <div className="auth-page__card card">
        <BackButton />
        <h1 className="auth-page__title">Sign Up with Email</h1>
        <p className="auth-page__lead">Create your free Foodspot Rewards account.</p>
        <EmailCredentialsForm
          submitLabel="Sign up"
          busyLabel="Signing up…"
          passwordAutoComplete="new-password"
          passwordHint="At least 6 characters."
          onSubmit={signUp}
        />
        <p className="auth-page__switch">
          Already have an account? <Link to="/email-login">Log in</Link>
        </p>
      </div>
    </main>
  );
}
