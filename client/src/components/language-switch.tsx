import { useId } from 'react';
import { LANGUAGES, setLanguage, useT, type Language } from '../lib/i18n';
import './language-switch.css';

const isLanguage = (value: string): value is Language => LANGUAGES.some((language) => language.code === value);

/**
 * "Language": English or हिन्दी, each option named in its own language (and marked with its `lang`, so a screen
 * reader reads it right). The choice is remembered on this device (lib/i18n.ts).
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, language } = useT();
  const id = useId();
  return (
    <div className={className ? `language-switch ${className}` : 'language-switch'}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'language-switch__label'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className="field__input language-switch__select"
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) setLanguage(chosen).catch((error: unknown) => console.error('Switching the language failed', error));
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.locale}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
