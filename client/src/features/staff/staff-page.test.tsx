import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signInWithEmail, signOutOfFirebase } from '../../lib/firebase-auth';
import { setLanguage } from '../../lib/i18n';
import type { HistoryKind, StaffClaimItem_ClaimFragment, StaffPointsRequestItem_RequestFragment } from '../../__generated__/graphql';
import { answer, answerHeld, fixture, gate, graphQLError, signedInCustomer } from '../../test/customer-area';
import { renderApp } from '../../test/render-app';
import { mockLiveSocket } from '../../test/graphql-ws';
import { server } from '../../test/server';

const STAFF_ME = { role: 'staff', profileSet: false, phoneNumber: null, email: 'staff.fs1001@foodspot.test' };
const UNAUTHENTICATED = () => HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 });

/** A signed-in staff member; the console's live queue socket is answered at the network edge. */
function signedInStaff() {
  server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json(STAFF_ME)));
  noCredits();
  return mockLiveSocket();
}

/** The "Credit a bill" panel's last credits (not under test here): none. */
function noCredits() {
  server.use(graphql.query('LastCredits', () => HttpResponse.json({ data: { lastCredits: [] } })));
}

const staffClaim = fixture<StaffClaimItem_ClaimFragment & { __typename: 'StaffClaim' }>({
  __typename: 'StaffClaim',
  id: 'claim-1',
  cusId: '123456',
  customerName: 'Asha Rao',
  platform: 'In-Store',
  status: 'pending',
  createdAt: '2025-01-05T13:00:00.000Z',
  reward: 'Free Masala Dosa',
  cost: 100000,
});

const staffRequest = fixture<StaffPointsRequestItem_RequestFragment & { __typename: 'StaffPointsRequest' }>({
  __typename: 'StaffPointsRequest',
  id: 'request-1',
  cusId: '654321',
  customerName: 'Vikram Shah',
  platform: 'Swiggy',
  orderId: '168912345678901',
  flags: [],
  recent: [],
  points: null,
  createdAt: '2025-01-06T08:00:00.000Z',
});

function queue(claims: unknown[] = [], requests: unknown[] = []) {
  return {
    data: {
      staffQueue: {
        __typename: 'StaffQueue',
        restaurantName: 'Spice Route Kitchen',
        resId: 'FS1001',
        largeBillThreshold: 10000,
        claims,
        requests,
      },
    },
  };
}

function queueAnswers(...answers: Array<ReturnType<typeof queue>>) {
  let calls = 0;
  server.use(
    graphql.query('StaffQueue', () => {
      const next = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      return HttpResponse.json(next);
    }),
  );
  return () => calls;
}

/** `count` points requests, a minute apart from 09:00 UTC on 6 Jan 2025, after every claim of manyClaims. */
const manyRequests = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    staffRequest({
      id: `request-${index + 2}`,
      cusId: String(200001 + index),
      customerName: `Riya ${index + 1}`,
      createdAt: new Date(Date.UTC(2025, 0, 6, 9, index)).toISOString(),
    }),
  );

const claimItem = () => screen.getByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' }).closest('li')!;
const requestItem = () => screen.getByRole('button', { name: 'Approve points request of Vikram Shah (Customer ID 654321)' }).closest('li')!;

describe('/staff login', () => {
  it('signs a visitor in as staff and shows the console', async () => {
    mockLiveSocket();
    noCredits();
    let signedIn = false;
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/auth/customer/me', () => (signedIn ? HttpResponse.json(STAFF_ME) : UNAUTHENTICATED())),
      http.post('/api/v1/auth/staff/login', async ({ request }) => {
        bodies.push(await request.json());
        signedIn = true;
        return HttpResponse.json({ role: 'staff', csrfToken: 'after-staff-login' });
      }),
    );
    queueAnswers(queue());
    vi.mocked(signInWithEmail).mockResolvedValue('staff-id-token');
    const user = userEvent.setup();
    renderApp('/staff');

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    await user.type(screen.getByLabelText('Email'), 'staff.fs1001@foodspot.test');
    await user.type(password, 'foodspot-staff');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Spice Route Kitchen (FS1001)' })).toBeInTheDocument();
    // The till starts where a bill starts.
    expect(within(screen.getByRole('region', { name: 'Credit a bill' })).getByLabelText('Customer ID')).toHaveFocus();
    expect(signInWithEmail).toHaveBeenCalledWith('staff.fs1001@foodspot.test', 'foodspot-staff');
    expect(bodies).toEqual([{ idToken: 'staff-id-token' }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/);
  });

  it('refuses a customer account: signs out of Firebase and shows the server message', async () => {
    server.use(http.post('/api/v1/auth/staff/login', () => HttpResponse.json({ error: 'Only restaurant staff can do that.' }, { status: 403 })));
    vi.mocked(signInWithEmail).mockResolvedValue('customer-id-token');
    const user = userEvent.setup();
    renderApp('/staff');

    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only restaurant staff can do that.');
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows a wrong password in words and asks for both fields', async () => {
    vi.mocked(signInWithEmail).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your email and password.');
    expect(signInWithEmail).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'staff.fs1001@foodspot.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password.'));
  });

  it('refuses a signed-in customer: back to /home, saying why in an alert region', async () => {
    signedInCustomer();
    answer('query', 'RestaurantsRouteQuery', () => ({ data: null, errors: [{ message: 'not under test' }] }));
    renderApp('/staff');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent?.includes('Only restaurant staff can use the staff console.'))).toBe(true);
    expect(window.alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Staff Login' })).not.toBeInTheDocument();
  });

  it('logs out back to the staff login, closing the live queue', async () => {
    const socket = mockLiveSocket();
    noCredits();
    let signedIn = true;
    server.use(
      http.get('/api/v1/auth/customer/me', () => (signedIn ? HttpResponse.json(STAFF_ME) : UNAUTHENTICATED())),
      http.post('/api/v1/auth/customer/logout', () => {
        signedIn = false;
        return HttpResponse.json({ message: 'Logged out', csrfToken: 'after-logout' });
      }),
    );
    queueAnswers(queue());
    const user = userEvent.setup();
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
    expect(signOutOfFirebase).toHaveBeenCalled();
    await waitFor(() => expect(socket.subscriptions).toHaveLength(0));
  });

  it('logs out of all devices after asking: the endpoint with the CSRF header, then the staff login', async () => {
    const socket = mockLiveSocket();
    noCredits();
    let signedIn = true;
    const calls: Array<{ path: string; csrf: string | null }> = [];
    server.use(
      http.get('/api/v1/auth/customer/me', () => (signedIn ? HttpResponse.json(STAFF_ME) : UNAUTHENTICATED())),
      http.post('/api/v1/auth/logout-everywhere', ({ request }) => {
        calls.push({ path: 'logout-everywhere', csrf: request.headers.get('x-csrf-token') });
        signedIn = false;
        return HttpResponse.json({ message: 'Logged out everywhere' });
      }),
      http.post('/api/v1/auth/customer/logout', ({ request }) => {
        calls.push({ path: 'logout', csrf: request.headers.get('x-csrf-token') });
        return HttpResponse.json({ message: 'Logged out', csrfToken: 'after-logout' });
      }),
    );
    queueAnswers(queue());
    const user = userEvent.setup();
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');

    const account = await screen.findByRole('region', { name: 'This account' });
    expect(account).toHaveTextContent('Logged in as staff.fs1001@foodspot.test. Log out ends the session on this device only.');
    await user.click(within(account).getByRole('button', { name: 'Log out of all devices' }));
    // Asked first, nothing sent yet; Cancel leaves it.
    const question = within(account).getByRole('group', { name: /^Log out of all devices\? Every till and phone/ });
    expect(within(question).getByText(/^Log out of all devices\?/)).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    expect(within(account).getByRole('button', { name: 'Log out of all devices' })).toHaveFocus();

    await user.click(within(account).getByRole('button', { name: 'Log out of all devices' }));
    await user.click(
      within(screen.getByRole('group', { name: /^Log out of all devices\?/ })).getByRole('button', { name: 'Log out of all devices' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
    expect(calls.map(({ path }) => path)).toEqual(['logout-everywhere', 'logout']);
    expect(calls[0]!.csrf).toBeTruthy();
    expect(signOutOfFirebase).toHaveBeenCalled();
    // Its own logout, not a session "ended elsewhere".
    expect(screen.queryByText('You have been logged out')).not.toBeInTheDocument();
    await waitFor(() => expect(socket.subscriptions).toHaveLength(0));
  });

  it('stays logged in, and says so, when logging out of all devices fails', async () => {
    signedInStaff();
    queueAnswers(queue());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loggedOut: string[] = [];
    server.use(
      http.post('/api/v1/auth/logout-everywhere', () => HttpResponse.error()),
      http.post('/api/v1/auth/customer/logout', () => (loggedOut.push('logout'), HttpResponse.json({ message: 'Logged out' }))),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    await user.click(await screen.findByRole('button', { name: 'Log out of all devices' }));
    await user.click(
      within(screen.getByRole('group', { name: /^Log out of all devices\?/ })).getByRole('button', { name: 'Log out of all devices' }),
    );
    expect(await screen.findByText('Could not log out of all devices. Check your internet connection and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(loggedOut).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Spice Route Kitchen (FS1001)' })).toBeInTheDocument();
  });
});

/** `count` claims, a minute apart from 13:00 UTC on 5 Jan 2025 (the first the oldest), each its own customer. */
const manyClaims = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) =>
    staffClaim({
      id: `claim-${from + index + 1}`,
      cusId: String(100001 + from + index),
      customerName: `Guest ${from + index + 1}`,
      createdAt: new Date(Date.UTC(2025, 0, 5, 13, from + index)).toISOString(),
    }),
  );

const queueRegion = () => screen.getByRole('region', { name: /^Pending items/ });
const names = () =>
  within(queueRegion())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/staff layout', () => {
  it('opens with the focus in the Customer ID of "Credit a bill", once: a live update leaves the focus where the cashier put it', async () => {
    const socket = signedInStaff();
    queueAnswers(queue([staffClaim()]));
    renderApp('/staff');

    await screen.findByRole('region', { name: 'Pending items (1)' });
    const cusId = within(screen.getByRole('region', { name: 'Credit a bill' })).getByLabelText('Customer ID');
    expect(cusId).toHaveFocus();

    const search = screen.getByRole('searchbox', { name: 'Search by Customer ID or name' });
    act(() => search.focus());
    await socket.subscribedTo('StaffQueueChanged');
    socket.push('StaffQueueChanged', { staffQueueChanged: queue([staffClaim(), staffClaim({ id: 'claim-2', cusId: '222222' })]).data.staffQueue });
    await screen.findByRole('region', { name: 'Pending items (2)' });
    expect(search).toHaveFocus();
  });

  it('keeps "Foodspot Rewards ·" of the brand apart (hidden on a phone by staff.css), the whole name still read', async () => {
    signedInStaff();
    queueAnswers(queue());
    renderApp('/staff');

    await screen.findByRole('region', { name: 'Pending items (0)' });
    const name = screen.getByText('Foodspot Rewards ·');
    expect(name).toHaveClass('staff-brand__name');
    expect(name.closest('.staff-brand')).toHaveTextContent(/^FFoodspot Rewards · Staff$/);
  });

  it('puts "Credit a bill" first, then the queue (a phone or a tablet reaches it without scrolling past the queue)', async () => {
    signedInStaff();
    queueAnswers(queue([staffClaim()]));
    renderApp('/staff');

    const queueSection = await screen.findByRole('region', { name: 'Pending items (1)' });
    const credit = screen.getByRole('region', { name: 'Credit a bill' });
    expect(credit.compareDocumentPosition(queueSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(credit).toHaveClass('staff-credit-panel');
  });
});

describe('/staff queue', () => {
  it('shows a loading state, then the pending claims and requests with the reward and its cost', async () => {
    signedInStaff();
    const release = answerHeld('StaffQueue', () => queue([staffClaim()], [staffRequest()]));
    renderApp('/staff');

    expect(await screen.findByRole('status', { name: 'Loading the queue' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spice Route Kitchen (FS1001)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pending items (2)' })).toBeInTheDocument();

    const claim = claimItem();
    expect(claim).toHaveTextContent('Reward claim');
    expect(within(claim).getByRole('heading', { level: 3 })).toHaveTextContent('Asha Rao Customer ID 123456');
    expect(within(claim).getByRole('definition', { name: 'Reward' })).toHaveTextContent('Free Masala Dosa');
    expect(within(claim).getByRole('definition', { name: 'Cost' })).toHaveTextContent('1,00,000 points');
    expect(within(claim).getByRole('definition', { name: 'Platform' })).toHaveTextContent('In-Store');
    expect(within(claim).getByRole('definition', { name: 'Date' })).toHaveTextContent('05 Jan 2025, 06:30 pm');
    expect(within(claim).getByRole('button', { name: 'Reject claim of Asha Rao (Customer ID 123456)' })).toHaveTextContent('Reject');

    const request = requestItem();
    expect(request).toHaveTextContent('Points request');
    expect(within(request).getByRole('definition', { name: 'Platform' })).toHaveTextContent('Swiggy');
    expect(within(request).getByRole('spinbutton', { name: 'Points' })).toBeRequired();
    expect(within(request).getByRole('button', { name: 'Reject points request of Vikram Shah (Customer ID 654321)' })).toBeInTheDocument();
    // Oldest first: the claim of 5 Jan before the request of 6 Jan.
    expect(names()).toEqual(['Asha Rao Customer ID 123456', 'Vikram Shah Customer ID 654321']);
  });

  it('says so when nothing is pending, and Refresh shows what came in since', async () => {
    signedInStaff();
    const calls = queueAnswers(queue(), queue([staffClaim()]));
    const user = userEvent.setup();
    renderApp('/staff');

    expect(await screen.findByText('Nothing is pending. New claims and points requests appear here by themselves.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pending items (0)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' })).toBeInTheDocument();
    expect(screen.queryByText(/Nothing is pending/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pending items (1)' })).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('shows new claims live from the socket, without polling or a click', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = signedInStaff();
    const queueLoads = queueAnswers(queue());
    renderApp('/staff');

    expect(await screen.findByText(/Nothing is pending/)).toBeInTheDocument();
    await socket.subscribedTo('StaffQueueChanged');
    socket.push('StaffQueueChanged', { staffQueueChanged: queue([staffClaim()]).data.staffQueue });

    expect(await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' })).toBeInTheDocument();
    // Decided at another till: it leaves this console too.
    socket.push('StaffQueueChanged', { staffQueueChanged: queue().data.staffQueue });
    expect(await screen.findByText(/Nothing is pending/)).toBeInTheDocument();
    // No polling: well past the old 10 s interval the queue was still asked once.
    await vi.advanceTimersByTimeAsync(25_000);
    expect(queueLoads()).toBe(1);
  });

  it('says at the top of the till what waits, live with the queue; Show takes the focus to the queue', async () => {
    const socket = signedInStaff();
    queueAnswers(queue());
    const user = userEvent.setup();
    renderApp('/staff');

    expect(await screen.findByText(/Nothing is pending/)).toBeInTheDocument();
    const notice = document.querySelector('.staff-waiting')!;
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(notice).toBeEmptyDOMElement();
    // Above "Credit a bill": in sight of a cashier at the credit form.
    expect(notice.compareDocumentPosition(screen.getByRole('heading', { name: 'Credit a bill' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await socket.subscribedTo('StaffQueueChanged');
    socket.push('StaffQueueChanged', { staffQueueChanged: queue([staffClaim()], [staffRequest()]).data.staffQueue });
    expect(await within(notice as HTMLElement).findByText('2 waiting: 1 claim, 1 points request')).toBeInTheDocument();
    socket.push('StaffQueueChanged', { staffQueueChanged: queue([], [staffRequest(), ...manyRequests(2)]).data.staffQueue });
    expect(await within(notice as HTMLElement).findByText('3 waiting: 3 points requests')).toBeInTheDocument();

    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Pending items (3)' })).toHaveFocus();

    socket.push('StaffQueueChanged', { staffQueueChanged: queue().data.staffQueue });
    await waitFor(() => expect(notice).toBeEmptyDOMElement());
  });

  it('says what waits in Hindi too', async () => {
    await setLanguage('hi');
    signedInStaff();
    queueAnswers(queue([staffClaim(), staffClaim({ id: 'claim-2', cusId: '123457' })], [staffRequest()]));
    renderApp('/staff');

    expect(await screen.findByText('आपके जवाब के इंतज़ार में: 2 क्लेम, 1 पॉइंट अनुरोध')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'देखें' })).toBeInTheDocument();
  });

  it('says so, with a way to reconnect, when the live queue fails', async () => {
    const socket = signedInStaff();
    queueAnswers(queue());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/staff');
    expect(await screen.findByText(/Nothing is pending/)).toBeInTheDocument();
    await socket.subscribedTo('StaffQueueChanged');
    for (const subscription of socket.subscriptions) {
      subscription.send({
        id: subscription.id,
        type: 'error',
        payload: [{ message: 'Only restaurant staff can do that.', extensions: { code: 'FORBIDDEN' } }],
      });
    }

    expect(await screen.findByRole('alert')).toHaveTextContent('New items no longer appear by themselves.');
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(screen.queryByText(/New items no longer appear/)).not.toBeInTheDocument());
    await socket.subscribedTo('StaffQueueChanged');
  });

  it('shows the server error with a retry when the queue cannot load', async () => {
    signedInStaff();
    let fail = true;
    server.use(
      graphql.query('StaffQueue', () => HttpResponse.json(fail ? graphQLError('Only restaurant staff can do that.', 'FORBIDDEN') : queue())),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    expect(await screen.findByRole('alert')).toHaveTextContent('Only restaurant staff can do that.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nothing is pending/)).toBeInTheDocument();
  });

  it('counts the items, 10 to a page, oldest first or newest first at a tap', async () => {
    signedInStaff();
    queueAnswers(queue(manyClaims(25), [staffRequest({ createdAt: '2025-01-06T08:00:00.000Z' }), ...manyRequests(19)]));
    const user = userEvent.setup();
    renderApp('/staff');

    expect(await screen.findByRole('heading', { level: 2, name: 'Pending items (45)' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of pending items' });
    expect(pager).toHaveTextContent('Page 1 of 5');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('Guest 1 Customer ID 100001');
    expect(names()[9]).toBe('Guest 10 Customer ID 100010');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('Page 2 of 5');
    expect(names()[0]).toBe('Guest 11 Customer ID 100011');
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveFocus();
    for (let page = 3; page <= 5; page += 1) await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('Page 5 of 5');
    expect(names()).toHaveLength(5);
    expect(names()[4]).toBe('Riya 19 Customer ID 200019');
    // The last page: Next is off, the focus is on Previous (never lost to the page).
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(pager).toHaveTextContent('Page 4 of 5');

    const newest = screen.getByRole('button', { name: 'Newest first' });
    expect(newest).toHaveAttribute('aria-pressed', 'false');
    await user.click(newest);
    expect(newest).toHaveAttribute('aria-pressed', 'true');
    expect(pager).toHaveTextContent('Page 1 of 5');
    expect(names()[0]).toBe('Riya 19 Customer ID 200019');
    await user.click(newest);
    expect(names()[0]).toBe('Guest 1 Customer ID 100001');
  });

  it('searches as the cashier types, by Customer ID or name (any case, spaces around it ignored)', async () => {
    signedInStaff();
    queueAnswers(queue([...manyClaims(24), staffClaim({ id: 'claim-asha' })], [staffRequest()]));
    const user = userEvent.setup();
    renderApp('/staff');

    const search = await screen.findByRole('searchbox', { name: 'Search by Customer ID or name' });
    await user.type(search, '  ASHA ');
    expect(names()).toEqual(['Asha Rao Customer ID 123456']);
    expect(screen.getByText('1 of 26 items match.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('navigation', { name: 'Pages of pending items' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '65432');
    expect(names()).toEqual(['Vikram Shah Customer ID 654321']);

    await user.clear(search);
    await user.type(search, '1000');
    // 100001 to 100024: 24 items, three pages.
    expect(screen.getByText('24 of 26 items match.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of pending items' })).toHaveTextContent('Page 1 of 3');

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(names()).toEqual([]);
    expect(screen.getByText('No pending item matches “nobody”.')).toHaveAttribute('role', 'status');

    await user.clear(search);
    expect(screen.getByRole('heading', { level: 2, name: 'Pending items (26)' })).toBeInTheDocument();
    expect(names()).toHaveLength(10);
  });

  it('approves a claim in one tap: a confirmation in its place, the focus on the next card, then the card goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedInStaff();
    queueAnswers(
      // Online claims: one tap each (an in-store claim asks for the PIN first: claim-pin.test.tsx).
      queue([
        staffClaim({ platform: 'Zomato' }),
        staffClaim({ id: 'claim-2', cusId: '222222', customerName: 'Meera Iyer', platform: 'Swiggy', createdAt: '2025-01-05T14:00:00.000Z' }),
      ]),
    );
    const decided: unknown[] = [];
    server.use(
      graphql.mutation('ApproveClaim', ({ variables }) => {
        decided.push(variables);
        return HttpResponse.json({ data: { approveClaim: { __typename: 'StaffClaim', id: variables.id, status: 'approved' } } });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/staff');

    const approve = await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' });
    await user.click(approve);
    const confirmation = await screen.findByText('Approved the claim of Asha Rao (Customer ID 123456).');
    expect(confirmation).toHaveAttribute('role', 'status');
    expect(decided).toEqual([{ id: 'claim-1' }]);
    // Where the card was: the first item of the list, before Meera's.
    const items = within(queueRegion()).getAllByRole('listitem');
    expect(items[0]).toContainElement(confirmation);
    expect(screen.queryByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve claim of Meera Iyer (Customer ID 222222)' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Pending items (1)' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText(/Approved the claim of Asha Rao/)).not.toBeInTheDocument();
    expect(within(queueRegion()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps the focus in the queue when the focused card is decided at another till', async () => {
    const socket = signedInStaff();
    const meera = staffClaim({ id: 'claim-2', cusId: '222222', customerName: 'Meera Iyer', createdAt: '2025-01-05T14:00:00.000Z' });
    queueAnswers(queue([staffClaim(), meera]));
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');

    const reject = await screen.findByRole('button', { name: 'Reject claim of Asha Rao (Customer ID 123456)' });
    act(() => reject.focus());
    socket.push('StaffQueueChanged', { staffQueueChanged: queue([meera]).data.staffQueue });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve claim of Meera Iyer (Customer ID 222222)' })).toHaveFocus());
  });

  it('moves the focus to the queue heading when the last item is decided', async () => {
    signedInStaff();
    queueAnswers(queue([staffClaim({ platform: 'Zomato' })]));
    server.use(
      graphql.mutation('ApproveClaim', ({ variables }) =>
        HttpResponse.json({ data: { approveClaim: { __typename: 'StaffClaim', id: variables.id, status: 'approved' } } }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    await user.click(await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' }));
    expect(await screen.findByText('Approved the claim of Asha Rao (Customer ID 123456).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pending items (0)' })).toHaveFocus();
  });

  it('asks before rejecting a claim, on the card: Keep leaves it, Reject rejects it', async () => {
    signedInStaff();
    queueAnswers(queue([staffClaim({ customerName: 'Rahul K' })]));
    const rejected: unknown[] = [];
    server.use(
      graphql.mutation('RejectClaim', ({ variables }) => {
        rejected.push(variables);
        return HttpResponse.json({ data: { rejectClaim: { __typename: 'StaffClaim', id: variables.id, status: 'rejected' } } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    const reject = await screen.findByRole('button', { name: 'Reject claim of Rahul K (Customer ID 123456)' });
    await user.click(reject);
    const question = screen.getByRole('group', { name: 'Reject this claim from Rahul K?' });
    expect(within(question).getByText('Reject this claim from Rahul K?')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Approve claim/ })).not.toBeInTheDocument();
    expect(rejected).toEqual([]);

    await user.click(within(question).getByRole('button', { name: 'Keep claim of Rahul K (Customer ID 123456)' }));
    expect(screen.queryByRole('group', { name: 'Reject this claim from Rahul K?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject claim of Rahul K (Customer ID 123456)' })).toHaveFocus();
    expect(rejected).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject claim of Rahul K (Customer ID 123456)' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Reject this claim from Rahul K?' })).getByRole('button', {
        name: 'Reject claim of Rahul K (Customer ID 123456)',
      }),
    );
    expect(await screen.findByText('Rejected the claim of Rahul K (Customer ID 123456).')).toHaveAttribute('role', 'status');
    expect(rejected).toEqual([{ id: 'claim-1' }]);
  });

  it('tells a race in place of the card: decided at another till, the server says so there for a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = signedInStaff();
    queueAnswers(
      queue([staffClaim(), staffClaim({ id: 'claim-2', cusId: '222222', customerName: 'Meera Iyer', createdAt: '2025-01-05T14:00:00.000Z' })]),
    );
    const held = gate();
    server.use(
      graphql.mutation('RejectClaim', async () => {
        await held.opened;
        return HttpResponse.json(graphQLError('This claim was already rejected by another till.', 'CONFLICT'));
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');

    await user.click(await screen.findByRole('button', { name: 'Reject claim of Asha Rao (Customer ID 123456)' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Reject this claim from Asha Rao?' })).getByRole('button', {
        name: 'Reject claim of Asha Rao (Customer ID 123456)',
      }),
    );
    // Meanwhile the live queue drops it (the other till's decision): the card stays while this till waits.
    socket.push('StaffQueueChanged', {
      staffQueueChanged: queue([staffClaim({ id: 'claim-2', cusId: '222222', customerName: 'Meera Iyer', createdAt: '2025-01-05T14:00:00.000Z' })])
        .data.staffQueue,
    });
    await screen.findByRole('heading', { level: 2, name: 'Pending items (1)' });
    expect(screen.getByRole('button', { name: 'Reject claim of Asha Rao (Customer ID 123456)' })).toHaveTextContent('Rejecting…');

    held.release();
    const sentence = await screen.findByText('This claim was already rejected by another till.');
    expect(sentence).toHaveAttribute('role', 'alert');
    expect(within(queueRegion()).getAllByRole('listitem')[0]).toContainElement(sentence);
    expect(screen.getByRole('button', { name: 'Approve claim of Meera Iyer (Customer ID 222222)' })).toHaveFocus();

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByText('This claim was already rejected by another till.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('This claim was already rejected by another till.')).not.toBeInTheDocument();
    expect(names()).toEqual(['Meera Iyer Customer ID 222222']);
  });

  it.each([
    ['claim', 'Reject claim of Asha Rao (Customer ID 123456)', 'This claim was already decided at another till.'],
    ['request', 'Reject points request of Vikram Shah (Customer ID 654321)', 'This points request was already decided at another till.'],
  ])(
    'says so in place of a %s decided at another till while its Reject question was open here, then moves the focus on',
    async (kind, rejectName, sentence) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const socket = signedInStaff();
      const meera = staffClaim({ id: 'claim-2', cusId: '222222', customerName: 'Meera Iyer', createdAt: '2025-01-07T14:00:00.000Z' });
      const decided = kind === 'claim' ? queue([staffClaim(), meera]) : queue([meera], [staffRequest()]);
      queueAnswers(decided);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderApp('/staff');
      await socket.subscribedTo('StaffQueueChanged');

      await user.click(await screen.findByRole('button', { name: rejectName }));
      expect(screen.getByRole('group', { name: /^Reject this/ })).toBeInTheDocument();
      // The other till decides it first: the live queue drops it.
      socket.push('StaffQueueChanged', { staffQueueChanged: queue([meera]).data.staffQueue });

      const said = await screen.findByText(sentence);
      expect(said).toHaveAttribute('role', 'status');
      const items = within(queueRegion()).getAllByRole('listitem');
      // Where the card was: the oldest, before Meera's.
      expect(items[0]).toContainElement(said);
      expect(screen.queryByRole('group', { name: /^Reject this/ })).not.toBeInTheDocument();
      // The focus was in the card (its question): it goes on to the next card.
      expect(screen.getByRole('button', { name: 'Approve claim of Meera Iyer (Customer ID 222222)' })).toHaveFocus();

      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(screen.queryByText(sentence)).not.toBeInTheDocument();
      expect(names()).toEqual(['Meera Iyer Customer ID 222222']);
    },
  );

  it('says it in Hindi too, and leaves the focus where it was when it was not in the card', async () => {
    const socket = signedInStaff();
    const meera = staffClaim({ id: 'claim-2', cusId: '222222', customerName: 'Meera Iyer', createdAt: '2025-01-05T14:00:00.000Z' });
    queueAnswers(queue([staffClaim(), meera]));
    const user = userEvent.setup();
    await setLanguage('hi');
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');

    await user.click(await screen.findByRole('button', { name: 'Asha Rao (ग्राहक आईडी 123456) का क्लेम अस्वीकार करें' }));
    const search = screen.getByRole('searchbox', { name: 'ग्राहक आईडी या नाम से खोजें' });
    act(() => search.focus());
    socket.push('StaffQueueChanged', { staffQueueChanged: queue([meera]).data.staffQueue });

    expect(await screen.findByText('यह क्लेम पहले ही किसी दूसरे काउंटर पर तय हो चुका है।')).toHaveAttribute('role', 'status');
    expect(search).toHaveFocus();
  });

  it('a question closed with Keep lets the item go quietly when the live queue drops it later', async () => {
    const socket = signedInStaff();
    const meera = staffClaim({ id: 'claim-2', cusId: '222222', customerName: 'Meera Iyer', createdAt: '2025-01-05T14:00:00.000Z' });
    queueAnswers(queue([staffClaim(), meera]));
    const user = userEvent.setup();
    renderApp('/staff');
    await socket.subscribedTo('StaffQueueChanged');

    await user.click(await screen.findByRole('button', { name: 'Reject claim of Asha Rao (Customer ID 123456)' }));
    await user.click(screen.getByRole('button', { name: 'Keep claim of Asha Rao (Customer ID 123456)' }));
    await user.click(screen.getByRole('searchbox', { name: 'Search by Customer ID or name' }));
    socket.push('StaffQueueChanged', { staffQueueChanged: queue([meera]).data.staffQueue });

    await waitFor(() => expect(names()).toEqual(['Meera Iyer Customer ID 222222']));
    expect(screen.queryByText(/already decided at another till/)).not.toBeInTheDocument();
  });

  it('keeps the card, with the reason, when a decision could not reach the server', async () => {
    signedInStaff();
    queueAnswers(queue([staffClaim({ platform: 'Zomato' })]));
    let fail = true;
    server.use(
      graphql.mutation('ApproveClaim', ({ variables }) =>
        fail
          ? HttpResponse.error()
          : HttpResponse.json({ data: { approveClaim: { __typename: 'StaffClaim', id: variables.id, status: 'approved' } } }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    await user.click(await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' }));
    expect(await within(claimItem()).findByRole('alert')).toHaveTextContent(
      'Could not approve this claim. Check your internet connection and try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' }));
    expect(await screen.findByText('Approved the claim of Asha Rao (Customer ID 123456).')).toBeInTheDocument();
  });

  it('approves a points request with points: checks the amount first and shows server errors', async () => {
    signedInStaff();
    queueAnswers(queue([], [staffRequest()]));
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      graphql.mutation('ApprovePointsRequest', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json(
          refuse
            ? graphQLError('Points must be a whole number from 1 to 1,00,000', 'BAD_USER_INPUT')
            : { data: { approvePointsRequest: { __typename: 'StaffPointsRequest', id: variables.id, points: variables.points } } },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    const approve = await screen.findByRole('button', { name: 'Approve points request of Vikram Shah (Customer ID 654321)' });
    const points = within(requestItem()).getByLabelText('Points');

    await user.click(approve);
    expect(within(requestItem()).getByRole('alert')).toHaveTextContent('Enter the points to give, from 1 to 1,00,000.');
    expect(points).toHaveAttribute('aria-invalid', 'true');

    await user.type(points, '0');
    await user.click(approve);
    expect(within(requestItem()).getByRole('alert')).toHaveTextContent('Points must be a whole number from 1 to 1,00,000.');

    await user.clear(points);
    await user.type(points, '100001');
    await user.click(approve);
    expect(within(requestItem()).getByRole('alert')).toHaveTextContent('Points must be a whole number from 1 to 1,00,000.');
    expect(sent).toEqual([]);

    await user.clear(points);
    await user.type(points, '2500');
    await user.click(approve);
    expect(await within(requestItem()).findByText('Points must be a whole number from 1 to 1,00,000', { exact: true })).toHaveAttribute(
      'role',
      'alert',
    );
    expect(points).not.toHaveAttribute('aria-invalid');

    refuse = false;
    await user.click(approve);
    expect(await screen.findByText('Gave 2,500 points to Vikram Shah (Customer ID 654321).')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([
      { id: 'request-1', points: 2500 },
      { id: 'request-1', points: 2500 },
    ]);
  });

  it('rejects a points request, after asking, without asking for points', async () => {
    signedInStaff();
    queueAnswers(queue([], [staffRequest()]));
    server.use(
      graphql.mutation('RejectPointsRequest', ({ variables }) =>
        HttpResponse.json({ data: { rejectPointsRequest: { __typename: 'StaffPointsRequest', id: variables.id } } }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    await user.click(await screen.findByRole('button', { name: 'Reject points request of Vikram Shah (Customer ID 654321)' }));
    const question = screen.getByRole('group', { name: 'Reject this points request from Vikram Shah?' });
    await user.click(await within(question).findByRole('radio', { name: 'We could not find this order' }));
    await user.click(within(question).getByRole('button', { name: 'Reject points request of Vikram Shah (Customer ID 654321)' }));
    expect(await screen.findByText('Rejected the points request of Vikram Shah (Customer ID 654321).')).toBeInTheDocument();
  });
});

describe('/staff in Hindi', () => {
  it('has every staff text in Hindi, with the same placeholders and tags, in Devanagari', async () => {
    const flatten = (tree: object, prefix = ''): Array<[string, string]> =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value as object, `${prefix}${key}.`),
      );
    const [{ staffEn }, { staffHi }] = await Promise.all([import('./locales/en'), import('./locales/hi')]);
    const english = new Map(flatten(staffEn));
    const hindi = new Map(flatten(staffHi));
    expect([...hindi.keys()]).toEqual([...english.keys()]);
    const marks = (text: string) => [...text.matchAll(/\{\{\s*(\w+)|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();
    for (const [key, text] of english) {
      const translated = hindi.get(key)!;
      expect(marks(translated), key).toEqual(marks(text));
      // Only placeholders and codes (PIN) may stay as they are.
      if (/[a-z]{3}/.test(text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ''))) expect(translated, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('turns the whole console to Hindi from its language switch, numbers and dates in hi-IN', async () => {
    signedInStaff();
    queueAnswers(queue([staffClaim()], [staffRequest()]));
    const user = userEvent.setup();
    renderApp('/staff');

    await screen.findByRole('heading', { level: 2, name: 'Pending items (2)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');

    expect(await screen.findByRole('heading', { level: 2, name: 'लंबित आइटम (2)' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'hi-IN');
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी डिवाइस से लॉग आउट करें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ग्राहक आईडी या नाम से खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नए पहले' })).toBeInTheDocument();
    const claim = screen.getByRole('button', { name: 'Asha Rao (ग्राहक आईडी 123456) का क्लेम स्वीकार करें' }).closest('li')!;
    expect(within(claim).getByRole('definition', { name: 'कीमत' })).toHaveTextContent('1,00,000 पॉइंट');
    expect(within(claim).getByRole('definition', { name: 'तारीख़' })).toHaveTextContent('शाम');
    // The platform as the customer's app says it: In-Store in Hindi, a typed platform as typed.
    expect(within(claim).getByRole('definition', { name: 'प्लेटफ़ॉर्म' })).toHaveTextContent(/^रेस्टोरेंट में$/);
    const request = screen.getAllByRole('button', { name: /^Vikram Shah \(ग्राहक आईडी 654321\)/ })[0]!.closest('li')!;
    expect(within(request).getByRole('definition', { name: 'प्लेटफ़ॉर्म' })).toHaveTextContent(/^Swiggy$/);
    expect(screen.getByRole('region', { name: 'बिल जमा करें' })).toBeInTheDocument();

    await user.click(within(claim).getByRole('button', { name: 'Asha Rao (ग्राहक आईडी 123456) का क्लेम अस्वीकार करें' }));
    expect(screen.getByRole('group', { name: 'क्या Asha Rao का यह क्लेम अस्वीकार करें?' })).toBeInTheDocument();
  });

  it('shows the staff login in Hindi on a device that chose it', async () => {
    await setLanguage('hi');
    renderApp('/staff');

    expect(await screen.findByRole('heading', { level: 1, name: 'स्टाफ़ लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  });
});

describe('/staff points request: order ID, flags and the last 5 (issue 24)', () => {
  const recentItem = (kind: HistoryKind, points: number | null, status: string, createdAt: string, more: Record<string, unknown> = {}) => ({
    __typename: 'StaffRecentItem',
    kind,
    platform: kind === 'inStoreBill' ? 'In-Store' : 'Zomato',
    points,
    status,
    orderId: null,
    rejectionReason: null,
    rejectionNote: null,
    createdAt,
    ...more,
  });
  const flagged = (overrides: Partial<StaffPointsRequestItem_RequestFragment> = {}) =>
    staffRequest({
      orderId: null,
      flags: ['noOrderId', 'manyInADay', 'orderIdRefusedBefore'],
      recent: [
        recentItem('onlineOrder', null, 'pending', '2025-01-06T07:00:00.000Z', { orderId: '7012345678' }),
        recentItem('onlineOrder', null, 'rejected', '2025-01-05T07:00:00.000Z', {
          rejectionReason: 'OTHER',
          rejectionNote: 'Bill from another branch',
        }),
        recentItem('inStoreBill', 650, 'approved', '2025-01-04T13:00:00.000Z'),
      ],
      ...overrides,
    });

  it('shows the order ID, or "No order ID" and each flag as a warning, and the last items behind "Last 5"', async () => {
    signedInStaff();
    queueAnswers(queue([], [staffRequest(), flagged({ id: 'request-9', cusId: '777777', customerName: 'Meera Iyer' })]));
    const user = userEvent.setup();
    renderApp('/staff');

    await screen.findByRole('heading', { level: 2, name: 'Pending items (2)' });
    const plain = requestItem();
    expect(within(plain).getByRole('definition', { name: 'Order ID' })).toHaveTextContent(/^168912345678901$/);
    expect(plain).not.toHaveTextContent('No order ID');
    expect(plain.querySelectorAll('.staff-flag')).toHaveLength(0);
    await user.click(within(plain).getByText('Last 5'));
    expect(plain).toHaveTextContent('No earlier credits or requests here.');

    const warned = screen.getByRole('button', { name: 'Approve points request of Meera Iyer (Customer ID 777777)' }).closest('li')!;
    expect(within(warned).getByRole('definition', { name: 'Order ID' })).toHaveTextContent(/^No order ID$/);
    const warnings = [...warned.querySelectorAll('.staff-flags .staff-flag')].map((flag) => flag.textContent);
    expect(warnings).toEqual(['More than 5 credits or requests in 24 hours', 'This order ID was refused before']);

    const last5 = within(warned).getByText('Last 5').closest('details')!;
    expect(last5).not.toHaveAttribute('open');
    await user.click(within(warned).getByText('Last 5'));
    expect(last5).toHaveAttribute('open');
    // A rejection says why (its words a chunk of their own).
    await within(last5).findByText('Another reason');
    const items = [...last5.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual([
      'Zomato order 7012…Pending06 Jan 2025, 12:30 pm',
      'Zomato orderRejected05 Jan 2025, 12:30 pmReason: Another reasonNote from the restaurant: Bill from another branch',
      'In-store bill+65004 Jan 2025, 06:30 pm',
    ]);
  });

  it('says them in Hindi', async () => {
    await setLanguage('hi');
    signedInStaff();
    queueAnswers(queue([], [flagged()]));
    renderApp('/staff');

    const request = (await screen.findAllByRole('button', { name: /^Vikram Shah \(ग्राहक आईडी 654321\)/ }))[0]!.closest('li')!;
    expect(within(request).getByRole('definition', { name: 'ऑर्डर आईडी' })).toHaveTextContent(/^कोई ऑर्डर आईडी नहीं$/);
    expect(request).toHaveTextContent('24 घंटों में 5 से ज़्यादा क्रेडिट या अनुरोध');
    expect(request).toHaveTextContent('यह ऑर्डर आईडी पहले अस्वीकार की जा चुकी है');
    expect(within(request).getByText('पिछले 5')).toBeInTheDocument();
    expect(request).toHaveTextContent('रेस्टोरेंट में बिल');
    expect(await within(request).findByText('कोई और कारण')).toBeInTheDocument();
    expect(request).toHaveTextContent('रेस्टोरेंट का नोट: Bill from another branch');
  });
});
