import { addFeatureTexts, useFeatureTexts } from './i18n';
import { rejectionEn, type RejectionTexts } from './locales/rejection/en';

// Why a request was rejected (English here, Hindi a chunk of its own): loaded with the screens that say it, not in
// the entries. Keys are the `rejection` namespace: t('rejection:reasons.OTHER').
declare module './i18n' {
  interface FeatureTexts {
    rejection: RejectionTexts;
  }
}
void addFeatureTexts('rejection', { en: rejectionEn, hi: () => import('./locales/rejection/hi').then(({ rejectionHi }) => rejectionHi) });

/** On a device that chose Hindi, the Hindi texts first (a moment's spinner, not a flash of English). */
export function useRejectionTexts(): void {
  useFeatureTexts('rejection');
}
