import type { ReactNode } from 'react';
import './claim-guide.css';

/** What a customer sends for a restaurant to review (a reward claim, a points request) answered, in words. */
export type ReviewFeedback = { kind: 'error'; message: string } | { kind: 'success'; message: string };

/** The numbered steps of a claim, as the rewards and online points screens explain them. */
export function ClaimSteps({ children }: { children: ReactNode }) {
  return <ol className="claim-steps">{children}</ol>;
}

/** Where the customer's last claim or request stands (pending, rejected), above the button that sends another. */
export function ClaimNote({ children }: { children: ReactNode }) {
  return <p className="claim-note">{children}</p>;
}

/** The answer to what was just sent: the error as an alert, a success as a status; nothing when there is none. */
export function ClaimFeedback({ feedback }: { feedback: ReviewFeedback | null }) {
  if (!feedback) return null;
  return feedback.kind === 'error' ? (
    <p className="form-alert claim-feedback" role="alert">
      {feedback.message}
    </p>
  ) : (
    <p className="claim-feedback claim-feedback--success" role="status">
      {feedback.message}
    </p>
  );
}
