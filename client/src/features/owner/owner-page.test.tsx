import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { refreshIdToken, signInWithEmail, signOutOfFirebase, signUpWithEmail } from '../../lib/firebase-auth';
import { CUSTOMER, answer, graphQLError } from '../../test/customer-area';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';
import { OWNER_ME, ownerRestaurant, ownerRestaurantsAre, signedInOwner } from './owner-test-kit';

const UNAUTHENTICATED = () => HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 });

describe('/owner sign-up and login', () => {
  it('signs up: Firebase account, owner signup, a fresh ID token, owner login; then the empty list says what to do first', async () => {
    let signedIn = false;
    const bodies: Array<[string, unknown]> = [];
    server.use(
      http.get('/api/v1/auth/customer/me', () => (signedIn ? HttpResponse.json(OWNER_ME) : UNAUTHENTICATED())),
      http.post('/api/v1/auth/owner/signup', async ({ request }) => {
        bodies.push(['signup', await request.json()]);
        return HttpResponse.json({ role: 'owner', message: 'Owner account created.' }, { status: 201 });
      }),
      http.post('/api/v1/auth/owner/login', async ({ request }) => {
        bodies.push(['login', await request.json()]);
        signedIn = true;
        return HttpResponse.json({ role: 'owner', csrfToken: 'after-owner-login' });
      }),
    );
    ownerRestaurantsAre([]);
    vi.mocked(signUpWithEmail).mockResolvedValue('token-without-role');
    vi.mocked(refreshIdToken).mockImplementation(async () => {
      // Asked for only once the server gave the account its role.
      expect(bodies.map(([step]) => step)).toEqual(['signup']);
      return 'token-with-owner-role';
    });
    const user = userEvent.setup();
    renderApp('/owner');

    expect(await screen.findByRole('heading', { level: 1, name: 'Owner Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an owner account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create an owner account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'dosa-owner');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your restaurants' })).toBeInTheDocument();
    expect(signUpWithEmail).toHaveBeenCalledWith('owner@example.com', 'dosa-owner');
    expect(bodies).toEqual([
      ['signup', { idToken: 'token-without-role' }],
      ['login', { idToken: 'token-with-owner-role' }],
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'No restaurants yet' })).toBeInTheDocument();
    expect(screen.getByText(/Start by creating your restaurant/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create restaurant' })).toHaveAttribute('href', '/owner/new');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/owner$/);
    // The first render of the file loads the lazy chunks through Vite's transform (slow on a busy machine).
  }, 15_000);

  it('refuses a customer account at sign-up: the server sentence, signed out of Firebase, no login', async () => {
    const requests = recordRequests();
    server.use(
      http.post('/api/v1/auth/owner/signup', () =>
        HttpResponse.json({ error: 'This account is a customer account. Use another email for your restaurant.' }, { status: 403 }),
      ),
    );
    vi.mocked(signUpWithEmail).mockResolvedValue('customer-token');
    const user = userEvent.setup();
    renderApp('/owner');

    await user.click(await screen.findByRole('button', { name: 'Create an owner account' }));
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This account is a customer account. Use another email for your restaurant.');
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(refreshIdToken).not.toHaveBeenCalled();
    expect(requests).not.toContain('POST /api/v1/auth/owner/login');
  });

  it('refuses a staff account at login: the owner signup it then tries refuses it too, and its sentence is shown', async () => {
    const requests = recordRequests();
    server.use(
      http.post('/api/v1/auth/owner/login', () => HttpResponse.json({ error: 'This is a staff account: staff sign in at /staff.' }, { status: 403 })),
      http.post('/api/v1/auth/owner/signup', () =>
        HttpResponse.json({ error: 'This is a staff account. An owner needs an account of their own: sign up with another email.' }, { status: 403 }),
      ),
    );
    vi.mocked(signInWithEmail).mockResolvedValue('staff-token');
    const user = userEvent.setup();
    renderApp('/owner');

    await user.type(await screen.findByLabelText('Email'), 'staff.fs1001@foodspot.test');
    await user.type(screen.getByLabelText('Password'), 'foodspot-staff');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is a staff account. An owner needs an account of their own: sign up with another email.',
    );
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(refreshIdToken).not.toHaveBeenCalled();
    expect(requests.filter((request) => request.includes('/auth/owner/'))).toEqual([
      'POST /api/v1/auth/owner/login',
      'POST /api/v1/auth/owner/signup',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Owner Login' })).toBeInTheDocument();
  });

  it('shows the login’s sentence when the owner signup it tries after a 403 fails otherwise', async () => {
    server.use(
      http.post('/api/v1/auth/owner/login', () => HttpResponse.json({ error: 'Only restaurant owners can do that.' }, { status: 403 })),
      http.post('/api/v1/auth/owner/signup', () => HttpResponse.json({ error: 'Too many attempts.' }, { status: 429 })),
    );
    vi.mocked(signInWithEmail).mockResolvedValue('staff-token');
    const user = userEvent.setup();
    renderApp('/owner');

    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only restaurant owners can do that.');
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(refreshIdToken).not.toHaveBeenCalled();
  });

  it('finishes a sign-up that stopped half way: the login’s 403, the owner signup with the same token, a fresh token, the login', async () => {
    let signedIn = false;
    const bodies: Array<[string, unknown]> = [];
    server.use(
      http.get('/api/v1/auth/customer/me', () => (signedIn ? HttpResponse.json(OWNER_ME) : UNAUTHENTICATED())),
      http.post('/api/v1/auth/owner/login', async ({ request }) => {
        const body = (await request.json()) as { idToken: string };
        bodies.push(['login', body]);
        if (body.idToken !== 'token-with-owner-role') {
          return HttpResponse.json(
            { error: 'This account is not a restaurant owner account. Sign up as an owner with another email, or use the customer app.' },
            { status: 403 },
          );
        }
        signedIn = true;
        return HttpResponse.json({ role: 'owner', csrfToken: 'after-owner-login' });
      }),
      http.post('/api/v1/auth/owner/signup', async ({ request }) => {
        bodies.push(['signup', await request.json()]);
        return HttpResponse.json({ role: 'owner', message: 'Owner account created. Sign in to continue.' }, { status: 201 });
      }),
    );
    ownerRestaurantsAre([]);
    vi.mocked(signInWithEmail).mockResolvedValue('token-without-role');
    vi.mocked(refreshIdToken).mockResolvedValue('token-with-owner-role');
    const user = userEvent.setup();
    renderApp('/owner');

    await user.type(await screen.findByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'dosa-owner');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your restaurants' })).toBeInTheDocument();
    expect(bodies).toEqual([
      ['login', { idToken: 'token-without-role' }],
      ['signup', { idToken: 'token-without-role' }],
      ['login', { idToken: 'token-with-owner-role' }],
    ]);
    expect(signOutOfFirebase).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 2, name: 'No restaurants yet' })).toBeInTheDocument();
  });

  it('a customer account at login: the owner signup refuses it, and its sentence says why', async () => {
    server.use(
      http.post('/api/v1/auth/owner/login', () =>
        HttpResponse.json(
          { error: 'This account is not a restaurant owner account. Sign up as an owner with another email, or use the customer app.' },
          { status: 403 },
        ),
      ),
      http.post('/api/v1/auth/owner/signup', () =>
        HttpResponse.json(
          { error: 'This email belongs to a customer account. An owner needs an account of their own: sign up with another email.' },
          { status: 403 },
        ),
      ),
    );
    vi.mocked(signInWithEmail).mockResolvedValue('customer-token');
    const user = userEvent.setup();
    renderApp('/owner');

    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email belongs to a customer account. An owner needs an account of their own: sign up with another email.',
    );
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(refreshIdToken).not.toHaveBeenCalled();
  });

  it('turns away a signed-in customer with a sentence and the way to /home', async () => {
    server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json(CUSTOMER)));
    renderApp('/owner');

    expect(await screen.findByRole('alert')).toHaveTextContent('This is a customer account. The owner area is only for restaurant owners.');
    expect(screen.getByRole('link', { name: 'Go to your restaurants' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('turns away a signed-in staff member with the way to /staff', async () => {
    server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ ...OWNER_ME, role: 'staff' })));
    renderApp('/owner');

    expect(await screen.findByRole('alert')).toHaveTextContent('This is a staff account.');
    expect(screen.getByRole('link', { name: 'Go to the staff console' })).toHaveAttribute('href', '/staff');
  });

  it('lists the owner’s restaurants, in Hindi too, and logs out back to the owner login', async () => {
    let signedIn = true;
    server.use(
      http.get('/api/v1/auth/customer/me', () => (signedIn ? HttpResponse.json(OWNER_ME) : UNAUTHENTICATED())),
      http.post('/api/v1/auth/customer/logout', () => {
        signedIn = false;
        return HttpResponse.json({ message: 'Logged out', csrfToken: 'after-logout' });
      }),
    );
    ownerRestaurantsAre([
      ownerRestaurant(),
      ownerRestaurant({ restaurantUid: 'r-2', resId: 'FS1005', name: 'Thali House', minimumSpend: 100000, suspended: true }),
    ]);
    const user = userEvent.setup();
    renderApp('/owner');

    const list = await screen.findByRole('list', { name: 'Your restaurants' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Anna Dosa Corner (FS1004)');
    expect(items[1]).toHaveTextContent('Free masala dosa at 1,00,000 points');
    expect(items[1]).toHaveTextContent('Paused');
    expect(within(items[0]!).getByRole('link', { name: 'Manage Anna Dosa Corner' })).toHaveAttribute('href', '/owner/r/r-dosa');

    await user.selectOptions(screen.getByLabelText('Language'), 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपके रेस्टोरेंट' })).toBeInTheDocument();
    expect(screen.getByText(/1,00,000 पॉइंट पर Free masala dosa/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'लॉग आउट' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'मालिक लॉग इन' })).toBeInTheDocument();
    expect(signOutOfFirebase).toHaveBeenCalled();
  });

  it('a list that fails shows the server message with Try again', async () => {
    signedInOwner();
    let fail = true;
    server.use(
      graphql.query('OwnerRestaurantsRouteQuery', () =>
        HttpResponse.json(fail ? graphQLError('Only restaurant owners can do that.', 'FORBIDDEN') : { data: { ownerRestaurants: [] } }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/owner');

    expect(await screen.findByRole('alert')).toHaveTextContent('Only restaurant owners can do that.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No restaurants yet')).toBeInTheDocument();
  });

  it('says "You have been logged out" when the session ended, with the way back to the owner login', async () => {
    let signedIn = true;
    server.use(http.get('/api/v1/auth/customer/me', () => (signedIn ? HttpResponse.json(OWNER_ME) : UNAUTHENTICATED())));
    ownerRestaurantsAre([ownerRestaurant()]);
    const user = userEvent.setup();
    renderApp('/owner/r/r-dosa/staff');
    answer('query', 'RestaurantStaff', () =>
      signedIn ? { data: { restaurantStaff: [] } } : graphQLError('Please log in to continue.', 'UNAUTHENTICATED'),
    );
    await screen.findByText(/No staff yet/);
    signedIn = false;

    await user.type(screen.getByLabelText('Staff email'), 'ravi@example.com');
    answer('mutation', 'AddStaff', () => graphQLError('Please log in to continue.', 'UNAUTHENTICATED'));
    await user.click(screen.getByRole('button', { name: 'Add staff' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You have been logged out' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Owner Login' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/owner$/));
  });
});
