import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CardPage } from '../../components/card-page';
import { CredentialsForm } from '../../components/credentials-form';
import { ForgotPassword } from '../../components/forgot-password';
import { OwnerDoor } from '../../components/owner-door';
import { showPageAlert } from '../../components/page-alert';
import { useT } from '../../lib/i18n';
import { BackButton } from './back-button';
import { useServerLogin, type ServerLoginRequest } from './use-server-login';
import './auth.css';

interface EmailAuthPageProps {
  title: string;
  lead: string;
  submitLabel: string;
  busyLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
  /** Sign-up: the shortest password taken, checked before anything is sent. */
  minPasswordLength?: number;
  /** Signs in (or up) with Firebase and resolves to the ID token. */
  authenticate: (email: string, password: string) => Promise<string>;
  /** The BFF request that turns the ID token into a session. */
  serverRequest: (idToken: string) => ServerLoginRequest;
  /** The line under the form that leads to the other email page. */
  switchLine: ReactNode;
  /** The login: "Forgot password?" under the form, its reset link leading back to this page. */
  forgotPasswordPath?: string;
}

/**
 * An email page (login or sign-up): Firebase email/password, then the server login of the customer. A login the
 * server refuses starts over on the landing page, which says why (spec section 4).
 */
export function EmailAuthPage({ title, lead, authenticate, serverRequest, switchLine, forgotPasswordPath, ...form }: EmailAuthPageProps) {
  const serverLogin = useServerLogin();
  const navigate = useNavigate();
  const { t } = useT();

  const submit = async (email: string, password: string) => {
    const idToken = await authenticate(email, password);
    const result = await serverLogin(serverRequest(idToken));
    if (result.status === 'rejected') {
      showPageAlert(result.message, '/');
      void navigate('/', { replace: true });
    }
  };

  return (
    <CardPage className="auth-page" centered glow top={<BackButton />} title={title} lead={lead}>
      {forgotPasswordPath ? (
        <ForgotPassword continuePath={forgotPasswordPath}>
          <CredentialsForm {...form} emailAutoComplete="email" onSubmit={submit} />
        </ForgotPassword>
      ) : (
        <CredentialsForm {...form} emailAutoComplete="email" onSubmit={submit} />
      )}
      <p className="auth-page__switch">{switchLine}</p>
      <p className="auth-privacy">
        <Link to="/privacy">{t('common.privacyNotice')}</Link>
      </p>
      <OwnerDoor />
    </CardPage>
  );
}
