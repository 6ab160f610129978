import { addFeatureTexts, useFeatureTexts } from '../../lib/i18n';
import { yourDataEn, type YourDataTexts } from './locales/en';

// The page's texts (English here, Hindi a chunk of its own): in this page's chunk only. Keys are the `yourData`
// namespace: t('yourData:title').
declare module '../../lib/i18n' {
  interface FeatureTexts {
    yourData: YourDataTexts;
  }
}
void addFeatureTexts('yourData', { en: yourDataEn, hi: () => import('./locales/hi').then(({ yourDataHi }) => yourDataHi) });

/** On a device that chose Hindi, the page's Hindi texts first (a moment's spinner, not a flash of English). */
export function useYourDataTexts(): void {
  useFeatureTexts('yourData');
}
