import { PIN_PATTERN } from '@foodspot/schema/rules';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { addFeatureTexts, useFeatureTexts, useT } from '../../lib/i18n';
import { claimPinEn, type ClaimPinTexts } from './locales/claim-pin-en';

declare module '../../lib/i18n' {
  interface FeatureTexts {
    claimPin: ClaimPinTexts;
  }
}
// Hindi in a chunk of its own, as the console's texts are.
void addFeatureTexts('claimPin', { en: claimPinEn, hi: () => import('./locales/claim-pin-hi').then(({ claimPinHi }) => claimPinHi) });

interface ClaimPinProps {
  /** "Asha Rao (Customer ID 123456)" */
  who: string;
  busy: boolean;
  /** The server's refusal shown on the card (a wrong PIN, a lock), by its element's id: the field is described by it. */
  refusal: { id: string; message: string } | null;
  onApprove: (pin: string) => void;
  onCancel: () => void;
  /** The step went away (Cancel, a decision, the card paged out): the queue stops holding the item for it. */
  onLeave: () => void;
}

/**
 * An in-store claim's approval step: the customer's PIN, typed by the cashier as the customer says it (the rewards
 * page tells the customer so). After a refusal the (emptied) field has the focus for the next try. Its own chunk:
 * loaded when a cashier first approves an in-store claim.
 */
export default function ClaimPin({ who, busy, refusal, onApprove, onCancel, onLeave }: ClaimPinProps) {
  useFeatureTexts('claimPin');
  const { t } = useT();
  const id = useId();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const refusedWith = refusal?.message;
  useEffect(() => input.current?.focus(), [refusedWith]);
  const onLeaveNow = useRef(onLeave);
  useLayoutEffect(() => {
    onLeaveNow.current = onLeave;
  });
  useEffect(() => () => onLeaveNow.current(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = pin.trim();
    const wrong = typed === '' ? 'pinMissing' : PIN_PATTERN.test(typed) ? null : 'pin';
    setProblem(wrong && t(`staff:credit.check.${wrong}`));
    if (wrong) {
      input.current?.focus();
      return;
    }
    // Sent, then gone from the field: a refusal finds it empty for the customer's next try.
    onApprove(typed);
    setPin('');
  };

  const described = [`${id}-hint`, problem && `${id}-problem`, refusal?.id].filter(Boolean).join(' ');
  return (
    <form className="staff-item__form" noValidate onSubmit={submit}>
      <div className="field staff-item__points">
        <label className="field__label" htmlFor={id}>
          {t('claimPin:label')}
        </label>
        <span id={`${id}-hint`} className="field__hint">
          {t('claimPin:hint')}
        </span>
        <input
          ref={input}
          id={id}
          className="field__input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={pin}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          onChange={(event) => setPin(event.target.value)}
        />
        {problem && (
          <p id={`${id}-problem`} className="field__error">
            {problem}
          </p>
        )}
      </div>
      <div className="staff-item__actions">
        <button type="submit" className="button button--primary" aria-label={t('staff:queue.approveClaim', { who })} disabled={busy}>
          {busy ? t('staff:queue.approving') : t('staff:queue.approve')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
          {t('claimPin:cancel')}
        </button>
      </div>
    </form>
  );
}
