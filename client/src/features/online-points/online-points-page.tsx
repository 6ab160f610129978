import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import type { RequestPointsMutation as RequestPointsResult } from '../../__generated__/graphql';
import { ClaimFeedback, ClaimNote, ClaimSteps } from '../../components/claim-guide';
import { CollapsiblePanel } from '../../components/collapsible-panel';
import { DecisionStatusBadge } from '../../components/decision-status';
import { FactList } from '../../components/fact-list';
import { LatestDecision } from '../../components/latest-decision';
import { PlatformClaimForm } from '../../components/platform-claim-form';
import { RestaurantPageFallback, RestaurantSubPage } from '../../components/restaurant-page';
import { RewardProgress } from '../../components/reward-progress';
import { useOffline } from '../../lib/connectivity';
import { useLiveMembership } from '../../lib/live-membership';
import { useSendForReview, type ReviewKind } from '../../lib/send-for-review';
import './online-points.css';

export const REQUEST_FALLBACK = 'Something went wrong. Try again.';
export const NO_PREVIOUS_REQUESTS = 'No previous requests';

// `me` rides along so a fresh visit is one request: the layout's greeting (HomeGreeting_viewer) reads it from the cache.
export const OnlinePointsRouteQuery = graphql(`
  query OnlinePointsRouteQuery($restaurantUid: ID!) {
    me {
      ...HomeGreeting_viewer
    }
    restaurant(restaurantUid: $restaurantUid) {
      restaurantUid
      restaurantName
      ...LivePoints_membership
      cusId
      latestRequest {
        ...LatestRequest_request
      }
    }
  }
`);

export const RequestPointsMutation = graphql(`
  mutation RequestPoints($restaurantUid: ID!, $platform: String!) {
    requestPoints(restaurantUid: $restaurantUid, platform: $platform) {
      ...LatestRequest_request
    }
  }
`);

const REQUEST: ReviewKind<RequestPointsResult> = {
  mutation: RequestPointsMutation,
  sent: (data) => data.requestPoints,
  field: 'latestRequest',
  typename: 'PointsRequest',
  success: 'Request sent. Your points stay pending until the restaurant reviews it.',
  fallback: REQUEST_FALLBACK,
};

/** `/home/:restaurantUid/online-points`: points summary, the Claim Online Points panel and the latest request. */
export default function OnlinePointsPage() {
  const { restaurantUid = '' } = useParams();
  // Claims and requests are reviewed server-side: one request per visit, the cache shown meanwhile.
  // Offline: the cache only; a points request needs a connection (never queued).
  const offline = useOffline();
  const { data, error, refetch } = useQuery(OnlinePointsRouteQuery, {
    variables: { restaurantUid },
    fetchPolicy: offline ? 'cache-only' : 'cache-and-network',
  });
  const restaurant = data?.restaurant;
  // The live message carries the latest request too: an approval or a rejection shows without a reload.
  const { live } = useLiveMembership(restaurantUid, { skip: restaurant === null });
  const latestRequest = restaurant?.latestRequest;
  // The spec's "points equals pending": `pending` is true only until the restaurant decides.
  const pendingRequest = latestRequest?.pending ? latestRequest : null;
  const pending = pendingRequest !== null;
  const { send: claim, sending: requesting, feedback } = useSendForReview(restaurantUid, pendingRequest, REQUEST);

  if (!restaurant) return <RestaurantPageFallback query={{ data, error, refetch }} />;

  const { points, minimumSpend, pointsToNextReward } = live ?? restaurant;

  return (
    <RestaurantSubPage name="online-points" title="Online Points" restaurant={restaurant}>
      <section className="card online-points-page__summary" aria-labelledby="points-summary-title">
        <h2 id="points-summary-title" className="restaurant-page__card-title">
          {restaurant.restaurantName}
        </h2>
        <FactList
          className="latest-facts"
          facts={[
            { label: 'Points', value: `${points} / ${minimumSpend}`, live: true },
            { label: 'Points until next reward', value: Math.max(0, pointsToNextReward), live: true },
          ]}
        />
        <RewardProgress points={points} minimumSpend={minimumSpend} label={`Progress to reward at ${restaurant.restaurantName}`} />
      </section>

      <CollapsiblePanel title="Claim Online Points">
        <ClaimSteps>
          <li>Order from {restaurant.restaurantName} on Zomato or Swiggy, with at least 1 item ordered.</li>
          <li>Write your Customer ID ({restaurant.cusId}) in the cooking instructions (Zomato) or the instructions for the restaurant (Swiggy).</li>
          <li>Type the platform you ordered on below and tap Claim.</li>
          <li>The restaurant checks your order and adds the points for it. Until then the request shows as pending.</li>
        </ClaimSteps>
        {pending ? (
          <ClaimNote>You have a pending points request. You can claim again once the restaurant has reviewed it.</ClaimNote>
        ) : latestRequest?.status === 'rejected' ? (
          <ClaimNote>The restaurant rejected your last request. You can ask again for another order.</ClaimNote>
        ) : null}
        <PlatformClaimForm label="Claim Online Points" disabled={pending || requesting} offline={offline} onClaim={(platform) => claim(platform)} />
        <ClaimFeedback feedback={feedback} />
      </CollapsiblePanel>

      <LatestDecision
        title="Latest Request"
        id="latest-request-title"
        none={NO_PREVIOUS_REQUESTS}
        facts={
          latestRequest
            ? [
                { label: 'Date', value: latestRequest.formattedDate },
                { label: 'Platform', value: latestRequest.platform },
                {
                  label: 'Points',
                  // Approved: the points; pending or rejected: the state, in words.
                  value: latestRequest.status === 'approved' ? latestRequest.points : <DecisionStatusBadge status={latestRequest.status} />,
                },
              ]
            : null
        }
      />
    </RestaurantSubPage>
  );
}
