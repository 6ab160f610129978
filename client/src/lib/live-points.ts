import { useSubscription } from '@apollo/client/react';
import { graphql } from '../__generated__/gql';

/**
 * Live points of one membership: the BFF sends the current value at once, then one message per change.
 * The result is written to the Apollo cache (Membership is keyed by restaurantUid), so every screen
 * showing this restaurant updates without a reload.
 */
export const LivePointsSubscription = graphql(`
  subscription LivePoints($restaurantUid: ID!) {
    pointsChanged(restaurantUid: $restaurantUid) {
      restaurantUid
      points
      minimumSpend
      pointsToNextReward
      rewardUnlocked
    }
  }
`);

export interface LivePoints {
  points: number;
  minimumSpend: number;
  pointsToNextReward: number;
  rewardUnlocked: boolean;
}

export interface LivePointsState {
  /** The latest message, or undefined until the first one arrives. */
  live: LivePoints | undefined;
  error: Error | undefined;
  restart: () => void;
}

/** Subscribes (opening the socket, and loading graphql-ws, on first use) while `skip` is false. */
export function useLivePoints(restaurantUid: string, { skip = false }: { skip?: boolean } = {}): LivePointsState {
  const { data, error, restart } = useSubscription(LivePointsSubscription, {
    variables: { restaurantUid },
    skip,
    // Apollo shares identical subscriptions without replaying the last message, so a screen opened while
    // another still watches the same restaurant would wait forever for its first value. Each screen gets
    // its own subscription (same socket; the BFF shares the Firestore listener) and so the current value.
    context: { queryDeduplication: false },
    onError: (failure) => console.error('Live points unavailable', failure),
  });
  const live = data?.pointsChanged.restaurantUid === restaurantUid ? data.pointsChanged : undefined;
  return { live, error, restart };
}
