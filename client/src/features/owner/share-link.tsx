import { useId, useState } from 'react';
import { useT } from '../../lib/i18n';

interface ShareLinkProps {
  label: string;
  link: string;
  hint?: string;
}

/** A link to hand on, readable and selectable, with Copy (the clipboard where the browser allows it). */
export function ShareLink({ label, link, hint }: ShareLinkProps) {
  const { t } = useT();
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <div className="share-link">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && <p className="field__hint">{hint}</p>}
      <div className="share-link__row">
        <input id={id} className="field__input share-link__input" readOnly value={link} onFocus={(event) => event.target.select()} />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t('owner:poster.copy')}
        </button>
      </div>
      <p className="share-link__status" role="status">
        {copied === 'yes' ? t('owner:poster.copied') : copied === 'failed' ? t('owner:poster.copyFailed') : ''}
      </p>
    </div>
  );
}
