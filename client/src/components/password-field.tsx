import { useState } from 'react';
import { useT } from '../lib/i18n';
import './password-field.css';

interface PasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
  /** Shown as invalid (aria-invalid): its error, or one of the whole form, says why. */
  invalid?: boolean;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ id, value, onChange, autoComplete, describedBy, invalid }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useT();
  return (
    <div className="password-input">
      <input
        id={id}
        className="field__input password-input__input"
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-label={visible ? t('emailAuth.hidePassword') : t('emailAuth.showPassword')}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? t('emailAuth.hide') : t('emailAuth.show')}
      </button>
    </div>
  );
}
