import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import {
  answer,
  answerHeld,
  claim,
  clockAt,
  expectCalmNote,
  graphQLError,
  livePoints,
  membership,
  type MembershipFixture,
  PRICE_ANNOUNCED,
  VIEWER,
} from '../../test/customer-area';
import { openCustomerScreen } from '../../test/customer-screen';
import { server } from '../../test/server';

const UNLOCKED = membership({ points: 340 });
const LOCKED = membership({ points: 120 });

function rewardsAnswers(restaurant: MembershipFixture | null) {
  answer('query', 'RewardsRouteQuery', () => ({ data: { me: VIEWER, restaurant } }));
}

const panel = (name: 'In-Store Claim' | 'Online Claim') => screen.getByRole('button', { name }).closest('.claim-panel') as HTMLElement;

async function expand(user: ReturnType<typeof userEvent.setup>, name: 'In-Store Claim' | 'Online Claim') {
  const toggle = await screen.findByRole('button', { name });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('region', { name });
}

describe('rewards /home/:restaurantUid/rewards', () => {
  it('loads with one request: reward, points, collapsible panels with their instructions, no previous claims', async () => {
    const release = answerHeld('RewardsRouteQuery', () => ({ data: { me: VIEWER, restaurant: UNLOCKED } }));
    const { socket, operations, user } = openCustomerScreen('/home/r-chaat/rewards');

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
    expect(screen.getByText('Free pani puri plate')).toBeInTheDocument();
    expect(screen.getByText('No more points required: you can claim this reward.')).toBeInTheDocument();
    expect(screen.getByText('340 / 300 points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Mumbai Chaat Corner' })).toHaveAttribute('href', '/home/r-chaat');

    // Collapsed until opened.
    expect(screen.getByRole('button', { name: 'In-Store Claim' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'In-Store Claim' })).not.toBeInTheDocument();
    const inStore = await expand(user, 'In-Store Claim');
    const steps = within(within(inStore).getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(8);
    expect(steps[3]).toHaveTextContent('Customer ID: 482913');
    expect(within(inStore).getByRole('button', { name: 'Claim' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'In-Store Claim' }));
    expect(screen.queryByRole('region', { name: 'In-Store Claim' })).not.toBeInTheDocument();

    const online = await expand(user, 'Online Claim');
    expect(within(online).getByRole('heading', { name: 'Zomato' })).toBeInTheDocument();
    expect(within(online).getByRole('heading', { name: 'Swiggy' })).toBeInTheDocument();
    expect(online).toHaveTextContent('at least 1 item ordered');
    // The platform is a choice, a tap each: Zomato or Swiggy, in a group named Platform.
    const platform = within(online).getByRole('group', { name: 'Platform' });
    expect(
      within(platform)
        .getAllByRole('radio')
        .map((choice) => choice.getAttribute('value')),
    ).toEqual(['Zomato', 'Swiggy']);
    for (const choice of within(platform).getAllByRole('radio')) expect(choice).toBeRequired();
    expect(within(online).queryByRole('textbox', { name: 'Platform' })).not.toBeInTheDocument();
    expect(within(online).getByRole('button', { name: 'Claim' })).toBeEnabled();

    const latest = screen.getByRole('region', { name: 'Latest Claim' });
    expect(latest).toHaveTextContent('No previous claims');
    expect(operations).toEqual(['RewardsRouteQuery']);
    await socket.subscribed('r-chaat');
  });

  it('shows the latest claim and disables both Claim buttons while it is pending', async () => {
    rewardsAnswers({ ...UNLOCKED, latestClaim: claim({ platform: 'Zomato', status: 'pending' }) });
    const { user } = openCustomerScreen('/home/r-chaat/rewards');

    const latest = await screen.findByRole('region', { name: 'Latest Claim' });
    expect(within(latest).getByRole('definition', { name: 'Date' })).toHaveTextContent('5 Jan 2025, 6:30 pm');
    expect(within(latest).getByRole('definition', { name: 'Platform' })).toHaveTextContent('Zomato');
    expect(within(latest).getByRole('definition', { name: 'Status' })).toHaveTextContent('Pending');
    expect(within(await expand(user, 'In-Store Claim')).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(within(await expand(user, 'Online Claim')).getByRole('button', { name: 'Claim' })).toBeDisabled();
  });

  it('enables Claim again when the latest claim was reviewed', async () => {
    rewardsAnswers({ ...UNLOCKED, latestClaim: claim({ status: 'approved' }) });
    const { user } = openCustomerScreen('/home/r-chaat/rewards');

    expect(within(await screen.findByRole('region', { name: 'Latest Claim' })).getByRole('definition', { name: 'Status' })).toHaveTextContent(
      'Approved',
    );
    expect(within(await expand(user, 'In-Store Claim')).getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('masks both panels with "Not enough points to claim reward" below the minimum, and unlocks on a live update', async () => {
    rewardsAnswers(LOCKED);
    const { socket } = openCustomerScreen('/home/r-chaat/rewards');

    expect(await screen.findByText('180 more points required to claim this reward.')).toBeInTheDocument();
    expect(screen.getAllByText('Not enough points to claim reward')).toHaveLength(2);
    for (const name of ['In-Store Claim', 'Online Claim'] as const) {
      expect(within(panel(name)).getByText('Not enough points to claim reward')).toBeInTheDocument();
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(within(panel(name)).getByRole('button', { name: 'Claim', hidden: true })).toBeDisabled();
    }

    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(LOCKED, 300));

    await waitFor(() => expect(screen.queryByText('Not enough points to claim reward')).not.toBeInTheDocument());
    expect(screen.getByText('300 / 300 points')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In-Store Claim' })).toBeEnabled();
  });

  it('claims In-Store: the latest claim shows pending and the Claim buttons are disabled, without a refetch', async () => {
    rewardsAnswers(UNLOCKED);
    let sent: unknown = null;
    answer('mutation', 'ClaimReward', (variables) => {
      sent = variables;
      return { data: { claimReward: claim({ id: 'claim-9', platform: 'In-Store', status: 'pending' }) } };
    });
    const { operations, user } = openCustomerScreen('/home/r-chaat/rewards');

    const inStore = await expand(user, 'In-Store Claim');
    await user.click(within(inStore).getByRole('button', { name: 'Claim' }));

    expect(await within(inStore).findByRole('status')).toHaveTextContent('Claim sent');
    expect(sent).toEqual({ restaurantUid: 'r-chaat', platform: 'In-Store' });
    const latest = screen.getByRole('region', { name: 'Latest Claim' });
    expect(within(latest).getByRole('definition', { name: 'Platform' })).toHaveTextContent('In-Store');
    expect(within(latest).getByRole('definition', { name: 'Status' })).toHaveTextContent('Pending');
    expect(within(inStore).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(within(await expand(user, 'Online Claim')).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(operations).toEqual(['RewardsRouteQuery', 'ClaimReward']);
  });

  it('requires the Platform for an online claim, then sends it', async () => {
    rewardsAnswers(UNLOCKED);
    const sent: unknown[] = [];
    answer('mutation', 'ClaimReward', (variables) => {
      sent.push(variables);
      return { data: { claimReward: claim({ platform: 'Swiggy' }) } };
    });
    const { user } = openCustomerScreen('/home/r-chaat/rewards');

    const online = await expand(user, 'Online Claim');
    await user.click(within(online).getByRole('button', { name: 'Claim' }));
    // Nothing chosen: the summary takes the focus and links to the choice, which says it too.
    const summary = await within(online).findByRole('alert');
    expect(summary).toHaveTextContent(/^Platform is required$/);
    expect(summary).toHaveFocus();
    const platform = within(online).getByRole('group', { name: 'Platform' });
    expect(platform).toHaveAccessibleDescription('The app you ordered on. Platform is required');
    expect(within(platform).getByRole('radio', { name: 'Zomato' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(summary).getByRole('link', { name: 'Platform is required' }));
    expect(within(platform).getByRole('radio', { name: 'Zomato' })).toHaveFocus();
    expect(sent).toEqual([]);

    await user.click(within(platform).getByRole('radio', { name: 'Swiggy' }));
    expect(within(online).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(online).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(sent).toEqual([{ restaurantUid: 'r-chaat', platform: 'Swiggy' }]));
    expect(await within(screen.getByRole('region', { name: 'Latest Claim' })).findByText('Swiggy')).toBeInTheDocument();
  });

  it('shows the server\'s message, or "Something went wrong. Try again." when there is none', async () => {
    rewardsAnswers(UNLOCKED);
    let calls = 0;
    server.use(
      graphql.mutation('ClaimReward', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(graphQLError('You already have a pending claim at this restaurant.', 'CONFLICT'))
          : HttpResponse.error();
      }),
    );
    const { user } = openCustomerScreen('/home/r-chaat/rewards');

    const inStore = await expand(user, 'In-Store Claim');
    await user.click(within(inStore).getByRole('button', { name: 'Claim' }));
    expect(await within(inStore).findByRole('alert')).toHaveTextContent('You already have a pending claim at this restaurant.');

    await user.click(within(inStore).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(within(inStore).getByRole('alert')).toHaveTextContent(/^Something went wrong\. Try again\.$/));
  });

  it('shows not found for a restaurant that is not in the list', async () => {
    rewardsAnswers(null);
    openCustomerScreen('/home/gone/rewards');
    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeInTheDocument();
  });

  it('shows a readable error with a retry when loading fails', async () => {
    server.use(graphql.query('RewardsRouteQuery', () => HttpResponse.error()));
    openCustomerScreen('/home/r-chaat/rewards');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('rewards page while a claim is reviewed', () => {
  it('shows an approval live from the socket alone: status, points, the mask, and the sent text goes away', async () => {
    rewardsAnswers(UNLOCKED);
    answer('mutation', 'ClaimReward', () => ({ data: { claimReward: claim({ id: 'claim-9', status: 'pending' }) } }));
    const { socket, operations, user } = openCustomerScreen('/home/r-chaat/rewards');
    const inStore = await expand(user, 'In-Store Claim');
    await socket.subscribed('r-chaat');
    await user.click(within(inStore).getByRole('button', { name: 'Claim' }));
    expect(await within(inStore).findByRole('status')).toHaveTextContent('Claim sent');

    // The staff approve: minimumSpend is deducted, the claim is approved, in one live message.
    socket.pushPoints('r-chaat', livePoints(UNLOCKED, 40, { latestClaim: claim({ id: 'claim-9', status: 'approved' }) }));

    const latest = screen.getByRole('region', { name: 'Latest Claim' });
    await waitFor(() => expect(within(latest).getByRole('definition', { name: 'Status' })).toHaveTextContent('Approved'));
    expect(screen.queryByText(/Claim sent/)).not.toBeInTheDocument();
    // 40 < 300: now locked, with the mask.
    expect(screen.getAllByText('Not enough points to claim reward')).toHaveLength(2);
    expect(screen.getByText('40 / 300 points')).toBeInTheDocument();
    expect(operations).toEqual(['RewardsRouteQuery', 'ClaimReward']);
  });

  it('shows a rejection live: "Rejected", the points kept, and Claim enabled again', async () => {
    rewardsAnswers({ ...UNLOCKED, latestClaim: claim({ id: 'claim-3', status: 'pending' }) });
    const { socket, operations, user } = openCustomerScreen('/home/r-chaat/rewards');
    const inStore = await expand(user, 'In-Store Claim');
    expect(within(inStore).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(inStore).toHaveTextContent('You have a pending claim.');
    await socket.subscribed('r-chaat');

    socket.pushPoints('r-chaat', livePoints(UNLOCKED, 340, { latestClaim: claim({ id: 'claim-3', status: 'rejected' }) }));

    await waitFor(() => expect(within(inStore).getByRole('button', { name: 'Claim' })).toBeEnabled());
    expect(within(screen.getByRole('region', { name: 'Latest Claim' })).getByRole('definition', { name: 'Status' })).toHaveTextContent('Rejected');
    expect(inStore).toHaveTextContent('The restaurant rejected your last claim. You can claim again.');
    expect(screen.getByText('340 / 300 points')).toBeInTheDocument();
    expect(operations).toEqual(['RewardsRouteQuery']);
  });
});

describe('rewards page when the owner changes the programme (issue 21)', () => {
  const PAUSED = 'This restaurant has paused its loyalty programme. Your points are kept.';

  it('says an announced dearer reward by the points, with the day in India and the price of today', async () => {
    clockAt('2026-11-26T06:00:00.000Z');
    rewardsAnswers(membership({ minimumSpend: 500, points: 340, ...PRICE_ANNOUNCED }));
    const { socket, user } = openCustomerScreen('/home/r-chaat/rewards');

    const note = await screen.findByText('From 10 Dec 2026 this reward needs 600 points (now 500)');
    expect(within(screen.getByRole('region', { name: 'Your reward' })).getByText(/this reward needs/)).toBe(note);
    expectCalmNote(note);
    // Until then a claim needs the old price: 340 < 500 is still short, whatever the announcement.
    expect(screen.getByText('160 more points required to claim this reward.')).toBeInTheDocument();
    expect(screen.getAllByText('Not enough points to claim reward')).toHaveLength(2);
    expect(screen.queryByText(PAUSED)).not.toBeInTheDocument();

    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(membership({ minimumSpend: 500, ...PRICE_ANNOUNCED }), 520));
    await waitFor(() => expect(screen.getByRole('button', { name: 'In-Store Claim' })).toBeEnabled());
    expect(screen.getByText('From 10 Dec 2026 this reward needs 600 points (now 500)')).toBeInTheDocument();
    expect(within(await expand(user, 'In-Store Claim')).getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('says it in Hindi, the date and the numbers as Hindi reads them', async () => {
    clockAt('2026-11-26T06:00:00.000Z');
    await setLanguage('hi');
    rewardsAnswers(membership({ minimumSpend: 50000, points: 120, pendingMinimumSpend: 100000, minimumSpendFrom: PRICE_ANNOUNCED.minimumSpendFrom }));
    const { socket } = openCustomerScreen('/home/r-chaat/rewards');

    expect(await screen.findByText('10 दिस॰ 2026 से इस इनाम के लिए 1,00,000 पॉइंट चाहिए होंगे (अभी 50,000)')).toBeInTheDocument();
    await socket.subscribed('r-chaat');
  });

  it('says nothing when no price is announced (pendingMinimumSpend null)', async () => {
    clockAt('2026-11-26T06:00:00.000Z');
    rewardsAnswers(membership({ minimumSpend: 500, pendingMinimumSpend: null, minimumSpendFrom: PRICE_ANNOUNCED.minimumSpendFrom }));
    const { socket } = openCustomerScreen('/home/r-chaat/rewards');
    expect(await screen.findByText('380 more points required to claim this reward.')).toBeInTheDocument();
    expect(screen.queryByText(/this reward needs/)).not.toBeInTheDocument();
    await socket.subscribed('r-chaat');
  });

  it('says nothing once the announced day has come (a screen kept open, a copy read offline)', async () => {
    clockAt('2026-12-09T18:30:00.000Z');
    rewardsAnswers(membership({ minimumSpend: 500, ...PRICE_ANNOUNCED }));
    const { socket } = openCustomerScreen('/home/r-chaat/rewards');
    expect(await screen.findByText('380 more points required to claim this reward.')).toBeInTheDocument();
    expect(screen.queryByText(/this reward needs/)).not.toBeInTheDocument();
    await socket.subscribed('r-chaat');
  });

  it('a paused programme: the sentence, and both panels masked with it and their Claim buttons disabled, even with enough points', async () => {
    rewardsAnswers(membership({ points: 340, suspended: true }));
    const { socket } = openCustomerScreen('/home/r-chaat/rewards');

    const note = await screen.findByText(PAUSED, { selector: '.programme-notice span' });
    expectCalmNote(note);
    expect(screen.queryByText('Not enough points to claim reward')).not.toBeInTheDocument();
    expect(screen.queryByText(/you can claim this reward/)).not.toBeInTheDocument();
    for (const name of ['In-Store Claim', 'Online Claim'] as const) {
      const toggle = screen.getByRole('button', { name });
      expect(toggle).toBeDisabled();
      expect(toggle).toHaveAccessibleDescription(PAUSED);
      expect(within(panel(name)).getByRole('button', { name: 'Claim', hidden: true })).toBeDisabled();
    }
    await socket.subscribed('r-chaat');
  });

  it('a paused programme in Hindi', async () => {
    await setLanguage('hi');
    rewardsAnswers(membership({ points: 340, suspended: true }));
    const { socket } = openCustomerScreen('/home/r-chaat/rewards');

    const sentence = 'इस रेस्टोरेंट ने अपना लॉयल्टी प्रोग्राम रोक दिया है। आपके पॉइंट सुरक्षित हैं।';
    expect(await screen.findByText(sentence, { selector: '.programme-notice span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रेस्टोरेंट में क्लेम' })).toHaveAccessibleDescription(sentence);
    await socket.subscribed('r-chaat');
  });
});
