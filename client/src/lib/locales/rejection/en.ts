import { REJECTION_REASONS, type RejectionReason } from '@foodspot/schema/rejection-reasons';

/**
 * Why a restaurant rejected a points request, as the customer reads it and the till asks it: a namespace of its own,
 * `rejection` (lib/rejection-texts.ts), in the lazy chunks that show it, not in the entries (/staff's is at its
 * budget). Hindi is ./hi.ts, a chunk of its own.
 */
export const rejectionEn = {
  label: 'Reason',
  // The words are schema/src/rejection-reasons.ts's, the one list the BFF and the till share.
  reasons: { ...REJECTION_REASONS } as Record<RejectionReason, string>,
  note: 'Note from the restaurant: {{note}}',
  // Above the history's rows: a rejected request moved no points, so it has no row of its own.
  lastRejected: 'Your last points request ({{platform}}, {{date}}) was rejected: {{reason}}',
  // The till's question (features/staff/reject-reason.tsx).
  till: {
    legend: 'Why? The customer sees this.',
    other: 'Other',
    note: 'Note for the customer (optional)',
    choose: 'Choose why you reject this request.',
  },
};

/** The shape every language's texts have (./hi.ts is checked against it). */
export type RejectionTexts = typeof rejectionEn;
