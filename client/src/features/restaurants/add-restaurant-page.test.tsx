import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { answer, answerHeld, graphQLError, membership, VIEWER } from '../../test/customer-area';
import { openCustomerScreen } from '../../test/customer-screen';
import { server } from '../../test/server';

const location = () => screen.getByTestId('location');
const DOSA = membership({ restaurantUid: 'r-dosa', restaurantName: 'Saravana Tiffin Centre', resId: 'FS1001', minimumSpend: 500, points: 0 });
const CHAAT = membership({ points: 0 });

function layoutAnswers() {
  answer('query', 'HomeLayoutRouteQuery', () => ({ data: { me: VIEWER } }));
}

describe('Add Restaurant /home/add-restaurant', () => {
  it('requires the Restaurant ID (no request is sent)', async () => {
    layoutAnswers();
    const adds = vi.fn();
    server.use(graphql.mutation('AddRestaurant', () => (adds(), HttpResponse.json({ data: null }))));
    const { user } = openCustomerScreen('/home/add-restaurant');

    const input = await screen.findByRole('textbox', { name: 'Restaurant ID' });
    expect(input).toBeRequired();
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Restaurant ID is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(adds).not.toHaveBeenCalled();
  });

  it("shows the server's message (unknown ID)", async () => {
    layoutAnswers();
    answer('mutation', 'AddRestaurant', (variables) =>
      graphQLError(`No restaurant has the ID ${String(variables.resId)}. Check the ID and try again.`, 'NOT_FOUND'),
    );
    const { user } = openCustomerScreen('/home/add-restaurant');

    await user.type(await screen.findByRole('textbox', { name: 'Restaurant ID' }), ' FS9999 ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No restaurant has the ID FS9999. Check the ID and try again.');
    expect(location()).toHaveTextContent('/home/add-restaurant');
  });

  it('says a refusal in Hindi by its reason code, the wait in Hindi words (the server sends English)', async () => {
    await setLanguage('hi');
    layoutAnswers();
    answer('mutation', 'AddRestaurant', () =>
      graphQLError('Too many Restaurant IDs tried. Please wait 42 seconds and try again.', 'RATE_LIMITED', {
        reason: 'TOO_MANY_RESTAURANT_IDS',
        params: { duration: '42 seconds', durationSeconds: 42 },
      }),
    );
    const { user } = openCustomerScreen('/home/add-restaurant');

    await user.type(await screen.findByRole('textbox', { name: 'रेस्टोरेंट आईडी' }), 'FS1003');
    await user.click(screen.getByRole('button', { name: 'जोड़ें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('बहुत सी रेस्टोरेंट आईडी आज़माई गईं। कृपया 42 सेकंड रुकें और फिर कोशिश करें।');
  });

  it('shows "Something went wrong :(" when the server gives no message', async () => {
    layoutAnswers();
    server.use(graphql.mutation('AddRestaurant', () => HttpResponse.error()));
    const { user } = openCustomerScreen('/home/add-restaurant');

    await user.type(await screen.findByRole('textbox', { name: 'Restaurant ID' }), 'FS1003');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong :\($/);
  });

  it('adds, goes to the list and shows the new restaurant at once, from the updated cache', async () => {
    // The refresh on coming back is held: what the list shows meanwhile comes from the cache.
    const releaseRefresh = answerHeld(
      'RestaurantsRouteQuery',
      (_variables, load) => ({ data: { me: VIEWER, restaurants: load > 1 ? [DOSA, CHAAT] : [DOSA] } }),
      { from: 2 },
    );
    let sent: unknown = null;
    answer('mutation', 'AddRestaurant', (variables) => {
      sent = variables.resId;
      return { data: { addRestaurant: CHAAT } };
    });
    const { operations, user } = openCustomerScreen('/home');
    expect(await screen.findByRole('heading', { name: 'Saravana Tiffin Centre' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Add Restaurant' }));
    // Typed as it was read out, with a space: sent as the ID.
    await user.type(await screen.findByRole('textbox', { name: 'Restaurant ID' }), 'FS 1003 ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
    const list = await screen.findByRole('list', { name: 'Your restaurants' });
    expect(within(list).getByRole('heading', { name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(sent).toBe('FS1003');
    await waitFor(() => expect(operations).toEqual(['RestaurantsRouteQuery', 'AddRestaurant', 'RestaurantsRouteQuery']));
    releaseRefresh();
  });

  it('adds when the list was never loaded: the list loads once, with the new restaurant', async () => {
    layoutAnswers();
    answer('mutation', 'AddRestaurant', () => ({ data: { addRestaurant: CHAAT } }));
    answer('query', 'RestaurantsRouteQuery', () => ({ data: { me: VIEWER, restaurants: [CHAAT] } }));
    const { user } = openCustomerScreen('/home/add-restaurant');

    await user.type(await screen.findByRole('textbox', { name: 'Restaurant ID' }), 'FS1003');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('heading', { name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your restaurants' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
