import { addFeatureTexts, useFeatureTexts } from '../../lib/i18n';
import { staffEn, type StaffTexts } from './locales/en';

// The staff console's texts (English here, Hindi a chunk of its own): in the staff pages' chunks, not in the entry the
// customer pages load. Their keys are typed as the `staff` namespace: t('staff:queue.title').
declare module '../../lib/i18n' {
  interface FeatureTexts {
    staff: StaffTexts;
  }
}
void addFeatureTexts('staff', { en: staffEn, hi: () => import('./locales/hi').then(({ staffHi }) => staffHi) });

/** On a device that chose Hindi, the staff texts first (a moment's spinner, not a flash of English): each staff page calls it. */
export function useStaffTexts(): void {
  useFeatureTexts('staff');
}
