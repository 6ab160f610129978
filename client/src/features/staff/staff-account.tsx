import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { logOutEverywhere } from '../../lib/session';

/**
 * Under the till: who is logged in, and "Log out of all devices" (every till and phone of this account), asked once
 * more before it is done. The header's Log out ends this device's session only.
 */
export function StaffAccount({ email, owner = false }: { email: string | null; owner?: boolean }) {
  const { t } = useT();
  const [step, setStep] = useState<'idle' | 'asking' | 'busy'>('idle');
  const [failed, setFailed] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  const focus = useRef<'question' | 'open' | null>(null);

  useEffect(() => {
    const wanted = focus.current;
    focus.current = null;
    if (wanted === 'question') question.current?.focus();
    if (wanted === 'open') open.current?.focus();
  }, [step]);

  const go = (next: typeof step, focusOn: typeof focus.current) => {
    focus.current = focusOn;
    setStep(next);
  };

  const confirm = async () => {
    setFailed(false);
    setStep('busy');
    try {
      await logOutEverywhere(); // then /staff shows the login, as after Log out
    } catch (error) {
      console.error('Logging out of all devices failed', error);
      setFailed(true);
      setStep('asking');
    }
  };

  return (
    <section className="staff-account" aria-labelledby="staff-account-title">
      <h2 id="staff-account-title" className="staff-account__title">
        {t('staff:account.title')}
      </h2>
      {email && <p className="staff-account__who">{t(owner ? 'staff:account.ownerSignedInAs' : 'staff:account.signedInAs', { email })}</p>}
      {step === 'idle' ? (
        <button ref={open} type="button" className="button button--secondary" onClick={() => go('asking', 'question')}>
          {t('staff:account.everywhere')}
        </button>
      ) : (
        <div className="staff-account__confirm" role="group" aria-labelledby="staff-account-question">
          <p ref={question} id="staff-account-question" tabIndex={-1} className="staff-item__question">
            {t('staff:account.question')}
          </p>
          {failed && (
            <p className="form-alert" role="alert">
              {t('staff:account.failed')}
            </p>
          )}
          <div className="staff-item__actions">
            <button type="button" className="button button--danger" disabled={step === 'busy'} onClick={() => void confirm()}>
              {step === 'busy' ? t('staff:account.busy') : t('staff:account.everywhere')}
            </button>
            <button type="button" className="button button--secondary" disabled={step === 'busy'} onClick={() => go('idle', 'open')}>
              {t('staff:account.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
