import { Link } from 'react-router-dom';
import { signInWithEmail } from '../../lib/firebase-auth';
import { BackButton } from './back-button';
import { EmailCredentialsForm } from './email-credentials-form';
import { useServerLogin } from './use-server-login';
import './auth.css';

export default function EmailLoginPage() {
  const serverLogin = useServerLogin();

  const logIn = async (email: string, password: string) => {
    const idToken = await signInWithEmail(email, password);
    await serverLogin({ path: '/auth/customer/login', body: { idToken, method: 'email' } });
  };

  return (
    <main className="auth-page">
      <div className="auth-page__card card">
        <BackButton />
        <h1 className="auth-page__title">Login with Email</h1>
        <p className="auth-page__lead">Welcome back! Log in to see your points and rewards.</p>
        <EmailCredentialsForm
          submitLabel="Log in"
          busyLabel="Logging in…"
          passwordAutoComplete="current-password"
          onSubmit={logIn}
        />
        <p className="auth-page__switch">
          New here? <Link to="/email-sign-up">Sign up</Link>
        </p>
      </div>
    </main>
  );
}
