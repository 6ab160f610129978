import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { useT, withTags } from '../lib/i18n';
import { errorId, hintId } from './field';
import './consent-checkbox.css';

interface ConsentCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the form cannot go on yet (unticked, or the notice changed meanwhile), shown under the box. */
  error?: string | null;
  /** Opens the notice in a new tab (a form with typed values stays as it is). */
  newTab?: boolean;
  /** The link to the notice under the box (false where the page links it already). */
  link?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * "I agree to the privacy notice": an unticked box the customer ticks (consent is a clear act: never pre-ticked,
 * never implied by continuing), with the link to the notice beside it and a readable error at the box.
 */
export function ConsentCheckbox({ id, checked, onChange, error, newTab = false, link: showLink = true, ref }: ConsentCheckboxProps) {
  const { t } = useT();
  const link = (words: string) =>
    newTab ? (
      <a href="/privacy" target="_blank" rel="noopener">
        {words}
      </a>
    ) : (
      <Link to="/privacy">{words}</Link>
    );
  return (
    <div className="field consent-checkbox">
      <div className="consent-checkbox__row">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="consent-checkbox__box"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={[showLink ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className="consent-checkbox__label" htmlFor={id}>
          {t('consent.label')}
        </label>
      </div>
      {showLink && (
        <span id={hintId(id)} className="field__hint consent-checkbox__hint">
          {newTab ? withTags(t('consent.read'), { privacy: link }) : link(t('common.privacyNotice'))}
        </span>
      )}
      {error && (
        <p id={errorId(id)} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
