import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { answer, answerHeld, clockAt, expectCalmNote, graphQLError, livePoints, membership, PRICE_ANNOUNCED, VIEWER } from '../../test/customer-area';
import { openCustomerScreen } from '../../test/customer-screen';
import { server } from '../../test/server';
import { DELETE_CONFIRMATION } from './restaurant-detail-page';

const CHAAT = membership();
const location = () => screen.getByTestId('location');
const fact = (name: string) => screen.getByRole('definition', { name });

function detailAnswers(restaurant: ReturnType<typeof membership> | null = CHAAT) {
  answer('query', 'RestaurantRouteQuery', (variables) => ({
    data: { me: VIEWER, restaurant: variables.restaurantUid === restaurant?.restaurantUid ? restaurant : null },
  }));
}

describe('restaurant detail /home/:restaurantUid', () => {
  it('waits for both the restaurant and the first live points message, then shows every field', async () => {
    const release = answerHeld('RestaurantRouteQuery', () => ({ data: { me: VIEWER, restaurant: CHAAT } }));
    const { socket, operations } = openCustomerScreen('/home/r-chaat');

    // Subscribed at once (in parallel with the query), still loading.
    await socket.subscribed('r-chaat');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();
    // The restaurant is in, but no live points yet: still loading.
    await waitFor(() => expect(operations).toEqual(['RestaurantRouteQuery']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Mumbai Chaat Corner' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    socket.pushPoints('r-chaat', livePoints(CHAAT, 150));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    expect(fact('Restaurant ID')).toHaveTextContent('FS1003');
    expect(fact('Points')).toHaveTextContent('150 / 300');
    expect(fact('Points until next reward')).toHaveTextContent('150');
    expect(fact('Customer ID')).toHaveTextContent('482913');
    expect(fact('PIN')).toHaveTextContent('4321');
    const progress = screen.getByRole('progressbar', { name: 'Progress to reward at Mumbai Chaat Corner' });
    expect(progress).toHaveAttribute('aria-valuenow', '150');
    expect(progress).toHaveAttribute('aria-valuemax', '300');
    expect(screen.getByRole('link', { name: 'View Rewards' })).toHaveAttribute('href', '/home/r-chaat/rewards');
    expect(screen.getByRole('link', { name: 'Online Points' })).toHaveAttribute('href', '/home/r-chaat/online-points');
    expect(screen.getByRole('link', { name: 'Points History' })).toHaveAttribute('href', '/home/r-chaat/history');
    expect(screen.getByRole('button', { name: 'Delete Restaurant' })).toBeEnabled();
    // The greeting came with the route query: one GraphQL request for the whole screen.
    expect(screen.getByText('Hi, Priya!')).toBeInTheDocument();
    expect(operations).toEqual(['RestaurantRouteQuery']);
    expect(socket.connections).toBe(1);
  });

  it('updates the points live, without a reload, and shows 0 until the next reward once reached', async () => {
    detailAnswers();
    const { socket, operations } = openCustomerScreen('/home/r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120));
    expect(await screen.findByRole('heading', { name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    expect(fact('Points')).toHaveTextContent('120 / 300');

    socket.pushPoints('r-chaat', livePoints(CHAAT, 760));

    await waitFor(() => expect(fact('Points')).toHaveTextContent('760 / 300'));
    expect(fact('Points until next reward')).toHaveTextContent(/^0$/);
    expect(screen.getByRole('progressbar', { name: /Progress to reward/ })).toHaveAttribute('aria-valuenow', '300');
    expect(operations).toEqual(['RestaurantRouteQuery']);
  });

  it('shows a not-found state with a way back for a restaurant that is not in the list', async () => {
    detailAnswers(null);
    openCustomerScreen('/home/unknown');

    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your restaurants' })).toHaveAttribute('href', '/home');
  });

  it('shows the same not-found state, not a retry, for an id the server refuses (a mangled link)', async () => {
    answer('query', 'RestaurantRouteQuery', () => graphQLError('restaurantUid is not valid', 'BAD_USER_INPUT'));
    openCustomerScreen(`/home/${'x'.repeat(300)}`);

    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeInTheDocument();
    expect(screen.queryByText('restaurantUid is not valid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a readable error with a retry when the restaurant cannot be loaded', async () => {
    let calls = 0;
    answer('query', 'RestaurantRouteQuery', () => {
      calls += 1;
      // Not UNAUTHENTICATED: a session the server ended is said to have ended (app/session-ended.test.tsx), not retried.
      return calls === 1
        ? graphQLError('Something went wrong on our side. Please try again.', 'INTERNAL_SERVER_ERROR')
        : { data: { me: VIEWER, restaurant: CHAAT } };
    });
    const { socket, user } = openCustomerScreen('/home/r-chaat');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
  });

  it('shows a readable error when the live points cannot be loaded', async () => {
    detailAnswers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { socket } = openCustomerScreen('/home/r-chaat');
    await socket.subscribed('r-chaat');

    socket.fail('r-chaat', 'This restaurant is not in your list.', 'NOT_FOUND');

    expect(await screen.findByRole('alert')).toHaveTextContent('This restaurant is not in your list.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Delete Restaurant', () => {
  async function openDetail() {
    detailAnswers();
    const { socket } = openCustomerScreen('/home/r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120));
    return screen.findByRole('button', { name: 'Delete Restaurant' });
  }

  it('does nothing when the confirmation is cancelled', async () => {
    const deletes = vi.fn();
    answer('mutation', 'DeleteRestaurant', () => {
      deletes();
      return { data: { deleteRestaurant: true } };
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    await user.click(await openDetail());

    expect(confirm).toHaveBeenCalledWith(DELETE_CONFIRMATION);
    expect(DELETE_CONFIRMATION).toBe(
      'Are you sure you want to delete this restaurant? Deleting the restaurant will delete all your points at this restaurant.',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deletes).not.toHaveBeenCalled();
    expect(location()).toHaveTextContent('/home/r-chaat');
  });

  it('deletes after confirming, goes to /home and the list is right without a reload', async () => {
    // The list was loaded before (with two restaurants), then the detail was opened from it.
    const DOSA = membership({ restaurantUid: 'r-dosa', restaurantName: 'Saravana Tiffin Centre', resId: 'FS1001', minimumSpend: 500 });
    // The refresh on coming back is held: what the list shows meanwhile comes from the cache.
    const releaseRefresh = answerHeld(
      'RestaurantsRouteQuery',
      (_variables, load) => ({ data: { me: VIEWER, restaurants: load > 1 ? [DOSA] : [CHAAT, DOSA] } }),
      { from: 2 },
    );
    detailAnswers();
    let deletedUid: unknown = null;
    answer('mutation', 'DeleteRestaurant', (variables) => {
      deletedUid = variables.restaurantUid;
      return { data: { deleteRestaurant: true } };
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { socket, operations, user } = openCustomerScreen('/home');
    await user.click(await screen.findByRole('link', { name: 'View Mumbai Chaat Corner' }));
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120));

    await user.click(await screen.findByRole('button', { name: 'Delete Restaurant' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
    expect(deletedUid).toBe('r-chaat');
    const list = await screen.findByRole('list', { name: 'Your restaurants' });
    expect(within(list).queryByText('Mumbai Chaat Corner')).not.toBeInTheDocument();
    expect(within(list).getByText('Saravana Tiffin Centre')).toBeInTheDocument();
    // Right before the list's refresh answers: the cache was updated. The detail query was not refetched.
    expect(operations).toEqual(['RestaurantsRouteQuery', 'RestaurantRouteQuery', 'DeleteRestaurant', 'RestaurantsRouteQuery']);
    // The deleted restaurant is no longer watched; the list watches the one that is left.
    await waitFor(() => expect(socket.subscriptions.map((each) => each.variables.restaurantUid)).toEqual(['r-dosa']));
    releaseRefresh();
  });

  it('says "An error occured while deleting the restaurant" in an alert region by the button when the delete fails without a message', async () => {
    server.use(graphql.mutation('DeleteRestaurant', () => HttpResponse.error()));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const deleteButton = await openDetail();
    await user.click(deleteButton);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occured while deleting the restaurant');
    expect(alert).toHaveFocus();
    expect(deleteButton).toHaveAccessibleDescription('An error occured while deleting the restaurant');
    expect(window.alert).not.toHaveBeenCalled();
    expect(location()).toHaveTextContent('/home/r-chaat');
    expect(screen.getByRole('heading', { name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
  });

  it("says the server's message in the alert region when the server says why", async () => {
    answer('mutation', 'DeleteRestaurant', () => graphQLError('This restaurant is not in your list.', 'NOT_FOUND'));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await user.click(await openDetail());

    expect(await screen.findByRole('alert')).toHaveTextContent('This restaurant is not in your list.');
    expect(window.alert).not.toHaveBeenCalled();
    expect(location()).toHaveTextContent('/home/r-chaat');
  });
});

describe('restaurant detail when the owner changes the programme (issue 21)', () => {
  it('says an announced dearer reward in the points card, with the live price of today', async () => {
    clockAt('2026-11-26T06:00:00.000Z');
    const announced = membership({ minimumSpend: 500, ...PRICE_ANNOUNCED });
    detailAnswers(announced);
    const { socket } = openCustomerScreen('/home/r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(announced, 450));

    const note = await screen.findByText('From 10 Dec 2026 this reward needs 600 points (now 500)');
    expect(note.closest('.restaurant-detail__card')).not.toBeNull();
    expectCalmNote(note);
    expect(fact('Points')).toHaveTextContent('450 / 500');
    expect(screen.queryByText(/paused its loyalty programme/)).not.toBeInTheDocument();
  });

  it('in Hindi', async () => {
    clockAt('2026-11-26T06:00:00.000Z');
    await setLanguage('hi');
    const announced = membership({ minimumSpend: 500, ...PRICE_ANNOUNCED });
    detailAnswers(announced);
    const { socket } = openCustomerScreen('/home/r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(announced, 450));

    expect(await screen.findByText('10 दिस॰ 2026 से इस इनाम के लिए 600 पॉइंट चाहिए होंगे (अभी 500)')).toBeInTheDocument();
  });

  it("an open page hears of the owner's changes live: an announced price, a new reward, a pause", async () => {
    clockAt('2026-11-26T06:00:00.000Z');
    detailAnswers(CHAAT);
    const { socket } = openCustomerScreen('/home/r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    expect(screen.queryByText(/this reward needs/)).not.toBeInTheDocument();

    // The owner announces 600 points from 10 Dec: the same points, a new message.
    socket.pushPoints('r-chaat', livePoints(membership({ ...PRICE_ANNOUNCED, reward: 'Free bhel puri' }), 120));
    expect(await screen.findByText('From 10 Dec 2026 this reward needs 600 points (now 300)')).toBeInTheDocument();
    // The operator pauses the restaurant.
    socket.pushPoints('r-chaat', livePoints(membership({ ...PRICE_ANNOUNCED, suspended: true }), 120));
    expect(await screen.findByText('This restaurant has paused its loyalty programme. Your points are kept.')).toBeInTheDocument();
  });

  it('says nothing of a price when none is announced', async () => {
    clockAt('2026-11-26T06:00:00.000Z');
    detailAnswers(CHAAT);
    const { socket } = openCustomerScreen('/home/r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120));
    expect(await screen.findByRole('heading', { name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    expect(screen.queryByText(/this reward needs/)).not.toBeInTheDocument();
    expect(screen.queryByText(/paused/)).not.toBeInTheDocument();
  });

  it('says a paused programme under the name, the points kept', async () => {
    const paused = membership({ points: 340, suspended: true });
    detailAnswers(paused);
    const { socket } = openCustomerScreen('/home/r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(paused, 340));

    const note = await screen.findByText('This restaurant has paused its loyalty programme. Your points are kept.');
    expectCalmNote(note);
    expect(fact('Points')).toHaveTextContent('340 / 300');
  });
});

describe('restaurant detail: a Customer ID locked after wrong PINs (issue 22)', () => {
  // 20:30 in Kolkata.
  const NOW = '2026-11-26T15:00:00.000Z';
  const LOCK_TEXT = /^Someone entered a wrong PIN for your Customer ID several times; crediting is paused until /;

  async function openWith(restaurant: ReturnType<typeof membership>) {
    detailAnswers(restaurant);
    const { socket } = openCustomerScreen('/home/r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(restaurant, restaurant.points));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    return socket;
  }

  it('says until when crediting is paused, in India time (the minute rounded up), as a calm note', async () => {
    clockAt(NOW);
    // 21:39:30 in Kolkata: at 21:40 cashiers can credit again.
    await openWith(membership({ pinLockedUntil: '2026-11-26T16:09:30.000Z' }));

    const note = screen.getByText('Someone entered a wrong PIN for your Customer ID several times; crediting is paused until 21:40.');
    expectCalmNote(note);
  });

  it('adds the day when the lock ends on another day', async () => {
    clockAt(NOW);
    await openWith(membership({ pinLockedUntil: '2026-11-27T03:40:00.000Z' }));

    expect(
      screen.getByText('Someone entered a wrong PIN for your Customer ID several times; crediting is paused until 27 Nov, 09:10.'),
    ).toBeInTheDocument();
  });

  it('says nothing when not locked', async () => {
    clockAt(NOW);
    await openWith(membership({ pinLockedUntil: null }));
    expect(screen.queryByText(LOCK_TEXT)).not.toBeInTheDocument();
  });

  it('says nothing of a lock that has already ended', async () => {
    clockAt(NOW);
    await openWith(membership({ pinLockedUntil: '2026-11-26T14:59:00.000Z' }));
    expect(screen.queryByText(LOCK_TEXT)).not.toBeInTheDocument();
  });

  it('goes once the time has passed on a screen left open', async () => {
    clockAt(NOW);
    await openWith(membership({ pinLockedUntil: new Date(Date.now() + 1500).toISOString() }));
    expect(screen.getByText(LOCK_TEXT)).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByText(LOCK_TEXT)).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('follows the live message: a lock it brings shows, a lock the owner lifted goes', async () => {
    clockAt(NOW);
    const socket = await openWith(CHAAT);
    expect(screen.queryByText(LOCK_TEXT)).not.toBeInTheDocument();

    socket.pushPoints('r-chaat', livePoints(membership({ pinLockedUntil: '2026-11-26T16:10:00.000Z' }), 120));
    expect(await screen.findByText(LOCK_TEXT)).toHaveTextContent(/until 21:40\.$/);
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120));
    await waitFor(() => expect(screen.queryByText(LOCK_TEXT)).not.toBeInTheDocument());
  });

  it('in Hindi', async () => {
    clockAt(NOW);
    await setLanguage('hi');
    await openWith(membership({ pinLockedUntil: '2026-11-27T03:40:00.000Z' }));

    expect(screen.getByText('किसी ने आपकी ग्राहक आईडी के लिए कई बार ग़लत PIN डाला, इसलिए 27 नव॰, 09:10 तक आपके पॉइंट नहीं जोड़े जा सकते।')).toBeInTheDocument();
  });
});
