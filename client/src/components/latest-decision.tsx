import { FactList, type Fact } from './fact-list';
import './restaurant-page.css';
import './latest-decision.css';

interface LatestDecisionProps {
  /** The card's heading ("Latest Claim"), which names it; `id` is the heading's. */
  title: string;
  id: string;
  /** The newest item's facts, or null when there is none yet (then `none` is shown). */
  facts: Fact[] | null;
  none: string;
}

/** The card with what a customer last sent for review (a reward claim, a points request) and where it stands. */
export function LatestDecision({ title, id, facts, none }: LatestDecisionProps) {
  return (
    <section className="card latest-decision" aria-labelledby={id}>
      <h2 id={id} className="restaurant-page__card-title">
        {title}
      </h2>
      {facts ? <FactList className="latest-facts" facts={facts} /> : <p className="latest-decision__none">{none}</p>}
    </section>
  );
}
