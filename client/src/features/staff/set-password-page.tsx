import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CardPage } from '../../components/card-page';
import { ErrorSummary, type FormProblem } from '../../components/error-summary';
import { describedBy, Field } from '../../components/field';
import { PasswordField } from '../../components/password-field';
import { Spinner } from '../../components/spinner';
import { authErrorMessage } from '../../lib/auth-errors';
import { passwordResetEmail, preloadFirebaseAuth, setPasswordWithCode } from '../../lib/firebase-auth';
import { translate, useT, withTags } from '../../lib/i18n';
import { useStaffTexts } from './staff-texts';
import { StaffTop } from './staff-top';
import './staff.css';

export const MIN_STAFF_PASSWORD = 8;
const linkExpired = () => translate('staff:setPassword.expired');

/** Firebase's answers for a set-password code that no longer works (expired, used, or not a code at all). */
const DEAD_CODE = new Set(['auth/expired-action-code', 'auth/invalid-action-code', 'auth/user-disabled', 'auth/user-not-found']);
const isDeadCode = (error: unknown) => typeof error === 'object' && error !== null && DEAD_CODE.has(String((error as { code?: unknown }).code));

/**
 * `/staff/set-password?oobCode=…`: the one-time link an owner hands to a new staff member (a Firebase password-reset
 * code made by the BFF). Shows the account's email, takes the new password twice, and then leads to the staff login.
 * In the language the device chose, like the console.
 */
export default function SetPasswordPage() {
  useStaffTexts();
  return <SetPassword />;
}

type Step = { name: 'checking' } | { name: 'dead'; message: string } | { name: 'form'; email: string } | { name: 'done'; email: string };

function SetPassword() {
  const { t } = useT();
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  // A link without its code cannot work: said at once.
  const [step, setStep] = useState<Step>(oobCode ? { name: 'checking' } : { name: 'dead', message: linkExpired() });

  useEffect(() => {
    let current = true;
    if (!oobCode) return;
    passwordResetEmail(oobCode).then(
      (email) => current && setStep({ name: 'form', email }),
      (error: unknown) => current && setStep({ name: 'dead', message: isDeadCode(error) ? linkExpired() : authErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [oobCode]);

  return (
    <CardPage
      className="staff-login"
      top={<StaffTop />}
      title={step.name === 'done' ? t('staff:setPassword.doneTitle') : t('staff:setPassword.title')}
    >
      {step.name === 'checking' && <Spinner label={t('staff:setPassword.checking')} />}
      {step.name === 'dead' && (
        <>
          <p className="form-alert" role="alert">
            {step.message}
          </p>
          <Link className="button button--secondary button--block" to="/staff">
            {t('staff:setPassword.toLogin')}
          </Link>
        </>
      )}
      {step.name === 'form' && (
        <SetPasswordForm
          oobCode={oobCode}
          email={step.email}
          onDead={(message) => setStep({ name: 'dead', message })}
          onDone={() => setStep({ name: 'done', email: step.email })}
        />
      )}
      {step.name === 'done' && <Done email={step.email} />}
    </CardPage>
  );
}

interface FormProps {
  oobCode: string;
  email: string;
  onDead: (message: string) => void;
  onDone: () => void;
}

function SetPasswordForm({ oobCode, email, onDead, onDone }: FormProps) {
  const { t } = useT();
  const ids = useId();
  const passwordId = `${ids}-password`;
  const confirmId = `${ids}-confirm`;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  const hint = t('staff:setPassword.hint', { min: MIN_STAFF_PASSWORD });
  const passwordShort = t('staff:setPassword.passwordShort', { min: MIN_STAFF_PASSWORD });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: typeof problems = {};
    if (password === '') found.password = t('staff:setPassword.passwordMissing');
    else if (password.length < MIN_STAFF_PASSWORD) found.password = passwordShort;
    if (confirm === '') found.confirm = t('staff:setPassword.confirmMissing');
    else if (!found.password && confirm !== password) found.confirm = t('staff:setPassword.differ');
    if (found.password || found.confirm) {
      setProblems(found);
      setRefusals((count) => count + 1);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await setPasswordWithCode(oobCode, password);
      onDone();
    } catch (error) {
      if (isDeadCode(error)) {
        onDead(linkExpired());
        return;
      }
      const message = (error as { code?: unknown }).code === 'auth/weak-password' ? passwordShort : authErrorMessage(error);
      setProblems({ form: message });
      setRefusals((count) => count + 1);
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
      <p className="staff-credit__lead">{withTags(t('staff:setPassword.account', { email }), { strong: (words) => <strong>{words}</strong> })}</p>
      <ErrorSummary problems={summary} focusKey={refusals} title={summary.length > 1 ? t('staff:setPassword.summary') : undefined} />
      {/* The account's email for the browser's password manager, which saves the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field id={passwordId} label={t('staff:setPassword.password')} hint={hint} error={problems.password}>
        <PasswordField
          id={passwordId}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          invalid={Boolean(problems.password)}
          describedBy={describedBy(passwordId, { hint, error: problems.password })}
        />
      </Field>
      <Field id={confirmId} label={t('staff:setPassword.confirm')} error={problems.confirm}>
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
        {busy ? t('staff:setPassword.busy') : t('staff:setPassword.submit')}
      </button>
    </form>
  );
}

function Done({ email }: { email: string }) {
  const { t } = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <p ref={ref} tabIndex={-1} className="form-success" role="status">
        {t('staff:setPassword.done', { email })}
      </p>
      <Link className="button button--primary button--block" to={`/staff?email=${encodeURIComponent(email)}`}>
        {t('staff:setPassword.toLogin')}
      </Link>
    </>
  );
}
