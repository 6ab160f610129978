import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { BackLink } from '../../components/back-link';
import { CollapsiblePanel } from '../../components/collapsible-panel';
import { DecisionStatusBadge } from '../../components/decision-status';
import { FactList } from '../../components/fact-list';
import { PlatformClaimForm } from '../../components/platform-claim-form';
import { QueryError } from '../../components/query-error';
import { RestaurantNotFound } from '../../components/restaurant-not-found';
import { RewardProgress } from '../../components/reward-progress';
import { Spinner } from '../../components/spinner';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { useLiveMembership } from '../../lib/live-membership';
import '../../components/claim-panel.css';
import './online-points.css';

export const REQUEST_FALLBACK = 'Something went wrong. Try again.';
export const NO_PREVIOUS_REQUESTS = 'No previous requests';

// `me` rides along so a fresh visit is one request: the layout's greeting reads it from the cache.
export const OnlinePointsRouteQuery = graphql(`
  query OnlinePointsRouteQuery($restaurantUid: ID!) {
    me {
      uid
      profile {
        firstName
      }
    }
    restaurant(restaurantUid: $restaurantUid) {
      restaurantUid
      restaurantName
      points
      minimumSpend
      pointsToNextReward
      rewardUnlocked
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

/** A success names the request it reports, so it goes away once that request is decided. */
type Feedback = { kind: 'error'; message: string } | { kind: 'success'; message: string; requestId: string } | null;

/** `/home/:restaurantUid/online-points`: points summary, the Claim Online Points panel and the latest request. */
export default function OnlinePointsPage() {
  const { restaurantUid = '' } = useParams();
  // Claims and requests are reviewed server-side: one request per visit, the cache shown meanwhile.
  const { data, error, refetch } = useQuery(OnlinePointsRouteQuery, { variables: { restaurantUid }, fetchPolicy: 'cache-and-network' });
  const restaurant = data?.restaurant;
  // The live message carries the latest request too: an approval or a rejection shows without a reload.
  const { live } = useLiveMembership(restaurantUid, { skip: restaurant === null });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [requestPoints, { loading: requesting }] = useMutation(RequestPointsMutation, {
    update(cache, { data: result }) {
      const request = result?.requestPoints;
      const id = cache.identify({ __typename: 'Membership', restaurantUid });
      if (!request || !id) return;
      cache.modify({
        id,
        fields: {
          latestRequest: (_existing, { toReference }) => toReference({ __typename: 'PointsRequest', id: request.id }) ?? null,
        },
      });
    },
  });

  if (!data && error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (restaurant === null) return <RestaurantNotFound />;
  if (!restaurant) return <Spinner />;

  const { points, minimumSpend, pointsToNextReward } = live ?? restaurant;
  const latestRequest = restaurant.latestRequest;
  // The spec's "points equals pending": `pending` is true only until the restaurant decides.
  const pending = latestRequest?.pending ?? false;
  const shownFeedback = feedback?.kind === 'success' && !(pending && latestRequest?.id === feedback.requestId) ? null : feedback;

  const claim = async (platform: string): Promise<boolean> => {
    setFeedback(null);
    try {
      const { data: result } = await requestPoints({ variables: { restaurantUid, platform } });
      if (result) {
        const message = 'Request sent. Your points stay pending until the restaurant reviews it.';
        setFeedback({ kind: 'success', message, requestId: result.requestPoints.id });
      }
      return true;
    } catch (failure) {
      setFeedback({ kind: 'error', message: graphQLErrorMessage(failure, REQUEST_FALLBACK) });
      return false;
    }
  };

  return (
    <article className="home-page online-points-page" aria-labelledby="online-points-title">
      <BackLink to={`/home/${restaurantUid}`} label={`Back to ${restaurant.restaurantName}`} />
      <h1 id="online-points-title" className="home-page__title">
        Online Points
      </h1>

      <section className="card online-points-page__summary" aria-labelledby="points-summary-title">
        <h2 id="points-summary-title">{restaurant.restaurantName}</h2>
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
        <ol className="claim-steps">
          <li>Order from {restaurant.restaurantName} on Zomato or Swiggy, with at least 1 item ordered.</li>
          <li>
            Write your Customer ID ({restaurant.cusId}) in the cooking instructions (Zomato) or the instructions for the
            restaurant (Swiggy).
          </li>
          <li>Type the platform you ordered on below and tap Claim.</li>
          <li>The restaurant checks your order and adds the points for it. Until then the request shows as pending.</li>
        </ol>
        {pending ? (
          <p className="claim-panel__note">
            You have a pending points request. You can claim again once the restaurant has reviewed it.
          </p>
        ) : latestRequest?.status === 'rejected' ? (
          <p className="claim-panel__note">The restaurant rejected your last request. You can ask again for another order.</p>
        ) : null}
        <PlatformClaimForm label="Claim Online Points" disabled={pending || requesting} onClaim={claim} />
        {shownFeedback &&
          (shownFeedback.kind === 'error' ? (
            <p className="form-alert claim-panel__message" role="alert">
              {shownFeedback.message}
            </p>
          ) : (
            <p className="claim-panel__success" role="status">
              {shownFeedback.message}
            </p>
          ))}
      </CollapsiblePanel>

      <section className="card online-points-page__latest" aria-labelledby="latest-request-title">
        <h2 id="latest-request-title">Latest Request</h2>
        {latestRequest ? (
          <FactList
            className="latest-facts"
            facts={[
              { label: 'Date', value: latestRequest.formattedDate },
              { label: 'Platform', value: latestRequest.platform },
              {
                label: 'Points',
                // Approved: the points; pending or rejected: the state, in words.
                value: latestRequest.status === 'approved' ? latestRequest.points : <DecisionStatusBadge status={latestRequest.status} />,
              },
            ]}
          />
        ) : (
          <p className="online-points-page__none">{NO_PREVIOUS_REQUESTS}</p>
        )}
      </section>
    </article>
  );
}
