import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { BackLink } from '../../components/back-link';
import { CollapsiblePanel } from '../../components/collapsible-panel';
import { FactList } from '../../components/fact-list';
import { PlatformClaimForm } from '../../components/platform-claim-form';
import { QueryError } from '../../components/query-error';
import { RestaurantNotFound } from '../../components/restaurant-not-found';
import { RewardProgress } from '../../components/reward-progress';
import { Spinner } from '../../components/spinner';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { useLivePoints } from '../../lib/live-points';
import '../../components/claim-panel.css';
import './online-points.css';

export const REQUEST_FALLBACK = 'Something went wrong. Try again.';
export const NO_PREVIOUS_REQUESTS = 'No previous requests';

export const LatestRequestFragment = graphql(`
  fragment LatestRequest_request on PointsRequest {
    id
    platform
    points
    pending
    status
    createdAt
    formattedDate
  }
`);

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

type Feedback = { kind: 'error' | 'success'; message: string } | null;

/** `/home/:restaurantUid/online-points`: points summary, the Claim Online Points panel and the latest request. */
export default function OnlinePointsPage() {
  const { restaurantUid = '' } = useParams();
  // Claims and requests are reviewed server-side: one request per visit, the cache shown meanwhile.
  const { data, error, refetch } = useQuery(OnlinePointsRouteQuery, { variables: { restaurantUid }, fetchPolicy: 'cache-and-network' });
  const restaurant = data?.restaurant;
  const { live } = useLivePoints(restaurantUid, { skip: restaurant === null });
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

  // A review changes the points (an approved points request): then the pending latestRequest is stale, so reload it.
  // The spec's "points equals pending": the BFF sends points null and pending true until it is reviewed.
  const pendingNow = restaurant?.latestRequest?.pending ?? false;
  const seenPoints = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!live) return;
    if (pendingNow && seenPoints.current !== undefined && seenPoints.current !== live.points) void refetch();
    seenPoints.current = live.points;
  }, [live, pendingNow, refetch]);

  if (!data && error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (restaurant === null) return <RestaurantNotFound />;
  if (!restaurant) return <Spinner />;

  const { points, minimumSpend, pointsToNextReward } = live ?? restaurant;
  const latestRequest = restaurant.latestRequest;
  const pending = pendingNow;

  const claim = async (platform: string): Promise<boolean> => {
    setFeedback(null);
    try {
      await requestPoints({ variables: { restaurantUid, platform } });
      setFeedback({ kind: 'success', message: 'Request sent. Your points stay pending until the restaurant reviews it.' });
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
        {pending && (
          <p className="claim-panel__note">
            You have a pending points request. You can claim again once the restaurant has reviewed it.
          </p>
        )}
        <PlatformClaimForm label="Claim Online Points" disabled={pending || requesting} onClaim={claim} />
        {feedback &&
          (feedback.kind === 'error' ? (
            <p className="form-alert claim-panel__message" role="alert">
              {feedback.message}
            </p>
          ) : (
            <p className="claim-panel__success" role="status">
              {feedback.message}
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
                value: latestRequest.pending ? (
                  <span className="claim-status claim-status--pending">pending</span>
                ) : latestRequest.points !== null && latestRequest.points !== undefined ? (
                  latestRequest.points
                ) : (
                  <span className={`claim-status claim-status--${latestRequest.status}`}>{latestRequest.status}</span>
                ),
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
