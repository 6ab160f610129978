import { useEffect, useRef, useState } from 'react';
import type { TillRestaurant } from '@foodspot/schema/session';
import { CardPage } from '../../components/card-page';
import { useT } from '../../lib/i18n';
import { StaffTop } from './staff-top';

/** An owner of several restaurants picks whose till this device is: one large button per restaurant. */
export default function TillChoice({
  restaurants,
  onChoose,
  onCancel,
}: {
  restaurants: TillRestaurant[];
  onChoose: (restaurantUid: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The question takes the focus, so a screen reader says it and the first restaurant is one Tab away.
  useEffect(() => title.current?.querySelector('h1')?.focus(), []);
  return (
    <div ref={title}>
      <CardPage className="staff-login" top={<StaffTop />} title={t('staff:choose.title')} lead={t('staff:choose.lead')}>
        <ul className="staff-choice" aria-label={t('staff:choose.listLabel')}>
          {restaurants.map((restaurant) => (
            <li key={restaurant.restaurantUid}>
              <button
                type="button"
                className="button button--secondary button--block staff-choice__option"
                disabled={busy !== null}
                aria-busy={busy === restaurant.restaurantUid}
                onClick={() => {
                  setBusy(restaurant.restaurantUid);
                  void onChoose(restaurant.restaurantUid).finally(() => setBusy(null));
                }}
              >
                <span className="staff-choice__name">{restaurant.name}</span>
                <span className="staff-choice__id">{t('staff:choose.resId', { resId: restaurant.resId })}</span>
              </button>
            </li>
          ))}
        </ul>
        {busy && (
          <p className="staff-choice__busy" role="status">
            {t('staff:choose.busy')}
          </p>
        )}
        <button type="button" className="button button--secondary button--block" disabled={busy !== null} onClick={onCancel}>
          {t('staff:choose.cancel')}
        </button>
      </CardPage>
    </div>
  );
}
