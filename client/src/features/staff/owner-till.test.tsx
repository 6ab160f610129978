import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signInWithEmail, signOutOfFirebase } from '../../lib/firebase-auth';
import { setLanguage } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';
import { mockLiveSocket } from '../../test/graphql-ws';
import { server } from '../../test/server';

/** An owner works the till of their own restaurants with their own account (ADR 019). */
const OWNER_ME = { role: 'owner', profileSet: true, consentCurrent: true, phoneNumber: null, email: 'owner@foodspot.test' };
const UNAUTHENTICATED = () => HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 });
const RESTAURANTS = [
  { restaurantUid: 'r-1001', name: 'Saravana Tiffin Centre', resId: 'FS1001' },
  { restaurantUid: 'r-1003', name: 'Mumbai Chaat Corner', resId: 'FS1003' },
];
const CHOOSE = () =>
  HttpResponse.json(
    { error: 'Choose the restaurant whose till this is.', code: 'CONFLICT', reason: 'CHOOSE_RESTAURANT', restaurants: RESTAURANTS },
    { status: 409 },
  );

const queueOf = (restaurantName: string, resId: string) => ({
  data: { staffQueue: { __typename: 'StaffQueue', restaurantName, resId, largeBillThreshold: 10000, claims: [], requests: [] } },
});

/**
 * The staff login answered at the network edge: an owner of several restaurants is asked to choose (409) until the
 * login names one; `me` is the owner's once a login succeeded. Returns the login bodies sent.
 */
function ownerAtTheTill(answerLogin: (body: { idToken: string; restaurantUid?: string }) => Response) {
  mockLiveSocket();
  let signedIn = false;
  let chosen = 'r-1001';
  const bodies: unknown[] = [];
  server.use(
    http.get('/api/v1/auth/customer/me', () => (signedIn ? HttpResponse.json(OWNER_ME) : UNAUTHENTICATED())),
    http.post('/api/v1/auth/staff/login', async ({ request }) => {
      const body = (await request.json()) as { idToken: string; restaurantUid?: string };
      bodies.push(body);
      const answer = answerLogin(body);
      if (answer.ok) {
        signedIn = true;
        chosen = body.restaurantUid ?? chosen;
      }
      return answer;
    }),
    graphql.query('StaffQueue', () => {
      const restaurant = RESTAURANTS.find((item) => item.restaurantUid === chosen)!;
      return HttpResponse.json(queueOf(restaurant.name, restaurant.resId));
    }),
    graphql.query('LastCredits', () => HttpResponse.json({ data: { lastCredits: [] } })),
  );
  vi.mocked(signInWithEmail).mockResolvedValue('owner-id-token');
  return bodies;
}
const signedIn = () => HttpResponse.json({ role: 'owner', csrfToken: 'after-login' });

async function logIn(user: ReturnType<typeof userEvent.setup>, submit = 'Log in') {
  await user.type(await screen.findByLabelText(/^(Email|ईमेल)$/), 'owner@foodspot.test');
  await user.type(screen.getByLabelText(/^(Password|पासवर्ड)$/), 'foodspot-owner');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('/staff for an owner', () => {
  it('asks an owner of several restaurants which one this till is for, then opens that till under the owner’s email', async () => {
    const bodies = ownerAtTheTill((body) => (body.restaurantUid ? signedIn() : CHOOSE()));
    const user = userEvent.setup();
    renderApp('/staff');
    await logIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Which restaurant is this till for?' })).toHaveFocus();
    const choices = within(screen.getByRole('list', { name: 'Your restaurants' })).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Saravana Tiffin CentreRestaurant ID FS1001',
      'Mumbai Chaat CornerRestaurant ID FS1003',
    ]);
    await user.click(screen.getByRole('button', { name: /Mumbai Chaat Corner/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mumbai Chaat Corner (FS1003)' })).toBeInTheDocument();
    expect(screen.getByText('Owner: owner@foodspot.test')).toBeInTheDocument();
    expect(screen.getByText(/^Logged in as the owner, owner@foodspot.test/)).toBeInTheDocument();
    // The way back to the owner's own screens, on the same device.
    expect(screen.getByRole('link', { name: 'Owner area' })).toHaveAttribute('href', '/owner');
    // The same sign-in is sent again with the choice; Firebase is never signed out in between.
    expect(bodies).toEqual([{ idToken: 'owner-id-token' }, { idToken: 'owner-id-token', restaurantUid: 'r-1003' }]);
    expect(signOutOfFirebase).not.toHaveBeenCalled();
  });

  it('asks in Hindi on a device that chose it, and goes back to the login on request', async () => {
    await setLanguage('hi');
    const bodies = ownerAtTheTill(() => CHOOSE());
    const user = userEvent.setup();
    renderApp('/staff');
    await logIn(user, 'लॉग इन करें');

    expect(await screen.findByRole('heading', { level: 1, name: 'यह टिल किस रेस्टोरेंट का है?' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'आपके रेस्टोरेंट' });
    expect(within(list).getByRole('button', { name: /Mumbai Chaat Corner/ })).toHaveTextContent('रेस्टोरेंट आईडी FS1003');
    await user.click(screen.getByRole('button', { name: 'लॉग इन पर वापस जाएँ' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'स्टाफ़ लॉग इन' })).toBeInTheDocument();
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(bodies).toHaveLength(1);
  });

  it('takes an owner of one restaurant straight to its till', async () => {
    const bodies = ownerAtTheTill(() => signedIn());
    const user = userEvent.setup();
    renderApp('/staff');
    await logIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Saravana Tiffin Centre (FS1001)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Which restaurant is this till for?' })).not.toBeInTheDocument();
    expect(screen.getByText('Owner: owner@foodspot.test')).toBeInTheDocument();
    expect(bodies).toEqual([{ idToken: 'owner-id-token' }]);
  });

  it('shows a refused choice above the login, signed out of Firebase', async () => {
    ownerAtTheTill((body) =>
      body.restaurantUid ? HttpResponse.json({ error: 'You own no restaurant with this ID.', code: 'NOT_FOUND' }, { status: 404 }) : CHOOSE(),
    );
    const user = userEvent.setup();
    renderApp('/staff');
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: /Mumbai Chaat Corner/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You own no restaurant with this ID.');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
    expect(signOutOfFirebase).toHaveBeenCalled();
  });

  it('an owner signed in at /owner, with no till on this device, is asked to log in here and choose', async () => {
    mockLiveSocket();
    server.use(
      http.get('/api/v1/auth/customer/me', () => HttpResponse.json(OWNER_ME)),
      graphql.query('StaffQueue', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Choose the restaurant whose till this is.', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
      graphql.query('LastCredits', () => HttpResponse.json({ data: { lastCredits: [] } })),
    );
    renderApp('/staff');

    expect(
      await screen.findByText('You are logged in as an owner. To work a till, log in here with your owner account and choose the restaurant.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('owner@foodspot.test'));
  });
});
