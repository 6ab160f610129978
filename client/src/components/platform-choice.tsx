import { useT } from '../lib/i18n';
import { ONLINE_PLATFORMS, type OrderIdPlatform } from '../lib/order-id';
import { describedBy, errorId, hintId } from './field';
import './platform-choice.css';

interface PlatformChoiceProps {
  /** The id of the first choice (an error summary links to it); the others derive theirs from it. */
  id: string;
  value: OrderIdPlatform | null;
  onChange: (platform: OrderIdPlatform) => void;
  hint?: string;
  error?: string | null;
}

/**
 * "Platform": Zomato or Swiggy as large radio buttons side by side, a tap each (at least 44 px tall), instead of a
 * typed name: nothing to misspell, so no look-alike platform. The values are the API's own platform strings.
 */
export function PlatformChoice({ id, value, onChange, hint, error }: PlatformChoiceProps) {
  const { t } = useT();
  return (
    <fieldset className="field platform-choice" aria-describedby={describedBy(id, { hint, error })}>
      <legend className="field__label">{t('common.platform')}</legend>
      <div className="platform-choice__options">
        {ONLINE_PLATFORMS.map((platform, index) => (
          <label key={platform} className="platform-choice__option">
            <input
              id={index === 0 ? id : `${id}-${platform.toLowerCase()}`}
              className="platform-choice__input"
              type="radio"
              name={`${id}-platform`}
              value={platform}
              checked={value === platform}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(platform)}
            />
            <span className="platform-choice__dot" aria-hidden="true" />
            {/* Brand names: the same in every language. */}
            <span lang="en">{platform}</span>
          </label>
        ))}
      </div>
      {hint && (
        <span id={hintId(id)} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <p id={errorId(id)} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
