import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { freshIdTokenOfCurrentUser } from '../lib/firebase-auth';
import { setLanguage } from '../lib/i18n';
import { loadOfflineSnapshot, saveRestaurantList } from '../lib/offline-snapshot';
import { answer, CUSTOMER, graphQLError, livePoints, membership, VIEWER } from '../test/customer-area';
import { openCustomerScreen } from '../test/customer-screen';
import { renderApp } from '../test/render-app';
import { recordRequests, server } from '../test/server';

const CHAAT = membership();
const location = () => screen.getByTestId('location');
const LOGGED_OUT = 'You have been logged out';

/** `me` answers 401 from now on: the session is gone on the server (a logout in another tab, a revocation). */
function sessionGoneOnServer() {
  server.use(
    http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 })),
  );
}

/** A customer on a restaurant's page, its points shown live. */
async function onRestaurantPage() {
  answer('query', 'RestaurantRouteQuery', () => ({ data: { me: VIEWER, restaurant: CHAAT } }));
  const opened = openCustomerScreen('/home/r-chaat');
  await opened.socket.subscribed('r-chaat');
  opened.socket.pushPoints('r-chaat', livePoints(CHAAT, 150));
  expect(await screen.findByRole('heading', { level: 1, name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
  return opened;
}

/** What the screen says once the session ended: one heading that has the focus, in an alert, and one button to log in. */
async function expectLoggedOut(heading = LOGGED_OUT, button = 'Log in') {
  const title = await screen.findByRole('heading', { level: 1, name: heading });
  expect(screen.getByRole('alert')).toContainElement(title);
  await waitFor(() => expect(title).toHaveFocus());
  expect(screen.getAllByRole('button').map((item) => item.textContent)).toEqual([button]);
  // Not a network message, not a retry.
  expect(screen.queryByText(/internet connection/)).not.toBeInTheDocument();
  expect(screen.queryByText('Please log in to continue.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  return screen.getByRole('button', { name: button });
}

describe('a session the server ends under an open customer screen', () => {
  it('live socket closed with 4401 on a restaurant page: "You have been logged out", one button to the login page, nothing kept', async () => {
    // The list was seen before: its offline copy is on the device.
    await saveRestaurantList({ uid: VIEWER.uid, me: { ...CUSTOMER, role: 'customer', profileSet: true }, firstName: 'Priya', restaurants: [CHAAT] });
    const { socket, user } = await onRestaurantPage();
    expect(await loadOfflineSnapshot()).not.toBeNull();
    sessionGoneOnServer();
    const requests = recordRequests();

    socket.endSession();

    const logIn = await expectLoggedOut();
    // The re-sync was tried (`me` again; no Firebase user to sync), then the offline copy went.
    expect(requests).toContain('GET /api/v1/auth/customer/me');
    expect(requests).not.toContain('POST /api/v1/auth/sync-session');
    expect(await loadOfflineSnapshot()).toBeNull();
    expect(location()).toHaveTextContent(/^\/home\/r-chaat$/);

    await user.click(logIn);

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('heading', { name: LOGGED_OUT })).not.toBeInTheDocument();
    // The first render of the file loads the lazy chunks through Vite's transform (slow on a busy machine).
  }, 15_000);

  it('says it in Hindi when Hindi is chosen', async () => {
    await setLanguage('hi');
    answer('query', 'RestaurantRouteQuery', () => ({ data: { me: VIEWER, restaurant: CHAAT } }));
    const { socket } = openCustomerScreen('/home/r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 150));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    sessionGoneOnServer();

    socket.endSession();

    await expectLoggedOut('आप लॉग आउट हो गए हैं', 'लॉग इन करें');
  });

  it('keeps the page when the re-sync restores the session: the live points resubscribe on a new socket', async () => {
    const { socket } = await onRestaurantPage();
    let synced = false;
    server.use(
      http.get('/api/v1/auth/customer/me', () =>
        synced ? HttpResponse.json(CUSTOMER) : HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
      http.post('/api/v1/auth/sync-session', () => {
        synced = true;
        return HttpResponse.json({ ok: true, csrfToken: 'after-sync' });
      }),
    );
    vi.mocked(freshIdTokenOfCurrentUser).mockResolvedValue('fresh-id-token');

    socket.endSession();

    await waitFor(() => expect(socket.connections).toBe(2));
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 480));
    await waitFor(() => expect(screen.getByRole('definition', { name: 'Points' })).toHaveTextContent('480 / 300'));
    expect(synced).toBe(true);
    expect(screen.queryByRole('heading', { name: LOGGED_OUT })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a GraphQL answer UNAUTHENTICATED (the list of restaurants): the same', async () => {
    server.use(
      graphql.query('RestaurantsRouteQuery', () => {
        sessionGoneOnServer();
        return HttpResponse.json(graphQLError('Please log in to continue.', 'UNAUTHENTICATED'));
      }),
    );
    const { user } = openCustomerScreen('/home');

    const logIn = await expectLoggedOut();
    await user.click(logIn);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('a REST 401 on /profile: the same', async () => {
    let profileLoads = 0;
    server.use(
      http.get('/api/v1/auth/customer/me', () => HttpResponse.json(CUSTOMER)),
      http.get('/api/v1/customer/profile', () => {
        profileLoads += 1;
        sessionGoneOnServer();
        return HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');

    const logIn = await expectLoggedOut();
    expect(profileLoads).toBe(1);
    await user.click(logIn);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(within(document.body).queryByRole('heading', { name: LOGGED_OUT })).not.toBeInTheDocument();
  });
});
