import { addFeatureTexts, useFeatureTexts } from '../lib/i18n';
import { passwordResetEn, type PasswordResetTexts } from './locales/password-reset-en';

// The password reset's texts (English here, Hindi a chunk of its own): in the chunks of the reset form and the reset
// page, not in the entry. Their keys are typed as the `passwordReset` namespace: t('passwordReset:request.title').
declare module '../lib/i18n' {
  interface FeatureTexts {
    passwordReset: PasswordResetTexts;
  }
}
void addFeatureTexts('passwordReset', {
  en: passwordResetEn,
  hi: () => import('./locales/password-reset-hi').then(({ passwordResetHi }) => passwordResetHi),
});

/** On a device that chose Hindi, these texts first (a moment's spinner, not a flash of English). */
export function usePasswordResetTexts(): void {
  useFeatureTexts('passwordReset');
}
