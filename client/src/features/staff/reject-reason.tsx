import { REJECTION_NOTE_MAX, REJECTION_REASON_CODES, type RejectionReason } from '@foodspot/schema/rejection-reasons';
import { useId, type KeyboardEvent } from 'react';
import { useT } from '../../lib/i18n';
import { useRejectionTexts } from '../../lib/rejection-texts';
import './reject-reason.css';

/** What the cashier picked so far: a reason of the list (none yet: null), and with OTHER a short note. */
export interface RejectChoice {
  reason: RejectionReason | null;
  note: string;
}

interface RejectReasonChoiceProps {
  value: RejectChoice;
  onChange: (choice: RejectChoice) => void;
  /** Reject was pressed with no reason picked. */
  missing: boolean;
  disabled: boolean;
}

/**
 * Why a points request is rejected, asked on its card once Reject is pressed: the short list (a thumb-sized choice
 * each, in the till's language) and "Other" with an optional note. The customer reads the reason in their own
 * language, and the note as typed. A lazily loaded chunk: the /staff entry stays within its budget.
 */
export default function RejectReasonChoice({ value, onChange, missing, disabled }: RejectReasonChoiceProps) {
  useRejectionTexts();
  const { t } = useT();
  const id = useId();
  // Enter in the note must not send the card's form, which approves.
  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <fieldset className="reject-reason" aria-describedby={missing ? `${id}-missing` : undefined} disabled={disabled}>
      <legend className="field__label">{t('rejection:till.legend')}</legend>
      <div className="reject-reason__options">
        {REJECTION_REASON_CODES.map((reason) => (
          <label key={reason} className="reject-reason__option">
            <input
              type="radio"
              name={`${id}-reason`}
              value={reason}
              checked={value.reason === reason}
              aria-invalid={missing ? true : undefined}
              onChange={() => onChange({ ...value, reason })}
            />
            <span>{reason === 'OTHER' ? t('rejection:till.other') : t(`rejection:reasons.${reason}`)}</span>
          </label>
        ))}
      </div>
      {value.reason === 'OTHER' && (
        <div className="field reject-reason__note">
          <label className="field__label" htmlFor={`${id}-note`}>
            {t('rejection:till.note')}
          </label>
          <input
            id={`${id}-note`}
            className="field__input"
            type="text"
            autoComplete="off"
            enterKeyHint="done"
            maxLength={REJECTION_NOTE_MAX}
            value={value.note}
            onKeyDown={keepEnter}
            onChange={(event) => onChange({ ...value, note: event.target.value })}
          />
        </div>
      )}
      {missing && (
        <p id={`${id}-missing`} className="field__error" role="alert">
          {t('rejection:till.choose')}
        </p>
      )}
    </fieldset>
  );
}
