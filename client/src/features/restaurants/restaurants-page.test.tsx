import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, answerHeld, clockAt, expectCalmNote, graphQLError, livePoints, membership, VIEWER } from '../../test/customer-area';
import { openCustomerScreen } from '../../test/customer-screen';
import { server } from '../../test/server';

const CHAAT = membership();
const THALI = membership({
  restaurantUid: 'r-thali',
  restaurantName: 'Punjab Dhaba Express',
  resId: 'FS1002',
  minimumSpend: 1000,
  points: 1250,
});

describe('restaurants list /home', () => {
  it('updates each restaurant live: a credit elsewhere shows without a reload', async () => {
    answer('query', 'RestaurantsRouteQuery', () => ({ data: { me: VIEWER, restaurants: [CHAAT, THALI] } }));
    const { socket, operations } = openCustomerScreen('/home');
    const list = await screen.findByRole('list', { name: 'Your restaurants' });
    await Promise.all([socket.subscribed('r-chaat'), socket.subscribed('r-thali')]);

    socket.pushPoints('r-chaat', livePoints(CHAAT, 650));

    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('650 / 300 points'));
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('1250 / 1000 points');
    expect(operations).toEqual(['RestaurantsRouteQuery']);
  });

  it('shows a spinner while loading, then each restaurant with points / minimumSpend, progress and View', async () => {
    const release = answerHeld('RestaurantsRouteQuery', () => ({ data: { me: VIEWER, restaurants: [CHAAT, THALI] } }));
    const { operations } = openCustomerScreen('/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Restaurants' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();

    const list = await screen.findByRole('list', { name: 'Your restaurants' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [chaat, thali] = items as [HTMLElement, HTMLElement];
    expect(within(chaat).getByRole('heading', { name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    expect(chaat).toHaveTextContent('120 / 300 points');
    const chaatProgress = within(chaat).getByRole('progressbar', { name: 'Progress to reward at Mumbai Chaat Corner' });
    expect(chaatProgress).toHaveAttribute('aria-valuenow', '120');
    expect(chaatProgress).toHaveAttribute('aria-valuemin', '0');
    expect(chaatProgress).toHaveAttribute('aria-valuemax', '300');
    expect(within(chaat).getByRole('link', { name: 'View Mumbai Chaat Corner' })).toHaveAttribute('href', '/home/r-chaat');
    // Above the minimum: the bar is full (the value never passes the maximum), the text says the truth.
    expect(thali).toHaveTextContent('1250 / 1000 points');
    expect(within(thali).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1000');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    // One request for the screen: the greeting came with it.
    expect(screen.getByText('Hi, Priya!')).toBeInTheDocument();
    expect(operations).toEqual(['RestaurantsRouteQuery']);
  });

  it('shows the empty message and the Add Restaurant button when the list is empty', async () => {
    answer('query', 'RestaurantsRouteQuery', () => ({ data: { me: VIEWER, restaurants: [] } }));
    const { user } = openCustomerScreen('/home');

    expect(await screen.findByText('No restaurants in your list. Add restaurant to get started!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your restaurants' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Add Restaurant' }));
    expect(await screen.findByRole('textbox', { name: 'Restaurant ID' })).toBeInTheDocument();
  });

  it('shows a readable error with a retry', async () => {
    let calls = 0;
    server.use(
      graphql.query('RestaurantsRouteQuery', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ data: { me: VIEWER, restaurants: [CHAAT] } });
      }),
    );
    const { user } = openCustomerScreen('/home');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page. Check your internet connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when the server answers with an error", async () => {
    answer('query', 'RestaurantsRouteQuery', () => graphQLError('Complete your profile first.', 'FORBIDDEN'));
    openCustomerScreen('/home');
    expect(await screen.findByRole('alert')).toHaveTextContent('Complete your profile first.');
  });
});

describe('greeting on screens without their own route query', () => {
  it('loads the greeting with the layout query there (one request)', async () => {
    answer('query', 'HomeLayoutRouteQuery', () => ({ data: { me: VIEWER } }));
    const { operations } = openCustomerScreen('/home/add-restaurant');
    expect(await screen.findByText('Hi, Priya!')).toBeInTheDocument();
    await waitFor(() => expect(operations).toEqual(['HomeLayoutRouteQuery']));
  });
});

describe('restaurants list when owners change their programmes (issue 21)', () => {
  it("says each tab's announced price (Indian numbers) and paused programme, and nothing for a restaurant with neither", async () => {
    clockAt('2026-11-26T06:00:00.000Z');
    const announced = { ...THALI, minimumSpend: 50000, pendingMinimumSpend: 100000, minimumSpendFrom: '2027-01-14T18:30:00.000Z' };
    const paused = membership({ restaurantUid: 'r-dosa', restaurantName: 'Saravana Tiffin Centre', resId: 'FS1001', suspended: true });
    answer('query', 'RestaurantsRouteQuery', () => ({ data: { me: VIEWER, restaurants: [CHAAT, announced, paused] } }));
    const { socket } = openCustomerScreen('/home');
    const list = await screen.findByRole('list', { name: 'Your restaurants' });
    const [chaat, thali, dosa] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];

    const note = within(thali).getByText('From 15 Jan 2027 this reward needs 1,00,000 points (now 50,000)');
    expectCalmNote(note);
    expect(within(dosa).getByText('This restaurant has paused its loyalty programme. Your points are kept.')).toBeInTheDocument();
    expect(chaat).not.toHaveTextContent(/this reward needs|paused/);
    expect(thali).not.toHaveTextContent(/paused/);
    expect(dosa).not.toHaveTextContent(/this reward needs/);
    await Promise.all([socket.subscribed('r-chaat'), socket.subscribed('r-thali'), socket.subscribed('r-dosa')]);
  });
});
