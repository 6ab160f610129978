import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Brand } from '../../components/brand';
import { CardPage } from '../../components/card-page';
import { ErrorSummary, type FormProblem } from '../../components/error-summary';
import { describedBy, Field } from '../../components/field';
import { LanguageSwitch } from '../../components/language-switch';
import { PasswordField } from '../../components/password-field';
import { usePasswordResetTexts } from '../../components/password-reset-texts';
import { Spinner } from '../../components/spinner';
import { authErrorMessage } from '../../lib/auth-errors';
import { passwordResetEmail, preloadFirebaseAuth, setPasswordWithCode } from '../../lib/firebase-auth';
import { translate, useT, withTags } from '../../lib/i18n';
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
          oobCode={oobCode}
          email={step.email}
          minLength={minimumFor(login)}
          onDead={(message) => setStep({ name: 'dead', message })}
          onDone={() => setStep({ name: 'done', email: step.email })}
        />
      )}
      {step.name === 'done' && <Done email={step.email} login={login} />}
    </CardPage>
  );
}

interface FormProps {
  oobCode: string;
  email: string;
  minLength: number;
  onDead: (message: string) => void;
  onDone: () => void;
}

function NewPasswordForm({ oobCode, email, minLength, onDead, onDone }: FormProps) {
  const { t } = useT();
  const ids = useId();
  const passwordId = `${ids}-password`;
  const confirmId = `${ids}-confirm`;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  const hint = t('passwordReset:page.hint', { min: minLength });
  const passwordShort = t('passwordReset:page.passwordShort', { min: minLength });

  const refuse = (found: typeof problems) => {
    setProblems(found);
    setRefusals((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: typeof problems = {};
    if (password === '') found.password = t('passwordReset:page.passwordMissing');
    else if (password.length < minLength) found.password = passwordShort;
    if (confirm === '') found.confirm = t('passwordReset:page.confirmMissing');
    else if (!found.password && confirm !== password) found.confirm = t('passwordReset:page.differ');
    if (found.password || found.confirm) return refuse(found);
    setProblems({});
    setBusy(true);
    try {
      await setPasswordWithCode(oobCode, password);
      onDone();
    } catch (error) {
      if (isDeadCode(error)) return onDead(linkDead());
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') refuse({ password: passwordShort });
      else refuse({ form: authErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const summary: FormProblem[] = [
    ...(problems.form ? [{ message: problems.form }] : []),
    ...(problems.password ? [{ message: problems.password, fieldId: passwordId }] : []),
    ...(problems.confirm ? [{ message: problems.confirm, fieldId: confirmId }] : []),
  ];
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} onFocus={preloadFirebaseAuth}>
      <p className="reset-password__account">
        {withTags(t('passwordReset:page.account', { email }), { strong: (words) => <strong>{words}</strong> })}
      </p>
      <ErrorSummary problems={summary} focusKey={refusals} title={summary.length > 1 ? t('passwordReset:page.summary') : undefined} />
      {/* The account's email for the browser's password manager, which saves the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field id={passwordId} label={t('passwordReset:page.password')} hint={hint} error={problems.password}>
        <PasswordField
          id={passwordId}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          invalid={Boolean(problems.password)}
          describedBy={describedBy(passwordId, { hint, error: problems.password })}
        />
      </Field>
      <Field id={confirmId} label={t('passwordReset:page.confirm')} error={problems.confirm}>
        <PasswordField
          id={confirmId}
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
          invalid={Boolean(problems.confirm)}
          describedBy={describedBy(confirmId, { error: problems.confirm })}
        />
      </Field>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('passwordReset:page.busy') : t('passwordReset:page.submit')}
      </button>
    </form>
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
