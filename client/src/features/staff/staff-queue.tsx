import { MAX_POINTS_PER_ACTION } from '@foodspot/schema/rules';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { graphql } from '../../__generated__/gql';
import type { StaffClaimItem_ClaimFragment, StaffPointsRequestItem_RequestFragment } from '../../__generated__/graphql';
import { FactList } from '../../components/fact-list';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { formatStaffDate } from './format-date';
import { StaffQueueQuery } from './staff-queue-query';

/** What a pending claim's item shows (and decides by): StaffQueue_queue spreads it for each claim. */
export const StaffClaimItemFragment = graphql(`
  fragment StaffClaimItem_claim on StaffClaim {
    id
    cusId
    customerName
    platform
    status
    createdAt
  }
`);

/** What a pending points request's item shows (and decides by): StaffQueue_queue spreads it for each request. */
export const StaffPointsRequestItemFragment = graphql(`
  fragment StaffPointsRequestItem_request on StaffPointsRequest {
    id
    cusId
    customerName
    platform
    points
    createdAt
  }
`);

export const ApproveClaimMutation = graphql(`
  mutation ApproveClaim($id: ID!) {
    approveClaim(id: $id) {
      id
      status
    }
  }
`);

export const RejectClaimMutation = graphql(`
  mutation RejectClaim($id: ID!) {
    rejectClaim(id: $id) {
      id
      status
    }
  }
`);

export const ApprovePointsRequestMutation = graphql(`
  mutation ApprovePointsRequest($id: ID!, $points: Int!) {
    approvePointsRequest(id: $id, points: $points) {
      id
      points
    }
  }
`);

export const RejectPointsRequestMutation = graphql(`
  mutation RejectPointsRequest($id: ID!) {
    rejectPointsRequest(id: $id) {
      id
    }
  }
`);

const NETWORK_ERROR = 'Check your internet connection and try again.';

/** What both kinds of item show alike. */
type PendingItem = StaffClaimItem_ClaimFragment | StaffPointsRequestItem_RequestFragment;

type Kind = 'claims' | 'requests';

/** A decided item leaves the queue at once (the live queue then agrees). */
function removeFromQueue(cache: ApolloCache, kind: Kind, id: string) {
  cache.updateQuery({ query: StaffQueueQuery }, (data) => {
    if (!data) return data;
    const { staffQueue } = data;
    return {
      ...data,
      staffQueue:
        kind === 'claims'
          ? { ...staffQueue, claims: staffQueue.claims.filter((item) => item.id !== id) }
          : { ...staffQueue, requests: staffQueue.requests.filter((item) => item.id !== id) },
    };
  });
}

/** "Asha Rao (Customer ID 123456)": one pending claim and one pending request per customer, so unique per list. */
const whoOf = (item: PendingItem) => `${item.customerName} (Customer ID ${item.cusId})`;

/** Name and Customer ID as plain text: no second element labelled "Customer ID" beside the credit form's field. */
function ItemHeading({ item }: { item: PendingItem }) {
  return (
    <p className="staff-item__name">
      {item.customerName} <span className="staff-item__cus-id">Customer ID {item.cusId}</span>
    </p>
  );
}

function ItemFacts({ item }: { item: PendingItem }) {
  return (
    <FactList
      className="latest-facts staff-item__facts"
      facts={[
        { label: 'Platform', value: item.platform },
        { label: 'Date', value: <time dateTime={item.createdAt}>{formatStaffDate(item.createdAt)}</time> },
      ]}
    />
  );
}

interface StaffQueueSectionsProps {
  claims: readonly StaffClaimItem_ClaimFragment[];
  requests: readonly StaffPointsRequestItem_RequestFragment[];
}

/** The two lists of pending items, and what happened to the last one decided. */
export function StaffQueueSections({ claims, requests }: StaffQueueSectionsProps) {
  const [notice, setNotice] = useState('');
  return (
    <div className="staff-queue">
      <p className="staff-notice" role="status">
        {notice}
      </p>
      <QueueSection title="Pending claims" empty="No pending claims" count={claims.length}>
        {claims.map((claim) => (
          <ClaimItem key={claim.id} claim={claim} onDecided={setNotice} />
        ))}
      </QueueSection>
      <QueueSection title="Pending points requests" empty="No pending points requests" count={requests.length}>
        {requests.map((request) => (
          <PointsRequestItem key={request.id} request={request} onDecided={setNotice} />
        ))}
      </QueueSection>
    </div>
  );
}

function QueueSection({ title, empty, count, children }: { title: string; empty: string; count: number; children: ReactNode }) {
  const id = useId();
  return (
    <section className="staff-section" aria-labelledby={id}>
      <div className="staff-section__head">
        <h3 id={id} className="staff-section__title">
          {title}
        </h3>
        <span className="staff-count" aria-hidden="true">
          {count}
        </span>
      </div>
      {count === 0 ? <p className="staff-empty">{empty}</p> : <ul className="staff-list">{children}</ul>}
    </section>
  );
}

function ClaimItem({ claim, onDecided }: { claim: StaffClaimItem_ClaimFragment; onDecided: (notice: string) => void }) {
  const who = whoOf(claim);
  const update = (cache: ApolloCache) => removeFromQueue(cache, 'claims', claim.id);
  const [approve, approving] = useMutation(ApproveClaimMutation, { update });
  const [reject, rejecting] = useMutation(RejectClaimMutation, { update });
  const [error, setError] = useState<string | null>(null);
  const busy = approving.loading || rejecting.loading;
  const errorId = useId();

  const decide = async (approved: boolean) => {
    setError(null);
    try {
      if (approved) await approve({ variables: { id: claim.id } });
      else await reject({ variables: { id: claim.id } });
      onDecided(approved ? `Approved the claim of ${who}.` : `Rejected the claim of ${who}.`);
    } catch (failure) {
      setError(graphQLErrorMessage(failure, `Could not ${approved ? 'approve' : 'reject'} this claim. ${NETWORK_ERROR}`));
    }
  };

  return (
    <li className="staff-item">
      <ItemHeading item={claim} />
      <ItemFacts item={claim} />
      {error && (
        <p id={errorId} className="form-alert" role="alert">
          {error}
        </p>
      )}
      <div className="staff-item__actions">
        <button
          type="button"
          className="button button--primary"
          aria-label={`Approve claim of ${who}`}
          aria-describedby={error ? errorId : undefined}
          disabled={busy}
          onClick={() => void decide(true)}
        >
          {approving.loading ? 'Approving…' : 'Approve'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Reject claim of ${who}`}
          disabled={busy}
          onClick={() => void decide(false)}
        >
          {rejecting.loading ? 'Rejecting…' : 'Reject'}
        </button>
      </div>
    </li>
  );
}

/** The points typed for a request: a whole number from 1 to MAX_POINTS_PER_ACTION, else what is wrong. */
export function parsePoints(text: string): { points: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: `Enter the points to give, from 1 to ${MAX_POINTS_PER_ACTION}.` };
  const points = Number(trimmed);
  if (!Number.isInteger(points) || points < 1 || points > MAX_POINTS_PER_ACTION) {
    return { error: `Points must be a whole number from 1 to ${MAX_POINTS_PER_ACTION}.` };
  }
  return { points };
}

function PointsRequestItem({ request, onDecided }: { request: StaffPointsRequestItem_RequestFragment; onDecided: (notice: string) => void }) {
  const who = whoOf(request);
  const update = (cache: ApolloCache) => removeFromQueue(cache, 'requests', request.id);
  const [approve, approving] = useMutation(ApprovePointsRequestMutation, { update });
  const [reject, rejecting] = useMutation(RejectPointsRequestMutation, { update });
  const [points, setPoints] = useState('');
  const [error, setError] = useState<{ message: string; field: boolean } | null>(null);
  const busy = approving.loading || rejecting.loading;
  const ids = useId();

  const onApprove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parsePoints(points);
    if ('error' in parsed) {
      setError({ message: parsed.error, field: true });
      return;
    }
    setError(null);
    try {
      await approve({ variables: { id: request.id, points: parsed.points } });
      onDecided(`Gave ${parsed.points} ${parsed.points === 1 ? 'point' : 'points'} to ${who}.`);
    } catch (failure) {
      setError({ message: graphQLErrorMessage(failure, `Could not approve this points request. ${NETWORK_ERROR}`), field: false });
    }
  };

  const onReject = async () => {
    if (busy) return;
    setError(null);
    try {
      await reject({ variables: { id: request.id } });
      onDecided(`Rejected the points request of ${who}.`);
    } catch (failure) {
      setError({ message: graphQLErrorMessage(failure, `Could not reject this points request. ${NETWORK_ERROR}`), field: false });
    }
  };

  return (
    <li className="staff-item">
      <ItemHeading item={request} />
      <ItemFacts item={request} />
      <form className="staff-item__form" noValidate onSubmit={(event) => void onApprove(event)}>
        <div className="field staff-item__points">
          <label className="field__label" htmlFor={`${ids}-points`}>
            Points
          </label>
          <input
            id={`${ids}-points`}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_POINTS_PER_ACTION}
            step={1}
            required
            value={points}
            aria-invalid={error?.field ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(event) => setPoints(event.target.value)}
          />
        </div>
        {error && (
          <p id={`${ids}-error`} className="form-alert" role="alert">
            {error.message}
          </p>
        )}
        <div className="staff-item__actions">
          <button type="submit" className="button button--primary" aria-label={`Approve points request of ${who}`} disabled={busy}>
            {approving.loading ? 'Approving…' : 'Approve'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Reject points request of ${who}`}
            disabled={busy}
            onClick={() => void onReject()}
          >
            {rejecting.loading ? 'Rejecting…' : 'Reject'}
          </button>
        </div>
      </form>
    </li>
  );
}
