import type { ClaimStatus } from '../__generated__/graphql';
import { useT } from '../lib/i18n';
import './fact-list.css';

/** The state of a claim or points request as a badge (styled by fact-list.css), named in words, not by colour alone. */
export function DecisionStatusBadge({ status }: { status: ClaimStatus }) {
  const { t } = useT();
  return <span className={`claim-status claim-status--${status}`}>{t(`status.${status}`)}</span>;
}
