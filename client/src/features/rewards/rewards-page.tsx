import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import type { ClaimRewardMutation as ClaimRewardResult } from '../../__generated__/graphql';
import { ClaimFeedback, ClaimNote, ClaimSteps } from '../../components/claim-guide';
import { ClaimPanel } from '../../components/claim-panel';
import { DecisionStatusBadge } from '../../components/decision-status';
import { LatestDecision } from '../../components/latest-decision';
import { PlatformClaimForm } from '../../components/platform-claim-form';
import { PausedNotice, PriceNotice } from '../../components/programme-notice';
import { RestaurantPageFallback, RestaurantSubPage } from '../../components/restaurant-page';
import { RewardProgress } from '../../components/reward-progress';
import { useOffline } from '../../lib/connectivity';
import { displayDate } from '../../lib/dates';
import { displayPlatform } from '../../lib/platforms';
import { translate, useT } from '../../lib/i18n';
import { useLiveMembership } from '../../lib/live-membership';
import { en } from '../../lib/locales/en';
import { useRememberedRestaurant } from '../../lib/offline-snapshot';
import { useSendForReview, type ReviewKind } from '../../lib/send-for-review';
import './rewards.css';

export const CLAIM_FALLBACK = en.rewards.fallback;
export const NO_PREVIOUS_CLAIMS = en.rewards.none;
export const IN_STORE = 'In-Store';
export const LATEST_CLAIM_OFFLINE = en.offline.onlineOnly;

// `me` rides along so a fresh visit is one request: the layout's greeting (HomeGreeting_viewer) reads it from the cache.
export const RewardsRouteQuery = graphql(`
  query RewardsRouteQuery($restaurantUid: ID!) {
    me {
      ...HomeGreeting_viewer
    }
    restaurant(restaurantUid: $restaurantUid) {
      restaurantUid
      restaurantName
      reward
      ...LivePoints_membership
      ...PriceNotice_membership
      ...PausedNotice_membership
      cusId
      latestClaim {
        ...LatestClaim_claim
      }
    }
  }
`);

export const ClaimRewardMutation = graphql(`
  mutation ClaimReward($restaurantUid: ID!, $platform: String!) {
    claimReward(restaurantUid: $restaurantUid, platform: $platform) {
      ...LatestClaim_claim
    }
  }
`);

type PanelId = 'in-store' | 'online';

const CLAIM: ReviewKind<ClaimRewardResult> = {
  mutation: ClaimRewardMutation,
  sent: (data) => data.claimReward,
  field: 'latestClaim',
  typename: 'Claim',
  success: () => translate('rewards.sent'),
  fallback: () => translate('rewards.fallback'),
};

/** `/home/:restaurantUid/rewards`: the reward, the In-Store and Online claim panels and the latest claim. */
export default function RewardsPage() {
  const { restaurantUid = '' } = useParams();
  // Claims and requests are reviewed server-side: one request per visit, the cache shown meanwhile.
  // Offline: the cache, else the restaurant as last known (lib/offline-snapshot.ts); claims need a connection.
  const offline = useOffline();
  const { data, error, refetch } = useQuery(RewardsRouteQuery, {
    variables: { restaurantUid },
    fetchPolicy: offline ? 'cache-only' : 'cache-and-network',
  });
  const fromServer = useMemo(() => (data?.restaurant ? { uid: data.me.uid, details: null, points: data.restaurant.points } : undefined), [data]);
  const remembered = useRememberedRestaurant(restaurantUid, fromServer, { offline });
  const restaurant =
    data && data.restaurant !== undefined ? data.restaurant : offline && remembered ? { ...remembered, latestClaim: undefined } : undefined;
  // The live message carries the latest claim too: an approval or a rejection shows without a reload.
  const { live } = useLiveMembership(restaurantUid, { skip: restaurant === null });
  const latestClaim = restaurant?.latestClaim;
  const pendingClaim = latestClaim?.status === 'pending' ? latestClaim : null;
  const pending = pendingClaim !== null;
  const { send: claim, sending: claiming, feedback } = useSendForReview(restaurantUid, pendingClaim, CLAIM);
  const { t, language } = useT();

  if (!restaurant) return <RestaurantPageFallback query={{ data, error, refetch }} />;

  const { points, minimumSpend, pointsToNextReward } = live ?? restaurant;
  // A paused programme refuses every claim (the server too); the mask says why rather than the points.
  const paused = restaurant.suspended;
  const short = points < minimumSpend;
  const locked = paused || short;
  const lockedReason = paused ? t('programme.paused') : undefined;
  const feedbackOf = (panel: PanelId) => (feedback?.panel === panel ? feedback : null);

  const pendingNote = pending ? (
    <ClaimNote>{t('rewards.pendingNote')}</ClaimNote>
  ) : latestClaim?.status === 'rejected' ? (
    <ClaimNote>{t('rewards.rejectedNote')}</ClaimNote>
  ) : null;

  return (
    <RestaurantSubPage name="rewards" title={t('rewards.title')} restaurant={restaurant}>
      <PausedNotice membership={restaurant} />
      <section className="card rewards-page__reward" aria-labelledby="reward-title">
        <h2 id="reward-title" className="restaurant-page__card-title">
          {t('rewards.yourReward')}
        </h2>
        <p className="rewards-page__reward-name">{restaurant.reward}</p>
        {/* Paused with enough points: no "you can claim" (the note above says why not). */}
        {short ? (
          <p className="rewards-page__requirement">{t('rewards.moreRequired', { n: Math.max(pointsToNextReward, minimumSpend - points) })}</p>
        ) : paused ? null : (
          <p className="rewards-page__requirement rewards-page__requirement--ready">{t('rewards.noMoreRequired')}</p>
        )}
        <p className="rewards-page__points">{t('common.pointsOfPoints', { points, minimum: minimumSpend })}</p>
        <RewardProgress points={points} minimumSpend={minimumSpend} label={t('common.progressLabel', { restaurant: restaurant.restaurantName })} />
        <PriceNotice membership={restaurant} minimumSpend={minimumSpend} />
      </section>

      <ClaimPanel title={t('rewards.inStore.title')} locked={locked} lockedReason={lockedReason}>
        <ClaimSteps>
          <li>{t('rewards.inStore.visit', { restaurant: restaurant.restaurantName })}</li>
          <li>{t('rewards.inStore.tell')}</li>
          <li>{t('rewards.inStore.tap')}</li>
          <li>{t('rewards.inStore.show', { cusId: restaurant.cusId })}</li>
          <li>{t('rewards.inStore.pin')}</li>
          <li>{t('rewards.inStore.approve')}</li>
          <li>{t('rewards.inStore.enjoy', { reward: restaurant.reward })}</li>
          <li>{t('rewards.inStore.deducted', { n: minimumSpend })}</li>
        </ClaimSteps>
        {pendingNote}
        <button
          type="button"
          className="button button--primary"
          disabled={pending || locked || claiming || offline}
          onClick={() => void claim(IN_STORE, 'in-store')}
        >
          {offline ? t('offline.claim') : t('common.claim')}
        </button>
        <ClaimFeedback feedback={feedbackOf('in-store')} />
      </ClaimPanel>

      <ClaimPanel title={t('rewards.online.title')} locked={locked} lockedReason={lockedReason}>
        <p>{t('rewards.online.intro', { restaurant: restaurant.restaurantName })}</p>
        <h3 className="claim-panel__subtitle">Zomato</h3>
        <ClaimSteps>
          <li>{t('rewards.online.zomatoOrder', { restaurant: restaurant.restaurantName })}</li>
          <li>{t('rewards.online.zomatoNote', { cusId: restaurant.cusId })}</li>
          <li>{t('rewards.online.zomatoType')}</li>
        </ClaimSteps>
        <h3 className="claim-panel__subtitle">Swiggy</h3>
        <ClaimSteps>
          <li>{t('rewards.online.swiggyOrder', { restaurant: restaurant.restaurantName })}</li>
          <li>{t('rewards.online.swiggyNote', { cusId: restaurant.cusId })}</li>
          <li>{t('rewards.online.swiggyType')}</li>
        </ClaimSteps>
        <p>{t('rewards.online.outro')}</p>
        {pendingNote}
        <PlatformClaimForm
          label={t('rewards.online.title')}
          disabled={pending || locked || claiming}
          offline={offline}
          onClaim={(platform) => claim(platform, 'online')}
        />
        <ClaimFeedback feedback={feedbackOf('online')} />
      </ClaimPanel>

      <LatestDecision
        title={t('rewards.latest')}
        id="latest-claim-title"
        latest={latestClaim}
        none={latestClaim === undefined && offline ? t('offline.onlineOnly') : t('rewards.none')}
        facts={
          latestClaim
            ? [
                { label: t('common.date'), value: displayDate(latestClaim, language) },
                { label: t('common.platform'), value: displayPlatform(latestClaim.platform, t) },
                { label: t('common.status'), value: <DecisionStatusBadge status={latestClaim.status} /> },
              ]
            : null
        }
      />
    </RestaurantSubPage>
  );
}
