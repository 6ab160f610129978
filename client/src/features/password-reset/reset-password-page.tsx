import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Brand } from '../../components/brand';
import { CardPage } from '../../components/card-page';
import { LanguageSwitch } from '../../components/language-switch';
import { NewPasswordForm, type SaveProblem } from '../../components/new-password-form';
import { usePasswordResetTexts } from '../../components/password-reset-texts';
import { Spinner } from '../../components/spinner';
import { authErrorMessage } from '../../lib/auth-errors';
import { passwordResetEmail, preloadFirebaseAuth, setPasswordWithCode } from '../../lib/firebase-auth';
import { translate, useT } from '../../lib/i18n';
import '../../components/form-success.css';
import './reset-password.css';

/** The login pages a reset link may lead back to (its continueUrl); anything else leads to the customer's email login. */
const LOGIN_PATHS = ['/email-login', '/owner', '/staff'] as const;
type LoginPath = (typeof LOGIN_PATHS)[number];
/** Firebase's minimum for everyone; staff passwords need 8 (as the set-password page and the CLI ask). */
const minimumFor = (login: LoginPath) => (login === '/staff' ? 8 : 6);

/** Where to log in afterwards: the continueUrl Firebase carried, when it is one of this app's login pages. */
export function loginPathOf(continueUrl: string | null, origin = window.location.origin): LoginPath {
  if (!continueUrl) return '/email-login';
  try {
    const url = new URL(continueUrl, origin);
    const path = LOGIN_PATHS.find((candidate) => candidate === url.pathname);
    return url.origin === origin && path ? path : '/email-login';
  } catch {
    return '/email-login';
  }
}

const linkDead = () => translate('passwordReset:page.expired');
/** Firebase's answers for a reset code that no longer works (expired, used, or not a code at all). */
const DEAD_CODE = new Set(['auth/expired-action-code', 'auth/invalid-action-code', 'auth/user-disabled', 'auth/user-not-found']);
const isDeadCode = (error: unknown) => typeof error === 'object' && error !== null && DEAD_CODE.has(String((error as { code?: unknown }).code));

/** Firebase's refusal of the new password, in the form's words. */
function saveProblemOf(error: unknown, minLength: number): SaveProblem {
  if (isDeadCode(error)) return { dead: linkDead() };
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
    return { password: translate('passwordReset:page.passwordShort', { min: minLength }) };
  }
  return { form: authErrorMessage(error) };
}

type Step = { name: 'checking' } | { name: 'dead'; message: string } | { name: 'form'; email: string } | { name: 'done'; email: string };

/**
 * `/reset-password?mode=resetPassword&oobCode=…&continueUrl=…`: where a "Forgot password?" email's link opens (the
 * Firebase project's action URL in production, docs/deploy.md; the local-mode notice's link). Shows the account's
 * email, takes the new password twice, then leads to the login page the person came from.
 */
export default function ResetPasswordPage() {
  usePasswordResetTexts();
  const { t } = useT();
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const login = loginPathOf(params.get('continueUrl'));
  // A link without its code, or for another action, cannot work: said at once.
  const usable = oobCode !== '' && (params.get('mode') ?? 'resetPassword') === 'resetPassword';
  const [step, setStep] = useState<Step>(usable ? { name: 'checking' } : { name: 'dead', message: linkDead() });

  useEffect(() => {
    let current = true;
    if (!usable) return;
    passwordResetEmail(oobCode).then(
      (email) => current && setStep({ name: 'form', email }),
      (error: unknown) => current && setStep({ name: 'dead', message: isDeadCode(error) ? linkDead() : authErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [oobCode, usable]);

  return (
    <CardPage
      className="reset-password"
      top={
        <div className="reset-password__top">
          <Brand to="/" className="reset-password__brand" />
          <LanguageSwitch compact />
        </div>
      }
      title={step.name === 'done' ? t('passwordReset:page.doneTitle') : t('passwordReset:page.title')}
    >
      {step.name === 'checking' && <Spinner label={t('passwordReset:page.checking')} />}
      {step.name === 'dead' && (
        <>
          <p className="form-alert" role="alert">
            {step.message}
          </p>
          <Link className="button button--secondary button--block" to={login}>
            {t('passwordReset:page.toLogin')}
          </Link>
        </>
      )}
      {step.name === 'form' && (
        <NewPasswordForm
          email={step.email}
          minLength={minimumFor(login)}
          texts="passwordReset:page"
          accountClassName="reset-password__account"
          save={(password) => setPasswordWithCode(oobCode, password)}
          problemOf={(error) => saveProblemOf(error, minimumFor(login))}
          onDead={(message) => setStep({ name: 'dead', message })}
          onDone={() => setStep({ name: 'done', email: step.email })}
          onFocus={preloadFirebaseAuth}
        />
      )}
      {step.name === 'done' && <Done email={step.email} login={login} />}
    </CardPage>
  );
}

function Done({ email, login }: { email: string; login: LoginPath }) {
  const { t } = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  // The staff login takes the email (as after the set-password page).
  const to = login === '/staff' ? `/staff?email=${encodeURIComponent(email)}` : login;
  return (
    <>
      <p ref={ref} tabIndex={-1} className="form-success" role="status">
        {t('passwordReset:page.done', { email })}
      </p>
      <Link className="button button--primary button--block" to={to}>
        {t('passwordReset:page.toLogin')}
      </Link>
    </>
  );
}
