import type { RestaurantInput } from '@foodspot/schema/restaurant';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { OwnerRestaurant_RestaurantFragment } from './__generated__/graphql';
import { BackLink } from '../../components/back-link';
import { Spinner } from '../../components/spinner';
import { translate, useT } from '../../lib/i18n';
import { useOwnerMutation } from './owner-data';
import { ownerErrorMessage } from './owner-graphql';
import { CreateRestaurantMutation, OwnerRestaurantsRouteQuery } from './owner-operations';
import { EMPTY_RESTAURANT, RestaurantForm } from './restaurant-form';

const PosterPanel = lazy(() => import('./poster-panel'));

/** What the restaurant's poster view is told on its first arrival from Create (router state): say it is ready. */
export interface CreatedState {
  created: string;
}

export const isCreatedState = (state: unknown, restaurantUid: string): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<CreatedState>).created === restaurantUid;

/**
 * `/owner/new`: the new restaurant's details. Once created, the address becomes the restaurant's own poster view
 * (`/owner/r/:restaurantUid/poster`, in place of this one), which says it is ready with its Restaurant ID, QR poster
 * and share link; a reload there shows the same ID, QR and link.
 */
export function CreateRestaurantPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const [create] = useOwnerMutation(CreateRestaurantMutation, {
    // The list shows it at once (the server lists the owner's restaurants oldest first: the new one last).
    update(store, { createRestaurant: restaurant }) {
      store.update(OwnerRestaurantsRouteQuery, {}, (list) => ({
        ownerRestaurants: [...list.ownerRestaurants.filter((item) => item.restaurantUid !== restaurant.restaurantUid), restaurant],
      }));
    },
  });

  const submit = async (input: RestaurantInput) => {
    try {
      const data = await create({ input });
      const { restaurantUid } = data.createRestaurant;
      const state: CreatedState = { created: restaurantUid };
      void navigate(`/owner/r/${encodeURIComponent(restaurantUid)}/poster`, { replace: true, state });
      return null;
    } catch (failure) {
      return ownerErrorMessage(failure, translate('owner:create.failed'));
    }
  };

  return (
    <main className="owner-main owner-main--narrow">
      <BackLink to="/owner" label={t('owner:create.back')} />
      <h1 tabIndex={-1}>{t('owner:create.title')}</h1>
      <p className="owner-lead">{t('owner:create.lead')}</p>
      <div className="card">
        <RestaurantForm initial={EMPTY_RESTAURANT} submitLabel={t('owner:create.submit')} busyLabel={t('owner:create.busy')} onSubmit={submit} />
      </div>
    </main>
  );
}

/** The first arrival at a new restaurant's poster view: it is ready, its ID, QR and link, and the way to manage it. */
export function CreatedRestaurant({ restaurant }: { restaurant: OwnerRestaurant_RestaurantFragment }) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus comes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="owner-main owner-main--narrow">
      <BackLink to="/owner" label={t('owner:create.back')} />
      <h1 ref={heading} tabIndex={-1}>
        {t('owner:created.title', { name: restaurant.name })}
      </h1>
      <section className="card">
        <Suspense fallback={<Spinner />}>
          <PosterPanel restaurantName={restaurant.name} resId={restaurant.resId} reward={restaurant.reward} />
        </Suspense>
      </section>
      <Link to={`/owner/r/${encodeURIComponent(restaurant.restaurantUid)}`} className="button button--primary button--block owner-next">
        {t('owner:created.manage', { name: restaurant.name })}
      </Link>
    </main>
  );
}
