import type { ClaimStatus } from '../__generated__/graphql';
import './fact-list.css';

const LABELS: Record<ClaimStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** The state of a claim or points request as a badge (styled by fact-list.css), named in words, not by colour alone. */
export function DecisionStatusBadge({ status }: { status: ClaimStatus }) {
  return <span className={`claim-status claim-status--${status}`}>{LABELS[status]}</span>;
}
