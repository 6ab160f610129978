import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CardPage } from '../../components/card-page';
import { ErrorSummary, type FormProblem } from '../../components/error-summary';
import { describedBy, Field } from '../../components/field';
import { PasswordField } from '../../components/password-field';
import { Spinner } from '../../components/spinner';
import { authErrorMessage } from '../../lib/auth-errors';
import { passwordResetEmail, preloadFirebaseAuth, setPasswordWithCode } from '../../lib/firebase-auth';
import { currentLanguage, FixedLanguageContext, localeOf } from '../../lib/i18n';
import { StaffBrand } from './staff-brand';
import './staff.css';

export const LINK_EXPIRED = 'This link has expired or was already used. Ask the owner for a new one.';
export const MIN_STAFF_PASSWORD = 8;
const PASSWORD_SHORT = `Choose a password of at least ${MIN_STAFF_PASSWORD} characters.`;
const PASSWORDS_DIFFER = 'The two passwords are not the same. Type the same password twice.';

/** Firebase's answers for a set-password code that no longer works (expired, used, or not a code at all). */
const DEAD_CODE = new Set(['auth/expired-action-code', 'auth/invalid-action-code', 'auth/user-disabled', 'auth/user-not-found']);
const isDeadCode = (error: unknown) => typeof error === 'object' && error !== null && DEAD_CODE.has(String((error as { code?: unknown }).code));

/**
 * `/staff/set-password?oobCode=…`: the one-time link an owner hands to a new staff member (a Firebase password-reset
 * code made by the BFF). Shows the account's email, takes the new password twice, and then leads to the staff login.
 * Staff-facing, so English like the console.
 */
export default function SetPasswordPage() {
  useEffect(() => {
    document.documentElement.lang = 'en-IN';
    return () => {
      document.documentElement.lang = localeOf(currentLanguage());
    };
  }, []);
  return (
    <FixedLanguageContext value="en">
      <SetPassword />
    </FixedLanguageContext>
  );
}

type Step = { name: 'checking' } | { name: 'dead'; message: string } | { name: 'form'; email: string } | { name: 'done'; email: string };

function SetPassword() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  // A link without its code cannot work: said at once.
  const [step, setStep] = useState<Step>(oobCode ? { name: 'checking' } : { name: 'dead', message: LINK_EXPIRED });

  useEffect(() => {
    let current = true;
    if (!oobCode) return;
    passwordResetEmail(oobCode).then(
      (email) => current && setStep({ name: 'form', email }),
      (error: unknown) => current && setStep({ name: 'dead', message: isDeadCode(error) ? LINK_EXPIRED : authErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [oobCode]);

  return (
    <CardPage className="staff-login" top={<StaffBrand />} title={step.name === 'done' ? 'Password set' : 'Set your password'}>
      {step.name === 'checking' && <Spinner label="Checking your link" />}
      {step.name === 'dead' && (
        <>
          <p className="form-alert" role="alert">
            {step.message}
          </p>
          <Link className="button button--secondary button--block" to="/staff">
            Go to the staff login
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
  const ids = useId();
  const passwordId = `${ids}-password`;
  const confirmId = `${ids}-confirm`;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  const hint = `At least ${MIN_STAFF_PASSWORD} characters.`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: typeof problems = {};
    if (password === '') found.password = 'Enter your new password.';
    else if (password.length < MIN_STAFF_PASSWORD) found.password = PASSWORD_SHORT;
    if (confirm === '') found.confirm = 'Type the password again.';
    else if (!found.password && confirm !== password) found.confirm = PASSWORDS_DIFFER;
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
        onDead(LINK_EXPIRED);
        return;
      }
      const message = (error as { code?: unknown }).code === 'auth/weak-password' ? PASSWORD_SHORT : authErrorMessage(error);
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
      <p className="staff-credit__lead">
        For the staff account <strong>{email}</strong>.
      </p>
      <ErrorSummary problems={summary} focusKey={refusals} title={summary.length > 1 ? 'Fix these to set your password:' : undefined} />
      {/* The account's email for the browser's password manager, which saves the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field id={passwordId} label="New password" hint={hint} error={problems.password}>
        <PasswordField
          id={passwordId}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          invalid={Boolean(problems.password)}
          describedBy={describedBy(passwordId, { hint, error: problems.password })}
        />
      </Field>
      <Field id={confirmId} label="Type it again" error={problems.confirm}>
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
        {busy ? 'Setting password…' : 'Set password'}
      </button>
    </form>
  );
}

function Done({ email }: { email: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <p ref={ref} tabIndex={-1} className="form-success" role="status">
        Your password is set. Log in to the staff console with {email} and your new password.
      </p>
      <Link className="button button--primary button--block" to={`/staff?email=${encodeURIComponent(email)}`}>
        Go to the staff login
      </Link>
    </>
  );
}
