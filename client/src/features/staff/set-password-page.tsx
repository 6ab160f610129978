import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CardPage } from '../../components/card-page';
import { ErrorSummary, type FormProblem } from '../../components/error-summary';
import { describedBy, Field } from '../../components/field';
import { PasswordField } from '../../components/password-field';
import { Spinner } from '../../components/spinner';
import { MIN_STAFF_PASSWORD } from '@foodspot/schema/rules';
import { apiSend, messageOf, readError, readJson } from '../../lib/api';
import { translate, useT, withTags } from '../../lib/i18n';
import { useStaffTexts } from './staff-texts';
import { StaffTop } from './staff-top';
import './staff.css';

const linkExpired = () => translate('staff:setPassword.expired');

/** A link that no longer works (used, replaced by a newer one, expired, or not a link at all): the server's 404. */
class DeadLink extends Error {}

/** Sends a set-password call; the answer's JSON, or a readable error (DeadLink for a dead link). */
async function send(path: string, body: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await apiSend(path, body);
  if (response.status === 404) throw new DeadLink(linkExpired());
  if (!response.ok) throw new Error(await readError(response));
  return ((await readJson(response)) ?? {}) as Record<string, unknown>;
}

/**
 * `/staff/set-password?invite=…`: the one-time link an owner hands to a new staff member (only the newest link of an
 * account works, once, for 24 hours). Shows the account's email, takes the new password twice, and then leads to the
 * staff login. In the language the device chose, like the console.
 */
export default function SetPasswordPage() {
  useStaffTexts();
  return <SetPassword />;
}

type Step = { name: 'checking' } | { name: 'dead'; message: string } | { name: 'form'; email: string } | { name: 'done'; email: string };

function SetPassword() {
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('invite') ?? '';
  // A link without its token cannot work: said at once.
  const [step, setStep] = useState<Step>(token ? { name: 'checking' } : { name: 'dead', message: linkExpired() });

  useEffect(() => {
    let current = true;
    if (!token) return;
    send('/auth/staff/invite', { token }).then(
      (answer) => current && setStep({ name: 'form', email: typeof answer['email'] === 'string' ? answer['email'] : '' }),
      (error: unknown) => current && setStep({ name: 'dead', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

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
          token={token}
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
  token: string;
  email: string;
  onDead: (message: string) => void;
  onDone: () => void;
}

function SetPasswordForm({ token, email, onDead, onDone }: FormProps) {
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
      await send('/auth/staff/set-password', { token, password });
      onDone();
    } catch (error) {
      if (error instanceof DeadLink) {
        onDead(error.message);
        return;
      }
      setProblems({ form: messageOf(error) });
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
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
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
