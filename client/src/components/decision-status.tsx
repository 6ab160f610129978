import './fact-list.css';

export type DecisionStatus = 'pending' | 'approved' | 'rejected';

const LABELS: Record<DecisionStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** The state of a claim or points request as a badge (styled by fact-list.css), named in words, not by colour alone. */
export function DecisionStatusBadge({ status }: { status: DecisionStatus }) {
  return <span className={`claim-status claim-status--${status}`}>{LABELS[status]}</span>;
}
