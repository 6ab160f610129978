import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, graphQLError, livePoints, membership, VIEWER } from '../../test/customer-area';
import { openCustomerScreen } from '../../test/customer-screen';

const location = () => screen.getByTestId('location');
const DOSA = membership({ restaurantUid: 'r-dosa', restaurantName: 'Saravana Tiffin Centre', resId: 'FS1001', minimumSpend: 500, points: 120 });
const CHAAT = membership({ points: 0 });
const ALREADY_LISTED = 'This restaurant is already in your list.';

function detailAnswers() {
  answer('query', 'HomeLayoutRouteQuery', () => ({ data: { me: VIEWER } }));
  answer('query', 'RestaurantRouteQuery', (variables) => ({
    data: { me: VIEWER, restaurant: [DOSA, CHAAT].find((restaurant) => restaurant.restaurantUid === variables.restaurantUid) ?? null },
  }));
}

describe("a poster's link (/home/add-restaurant?resId=) for a restaurant already in the list", () => {
  it("opens the restaurant's page, not the server's message: the server says so, the list says which one", async () => {
    detailAnswers();
    answer('mutation', 'AddRestaurant', () => graphQLError(ALREADY_LISTED, 'CONFLICT'));
    answer('query', 'RestaurantsRouteQuery', () => ({ data: { me: VIEWER, restaurants: [CHAAT, DOSA] } }));
    const { operations, socket } = openCustomerScreen('/home/add-restaurant?resId=fs1001');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/home\/r-dosa$/));
    await socket.subscribed('r-dosa');
    socket.pushPoints('r-dosa', livePoints(DOSA, 120));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saravana Tiffin Centre' })).toBeInTheDocument();
    expect(screen.queryByText(ALREADY_LISTED)).not.toBeInTheDocument();
    expect(operations.filter((name) => name !== 'HomeLayoutRouteQuery').slice(0, 2)).toEqual(['AddRestaurant', 'RestaurantsRouteQuery']);
  });

  it('opens it straight from the list this visit already has, without asking the server to add it', async () => {
    detailAnswers();
    answer('mutation', 'AddRestaurant', () => graphQLError(ALREADY_LISTED, 'CONFLICT'));
    answer('query', 'RestaurantsRouteQuery', () => ({ data: { me: VIEWER, restaurants: [CHAAT, DOSA] } }));
    const { operations, socket, navigateTo } = openCustomerScreen('/home');
    const list = await screen.findByRole('list', { name: 'Your restaurants' });
    expect(within(list).getByRole('heading', { name: 'Saravana Tiffin Centre' })).toBeInTheDocument();

    // The poster's link opened in the same visit: the list is in the cache.
    navigateTo('/home/add-restaurant?resId=FS1001');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/home\/r-dosa$/));
    await socket.subscribed('r-dosa');
    socket.pushPoints('r-dosa', livePoints(DOSA, 120));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saravana Tiffin Centre' })).toBeInTheDocument();
    expect(operations).not.toContain('AddRestaurant');
  });

  it('a typed ID of a listed restaurant keeps the server\'s message (the spec\'s "already in your list")', async () => {
    detailAnswers();
    answer('mutation', 'AddRestaurant', () => graphQLError(ALREADY_LISTED, 'CONFLICT'));
    answer('query', 'RestaurantsRouteQuery', () => ({ data: { me: VIEWER, restaurants: [CHAAT, DOSA] } }));
    const { operations, user } = openCustomerScreen('/home/add-restaurant');

    await user.type(await screen.findByRole('textbox', { name: 'Restaurant ID' }), 'FS1001');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY_LISTED);
    expect(location()).toHaveTextContent(/^\/home\/add-restaurant$/);
    expect(operations).toEqual(['HomeLayoutRouteQuery', 'AddRestaurant']);
  });
});
