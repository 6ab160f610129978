import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signInWithEmail, signOutOfFirebase } from '../../lib/firebase-auth';
import type { StaffClaimItem_ClaimFragment, StaffPointsRequestItem_RequestFragment } from '../../__generated__/graphql';
import { answer, answerHeld, fixture, graphQLError, signedInCustomer } from '../../test/customer-area';
import { renderApp } from '../../test/render-app';
import { mockLiveSocket } from '../../test/graphql-ws';
import { server } from '../../test/server';

const STAFF_ME = { role: 'staff', profileSet: false, phoneNumber: null, email: 'staff.fs1001@foodspot.test' };
const UNAUTHENTICATED = () => HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 });

/** A signed-in staff member; the console's live queue socket is answered at the network edge. */
function signedInStaff() {
  server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json(STAFF_ME)));
  return mockLiveSocket();
}

const staffClaim = fixture<StaffClaimItem_ClaimFragment & { __typename: 'StaffClaim' }>({
  __typename: 'StaffClaim',
  id: 'claim-1',
  cusId: '123456',
  customerName: 'Asha Rao',
  platform: 'In-Store',
  status: 'pending',
  createdAt: '2025-01-05T13:00:00.000Z',
});

const staffRequest = fixture<StaffPointsRequestItem_RequestFragment & { __typename: 'StaffPointsRequest' }>({
  __typename: 'StaffPointsRequest',
  id: 'request-1',
  cusId: '654321',
  customerName: 'Vikram Shah',
  platform: 'Swiggy',
  points: null,
  createdAt: '2025-01-06T08:00:00.000Z',
});

function queue(claims: unknown[] = [], requests: unknown[] = []) {
  return {
    data: {
      staffQueue: { __typename: 'StaffQueue', restaurantName: 'Spice Route Kitchen', resId: 'FS1001', claims, requests },
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

const claimItem = () => screen.getByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' }).closest('li')!;
const requestItem = () => screen.getByRole('button', { name: 'Approve points request of Vikram Shah (Customer ID 654321)' }).closest('li')!;

describe('/staff login', () => {
  it('signs a visitor in as staff and shows the console', async () => {
    mockLiveSocket();
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
});

describe('/staff queue', () => {
  it('shows a loading state, then the pending claims and requests', async () => {
    signedInStaff();
    const release = answerHeld('StaffQueue', () => queue([staffClaim()], [staffRequest()]));
    renderApp('/staff');

    expect(await screen.findByRole('status', { name: 'Loading the queue' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spice Route Kitchen (FS1001)' })).toBeInTheDocument();

    const claims = screen.getByRole('region', { name: 'Pending claims' });
    const claim = within(claims).getByRole('listitem');
    expect(claim).toHaveTextContent('Asha Rao');
    expect(claim).toHaveTextContent('Customer ID 123456');
    expect(within(claim).getByRole('definition', { name: 'Platform' })).toHaveTextContent('In-Store');
    expect(within(claim).getByRole('definition', { name: 'Date' })).toHaveTextContent('05 Jan 2025, 06:30 pm');
    expect(within(claim).getByRole('button', { name: 'Reject claim of Asha Rao (Customer ID 123456)' })).toHaveTextContent('Reject');

    const requests = screen.getByRole('region', { name: 'Pending points requests' });
    const request = within(requests).getByRole('listitem');
    expect(within(request).getByRole('definition', { name: 'Platform' })).toHaveTextContent('Swiggy');
    expect(within(request).getByRole('spinbutton', { name: 'Points' })).toBeRequired();
    expect(within(request).getByRole('button', { name: 'Approve points request of Vikram Shah (Customer ID 654321)' })).toBeInTheDocument();
    expect(within(request).getByRole('button', { name: 'Reject points request of Vikram Shah (Customer ID 654321)' })).toBeInTheDocument();
  });

  it('says so when nothing is pending, and Refresh shows what came in since', async () => {
    signedInStaff();
    const calls = queueAnswers(queue(), queue([staffClaim()]));
    const user = userEvent.setup();
    renderApp('/staff');

    expect(await screen.findByText('No pending claims')).toBeInTheDocument();
    expect(screen.getByText('No pending points requests')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' })).toBeInTheDocument();
    expect(screen.queryByText('No pending claims')).not.toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('shows new claims live from the socket, without polling or a click', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = signedInStaff();
    const queueLoads = queueAnswers(queue());
    renderApp('/staff');

    expect(await screen.findByText('No pending claims')).toBeInTheDocument();
    await socket.subscribedTo('StaffQueueChanged');
    socket.push('StaffQueueChanged', { staffQueueChanged: queue([staffClaim()]).data.staffQueue });

    expect(await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' })).toBeInTheDocument();
    // Decided at another till: it leaves this console too.
    socket.push('StaffQueueChanged', { staffQueueChanged: queue().data.staffQueue });
    expect(await screen.findByText('No pending claims')).toBeInTheDocument();
    // No polling: well past the old 10 s interval the queue was still asked once.
    await vi.advanceTimersByTimeAsync(25_000);
    expect(queueLoads()).toBe(1);
  });

  it('says so, with a way to reconnect, when the live queue fails', async () => {
    const socket = signedInStaff();
    queueAnswers(queue());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/staff');
    expect(await screen.findByText('No pending claims')).toBeInTheDocument();
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
    expect(await screen.findByText('No pending claims')).toBeInTheDocument();
  });

  it('approves a claim and removes it from the queue', async () => {
    signedInStaff();
    queueAnswers(queue([staffClaim(), staffClaim({ id: 'claim-2', cusId: '222222', customerName: 'Meera Iyer' })]));
    const decided: unknown[] = [];
    server.use(
      graphql.mutation('ApproveClaim', ({ variables }) => {
        decided.push(variables);
        return HttpResponse.json({ data: { approveClaim: { __typename: 'StaffClaim', id: variables.id, status: 'approved' } } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    await user.click(await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' })).not.toBeInTheDocument());
    expect(decided).toEqual([{ id: 'claim-1' }]);
    expect(screen.getByText('Approved the claim of Asha Rao (Customer ID 123456).')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Pending claims' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Approve claim of Meera Iyer (Customer ID 222222)' })).toBeInTheDocument();
  });

  it('rejects a claim and removes it; a conflict shows the server message on the item', async () => {
    signedInStaff();
    queueAnswers(queue([staffClaim()]));
    let conflict = true;
    server.use(
      graphql.mutation('RejectClaim', ({ variables }) =>
        HttpResponse.json(
          conflict
            ? graphQLError('This claim was already approved.', 'CONFLICT')
            : { data: { rejectClaim: { __typename: 'StaffClaim', id: variables.id, status: 'rejected' } } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    await user.click(await screen.findByRole('button', { name: 'Reject claim of Asha Rao (Customer ID 123456)' }));
    expect(await within(claimItem()).findByRole('alert')).toHaveTextContent('This claim was already approved.');

    conflict = false;
    await user.click(screen.getByRole('button', { name: 'Reject claim of Asha Rao (Customer ID 123456)' }));
    expect(await screen.findByText('No pending claims')).toBeInTheDocument();
    expect(screen.getByText('Rejected the claim of Asha Rao (Customer ID 123456).')).toBeInTheDocument();
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
            ? graphQLError('Points must be a whole number from 1 to 100000', 'BAD_USER_INPUT')
            : { data: { approvePointsRequest: { __typename: 'StaffPointsRequest', id: variables.id, points: variables.points } } },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    const approve = await screen.findByRole('button', { name: 'Approve points request of Vikram Shah (Customer ID 654321)' });
    const points = within(requestItem()).getByLabelText('Points');

    await user.click(approve);
    expect(within(requestItem()).getByRole('alert')).toHaveTextContent('Enter the points to give, from 1 to 100000.');
    expect(points).toHaveAttribute('aria-invalid', 'true');

    await user.type(points, '0');
    await user.click(approve);
    expect(within(requestItem()).getByRole('alert')).toHaveTextContent('Points must be a whole number from 1 to 100000.');

    await user.clear(points);
    await user.type(points, '100001');
    await user.click(approve);
    expect(within(requestItem()).getByRole('alert')).toHaveTextContent('Points must be a whole number from 1 to 100000.');
    expect(sent).toEqual([]);

    await user.clear(points);
    await user.type(points, '250');
    await user.click(approve);
    expect(await within(requestItem()).findByText('Points must be a whole number from 1 to 100000', { exact: true })).toHaveAttribute(
      'role',
      'alert',
    );
    expect(points).not.toHaveAttribute('aria-invalid');

    refuse = false;
    await user.click(approve);
    expect(await screen.findByText('No pending points requests')).toBeInTheDocument();
    expect(screen.getByText('Gave 250 points to Vikram Shah (Customer ID 654321).')).toBeInTheDocument();
    expect(sent).toEqual([
      { id: 'request-1', points: 250 },
      { id: 'request-1', points: 250 },
    ]);
  });

  it('rejects a points request without asking for points', async () => {
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
    expect(await screen.findByText('No pending points requests')).toBeInTheDocument();
  });
});

describe('/staff in-store credit', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  async function fill(user: ReturnType<typeof userEvent.setup>, cusId: string, pin: string, amount: string) {
    const form = within(await screen.findByRole('region', { name: 'In-store credit' }));
    await user.type(form.getByLabelText('Customer ID'), cusId);
    await user.type(form.getByLabelText('PIN'), pin);
    await user.type(form.getByLabelText('Bill amount (Rs)'), amount);
    await user.click(form.getByRole('button', { name: 'Credit points' }));
  }

  it('credits a bill, says the new balance and clears the form (a busy queue beside it)', async () => {
    signedInStaff();
    queueAnswers(queue([staffClaim()], [staffRequest()]));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('CreditInStore', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { creditInStore: 760 } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' });
    await fill(user, '123456', '4321', '640');
    expect(await screen.findByText('Credited 640 points. New balance: 760.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ cusId: '123456', pin: '4321', amount: 640, idempotencyKey: expect.stringMatching(UUID) as unknown }]);
    expect(screen.getByLabelText('Customer ID')).toHaveValue('');
    expect(screen.getByLabelText('PIN')).toHaveValue('');
    expect(screen.getByLabelText('Bill amount (Rs)')).toHaveValue(null);
  });

  it('checks the fields before asking the server', async () => {
    signedInStaff();
    queueAnswers(queue());
    const user = userEvent.setup();
    renderApp('/staff');

    await fill(user, '12345', '4321', '640');
    expect(screen.getByRole('alert')).toHaveTextContent('Customer ID must be 6 digits');
    expect(screen.getByLabelText('Customer ID')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Customer ID'), '6');
    await user.clear(screen.getByLabelText('Bill amount (Rs)'));
    await user.type(screen.getByLabelText('Bill amount (Rs)'), '0');
    await user.click(screen.getByRole('button', { name: 'Credit points' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Amount must be a whole number from 1 to 100000');
    expect(screen.getByLabelText('Bill amount (Rs)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows every problem at once, at its field and in a summary that takes the focus, and sends nothing', async () => {
    signedInStaff();
    queueAnswers(queue());
    const sent: unknown[] = [];
    server.use(graphql.mutation('CreditInStore', ({ variables }) => (sent.push(variables), HttpResponse.json({ data: { creditInStore: 1 } }))));
    const user = userEvent.setup();
    renderApp('/staff');

    await fill(user, '12345', '1', '0');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Fix these to credit the bill:');
    for (const [label, message] of [
      ['Customer ID', 'Customer ID must be 6 digits'],
      ['PIN', 'PIN must be exactly 4 digits'],
      ['Bill amount (Rs)', 'Amount must be a whole number from 1 to 100000'],
    ] as const) {
      expect(summary).toHaveTextContent(message);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(sent).toEqual([]);
  });

  it.each(['1e3', '12.5', '-5', '100001'])('refuses the bill amount %j (digits only: 1e3 is not Rs 1,000) and sends nothing', async (amount) => {
    signedInStaff();
    queueAnswers(queue());
    const sent: unknown[] = [];
    server.use(graphql.mutation('CreditInStore', ({ variables }) => (sent.push(variables), HttpResponse.json({ data: { creditInStore: 1 } }))));
    const user = userEvent.setup();
    renderApp('/staff');

    await fill(user, '123456', '4321', amount);
    expect(screen.getByLabelText('Bill amount (Rs)')).toHaveAccessibleDescription('Amount must be a whole number from 1 to 100000');
    expect(sent).toEqual([]);
  });

  it('sends the same idempotency key when a bill is retried, and a new one for the next bill', async () => {
    signedInStaff();
    queueAnswers(queue());
    const keys: unknown[] = [];
    let answer: 'drop' | 'ok' = 'drop';
    server.use(
      graphql.mutation('CreditInStore', ({ variables }) => {
        keys.push(variables['idempotencyKey']);
        return answer === 'drop' ? HttpResponse.error() : HttpResponse.json({ data: { creditInStore: 650 } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    await fill(user, '123456', '4321', '650');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not credit the points.');
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Credit points' }));
    expect(await screen.findByText('Credited 650 points. New balance: 650.')).toBeInTheDocument();
    await fill(user, '123456', '4321', '650');
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows a wrong PIN and keeps what was typed', async () => {
    signedInStaff();
    queueAnswers(queue());
    server.use(graphql.mutation('CreditInStore', () => HttpResponse.json(graphQLError('Wrong PIN for this Customer ID.', 'BAD_USER_INPUT'))));
    const user = userEvent.setup();
    renderApp('/staff');

    await fill(user, '123456', '0000', '640');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong PIN for this Customer ID.');
    expect(screen.getByLabelText('Customer ID')).toHaveValue('123456');
    expect(screen.getByLabelText('Bill amount (Rs)')).toHaveValue(640);
    expect(screen.getByRole('button', { name: 'Credit points' })).toBeEnabled();
  });

  it('shows the lock-out after too many wrong PINs', async () => {
    signedInStaff();
    queueAnswers(queue());
    server.use(
      graphql.mutation('CreditInStore', () =>
        HttpResponse.json(graphQLError('Too many wrong PINs for this Customer ID. Try again in 15 minutes.', 'RATE_LIMITED')),
      ),
    );
    const user = userEvent.setup();
    renderApp('/staff');

    await fill(user, '123456', '0000', '640');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong PINs for this Customer ID. Try again in 15 minutes.');
  });

  it('shows a readable message when the network fails', async () => {
    signedInStaff();
    queueAnswers(queue());
    server.use(graphql.mutation('CreditInStore', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderApp('/staff');

    await fill(user, '123456', '4321', '640');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not credit the points. Check your internet connection and try again.');
  });
});
