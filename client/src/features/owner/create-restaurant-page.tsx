import type { RestaurantInput } from '@foodspot/schema/restaurant';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OwnerRestaurant_RestaurantFragment } from './__generated__/graphql';
import { BackLink } from '../../components/back-link';
import { Spinner } from '../../components/spinner';
import { translate, useT } from '../../lib/i18n';
import { useOwnerMutation } from './owner-data';
import { ownerErrorMessage } from './owner-graphql';
import { CreateRestaurantMutation, OwnerRestaurantsRouteQuery } from './owner-operations';
import { EMPTY_RESTAURANT, RestaurantForm } from './restaurant-form';

const PosterPanel = lazy(() => import('./poster-panel'));

/** `/owner/new`: the new restaurant's details; once created, its Restaurant ID, QR poster and share link. */
export function CreateRestaurantPage() {
  const { t } = useT();
  const [created, setCreated] = useState<OwnerRestaurant_RestaurantFragment | null>(null);
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
      setCreated(data.createRestaurant);
      return null;
    } catch (failure) {
      return ownerErrorMessage(failure, translate('owner:create.failed'));
    }
  };

  if (created) return <CreatedRestaurant restaurant={created} />;
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

function CreatedRestaurant({ restaurant }: { restaurant: OwnerRestaurant_RestaurantFragment }) {
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
          <PosterPanel restaurantName={restaurant.name} resId={restaurant.resId} />
        </Suspense>
      </section>
      <Link to={`/owner/r/${encodeURIComponent(restaurant.restaurantUid)}`} className="button button--primary button--block owner-next">
        {t('owner:created.manage', { name: restaurant.name })}
      </Link>
    </main>
  );
}
