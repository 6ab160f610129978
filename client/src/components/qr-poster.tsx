import { useEffect, useRef } from 'react';
import { addRestaurantLink } from '../lib/restaurant-link';
import { Brand } from './brand';
import { QrCode } from './qr-code';
import './qr-poster.css';

export const POSTER_CALL = 'Scan to add us to Foodspot Rewards';

/** The poster's reward line (English, like the whole poster). */
export const posterRewardLine = (reward: string) => `Earn points for: ${reward}`;

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
  backLabel = 'Back to console',
  reward,
}: {
  restaurantName: string;
  resId: string;
  onClose: () => void;
  backLabel?: string;
  /** What the customer earns points for ("Free filter coffee"): a line under the call when given. */
  reward?: string;
}) {
  const link = addRestaurantLink(window.location.origin, resId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="qr-poster-page">
      <div className="qr-poster-page__tools">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {backLabel}
        </button>
      </div>
      <article className="qr-poster" aria-labelledby="qr-poster-title">
        <Brand className="qr-poster__brand" />
        <h1 id="qr-poster-title" className="qr-poster__title" ref={heading} tabIndex={-1}>
          {restaurantName}
        </h1>
        <QrCode value={link} label={`QR code to add ${restaurantName} to Foodspot Rewards`} className="qr-poster__code" />
        <p className="qr-poster__call">{POSTER_CALL}</p>
        {reward && <p className="qr-poster__reward">{posterRewardLine(reward)}</p>}
        <p className="qr-poster__id">
          Or add Restaurant ID <strong>{resId}</strong> in the app.
        </p>
        <p className="qr-poster__link">{link}</p>
      </article>
    </main>
  );
}
