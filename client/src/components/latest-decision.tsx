import type { ClaimStatus } from '../__generated__/graphql';
import { useT } from '../lib/i18n';
import { FactList, type Fact } from './fact-list';
import { LiveAnnouncement } from './live-announcement';
import './restaurant-page.css';
import './latest-decision.css';

interface LatestDecisionProps {
  /** The card's heading ("Latest Claim"), which names it; `id` is the heading's. */
  title: string;
  id: string;
  /** The newest item's facts, or null when there is none yet (then `none` is shown). */
  facts: Fact[] | null;
  none: string;
  /** Where the newest item stands (and which one it is): a change is said to screen readers, e.g. "Latest Claim: Approved". */
  latest?: { id: string; status: ClaimStatus } | null;
}

/**
 * The card with what a customer last sent for review (a reward claim, a points request) and where it stands. When
 * that changes while the screen is open (sent: pending; the restaurant's decision arriving live: approved or
 * rejected) a polite live region says so, once.
 */
export function LatestDecision({ title, id, facts, none, latest }: LatestDecisionProps) {
  const { t } = useT();
  return (
    <section className="card latest-decision" aria-labelledby={id}>
      <h2 id={id} className="restaurant-page__card-title">
        {title}
      </h2>
      {facts ? <FactList className="latest-facts" facts={facts} /> : <p className="latest-decision__none">{none}</p>}
      <LiveAnnouncement
        message={latest ? t('common.latestStatus', { title, status: t(`status.${latest.status}`) }) : null}
        about={latest ? `${latest.id}:${latest.status}` : null}
      />
    </section>
  );
}
