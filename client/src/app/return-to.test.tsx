import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTAURANT_ID_UNKNOWN } from '@foodspot/schema/rules';
import { confirmPhoneOtp, sendPhoneOtp, signInWithEmail, type ConfirmationResult } from '../lib/firebase-auth';
import { DEFAULT_RETURN_PATH, isReturnPath, rememberReturnTo, returnPath } from '../lib/return-to';
import { answer, membership, VIEWER } from '../test/customer-area';
import { mockLiveSocket, type LiveSocket } from '../test/graphql-ws';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';

// The poster's link: a customer scans it signed out, logs in, and lands on the add page with the ID.
const POSTER_LINK = '/home/add-restaurant?resId=FS1001';
const DOSA = membership({ restaurantUid: 'r-dosa', restaurantName: 'Saravana Tiffin Centre', resId: 'FS1001', minimumSpend: 500, points: 0 });
const location = () => screen.getByTestId('location');
const CONFIRMATION = { verificationId: 'v-1', confirm: vi.fn() } as unknown as ConfirmationResult;

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

let socket: LiveSocket | null = null;

/**
 * The BFF: `me` is 401 until a login, then a customer (profile set or not, until saved); the add-restaurant
 * mutation, the restaurant page and its live points answer. Returns the Restaurant IDs sent to be added.
 */
function stack({ profileSet }: { profileSet: boolean }) {
  let signedIn = false;
  let hasProfile = profileSet;
  const added: unknown[] = [];
  socket = mockLiveSocket();
  const accept = (body: object) => () => {
    signedIn = true;
    return HttpResponse.json({ ...body, profileSet: hasProfile, isNewUser: !hasProfile, csrfToken: 'after-login' });
  };
  server.use(
    http.get('/api/v1/auth/customer/me', () =>
      signedIn
        ? HttpResponse.json({ role: 'customer', profileSet: hasProfile, phoneNumber: '+919876543210', email: null })
        : HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 }),
    ),
    http.post('/api/v1/auth/customer/login', accept({ message: 'Logged in' })),
    http.post('/api/v1/customer/save', () => {
      hasProfile = true;
      return HttpResponse.json({ message: 'Profile saved' });
    }),
    graphql.mutation('AddRestaurant', ({ variables }) => {
      added.push(variables.resId);
      return HttpResponse.json({ data: { addRestaurant: DOSA } });
    }),
  );
  answer('query', 'HomeLayoutRouteQuery', () => ({ data: { me: VIEWER } }));
  answer('query', 'RestaurantRouteQuery', () => ({ data: { me: VIEWER, restaurant: DOSA } }));
  return added;
}

async function logInByPhone(user: UserEvent) {
  vi.mocked(sendPhoneOtp).mockResolvedValue(CONFIRMATION);
  vi.mocked(confirmPhoneOtp).mockResolvedValue('phone-id-token');
  await user.type(await screen.findByLabelText('Phone number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText('OTP'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

/** The restaurant was added from the link, once, and its page (with the member QR) is open. */
async function landsOnTheAddedRestaurant(added: unknown[]) {
  await waitFor(() => expect(location()).toHaveTextContent(/^\/home\/r-dosa$/));
  expect(added).toEqual(['FS1001']);
  // The restaurant's page is watching it live: the test ends with its socket open, not while it is connecting
  // (a socket still connecting when the test's handlers are gone fails the run as an unhandled connection).
  await socket?.subscribed('r-dosa');
}

describe('a poster link opened signed out', () => {
  it('keeps /home/add-restaurant?resId=… through the phone login, then adds the restaurant', async () => {
    const added = stack({ profileSet: true });
    const user = userEvent.setup();
    renderApp(POSTER_LINK);

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(returnPath()).toBe(POSTER_LINK);
    await logInByPhone(user);

    await landsOnTheAddedRestaurant(added);
    // Used once: reaching the customer area forgets it.
    expect(returnPath()).toBe(DEFAULT_RETURN_PATH);
  });

  it('keeps it through Complete Your Profile for a new customer', async () => {
    const added = stack({ profileSet: false });
    const user = userEvent.setup();
    renderApp(POSTER_LINK);

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    await logInByPhone(user);
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(added).toEqual([]);
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('PIN'), '4321');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await landsOnTheAddedRestaurant(added);
  });

  it('keeps it through the email login', async () => {
    const added = stack({ profileSet: true });
    vi.mocked(signInWithEmail).mockResolvedValue('email-id-token');
    const user = userEvent.setup();
    renderApp(POSTER_LINK);

    await user.click(await screen.findByRole('link', { name: 'Log in with email' }));
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await landsOnTheAddedRestaurant(added);
  });

  it('a signed-in customer who opens the link has it added at once', async () => {
    const added = stack({ profileSet: true });
    server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ role: 'customer', profileSet: true, phoneNumber: null, email: null })));
    renderApp(POSTER_LINK);
    await landsOnTheAddedRestaurant(added);
  });
});

describe('a link whose resId is no Restaurant ID', () => {
  it.each([['../FS1001'], ['FS.1001'], ['<script>'], ['x'.repeat(41)], ['']])('shows %j with the usual error and sends nothing', async (resId) => {
    const added = stack({ profileSet: true });
    server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ role: 'customer', profileSet: true, phoneNumber: null, email: null })));
    renderApp(`/home/add-restaurant?resId=${encodeURIComponent(resId)}`);

    const input = await screen.findByRole('textbox', { name: 'Restaurant ID' });
    expect(input).toHaveValue(resId.slice(0, 40));
    expect(screen.getByText(resId ? RESTAURANT_ID_UNKNOWN : 'Restaurant ID is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());
    expect(added).toEqual([]);
    expect(location()).toHaveTextContent(/^\/home\/add-restaurant$/);
  });
});

describe('lib/return-to', () => {
  it('keeps only paths of the customer area of this origin', () => {
    expect(isReturnPath('/home/add-restaurant?resId=FS1001')).toBe(true);
    expect(isReturnPath('/home')).toBe(true);
    expect(isReturnPath('/profile#delete-account')).toBe(true);
    for (const path of [
      '//evil.example/home',
      '/\\evil.example',
      'https://evil.example/home',
      '/homework',
      '/profile',
      '/profile#x',
      '/',
      '/home\n',
    ]) {
      expect(isReturnPath(path)).toBe(false);
      rememberReturnTo(path);
      expect(returnPath()).toBe(DEFAULT_RETURN_PATH);
    }
  });

  it('forgets a path older than 30 minutes', () => {
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    rememberReturnTo(POSTER_LINK);
    vi.mocked(Date.now).mockReturnValue(now + 29 * 60_000);
    expect(returnPath()).toBe(POSTER_LINK);
    vi.mocked(Date.now).mockReturnValue(now + 31 * 60_000);
    expect(returnPath()).toBe(DEFAULT_RETURN_PATH);
    vi.mocked(Date.now).mockRestore();
  });
});
