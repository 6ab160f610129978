import { addFeatureTexts, useFeatureTexts } from '../../lib/i18n';
import { privacyEn, type PrivacyTexts } from './locales/en';

// The privacy notice's texts (English here, Hindi a chunk of its own): in the chunks of /privacy and /consent, not in
// the entry. Their keys are typed as the `privacy` namespace: t('privacy:notice.title').
declare module '../../lib/i18n' {
  interface FeatureTexts {
    privacy: PrivacyTexts;
  }
}
void addFeatureTexts('privacy', { en: privacyEn, hi: () => import('./locales/hi').then(({ privacyHi }) => privacyHi) });

/** On a device that chose Hindi, the notice's Hindi texts first (a moment's spinner, not a flash of English). */
export function usePrivacyTexts(): void {
  useFeatureTexts('privacy');
}
