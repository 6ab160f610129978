import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { FactList } from '../../components/fact-list';
import { PausedNotice, PriceNotice } from '../../components/programme-notice';
import { QrCode } from '../../components/qr-code';
import { RestaurantPageFallback } from '../../components/restaurant-page';
import { RewardProgress } from '../../components/reward-progress';
import { useOffline } from '../../lib/connectivity';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { useT } from '../../lib/i18n';
import { useLiveMembership } from '../../lib/live-membership';
import { en } from '../../lib/locales/en';
import { useRememberedRestaurant } from '../../lib/offline-snapshot';
import { PinLockNotice } from './pin-lock-notice';
import './restaurants.css';

export const DELETE_CONFIRMATION = en.detail.deleteConfirm;
// The spec's spelling, kept on purpose.
export const DELETE_FAILED = en.detail.deleteFailed;
export const MEMBER_QR_HINT = en.detail.qrHint;
export const memberQrLabel = (cusId: string) => en.detail.qrLabel.replace('{{cusId}}', cusId);
export const LIVE_POINTS_ERROR = en.detail.liveError;
export const PIN_OFFLINE = en.offline.onlineOnly;
export const DELETE_OFFLINE = en.offline.delete;

// `me` rides along so a fresh visit is one request: the layout's greeting (HomeGreeting_viewer) reads it from the cache.
export const RestaurantRouteQuery = graphql(`
  query RestaurantRouteQuery($restaurantUid: ID!) {
    me {
      ...HomeGreeting_viewer
    }
    restaurant(restaurantUid: $restaurantUid) {
      restaurantUid
      restaurantName
      resId
      reward
      ...LivePoints_membership
      ...PriceNotice_membership
      ...PausedNotice_membership
      ...PinLockNotice_membership
      cusId
      pin
    }
  }
`);

export const DeleteRestaurantMutation = graphql(`
  mutation DeleteRestaurant($restaurantUid: ID!) {
    deleteRestaurant(restaurantUid: $restaurantUid)
  }
`);

/** Removes a deleted membership everywhere: the list, `restaurant(uid)` (now null, as the server answers) and the entity. */
function forgetRestaurant(cache: ApolloCache, restaurantUid: string) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      restaurants: (existing: readonly Reference[] = [], { readField }) =>
        existing.filter((ref) => readField('restaurantUid', ref) !== restaurantUid),
      restaurant: (existing: Reference | null, { readField }) =>
        existing && readField('restaurantUid', existing) === restaurantUid ? null : existing,
    },
  });
  const id = cache.identify({ __typename: 'Membership', restaurantUid });
  if (id) cache.evict({ id });
  cache.gc();
}

/**
 * `/home/:restaurantUid`: shown once both the restaurant (one GraphQL request, or carried by the page) and the first live points
 * message (the subscription) have arrived; points then update live.
 */
export default function RestaurantDetailPage() {
  const { restaurantUid = '' } = useParams();
  // Offline: the cache, else what this screen showed last (lib/offline-snapshot.ts, without the PIN), read-only.
  const offline = useOffline();
  const { data, error, refetch } = useQuery(RestaurantRouteQuery, {
    variables: { restaurantUid },
    ...(offline ? { fetchPolicy: 'cache-only' as const } : {}),
  });
  const fromServer = useMemo(
    () =>
      data?.restaurant
        ? {
            uid: data.me.uid,
            details: { resId: data.restaurant.resId, reward: data.restaurant.reward, cusId: data.restaurant.cusId },
            points: data.restaurant.points,
          }
        : undefined,
    [data],
  );
  const remembered = useRememberedRestaurant(restaurantUid, fromServer, { offline });
  // (null: not in the customer's list, as the server said.)
  const restaurant = data && data.restaurant !== undefined ? data.restaurant : offline ? remembered : undefined;
  const liveMembership = useLiveMembership(restaurantUid, { skip: restaurant === null });
  const live = liveMembership.live ?? (offline ? restaurant : undefined);
  const client = useApolloClient();
  const [deleteRestaurant, { loading: deleting }] = useMutation(DeleteRestaurantMutation);
  const [deleted, setDeleted] = useState(false);
  // Why the delete failed, by the button, focused (spec: "shown in an alert"; never a blocking dialog).
  const [deleteError, setDeleteError] = useState<{ message: string } | null>(null);
  const deleteErrorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => deleteErrorRef.current?.focus(), [deleteError]);
  const { t, formatNumber } = useT();

  if (deleted) return <Navigate to="/home" replace />;
  if (!restaurant || !live) {
    return <RestaurantPageFallback query={{ data, error, refetch }} live={liveMembership} liveFallback={t('detail.liveError')} />;
  }

  const { points, minimumSpend, pointsToNextReward } = live;
  const onDelete = async () => {
    if (!window.confirm(t('detail.deleteConfirm'))) return;
    setDeleteError(null);
    try {
      const result = await deleteRestaurant({ variables: { restaurantUid } });
      if (!result.data?.deleteRestaurant) throw new Error('deleteRestaurant returned false');
    } catch (failure) {
      console.error('Deleting the restaurant failed', failure);
      setDeleteError({ message: graphQLErrorMessage(failure, t('detail.deleteFailed')) });
      return;
    }
    // Same tick: this page renders <Navigate> instead of reacting to its own data disappearing.
    setDeleted(true);
    forgetRestaurant(client.cache, restaurantUid);
  };

  return (
    <article className="home-page restaurant-page restaurant-detail" aria-labelledby="restaurant-title">
      <header className="restaurant-detail__header">
        <h1 tabIndex={-1} id="restaurant-title" className="home-page__title">
          {restaurant.restaurantName}
        </h1>
        <p className="restaurant-detail__reward">{t('detail.reward', { reward: restaurant.reward })}</p>
      </header>
      <PausedNotice membership={restaurant} />
      {/* The server's word only (as the PIN): the offline copy keeps no lock, which may be lifted any minute. */}
      <PinLockNotice pinLockedUntil={data?.restaurant?.pinLockedUntil} />
      <div className="card restaurant-detail__card">
        <FactList
          className="restaurant-facts"
          facts={[
            { label: t('common.restaurantId'), value: restaurant.resId },
            { label: t('common.points'), value: t('common.pointsOf', { points, minimum: minimumSpend }) },
            { label: t('detail.pointsUntil'), value: formatNumber(Math.max(0, pointsToNextReward)) },
            { label: t('common.customerId'), value: restaurant.cusId },
            { label: t('common.pin'), value: data?.restaurant?.pin ?? t('offline.onlineOnly') },
          ]}
        />
        <RewardProgress points={points} minimumSpend={minimumSpend} label={t('common.progressLabel', { restaurant: restaurant.restaurantName })} />
        <PriceNotice membership={restaurant} minimumSpend={minimumSpend} />
      </div>
      {/* The Customer ID only: the PIN is what the customer says, never what a camera reads. */}
      <figure className="card member-qr">
        <QrCode value={restaurant.cusId} label={t('detail.qrLabel', { cusId: restaurant.cusId })} className="member-qr__code" />
        <figcaption className="member-qr__caption">
          <span className="member-qr__id">{t('detail.qrCaption', { cusId: restaurant.cusId })}</span>
          <span className="member-qr__hint">{t('detail.qrHint')}</span>
        </figcaption>
      </figure>
      <nav className="restaurant-detail__actions" aria-label={t('detail.actions')}>
        <Link to={`/home/${restaurantUid}/rewards`} className="button button--primary">
          {t('detail.viewRewards')}
        </Link>
        <Link to={`/home/${restaurantUid}/online-points`} className="button button--secondary">
          {t('detail.onlinePoints')}
        </Link>
        <Link to={`/home/${restaurantUid}/history`} className="button button--secondary">
          {t('detail.history')}
        </Link>
      </nav>
      {deleteError && (
        <p ref={deleteErrorRef} id="delete-restaurant-error" className="form-alert" role="alert" tabIndex={-1}>
          {deleteError.message}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary restaurant-detail__danger"
        disabled={deleting || offline}
        aria-describedby={deleteError ? 'delete-restaurant-error' : undefined}
        onClick={() => void onDelete()}
      >
        {offline ? t('offline.delete') : t('detail.delete')}
      </button>
    </article>
  );
}
