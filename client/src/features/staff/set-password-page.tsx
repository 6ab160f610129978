import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CardPage } from '../../components/card-page';
import { NewPasswordForm } from '../../components/new-password-form';
import { Spinner } from '../../components/spinner';
import { MIN_STAFF_PASSWORD } from '@foodspot/schema/rules';
import { apiSend, messageOf, readError, readJson } from '../../lib/api';
import { translate, useT } from '../../lib/i18n';
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
        <NewPasswordForm
          email={step.email}
          minLength={MIN_STAFF_PASSWORD}
          texts="staff:setPassword"
          accountClassName="staff-credit__lead"
          save={(password) => send('/auth/staff/set-password', { token, password }).then(() => undefined)}
          problemOf={(error) => (error instanceof DeadLink ? { dead: error.message } : { form: messageOf(error) })}
          onDead={(message) => setStep({ name: 'dead', message })}
          onDone={() => setStep({ name: 'done', email: step.email })}
        />
      )}
      {step.name === 'done' && <Done email={step.email} />}
    </CardPage>
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
