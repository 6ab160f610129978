import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../__generated__/gql';
import type { LatestRequest_RequestFragment } from '../__generated__/graphql';
import { useOffline } from './connectivity';

/**
 * A live membership: the BFF sends its current state at once, then one message per change a screen shows
 * (points, latest claim, latest request: a credit, an approval, a rejection; and the owner's changes to the
 * restaurant: its name, reward, an announced price, a pause; and the customer's PIN lock). Apollo writes each message to
 * the cache (Membership is keyed by restaurantUid, Claim and PointsRequest by id), so every screen showing
 * this restaurant updates without a reload, whichever of these fields it reads.
 */
export const LiveMembershipSubscription = graphql(`
  subscription LiveMembership($restaurantUid: ID!) {
    pointsChanged(restaurantUid: $restaurantUid) {
      restaurantUid
      ...LivePoints_membership
      historyUpdatedAt
      # What the owner may change while a screen is open: the reward, its announced price, a pause.
      restaurantName
      restaurantPhone
      reward
      pendingMinimumSpend
      minimumSpendFrom
      suspended
      # The customer's PIN lock (read as the subscription starts, then on each message): an owner may lift it.
      pinLockedUntil
      latestClaim {
        ...LatestClaim_claim
      }
      latestRequest {
        ...LatestRequest_request
      }
    }
  }
`);

/**
 * A membership's points as the screens show them: each screen's route query spreads it too, so what the
 * screen shows before the first live message and after it are the same fields.
 */
export const LivePointsFragment = graphql(`
  fragment LivePoints_membership on Membership {
    points
    minimumSpend
    pointsToNextReward
    rewardUnlocked
  }
`);

/** The latest claim as the Rewards screen shows it; the live message carries the same fields. */
export const LatestClaimFragment = graphql(`
  fragment LatestClaim_claim on Claim {
    id
    platform
    status
    createdAt
    formattedDate
  }
`);

/** The latest points request as the Online Points screen shows it; the live message carries the same fields. */
export const LatestRequestFragment = graphql(`
  fragment LatestRequest_request on PointsRequest {
    id
    platform
    orderId
    points
    pending
    status
    rejectionReason
    rejectionNote
    createdAt
    formattedDate
  }
`);

export interface LivePoints {
  points: number;
  minimumSpend: number;
  pointsToNextReward: number;
  rewardUnlocked: boolean;
  historyUpdatedAt?: string | null;
}

export interface LiveMembershipState {
  /** The latest message, or undefined until the first one arrives (with the newest request: null before the first). */
  live: (LivePoints & { latestRequest?: LatestRequest_RequestFragment | null }) | undefined;
  error: Error | undefined;
  restart: () => void;
}

/**
 * Subscribes (opening the socket, and loading graphql-ws, on first use) while `skip` is false and the app is
 * online (lib/connectivity.ts): offline there is nothing to watch, and back online it subscribes again.
 */
export function useLiveMembership(restaurantUid: string, { skip = false }: { skip?: boolean } = {}): LiveMembershipState {
  const offline = useOffline();
  const { data, error, restart } = useSubscription(LiveMembershipSubscription, {
    variables: { restaurantUid },
    skip: skip || offline,
    // Apollo shares identical subscriptions without replaying the last message, so a screen opened while
    // another still watches the same restaurant would wait forever for its first value. Each screen gets
    // its own subscription (same socket; the BFF shares the Firestore listener) and so the current value.
    context: { queryDeduplication: false },
    onError: (failure) => console.error('Live updates unavailable', failure),
  });
  const live = data?.pointsChanged.restaurantUid === restaurantUid ? data.pointsChanged : undefined;
  return { live, error, restart };
}

/**
 * Calls `refresh` while what is shown is older than the live state: `shownAsOf` is the moment the shown
 * data was read as of, `liveAsOf` the live membership's. A comparison of states, not of messages, so
 * changes that arrive together (or while a refresh runs) are never missed; one refresh per new state.
 */
export function useRefreshWhenBehind(shownAsOf: string | null | undefined, liveAsOf: string | null | undefined, refresh: () => void): void {
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (liveAsOf === undefined || shownAsOf === undefined || liveAsOf === null || liveAsOf === shownAsOf) return;
    if (askedFor.current === liveAsOf) return;
    askedFor.current = liveAsOf;
    refresh();
  }, [shownAsOf, liveAsOf, refresh]);
}
