import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { freshIdTokenOfCurrentUser, hasPersistedAuthUser, signOutOfFirebase } from '../lib/firebase-auth';
import type { Me } from '../lib/session';
import { renderApp, setAppConfig } from '../test/render-app';
import { CSRF_TOKEN_PATH } from '../lib/api';
import { CUSTOMER } from '../test/customer-area';
import { withoutSignedInHint } from '../test/session-hint';
import { CSRF_TOKEN, recordRequests, server } from '../test/server';
import { appRoutePaths, matchAppRoute } from './app';
import routeModules from './route-modules.json';

function meAnswers(me: Me | null) {
  server.use(
    http.get('/api/v1/auth/customer/me', () =>
      me ? HttpResponse.json(me) : HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 }),
    ),
  );
}

/** The greeting's data: the layout's own query, or (on /home) the restaurants list's route query that also selects `me`. */
function greetingQueryAnswers(firstName: string) {
  const tokens: Array<string | null> = [];
  const me = { __typename: 'Viewer', uid: 'uid-1', profile: { __typename: 'Profile', firstName } };
  server.use(
    graphql.query('HomeLayoutRouteQuery', ({ request }) => {
      tokens.push(request.headers.get('x-csrf-token'));
      return HttpResponse.json({ data: { me } });
    }),
    graphql.query('RestaurantsRouteQuery', ({ request }) => {
      tokens.push(request.headers.get('x-csrf-token'));
      return HttpResponse.json({ data: { me, restaurants: [] } });
    }),
  );
  return tokens;
}

const location = () => screen.getByTestId('location');

describe('customer guard of /home', () => {
  it('sends a visitor without a session to / (without loading the Firebase SDK for a re-sync)', async () => {
    meAnswers(null);
    renderApp('/home');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(freshIdTokenOfCurrentUser).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Get rewarded for your loyalty' })).toBeInTheDocument();
  });

  it('sends a staff account to /, where an alert region says "Unauthorized customer login" until closed or left', async () => {
    meAnswers({ ...CUSTOMER, role: 'staff' });
    const user = userEvent.setup();
    renderApp('/home');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Unauthorized customer login');
    expect(notice).toHaveFocus();
    expect(window.alert).not.toHaveBeenCalled();
    // A staff session is not sent back to /home from the landing page.
    const heading = screen.getByRole('heading', { level: 1, name: 'Get rewarded for your loyalty' });

    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(heading).toHaveFocus();
  });

  it('sends a customer whose profile is not set to /profile', async () => {
    meAnswers({ ...CUSTOMER, profileSet: false });
    renderApp('/home');

    await waitFor(() => expect(location()).toHaveTextContent('/profile'));
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });

  it('sends a customer with a profile who has not agreed to the current privacy notice to /consent', async () => {
    meAnswers({ ...CUSTOMER, consentCurrent: false });
    renderApp('/home');

    await waitFor(() => expect(location()).toHaveTextContent('/consent'));
    expect(await screen.findByRole('heading', { name: 'Our privacy notice' })).toBeInTheDocument();
  });

  it('shows the layout to a customer, greeting them with the typed GraphQL query', async () => {
    meAnswers(CUSTOMER);
    const tokens = greetingQueryAnswers('Priya');
    renderApp('/home');

    expect(await screen.findByText('Hi, Priya!')).toBeInTheDocument();
    expect(tokens).toEqual([CSRF_TOKEN]);
    const menu = screen.getByRole('navigation', { name: 'Customer menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(menu).getByRole('link', { name: 'Add Restaurant' })).toHaveAttribute('href', '/home/add-restaurant');
    expect(within(menu).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/home/contact-us');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    // One GraphQL request for /home: the list's route query also brought the greeting.
    expect(await screen.findByRole('heading', { name: 'Your Restaurants' })).toBeInTheDocument();
    expect(await screen.findByText('No restaurants in your list. Add restaurant to get started!')).toBeInTheDocument();
  });

  it('re-syncs the session on a 401 when a Firebase user is signed in', async () => {
    let synced = false;
    let authorization: string | null = null;
    vi.mocked(freshIdTokenOfCurrentUser).mockResolvedValue('fresh-id-token');
    server.use(
      http.get('/api/v1/auth/customer/me', () =>
        synced ? HttpResponse.json(CUSTOMER) : HttpResponse.json({ error: 'expired', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
      http.post('/api/v1/auth/sync-session', ({ request }) => {
        authorization = request.headers.get('authorization');
        synced = true;
        return HttpResponse.json({ ok: true, csrfToken: 'after-sync' });
      }),
    );
    greetingQueryAnswers('Ravi');
    renderApp('/home');

    expect(await screen.findByText('Hi, Ravi!')).toBeInTheDocument();
    expect(authorization).toBe('Bearer fresh-id-token');
    expect(location()).toHaveTextContent('/home');
    expect(signOutOfFirebase).not.toHaveBeenCalled();
  });

  it('signs out of Firebase and goes to / when the re-sync fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(freshIdTokenOfCurrentUser).mockResolvedValue('revoked-id-token');
    meAnswers(null);
    server.use(
      http.post('/api/v1/auth/sync-session', () => HttpResponse.json({ error: 'Session revoked', code: 'UNAUTHENTICATED' }, { status: 401 })),
    );
    renderApp('/home');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Session re-sync failed', expect.any(Error));
  });

  it('shows a readable error with a retry when me fails for another reason', async () => {
    server.use(
      http.get('/api/v1/auth/customer/me', () =>
        HttpResponse.json({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_SERVER_ERROR' }, { status: 500 }),
      ),
    );
    renderApp('/home');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('customer layout', () => {
  it('logs out: logout call, Firebase sign-out, back to /', async () => {
    meAnswers(CUSTOMER);
    greetingQueryAnswers('Priya');
    let logoutToken: string | null = null;
    server.use(
      http.post('/api/v1/auth/customer/logout', ({ request }) => {
        logoutToken = request.headers.get('x-csrf-token');
        return HttpResponse.json({ message: 'Logged out', csrfToken: 'after-logout' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/home');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(logoutToken).toBe(CSRF_TOKEN);
    expect(signOutOfFirebase).toHaveBeenCalled();
    // Logged out: the landing page stays (no redirect back to /home).
    expect(screen.getByRole('heading', { level: 1, name: 'Get rewarded for your loyalty' })).toBeInTheDocument();
  });

  it('mobile menu closes on route change and on an outside click', async () => {
    meAnswers(CUSTOMER);
    greetingQueryAnswers('Priya');
    const user = userEvent.setup();
    renderApp('/home');
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home/contact-us'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('heading', { name: 'Contact Us' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('Contact Us shows the support email and phone from the config', async () => {
    setAppConfig({ support: { email: 'care@foodspot.test', phone: '+91 80000 12345' } });
    meAnswers(CUSTOMER);
    greetingQueryAnswers('Priya');
    renderApp('/home/contact-us');

    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'care@foodspot.test' })).toHaveAttribute('href', 'mailto:care@foodspot.test');
    expect(screen.getByRole('link', { name: '+91 80000 12345' })).toHaveAttribute('href', 'tel:+918000012345');
  });

  it('Add Restaurant shows its form', async () => {
    meAnswers(CUSTOMER);
    greetingQueryAnswers('Priya');
    renderApp('/home/add-restaurant');
    expect(await screen.findByRole('heading', { name: 'Add Restaurant' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Restaurant ID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});

describe('routes and login-page redirects', () => {
  it('redirects any other path to /', async () => {
    renderApp('/no/such/page');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('paints the landing page before me answers, then sends a logged-in customer to /home', async () => {
    let answer: (() => void) | null = null;
    server.use(
      http.get('/api/v1/auth/customer/me', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(CUSTOMER);
      }),
    );
    greetingQueryAnswers('Priya');
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Get rewarded for your loyalty' })).toBeInTheDocument();
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
  });

  it('sends a logged-in customer without a profile from /email-login to /profile', async () => {
    meAnswers({ ...CUSTOMER, profileSet: false });
    renderApp('/email-login');
    await waitFor(() => expect(location()).toHaveTextContent('/profile'));
  });

  it('keeps a visitor without a session on /email-sign-up, without asking me', async () => {
    withoutSignedInHint();
    const requests = recordRequests();
    renderApp('/email-sign-up');
    expect(await screen.findByRole('heading', { name: 'Sign Up with Email' })).toBeInTheDocument();
    await afterPersistedUserCheck();
    expect(location()).toHaveTextContent('/email-sign-up');
    expect(requests).toEqual([]);
  });
});

/** Waits for the app's own check for a persisted Firebase user, and for what it does right after it. */
async function afterPersistedUserCheck() {
  await waitFor(() => expect(hasPersistedAuthUser).toHaveBeenCalled());
  await act(async () => {
    await vi.mocked(hasPersistedAuthUser).mock.results[0]!.value;
  });
}

describe('the signed-in hint: no 401 from me for anonymous visitors', () => {
  it('asks nothing on / when this browser shows no sign of a session', async () => {
    withoutSignedInHint();
    const requests = recordRequests();
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Get rewarded for your loyalty' })).toBeInTheDocument();
    await afterPersistedUserCheck();
    expect(requests).toEqual([]);
    expect(freshIdTokenOfCurrentUser).not.toHaveBeenCalled();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it.each([
    // A poster link asks only the restaurant's public name, to say what is happening (no session call).
    ['a poster link', '/home/add-restaurant?resId=FS1001', /^\/$/, ['GET /api/v1/restaurants/FS1001/public-name']],
    ['the staff console', '/staff', /^\/staff$/, []],
  ])('asks nothing of the session when %s is opened without a sign of one, and shows its login', async (_, path, landsOn, expected) => {
    withoutSignedInHint();
    const requests = recordRequests();
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent(landsOn));
    expect(await screen.findByRole('button', { name: /^(Send OTP|Log in)$/ })).toBeInTheDocument();
    await waitFor(() => expect(requests).toEqual(expected));
  });

  it('with the hint, re-syncs an expired session on / and goes on to /home', async () => {
    let synced = false;
    vi.mocked(freshIdTokenOfCurrentUser).mockResolvedValue('fresh-id-token');
    server.use(
      http.get('/api/v1/auth/customer/me', () =>
        synced ? HttpResponse.json(CUSTOMER) : HttpResponse.json({ error: 'expired', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
      http.post('/api/v1/auth/sync-session', () => {
        synced = true;
        return HttpResponse.json({ ok: true, csrfToken: 'after-sync' });
      }),
    );
    greetingQueryAnswers('Ravi');
    renderApp('/');

    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(await screen.findByText('Hi, Ravi!')).toBeInTheDocument();
    expect(synced).toBe(true);
  });

  it('without the hint, still asks when a Firebase user is persisted (a session from before the hint)', async () => {
    withoutSignedInHint();
    vi.mocked(hasPersistedAuthUser).mockResolvedValue(true);
    meAnswers(CUSTOMER);
    greetingQueryAnswers('Priya');
    renderApp('/');

    await waitFor(() => expect(location()).toHaveTextContent('/home'));
  });

  it('a protected page asks me without the hint when a Firebase user is persisted (its guard needs the answer)', async () => {
    withoutSignedInHint();
    vi.mocked(hasPersistedAuthUser).mockResolvedValue(true);
    const requests = recordRequests();
    meAnswers(CUSTOMER);
    greetingQueryAnswers('Priya');
    renderApp('/home');

    expect(await screen.findByText('Hi, Priya!')).toBeInTheDocument();
    expect(requests).toContain('GET /api/v1/auth/customer/me');
  });
});

describe('route-modules.json: what the BFF preloads for each client-rendered route', () => {
  const sources = Object.keys(import.meta.glob('/src/**/*.{ts,tsx}'));
  /** A URL of the route: each parameter filled in. */
  const sampleOf = (path: string) => path.replace(/:[^/]+/g, 'r-sample');
  /** How the BFF matches (bff/src/http/client-routes.ts matchesRoute): whole segments, `:param` for any one. */
  const bffMatches = (pattern: string, pathname: string) => {
    const expected = pattern.split('/').filter(Boolean);
    const actual = pathname.split('/').filter(Boolean);
    return expected.length === actual.length && expected.every((segment, i) => segment.startsWith(':') || segment === actual[i]);
  };

  it.each(routeModules.routes.map((route) => [route.path, route.modules] as const))(
    '%s is a route of the app, and its modules exist',
    (path, modules) => {
      expect(matchAppRoute(sampleOf(path))?.path).toBe(path);
      for (const module of modules) expect(sources).toContain(`/${module}`);
    },
  );

  it('covers every route the BFF serves the client-rendered page for, and the BFF picks the route the router renders', () => {
    // `/`, the login pages and the privacy notice are prerendered; `*` sends anything else to `/`.
    const prerendered = ['/', '/email-login', '/email-sign-up', '/privacy', '/*'];
    const clientRendered = appRoutePaths().filter((path) => !prerendered.includes(path));
    expect(routeModules.routes.map((route) => route.path).sort()).toEqual([...clientRendered].sort());
    for (const path of clientRendered) {
      expect(routeModules.routes.find((route) => bffMatches(route.path, sampleOf(path)))?.path, path).toBe(path);
    }
  });

  it('asks for the CSRF token at start on every one of them: each page fetches it once whatever happens', () => {
    expect(routeModules.fetchAtStart).toEqual([CSRF_TOKEN_PATH]);
  });
});
