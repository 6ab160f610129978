import { useState } from 'react';
import { QrCode } from '../../components/qr-code';
import { QrPoster } from '../../components/qr-poster';
import { useFeatureTexts, useT } from '../../lib/i18n';
import { addRestaurantLink } from '../../lib/restaurant-link';
import { ShareLink } from './share-link';

interface PosterPanelProps {
  restaurantName: string;
  resId: string;
  /** The reward customers earn points for: a line on the printed poster. */
  reward?: string;
}

/**
 * A restaurant's Restaurant ID, big, its QR (the link customers' phones open: Add Restaurant with the ID filled
 * in), the printable poster the staff console prints too, and the same link to share, with Copy. A chunk of its
 * own (the QR code), loaded by the screens that show it.
 */
export default function PosterPanel({ restaurantName, resId, reward }: PosterPanelProps) {
  // The poster's texts (its QR's name too), in the owner area's language.
  useFeatureTexts('qrPoster');
  const { t } = useT();
  // 'closed': back from the poster, the focus returns to its button.
  const [poster, setPoster] = useState<'hidden' | 'shown' | 'closed'>('hidden');
  const link = addRestaurantLink(window.location.origin, resId);

  if (poster === 'shown') {
    return (
      <div className="owner-poster-overlay">
        <QrPoster
          restaurantName={restaurantName}
          resId={resId}
          reward={reward}
          onClose={() => setPoster('closed')}
          backLabel={t('owner:poster.back', { name: restaurantName })}
        />
      </div>
    );
  }
  return (
    <div className="poster-panel">
      <div className="poster-panel__id">
        <p className="poster-panel__id-label">{t('owner:created.idLabel')}</p>
        <p className="poster-panel__id-value">{resId}</p>
        <p className="field__hint">{t('owner:created.idHint')}</p>
      </div>
      <QrCode value={link} label={t('qrPoster:qr', { name: restaurantName })} className="poster-panel__qr" />
      <p className="poster-panel__lead">{t('owner:poster.lead')}</p>
      <button type="button" className="button button--primary" autoFocus={poster === 'closed'} onClick={() => setPoster('shown')}>
        {t('owner:poster.open')}
      </button>
      <ShareLink label={t('owner:poster.link')} hint={t('owner:poster.linkHint')} link={link} />
    </div>
  );
}
