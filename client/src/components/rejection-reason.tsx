import type { ClaimStatus, RejectionReason } from '../__generated__/graphql';
import { useT } from '../lib/i18n';
import { useRejectionTexts } from '../lib/rejection-texts';
import type { Fact } from './fact-list';
import './fact-list.css';

interface Rejectable {
  status: ClaimStatus;
  rejectionReason?: RejectionReason | null;
  rejectionNote?: string | null;
}

/** Why the restaurant rejected a points request, in the customer's language, with the cashier's note when there is one. */
export function RejectionReasonText({ reason, note }: { reason: RejectionReason; note?: string | null }) {
  useRejectionTexts();
  const { t } = useT();
  return (
    <span className="rejection-reason">
      {t(`rejection:reasons.${reason}`)}
      {note ? <span className="rejection-reason__note">{t('rejection:note', { note })}</span> : null}
    </span>
  );
}

/**
 * The "Reason" fact of a rejected request that kept why (rejections from before reasons were kept have none); `label`
 * is t('rejection:label'), read by a component that called useRejectionTexts.
 */
export function rejectionFacts(request: Rejectable | null | undefined, label: string): Fact[] {
  if (request?.status !== 'rejected' || !request.rejectionReason) return [];
  return [{ label, value: <RejectionReasonText reason={request.rejectionReason} note={request.rejectionNote} />, wide: true }];
}
