import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import type { ClaimRewardMutation as ClaimRewardResult } from '../../__generated__/graphql';
import { ClaimFeedback, ClaimNote, ClaimSteps } from '../../components/claim-guide';
import { ClaimPanel } from '../../components/claim-panel';
import { DecisionStatusBadge } from '../../components/decision-status';
import { LatestDecision } from '../../components/latest-decision';
import { CLAIM_OFFLINE, PlatformClaimForm } from '../../components/platform-claim-form';
import { RestaurantPageFallback, RestaurantSubPage } from '../../components/restaurant-page';
import { RewardProgress } from '../../components/reward-progress';
import { useOffline } from '../../lib/connectivity';
import { useLiveMembership } from '../../lib/live-membership';
import { useRememberedRestaurant } from '../../lib/offline-snapshot';
import { useSendForReview, type ReviewKind } from '../../lib/send-for-review';
import './rewards.css';

export const CLAIM_FALLBACK = 'Something went wrong. Try again.';
export const NO_PREVIOUS_CLAIMS = 'No previous claims';
export const IN_STORE = 'In-Store';
export const LATEST_CLAIM_OFFLINE = 'Shown when you are online';

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
  success: 'Claim sent. It stays pending until the restaurant reviews it.',
  fallback: CLAIM_FALLBACK,
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
  const remembered = useRememberedRestaurant(restaurantUid, undefined, { offline });
  const restaurant =
    data && data.restaurant !== undefined ? data.restaurant : offline && remembered ? { ...remembered, latestClaim: undefined } : undefined;
  // The live message carries the latest claim too: an approval or a rejection shows without a reload.
  const { live } = useLiveMembership(restaurantUid, { skip: restaurant === null });
  const latestClaim = restaurant?.latestClaim;
  const pendingClaim = latestClaim?.status === 'pending' ? latestClaim : null;
  const pending = pendingClaim !== null;
  const { send: claim, sending: claiming, feedback } = useSendForReview(restaurantUid, pendingClaim, CLAIM);

  if (!restaurant) return <RestaurantPageFallback query={{ data, error, refetch }} />;

  const { points, minimumSpend, pointsToNextReward } = live ?? restaurant;
  const locked = points < minimumSpend;
  const feedbackOf = (panel: PanelId) => (feedback?.panel === panel ? feedback : null);

  const pendingNote = pending ? (
    <ClaimNote>You have a pending claim. You can claim again once the restaurant has reviewed it.</ClaimNote>
  ) : latestClaim?.status === 'rejected' ? (
    <ClaimNote>The restaurant rejected your last claim. You can claim again.</ClaimNote>
  ) : null;

  return (
    <RestaurantSubPage name="rewards" title="Rewards" restaurant={restaurant}>
      <section className="card rewards-page__reward" aria-labelledby="reward-title">
        <h2 id="reward-title" className="restaurant-page__card-title">
          Your reward
        </h2>
        <p className="rewards-page__reward-name">{restaurant.reward}</p>
        <p className={locked ? 'rewards-page__requirement' : 'rewards-page__requirement rewards-page__requirement--ready'}>
          {locked
            ? `${Math.max(pointsToNextReward, minimumSpend - points)} more points required to claim this reward.`
            : 'No more points required: you can claim this reward.'}
        </p>
        <p className="rewards-page__points" aria-live="polite">
          {points} / {minimumSpend} points
        </p>
        <RewardProgress points={points} minimumSpend={minimumSpend} label={`Progress to reward at ${restaurant.restaurantName}`} />
      </section>

      <ClaimPanel title="In-Store Claim" locked={locked}>
        <ClaimSteps>
          <li>Visit {restaurant.restaurantName} and order as usual.</li>
          <li>Before you pay, tell the staff that you want to claim your Foodspot reward.</li>
          <li>Tap Claim below. Your claim is sent to the restaurant and shows as pending.</li>
          <li>Show the staff your Customer ID: {restaurant.cusId}.</li>
          <li>When the staff ask for it, tell them your PIN. Never share your PIN with anyone else.</li>
          <li>The staff find your pending claim and approve it.</li>
          <li>Enjoy your reward: {restaurant.reward}.</li>
          <li>{minimumSpend} points are deducted from your balance; you can see this in Points History.</li>
        </ClaimSteps>
        {pendingNote}
        <button
          type="button"
          className="button button--primary"
          disabled={pending || locked || claiming || offline}
          onClick={() => void claim(IN_STORE, 'in-store')}
        >
          {offline ? CLAIM_OFFLINE : 'Claim'}
        </button>
        <ClaimFeedback feedback={feedbackOf('in-store')} />
      </ClaimPanel>

      <ClaimPanel title="Online Claim" locked={locked}>
        <p>Claim your reward on a delivery order from {restaurant.restaurantName}, with at least 1 item ordered.</p>
        <h3 className="claim-panel__subtitle">Zomato</h3>
        <ClaimSteps>
          <li>Order from {restaurant.restaurantName} on Zomato, with at least 1 item ordered.</li>
          <li>In the cooking instructions, write &quot;Foodspot reward&quot; and your Customer ID ({restaurant.cusId}).</li>
          <li>Type Zomato as the platform below and tap Claim.</li>
        </ClaimSteps>
        <h3 className="claim-panel__subtitle">Swiggy</h3>
        <ClaimSteps>
          <li>Order from {restaurant.restaurantName} on Swiggy, with at least 1 item ordered.</li>
          <li>In the instructions for the restaurant, write &quot;Foodspot reward&quot; and your Customer ID ({restaurant.cusId}).</li>
          <li>Type Swiggy as the platform below and tap Claim.</li>
        </ClaimSteps>
        <p>The restaurant adds your reward to the order once it approves your claim.</p>
        {pendingNote}
        <PlatformClaimForm
          label="Online Claim"
          disabled={pending || locked || claiming}
          offline={offline}
          onClaim={(platform) => claim(platform, 'online')}
        />
        <ClaimFeedback feedback={feedbackOf('online')} />
      </ClaimPanel>

      <LatestDecision
        title="Latest Claim"
        id="latest-claim-title"
        none={latestClaim === undefined && offline ? LATEST_CLAIM_OFFLINE : NO_PREVIOUS_CLAIMS}
        facts={
          latestClaim
            ? [
                { label: 'Date', value: latestClaim.formattedDate },
                { label: 'Platform', value: latestClaim.platform },
                { label: 'Status', value: <DecisionStatusBadge status={latestClaim.status} /> },
              ]
            : null
        }
      />
    </RestaurantSubPage>
  );
}
