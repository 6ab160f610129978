import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signInWithEmail } from '../../lib/firebase-auth';
import { setLanguage } from '../../lib/i18n';
import { TILL_BILL_KEY } from '../../lib/session';
import { graphQLError } from '../../test/customer-area';
import { mockLiveSocket } from '../../test/graphql-ws';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const STAFF_ME = { role: 'staff', profileSet: false, phoneNumber: null, email: 'staff.fs1001@foodspot.test' };
const OWNER_ME = { role: 'owner', profileSet: true, phoneNumber: null, email: 'owner@foodspot.test' };
const QUEUE = {
  data: {
    staffQueue: {
      __typename: 'StaffQueue',
      restaurantName: 'Spice Route Kitchen',
      resId: 'FS1001',
      largeBillThreshold: 10000,
      claims: [],
      requests: [],
    },
  },
};

/** A staff member on the console, its live queue subscribed; `me` answers 401 once `signedIn` says so. */
function onConsole(me: typeof STAFF_ME | typeof OWNER_ME = STAFF_ME) {
  const socket = mockLiveSocket();
  const session = { signedIn: true };
  server.use(
    http.get('/api/v1/auth/customer/me', () =>
      session.signedIn ? HttpResponse.json(me) : HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 }),
    ),
    // The "Credit a bill" panel's last credits: none (not under test here).
    graphql.query('LastCredits', () => HttpResponse.json({ data: { lastCredits: [] } })),
  );
  const user = userEvent.setup();
  return { socket, session, user };
}

/** "You have been logged out", in an alert, focused, with one button: the staff login. */
async function expectLoggedOut() {
  const title = await screen.findByRole('heading', { level: 1, name: 'You have been logged out' });
  expect(screen.getByRole('alert')).toContainElement(title);
  // The staff console's own sentence: a removed cashier learns why too.
  expect(screen.getByRole('alert')).toHaveTextContent(
    'You have been logged out' + 'Log in again to continue. If you cannot, your restaurant may have removed your account: ask the owner.',
  );
  expect(screen.queryByText(/in another tab or on another device/)).not.toBeInTheDocument();
  await waitFor(() => expect(title).toHaveFocus());
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Log in']);
  expect(screen.queryByText(/New items no longer appear by themselves/)).not.toBeInTheDocument();
  expect(screen.queryByText('Please log in to continue.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Reconnect|Try again/ })).not.toBeInTheDocument();
  return screen.getByRole('button', { name: 'Log in' });
}

describe('/staff when the session ends at another till', () => {
  it('the live queue closed with 4401: "You have been logged out", then the staff login', async () => {
    const { socket, session, user } = onConsole();
    server.use(graphql.query('StaffQueue', () => HttpResponse.json(QUEUE)));
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spice Route Kitchen (FS1001)' })).toBeInTheDocument();
    session.signedIn = false;

    socket.endSession();

    await user.click(await expectLoggedOut());
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/);
    // The first render of the file loads the lazy chunks through Vite's transform (slow on a busy machine).
  }, 15_000);

  it('a GraphQL answer UNAUTHENTICATED (Refresh): the same', async () => {
    const { socket, session, user } = onConsole();
    server.use(
      graphql.query('StaffQueue', () =>
        session.signedIn ? HttpResponse.json(QUEUE) : HttpResponse.json(graphQLError('Please log in to continue.', 'UNAUTHENTICATED')),
      ),
    );
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');
    await screen.findByRole('heading', { level: 1, name: 'Spice Route Kitchen (FS1001)' });
    session.signedIn = false;

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await user.click(await expectLoggedOut());
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
  });

  it('a decision answered UNAUTHENTICATED (the account removed meanwhile): the same, not an error on the card', async () => {
    const { socket, session, user } = onConsole();
    const claim = {
      __typename: 'StaffClaim',
      id: 'claim-1',
      cusId: '123456',
      customerName: 'Asha Rao',
      // An online claim: approved in one tap (an in-store one asks for the PIN first).
      platform: 'Zomato',
      status: 'pending',
      createdAt: '2025-01-05T13:00:00.000Z',
      reward: 'Free Masala Dosa',
      cost: 500,
    };
    server.use(
      graphql.query('StaffQueue', () => HttpResponse.json({ data: { staffQueue: { ...QUEUE.data.staffQueue, claims: [claim] } } })),
      graphql.mutation('ApproveClaim', () => HttpResponse.json(graphQLError('Please log in to continue.', 'UNAUTHENTICATED'))),
    );
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');
    const approve = await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' });
    session.signedIn = false;

    await user.click(approve);

    await user.click(await expectLoggedOut());
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
  });

  it('a cashier removed while the console is open: the live queue is refused and the page says the session ended', async () => {
    const { socket, session } = onConsole();
    server.use(graphql.query('StaffQueue', () => HttpResponse.json(QUEUE)));
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');
    await screen.findByRole('heading', { level: 2, name: 'Pending items (0)' });
    // Removing a cashier revokes their sessions; the feed's refusal comes first, before the socket is closed.
    session.signedIn = false;

    socket.failOperation('StaffQueueChanged', 'This staff account is not linked to a restaurant.', { code: 'FORBIDDEN', reason: 'NOT_LINKED' });

    expect(await screen.findByRole('heading', { level: 1, name: 'You have been logged out' })).toBeInTheDocument();
  });

  it('in Hindi on a device that chose it', async () => {
    const { socket, session } = onConsole();
    server.use(graphql.query('StaffQueue', () => HttpResponse.json(QUEUE)));
    await setLanguage('hi');
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');
    await screen.findByRole('heading', { level: 2, name: 'लंबित आइटम (0)' });
    session.signedIn = false;

    socket.endSession();

    const title = await screen.findByRole('heading', { level: 1, name: 'आप लॉग आउट हो गए हैं' });
    expect(screen.getByRole('alert')).toContainElement(title);
    expect(screen.getByRole('alert')).toHaveTextContent('जारी रखने के लिए फिर से लॉग इन करें।');
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
  });

  it.each([
    ['a cashier', STAFF_ME, 'Log in again to continue. If you cannot, your restaurant may have removed your account: ask the owner.'],
    // An owner's session ends when they change their password (or log out elsewhere): nobody removes an owner.
    ['the owner', OWNER_ME, 'Log in again to continue, with your new password if you changed it.'],
  ])(
    '%s: the bill being typed (Customer ID and amount, never the PIN) is there again after logging in',
    async (_who, me, sentence) => {
      const { socket, session, user } = onConsole(me);
      server.use(
        graphql.query('StaffQueue', () => HttpResponse.json(QUEUE)),
        graphql.query('StaffMemberLookup', () => HttpResponse.json({ data: { staffMemberLookup: null } })),
        http.post('/api/v1/auth/staff/login', () => {
          session.signedIn = true;
          return HttpResponse.json({ role: me.role, csrfToken: 'after-login' });
        }),
        http.post('/api/v1/auth/customer/logout', () => {
          session.signedIn = false;
          return HttpResponse.json({ message: 'Logged out' });
        }),
      );
      vi.mocked(signInWithEmail).mockResolvedValue('id-token');
      renderApp('/staff');
      await socket.subscribedTo('StaffQueueChanged');
      await user.type(await screen.findByLabelText('Customer ID'), '542663');
      await user.type(screen.getByLabelText('PIN'), '4321');
      await user.type(screen.getByLabelText('Bill amount (Rs)'), '1,250');
      session.signedIn = false;

      socket.endSession();

      await screen.findByRole('heading', { level: 1, name: 'You have been logged out' });
      expect(screen.getByRole('alert')).toHaveTextContent('You have been logged out' + sentence);
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await user.type(await screen.findByLabelText('Email'), me.email);
      await user.type(screen.getByLabelText('Password'), 'a-password');
      await user.click(screen.getByRole('button', { name: 'Log in' }));

      expect(await screen.findByLabelText('Customer ID')).toHaveValue('542663');
      expect(screen.getByLabelText('Bill amount (Rs)')).toHaveValue('1,250');
      expect(screen.getByLabelText('PIN')).toHaveValue('');
      expect(sessionStorage.getItem(TILL_BILL_KEY)).not.toContain('4321');

      // Logging out on purpose drops it.
      await user.click(screen.getByRole('button', { name: 'Log out' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
      expect(sessionStorage.getItem(TILL_BILL_KEY)).toBeNull();
    },
    15_000,
  );

  it('the owner is told in Hindi too, never that the restaurant may have removed the account', async () => {
    const { socket, session } = onConsole(OWNER_ME);
    server.use(graphql.query('StaffQueue', () => HttpResponse.json(QUEUE)));
    await setLanguage('hi');
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');
    await screen.findByRole('heading', { level: 2, name: 'लंबित आइटम (0)' });
    session.signedIn = false;

    socket.endSession();

    await screen.findByRole('heading', { level: 1, name: 'आप लॉग आउट हो गए हैं' });
    expect(screen.getByRole('alert')).toHaveTextContent('जारी रखने के लिए फिर से लॉग इन करें; अगर आपने पासवर्ड बदला है, तो नए पासवर्ड से।');
    expect(screen.getByRole('alert')).not.toHaveTextContent('मालिक से पूछें');
  });
});
