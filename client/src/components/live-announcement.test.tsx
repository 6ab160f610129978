import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LatestDecision } from './latest-decision';
import { RewardProgress } from './reward-progress';

const progress = (points: number) => <RewardProgress points={points} minimumSpend={500} label="Progress to reward at Saravana Tiffin Centre" />;

describe('screen-reader announcements (polite live regions)', () => {
  it('says the progress toward the reward when the points change, never at first nor on a re-render with the same points', () => {
    const { rerender } = render(progress(350));
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(progress(350));
    expect(region).toBeEmptyDOMElement();

    rerender(progress(400));
    expect(region).toHaveTextContent(/^400 of 500 points\. 100 more to your reward\.$/);
    rerender(progress(520));
    expect(region).toHaveTextContent(/^520 of 500 points\. Your reward is ready to claim\.$/);
    // The progress bar itself keeps its values for whoever reads it.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '520 of 500 points');
  });

  it('names the restaurant where a list shows many', () => {
    const tab = (points: number) => <RewardProgress points={points} minimumSpend={300} label="Progress" restaurantName="Mumbai Chaat Corner" />;
    const { rerender } = render(tab(0));
    rerender(tab(350));
    expect(screen.getByRole('status')).toHaveTextContent('Mumbai Chaat Corner: 350 of 300 points. Your reward is ready to claim.');
  });

  it('says where the latest claim stands when it changes: sent (pending), then approved or rejected', () => {
    const card = (latest: { id: string; status: 'pending' | 'approved' | 'rejected' } | null) => (
      <LatestDecision title="Latest Claim" id="latest-claim-title" facts={null} none="No previous claims" latest={latest} />
    );
    const { rerender } = render(card({ id: 'claim-1', status: 'rejected' }));
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    rerender(card({ id: 'claim-2', status: 'pending' }));
    expect(region).toHaveTextContent(/^Latest Claim: Pending$/);
    rerender(card({ id: 'claim-2', status: 'pending' }));
    expect(region).toHaveTextContent(/^Latest Claim: Pending$/);
    rerender(card({ id: 'claim-2', status: 'approved' }));
    expect(region).toHaveTextContent(/^Latest Claim: Approved$/);
  });

  it('says nothing for a first claim until there is one', () => {
    const card = (latest: { id: string; status: 'pending' } | null) => (
      <LatestDecision title="Latest Request" id="latest-request-title" facts={null} none="No previous requests" latest={latest} />
    );
    const { rerender } = render(card(null));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(card({ id: 'request-1', status: 'pending' }));
    expect(screen.getByRole('status')).toHaveTextContent('Latest Request: Pending');
  });
});
