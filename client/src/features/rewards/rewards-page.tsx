import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { BackLink } from '../../components/back-link';
import { ClaimPanel } from '../../components/claim-panel';
import { DecisionStatusBadge } from '../../components/decision-status';
import { FactList } from '../../components/fact-list';
import { PlatformClaimForm } from '../../components/platform-claim-form';
import { QueryError } from '../../components/query-error';
import { RestaurantNotFound } from '../../components/restaurant-not-found';
import { RewardProgress } from '../../components/reward-progress';
import { Spinner } from '../../components/spinner';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { useLiveMembership } from '../../lib/live-membership';
import './rewards.css';

export const CLAIM_FALLBACK = 'Something went wrong. Try again.';
export const NO_PREVIOUS_CLAIMS = 'No previous claims';
export const IN_STORE = 'In-Store';

// `me` rides along so a fresh visit is one request: the layout's greeting reads it from the cache.
export const RewardsRouteQuery = graphql(`
  query RewardsRouteQuery($restaurantUid: ID!) {
    me {
      uid
      profile {
        firstName
      }
    }
    restaurant(restaurantUid: $restaurantUid) {
      restaurantUid
      restaurantName
      reward
      points
      minimumSpend
      pointsToNextReward
      rewardUnlocked
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
/** A success names the claim it reports, so it goes away once that claim is decided. */
type Feedback = { panel: PanelId; kind: 'error'; message: string } | { panel: PanelId; kind: 'success'; message: string; claimId: string } | null;

function PanelFeedback({ feedback, panel }: { feedback: Feedback; panel: PanelId }) {
  if (!feedback || feedback.panel !== panel) return null;
  return feedback.kind === 'error' ? (
    <p className="form-alert claim-panel__message" role="alert">
      {feedback.message}
    </p>
  ) : (
    <p className="claim-panel__success" role="status">
      {feedback.message}
    </p>
  );
}

/** `/home/:restaurantUid/rewards`: the reward, the In-Store and Online claim panels and the latest claim. */
export default function RewardsPage() {
  const { restaurantUid = '' } = useParams();
  // Claims and requests are reviewed server-side: one request per visit, the cache shown meanwhile.
  const { data, error, refetch } = useQuery(RewardsRouteQuery, { variables: { restaurantUid }, fetchPolicy: 'cache-and-network' });
  const restaurant = data?.restaurant;
  // The live message carries the latest claim too: an approval or a rejection shows without a reload.
  const { live } = useLiveMembership(restaurantUid, { skip: restaurant === null });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [claimReward, { loading: claiming }] = useMutation(ClaimRewardMutation, {
    update(cache, { data: result }) {
      const claim = result?.claimReward;
      const id = cache.identify({ __typename: 'Membership', restaurantUid });
      if (!claim || !id) return;
      cache.modify({
        id,
        fields: { latestClaim: (_existing, { toReference }) => toReference({ __typename: 'Claim', id: claim.id }) ?? null },
      });
    },
  });

  if (!data && error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (restaurant === null) return <RestaurantNotFound />;
  if (!restaurant) return <Spinner />;

  const { points, minimumSpend, pointsToNextReward } = live ?? restaurant;
  const locked = points < minimumSpend;
  const latestClaim = restaurant.latestClaim;
  const pending = latestClaim?.status === 'pending';
  const shownFeedback = feedback?.kind === 'success' && !(pending && latestClaim?.id === feedback.claimId) ? null : feedback;

  const claim = async (panel: PanelId, platform: string): Promise<boolean> => {
    setFeedback(null);
    try {
      const { data: result } = await claimReward({ variables: { restaurantUid, platform } });
      if (result) {
        const message = 'Claim sent. It stays pending until the restaurant reviews it.';
        setFeedback({ panel, kind: 'success', message, claimId: result.claimReward.id });
      }
      return true;
    } catch (failure) {
      setFeedback({ panel, kind: 'error', message: graphQLErrorMessage(failure, CLAIM_FALLBACK) });
      return false;
    }
  };

  const pendingNote = pending ? (
    <p className="claim-panel__note">You have a pending claim. You can claim again once the restaurant has reviewed it.</p>
  ) : latestClaim?.status === 'rejected' ? (
    <p className="claim-panel__note">The restaurant rejected your last claim. You can claim again.</p>
  ) : null;

  return (
    <article className="home-page rewards-page" aria-labelledby="rewards-title">
      <BackLink to={`/home/${restaurantUid}`} label={`Back to ${restaurant.restaurantName}`} />
      <h1 id="rewards-title" className="home-page__title">
        Rewards
      </h1>

      <section className="card rewards-page__reward" aria-labelledby="reward-title">
        <h2 id="reward-title">Your reward</h2>
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
        <ol className="claim-steps">
          <li>Visit {restaurant.restaurantName} and order as usual.</li>
          <li>Before you pay, tell the staff that you want to claim your Foodspot reward.</li>
          <li>Tap Claim below. Your claim is sent to the restaurant and shows as pending.</li>
          <li>Show the staff your Customer ID: {restaurant.cusId}.</li>
          <li>When the staff ask for it, tell them your PIN. Never share your PIN with anyone else.</li>
          <li>The staff find your pending claim and approve it.</li>
          <li>Enjoy your reward: {restaurant.reward}.</li>
          <li>{minimumSpend} points are deducted from your balance; you can see this in Points History.</li>
        </ol>
        {pendingNote}
        <button
          type="button"
          className="button button--primary"
          disabled={pending || locked || claiming}
          onClick={() => void claim('in-store', IN_STORE)}
        >
          Claim
        </button>
        <PanelFeedback feedback={shownFeedback} panel="in-store" />
      </ClaimPanel>

      <ClaimPanel title="Online Claim" locked={locked}>
        <p>
          Claim your reward on a delivery order from {restaurant.restaurantName}, with at least 1 item ordered.
        </p>
        <h3 className="claim-panel__subtitle">Zomato</h3>
        <ol className="claim-steps">
          <li>Order from {restaurant.restaurantName} on Zomato, with at least 1 item ordered.</li>
          <li>In the cooking instructions, write &quot;Foodspot reward&quot; and your Customer ID ({restaurant.cusId}).</li>
          <li>Type Zomato as the platform below and tap Claim.</li>
        </ol>
        <h3 className="claim-panel__subtitle">Swiggy</h3>
        <ol className="claim-steps">
          <li>Order from {restaurant.restaurantName} on Swiggy, with at least 1 item ordered.</li>
          <li>
            In the instructions for the restaurant, write &quot;Foodspot reward&quot; and your Customer ID ({restaurant.cusId}).
          </li>
          <li>Type Swiggy as the platform below and tap Claim.</li>
        </ol>
        <p>The restaurant adds your reward to the order once it approves your claim.</p>
        {pendingNote}
        <PlatformClaimForm label="Online Claim" disabled={pending || locked || claiming} onClaim={(platform) => claim('online', platform)} />
        <PanelFeedback feedback={shownFeedback} panel="online" />
      </ClaimPanel>

      <section className="card rewards-page__latest" aria-labelledby="latest-claim-title">
        <h2 id="latest-claim-title">Latest Claim</h2>
        {latestClaim ? (
          <FactList
            className="latest-facts"
            facts={[
              { label: 'Date', value: latestClaim.formattedDate },
              { label: 'Platform', value: latestClaim.platform },
              {
                label: 'Status',
                value: <DecisionStatusBadge status={latestClaim.status} />,
              },
            ]}
          />
        ) : (
          <p className="rewards-page__none">{NO_PREVIOUS_CLAIMS}</p>
        )}
      </section>
    </article>
  );
}
