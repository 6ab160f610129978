import { useId, useRef, useState, type FormEvent } from 'react';

export const PLATFORM_REQUIRED = 'Platform is required';

interface PlatformClaimFormProps {
  /** The form's accessible name. */
  label: string;
  /** The Claim button cannot be used (a pending claim or request, or a locked reward). */
  disabled: boolean;
  /** Sends the claim; resolves true when it was accepted (the input is then cleared). */
  onClaim: (platform: string) => Promise<boolean>;
}

/** The required "Platform" input (Zomato, Swiggy, …) and its Claim button. */
export function PlatformClaimForm({ label, disabled, onClaim }: PlatformClaimFormProps) {
  const id = `${useId()}-platform`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [platform, setPlatform] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || sending) return;
    const value = platform.trim();
    if (!value) {
      setError(PLATFORM_REQUIRED);
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
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Platform
        </label>
        <input
          ref={inputRef}
          id={id}
          name="platform"
          className="field__input"
          type="text"
          autoComplete="off"
          maxLength={40}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          value={platform}
          onChange={(event) => {
            setPlatform(event.target.value);
            if (error) setError(null);
          }}
        />
        <span id={`${id}-hint`} className="field__hint">
          The app you ordered on, e.g. Zomato or Swiggy.
        </span>
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={disabled || sending} aria-busy={sending || undefined}>
        Claim
      </button>
    </form>
  );
}
