import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphQLErrorMessage, graphQLRefusal } from './graphql-errors';
import { isRefusal } from './refusals';

/**
 * What a customer sends a restaurant to review: a reward claim (`claimReward`, the membership's `latestClaim`) or a
 * points request (`requestPoints`, its `latestRequest`).
 */
export interface ReviewKind<TData> {
  mutation: TypedDocumentNode<TData, { restaurantUid: string; platform: string; orderId?: string | null }>;
  /** The item the mutation answers with. */
  sent: (data: TData) => { id: string };
  /** The membership's field that holds the newest item, and the item's type. */
  field: 'latestClaim' | 'latestRequest';
  typename: 'Claim' | 'PointsRequest';
  success: () => string;
  /** Shown when the server gives no message. */
  fallback: () => string;
}

type Feedback =
  | { panel: string | undefined; kind: 'error'; message: string; /** the order ID was asked for already (its reason code) */ orderIdTaken: boolean }
  | { panel: string | undefined; kind: 'success'; message: string; itemId: string };

export interface SendForReview {
  /** Sends it for `platform` (and a points request's order ID); resolves whether it went (false: the error is in `feedback`). */
  send: (platform: string, panel?: string, orderId?: string) => Promise<boolean>;
  sending: boolean;
  /** What the last send answered (and from which panel, when a screen has several): a success only while its item is pending. */
  feedback: Feedback | null;
}

/**
 * Sends a claim or a points request for the restaurant: the answer becomes the membership's newest item in the
 * cache at once (no refetch; the live membership then follows its review), and a success message stays only
 * while the item it reports is `pendingItem` (the newest item while the restaurant has not decided it).
 */
export function useSendForReview<TData>(restaurantUid: string, pendingItem: { id: string } | null, kind: ReviewKind<TData>): SendForReview {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [mutate, { loading }] = useMutation(kind.mutation, {
    update(cache, { data }) {
      const item = data ? kind.sent(data) : undefined;
      const id = cache.identify({ __typename: 'Membership', restaurantUid });
      if (!item || !id) return;
      cache.modify({
        id,
        fields: { [kind.field]: (_existing, { toReference }) => toReference({ __typename: kind.typename, id: item.id }) ?? null },
      });
    },
  });

  const send = async (platform: string, panel?: string, orderId?: string): Promise<boolean> => {
    setFeedback(null);
    try {
      const { data } = await mutate({ variables: orderId === undefined ? { restaurantUid, platform } : { restaurantUid, platform, orderId } });
      if (data) setFeedback({ panel, kind: 'success', message: kind.success(), itemId: kind.sent(data).id });
      return true;
    } catch (failure) {
      setFeedback({
        panel,
        kind: 'error',
        message: graphQLErrorMessage(failure, kind.fallback()),
        orderIdTaken: isRefusal(graphQLRefusal(failure), 'ORDER_ALREADY_ASKED'),
      });
      return false;
    }
  };

  const shown = feedback?.kind === 'success' && feedback.itemId !== pendingItem?.id ? null : feedback;
  return { send, sending: loading, feedback: shown };
}
