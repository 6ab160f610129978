import { useEffect, useRef } from 'react';
import { addFeatureTexts, useFeatureTexts, useT, withTags } from '../lib/i18n';
import { addRestaurantLink } from '../lib/restaurant-link';
import { Brand } from './brand';
import { qrPosterEn, type QrPosterTexts } from './locales/qr-poster-en';
import { QrCode } from './qr-code';
import './qr-poster.css';

declare module '../lib/i18n' {
  interface FeatureTexts {
    qrPoster: QrPosterTexts;
  }
}
// Hindi in a chunk of its own, as the consoles' texts are.
void addFeatureTexts('qrPoster', { en: qrPosterEn, hi: () => import('./locales/qr-poster-hi').then(({ qrPosterHi }) => qrPosterHi) });

/**
 * The restaurant's counter poster: its name, a big QR of the link that adds it to a customer's list
 * (`<origin>/home/add-restaurant?resId=FS1001`, which survives the login) and its Restaurant ID for those who
 * type it. On screen with Print and Back; on paper (print CSS) the poster alone, one A4 page. The staff console and
 * the owner area print the same poster (in English, as it hangs for every customer); only the way back differs.
 */
export function QrPoster({
  restaurantName,
  resId,
  onClose,
  backLabel,
  reward,
}: {
  restaurantName: string;
  resId: string;
  onClose: () => void;
  backLabel?: string;
  /** What the customer earns points for ("Free filter coffee"): a line under the call when given. */
  reward?: string;
}) {
  useFeatureTexts('qrPoster');
  const { t } = useT();
  const link = addRestaurantLink(window.location.origin, resId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="qr-poster-page">
      <div className="qr-poster-page__tools">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('qrPoster:print')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {backLabel ?? t('qrPoster:back')}
        </button>
      </div>
      <article className="qr-poster" aria-labelledby="qr-poster-title">
        <Brand className="qr-poster__brand" />
        <h1 id="qr-poster-title" className="qr-poster__title" ref={heading} tabIndex={-1}>
          {restaurantName}
        </h1>
        <QrCode value={link} label={t('qrPoster:qr', { name: restaurantName })} className="qr-poster__code" />
        <p className="qr-poster__call">{t('qrPoster:call')}</p>
        {reward && <p className="qr-poster__reward">{t('qrPoster:reward', { reward })}</p>}
        <p className="qr-poster__id">{withTags(t('qrPoster:id', { resId }), { id: (words) => <strong>{words}</strong> })}</p>
        <p className="qr-poster__link">{link}</p>
      </article>
    </main>
  );
}
