import type { RestaurantInput } from '@foodspot/schema/restaurant';
import { useState } from 'react';
import type { OwnerRestaurant_RestaurantFragment } from './__generated__/graphql';
import { FormSuccess } from '../../components/form-success';
import { translate, useT } from '../../lib/i18n';
import { formatDay, noticeDate } from './owner-dates';
import { useOwnerMutation } from './owner-data';
import { ownerErrorMessage } from './owner-graphql';
import { OwnerRestaurantsRouteQuery, UpdateRestaurantMutation } from './owner-operations';
import { RestaurantForm, typedPoints, type RestaurantValues } from './restaurant-form';

type Restaurant = OwnerRestaurant_RestaurantFragment;

/** The form starts from what the restaurant will need: an announced dearer reward is the owner's latest word. */
const valuesOf = (restaurant: Restaurant): RestaurantValues => ({
  name: restaurant.name,
  phone: restaurant.phone,
  city: restaurant.city,
  reward: restaurant.reward,
  minimumSpend: String(restaurant.pendingMinimumSpend ?? restaurant.minimumSpend),
  largeBillThreshold: String(restaurant.largeBillThreshold),
});

/**
 * The programme: the restaurant's details and the points its reward needs. A lower number applies at once; a
 * higher one is announced (the server keeps today's number until the date it gives): the screen says what customers
 * will read before the owner saves, and again once saved.
 */
export function ProgrammeView({ restaurant }: { restaurant: Restaurant }) {
  const { t, language } = useT();
  const [saved, setSaved] = useState<string | null>(null);
  const [update] = useOwnerMutation(UpdateRestaurantMutation, {
    // The restaurant as saved, wherever it shows (its screen and the list read it from the list's answer).
    update(store, { updateRestaurant: saved }) {
      store.update(OwnerRestaurantsRouteQuery, {}, (list) => ({
        ownerRestaurants: list.ownerRestaurants.map((item) => (item.restaurantUid === saved.restaurantUid ? saved : item)),
      }));
    },
  });

  const submit = async (input: RestaurantInput) => {
    try {
      const { updateRestaurant: after } = await update({ restaurantUid: restaurant.restaurantUid, input });
      setSaved(
        after.pendingMinimumSpend != null && after.minimumSpendFrom
          ? translate('owner:programme.announced', {
              date: formatDay(after.minimumSpendFrom, language),
              next: after.pendingMinimumSpend,
              now: after.minimumSpend,
            })
          : translate('owner:programme.saved'),
      );
      return null;
    } catch (failure) {
      return ownerErrorMessage(failure, translate('owner:programme.failed'));
    }
  };

  const note = (values: RestaurantValues) => {
    const next = typedPoints(values.minimumSpend);
    if (!Number.isInteger(next) || next < 1) return null;
    const now = restaurant.minimumSpend;
    if (next === restaurant.pendingMinimumSpend && restaurant.minimumSpendFrom) {
      return <p className="owner-notice">{t('owner:programme.pending', { date: formatDay(restaurant.minimumSpendFrom, language), next, now })}</p>;
    }
    if (next > now) {
      return (
        <div className="owner-notice">
          <p>{t('owner:programme.dearer')}</p>
          <p className="owner-notice__preview">{t('owner:programme.preview', { date: formatDay(noticeDate(), language), next, now })}</p>
        </div>
      );
    }
    if (next < now || restaurant.pendingMinimumSpend != null) {
      return <p className="owner-notice">{t('owner:programme.cheaper', { next })}</p>;
    }
    return null;
  };

  return (
    <div className="card">
      <h2 className="owner-section__title">{t('owner:programme.title')}</h2>
      <p className="owner-lead">{t('owner:programme.lead')}</p>
      <RestaurantForm
        initial={valuesOf(restaurant)}
        submitLabel={t('owner:programme.submit')}
        busyLabel={t('owner:programme.busy')}
        onSubmit={submit}
        note={note}
        success={saved && <FormSuccess>{saved}</FormSuccess>}
      />
    </div>
  );
}
