import { useId, useState, type FormEvent } from 'react';
import { ErrorSummary, type FormProblem } from './error-summary';
import { describedBy, Field } from './field';
import { PasswordField } from './password-field';
import { useT, withTags } from '../lib/i18n';

/** What a failed save means for the form: the link died, the password was refused, or another sentence to show. */
export type SaveProblem = { dead: string } | { password: string } | { form: string };

interface Props {
  email: string;
  minLength: number;
  /**
   * Where the page's words live (`passwordReset:page`, `staff:setPassword`): each has the same keys (account, hint,
   * password, confirm, passwordMissing, passwordShort, confirmMissing, differ, summary, submit, busy).
   */
  texts: Texts;
  accountClassName: string;
  save: (password: string) => Promise<void>;
  /** How a save's error reads; a dead link leaves the form. */
  problemOf: (error: unknown) => SaveProblem;
  onDead: (message: string) => void;
  onDone: () => void;
  /** Called when the form first gets focus (the reset page loads Firebase Auth then). */
  onFocus?: () => void;
}

/** The namespaces that hold a new-password form's words, each with the same keys. */
type Texts = 'passwordReset:page' | 'staff:setPassword';
type WordKey =
  'account' | 'hint' | 'password' | 'confirm' | 'passwordMissing' | 'passwordShort' | 'confirmMissing' | 'differ' | 'summary' | 'submit' | 'busy';

type Problems = { password?: string; confirm?: string; form?: string };

/**
 * The new password typed twice, for the account whose email it shows: checked here first (missing, too short,
 * different), then saved. Shared by the reset link's page and the staff invite's page.
 */
export function NewPasswordForm({ email, minLength, texts, accountClassName, save, problemOf, onDead, onDone, onFocus }: Props) {
  const { t } = useT();
  const words = (key: WordKey, values?: Record<string, unknown>) => t(`${texts}.${key}` as const, values);
  const ids = useId();
  const passwordId = `${ids}-password`;
  const confirmId = `${ids}-confirm`;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  const hint = words('hint', { min: minLength });

  const refuse = (found: Problems) => {
    setProblems(found);
    setRefusals((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: Problems = {};
    if (password === '') found.password = words('passwordMissing');
    else if (password.length < minLength) found.password = words('passwordShort', { min: minLength });
    if (confirm === '') found.confirm = words('confirmMissing');
    else if (!found.password && confirm !== password) found.confirm = words('differ');
    if (found.password || found.confirm) return refuse(found);
    setProblems({});
    setBusy(true);
    try {
      await save(password);
      onDone();
    } catch (error) {
      const problem = problemOf(error);
      if ('dead' in problem) onDead(problem.dead);
      else refuse(problem);
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
    <form className="form" noValidate onSubmit={(event) => void submit(event)} onFocus={onFocus}>
      <p className={accountClassName}>{withTags(words('account', { email }), { strong: (bold) => <strong>{bold}</strong> })}</p>
      <ErrorSummary problems={summary} focusKey={refusals} title={summary.length > 1 ? words('summary') : undefined} />
      {/* The account's email for the browser's password manager, which saves the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field id={passwordId} label={words('password')} hint={hint} error={problems.password}>
        <PasswordField
          id={passwordId}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          invalid={Boolean(problems.password)}
          describedBy={describedBy(passwordId, { hint, error: problems.password })}
        />
      </Field>
      <Field id={confirmId} label={words('confirm')} error={problems.confirm}>
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
        {busy ? words('busy') : words('submit')}
      </button>
    </form>
  );
}
