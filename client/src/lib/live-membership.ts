import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../__generated__/gql';

/**
 * A live membership: the BFF sends its current state at once, then one message per change a screen shows
 * (points, latest claim, latest request: a credit, an approval, a rejection). Apollo writes each message to
 * the cache (Membership is keyed by restaurantUid, Claim and PointsRequest by id), so every screen showing
 * this restaurant updates without a reload, whichever of these fields it reads.
 */
export const LiveMembershipSubscription = graphql(`
  subscription LiveMembership($restaurantUid: ID!) {
    pointsChanged(restaurantUid: $restaurantUid) {
      restaurantUid
      points
      minimumSpend
      pointsToNextReward
      rewardUnlocked
      latestClaim {
        ...LatestClaim_claim
      }
      latestRequest {
        ...LatestRequest_request
      }
    }
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
    points
    pending
    status
    createdAt
    formattedDate
  }
`);

export interface LivePoints {
  points: number;
  minimumSpend: number;
  pointsToNextReward: number;
  rewardUnlocked: boolean;
}

export interface LiveMembershipState {
  /** The latest message, or undefined until the first one arrives. */
  live: LivePoints | undefined;
  error: Error | undefined;
  restart: () => void;
}

/** Subscribes (opening the socket, and loading graphql-ws, on first use) while `skip` is false. */
export function useLiveMembership(restaurantUid: string, { skip = false }: { skip?: boolean } = {}): LiveMembershipState {
  const { data, error, restart } = useSubscription(LiveMembershipSubscription, {
    variables: { restaurantUid },
    skip,
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
 * Calls `onChange` when the live points move after the first message: for what the live message does not
 * carry itself (history rows, which change exactly when the points do).
 */
export function useOnPointsChange(points: number | undefined, onChange: () => void): void {
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (points === undefined) return;
    // A new onChange with the same points calls nothing: only a move of the points does.
    if (seen.current !== undefined && seen.current !== points) onChange();
    seen.current = points;
  }, [points, onChange]);
}
