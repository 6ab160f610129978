import { useT } from '../lib/i18n';
import { useRejectionTexts } from '../lib/rejection-texts';
import type { RejectionReason } from '../__generated__/graphql';
import { RejectionReasonText } from './rejection-reason';

/**
 * "Reason: …" of a rejected points request, as the customer was told it: for the owner's activity and the till's Last
 * 5. A chunk of its own (the `rejection` texts come with it), so neither screen's first load carries it.
 */
export default function RejectionReasonLine({ reason, note, className }: { reason: RejectionReason; note?: string | null; className: string }) {
  useRejectionTexts();
  const { t } = useT();
  return (
    <span className={className}>
      {t('rejection:label')}: <RejectionReasonText reason={reason} note={note} />
    </span>
  );
}
