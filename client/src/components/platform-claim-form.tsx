import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../lib/i18n';
import { en } from '../lib/locales/en';
import { TextField } from './field';

export const PLATFORM_REQUIRED = en.claimForm.required;
/** What the Claim buttons say while the app is offline: claims and requests are never queued. */
export const CLAIM_OFFLINE = en.offline.claim;

interface PlatformClaimFormProps {
  /** The form's accessible name. */
  label: string;
  /** The Claim button cannot be used (a pending claim or request, or a locked reward). */
  disabled: boolean;
  /** Sends the claim; resolves true when it was accepted (the input is then cleared). */
  onClaim: (platform: string) => Promise<boolean>;
  /** The app is offline (lib/connectivity.ts): the button is disabled and says a connection is needed. */
  offline?: boolean;
}

/** The required "Platform" input (Zomato, Swiggy, …) and its Claim button. */
export function PlatformClaimForm({ label, disabled: disabledByState, onClaim, offline = false }: PlatformClaimFormProps) {
  const disabled = disabledByState || offline;
  const id = `${useId()}-platform`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [platform, setPlatform] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { t } = useT();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || sending) return;
    const value = platform.trim();
    if (!value) {
      setError(t('claimForm.required'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      if (await onClaim(value)) setPlatform('');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form" aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={inputRef}
        id={id}
        label={t('common.platform')}
        hint={t('claimForm.hint')}
        error={error}
        name="platform"
        type="text"
        autoComplete="off"
        maxLength={40}
        required
        value={platform}
        onChange={(value) => {
          setPlatform(value);
          if (error) setError(null);
        }}
      />
      <button type="submit" className="button button--primary" disabled={disabled || sending} aria-busy={sending || undefined}>
        {offline ? t('offline.claim') : t('common.claim')}
      </button>
    </form>
  );
}
