import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import type { RequestPointsMutation as RequestPointsResult } from '../../__generated__/graphql';
import { ClaimFeedback, ClaimNote, ClaimSteps } from '../../components/claim-guide';
import { ClaimPanel } from '../../components/claim-panel';
import { DecisionStatusBadge } from '../../components/decision-status';
import { FactList } from '../../components/fact-list';
import { LatestDecision } from '../../components/latest-decision';
import { PlatformClaimForm } from '../../components/platform-claim-form';
import { PausedNotice, PriceNotice } from '../../components/programme-notice';
import { rejectionFacts } from '../../components/rejection-reason';
import { RestaurantPageFallback, RestaurantSubPage } from '../../components/restaurant-page';
import { RewardProgress } from '../../components/reward-progress';
import { useOffline } from '../../lib/connectivity';
import { displayDate } from '../../lib/dates';
import { displayPlatform } from '../../lib/platforms';
import { translate, useT } from '../../lib/i18n';
import { useLiveMembership } from '../../lib/live-membership';
import { useRejectionTexts } from '../../lib/rejection-texts';
import { en } from '../../lib/locales/en';
import { useSendForReview, type ReviewKind } from '../../lib/send-for-review';
import './online-points.css';

export const REQUEST_FALLBACK = en.rewards.fallback;
export const NO_PREVIOUS_REQUESTS = en.onlinePoints.none;
/** The feedback's panel when the request carried an order ID. */
const ORDER_ID_SENT = 'order-id';

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
      ...PriceNotice_membership
      ...PausedNotice_membership
      cusId
      latestRequest {
        ...LatestRequest_request
      }
    }
  }
`);

export const RequestPointsMutation = graphql(`
  mutation RequestPoints($restaurantUid: ID!, $platform: String!, $orderId: String) {
    requestPoints(restaurantUid: $restaurantUid, platform: $platform, orderId: $orderId) {
      ...LatestRequest_request
    }
  }
`);

const REQUEST: ReviewKind<RequestPointsResult> = {
  mutation: RequestPointsMutation,
  sent: (data) => data.requestPoints,
  field: 'latestRequest',
  typename: 'PointsRequest',
  success: () => translate('onlinePoints.sent'),
  fallback: () => translate('rewards.fallback'),
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
  // An order ID asked for already (its reason code, never the words): the sentence goes to the Order ID field; any
  // other refusal (a pending request from another device) to the panel's alert.
  const orderIdError = feedback?.kind === 'error' && feedback.orderIdTaken && feedback.panel === ORDER_ID_SENT ? feedback.message : null;
  const { t, language, formatNumber } = useT();
  useRejectionTexts();

  if (!restaurant) return <RestaurantPageFallback query={{ data, error, refetch }} />;

  const { points, minimumSpend, pointsToNextReward } = live ?? restaurant;
  // A paused programme refuses points requests (the server too): the panel is masked with the reason.
  const paused = restaurant.suspended;

  return (
    <RestaurantSubPage name="online-points" title={t('onlinePoints.title')} restaurant={restaurant}>
      <PausedNotice membership={restaurant} />
      <section className="card online-points-page__summary" aria-labelledby="points-summary-title">
        <h2 id="points-summary-title" className="restaurant-page__card-title">
          {restaurant.restaurantName}
        </h2>
        <FactList
          className="latest-facts"
          facts={[
            { label: t('common.points'), value: t('common.pointsOf', { points, minimum: minimumSpend }) },
            { label: t('detail.pointsUntil'), value: formatNumber(Math.max(0, pointsToNextReward)) },
          ]}
        />
        <RewardProgress points={points} minimumSpend={minimumSpend} label={t('common.progressLabel', { restaurant: restaurant.restaurantName })} />
        <PriceNotice membership={restaurant} minimumSpend={minimumSpend} />
      </section>

      <ClaimPanel title={t('onlinePoints.panel')} locked={paused} lockedReason={t('programme.paused')}>
        <ClaimSteps>
          <li>{t('onlinePoints.order', { restaurant: restaurant.restaurantName })}</li>
          <li>{t('onlinePoints.note', { cusId: restaurant.cusId })}</li>
          <li>{t('onlinePoints.type')}</li>
          <li>{t('onlinePoints.check')}</li>
        </ClaimSteps>
        {pending ? (
          <ClaimNote>{t('onlinePoints.pendingNote')}</ClaimNote>
        ) : latestRequest?.status === 'rejected' ? (
          <ClaimNote>{t('onlinePoints.rejectedNote')}</ClaimNote>
        ) : null}
        <PlatformClaimForm
          label={t('onlinePoints.panel')}
          disabled={pending || requesting || paused}
          offline={offline}
          askOrderId
          orderIdError={orderIdError}
          onClaim={(platform, orderId) => claim(platform, orderId === undefined ? undefined : ORDER_ID_SENT, orderId)}
        />
        <ClaimFeedback feedback={orderIdError ? null : feedback} />
      </ClaimPanel>

      <LatestDecision
        title={t('onlinePoints.latest')}
        id="latest-request-title"
        latest={latestRequest}
        none={t('onlinePoints.none')}
        facts={
          latestRequest
            ? [
                { label: t('common.date'), value: displayDate(latestRequest, language) },
                { label: t('common.platform'), value: displayPlatform(latestRequest.platform, t) },
                ...(latestRequest.orderId ? [{ label: t('onlinePoints.orderId'), value: latestRequest.orderId }] : []),
                {
                  label: t('common.points'),
                  // Approved: the points; pending or rejected: the state, in words.
                  value:
                    latestRequest.status === 'approved' ? (
                      latestRequest.points === null ? null : (
                        formatNumber(latestRequest.points)
                      )
                    ) : (
                      <DecisionStatusBadge status={latestRequest.status} />
                    ),
                },
                // Rejected: why, in the customer's language (live, with the rejection itself).
                ...rejectionFacts(latestRequest, t('rejection:label')),
              ]
            : null
        }
      />
    </RestaurantSubPage>
  );
}
