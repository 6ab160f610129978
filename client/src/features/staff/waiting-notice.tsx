import { addFeatureTexts, useFeatureTexts, useT } from '../../lib/i18n';
import { waitingEn, type WaitingTexts } from './locales/waiting-en';
import { formatStaffNumber } from './staff-queue';

declare module '../../lib/i18n' {
  interface FeatureTexts {
    waiting: WaitingTexts;
  }
}
// Hindi in a chunk of its own, as the console's texts are.
void addFeatureTexts('waiting', { en: waitingEn, hi: () => import('./locales/waiting-hi').then(({ waitingHi }) => waitingHi) });

/**
 * What waits in the queue, said at the top of the till ("2 waiting: 1 claim, 1 points request") with Show, which takes
 * the focus to the queue. A chunk of its own, loaded once something waits: the till's first load is at its budget.
 */
export default function WaitingNotice({ claims, requests, onShow }: { claims: number; requests: number; onShow: () => void }) {
  useFeatureTexts('waiting');
  const { t, language } = useT();
  const items = [claims > 0 && t('waiting:claims', { count: claims }), requests > 0 && t('waiting:requests', { count: requests })].filter(Boolean);
  return (
    <p className="staff-waiting__line">
      <span>{t('waiting:summary', { total: formatStaffNumber(claims + requests, language), items: items.join(', ') })}</span>
      <button type="button" className="button button--secondary" onClick={onShow}>
        {t('waiting:show')}
      </button>
    </p>
  );
}
