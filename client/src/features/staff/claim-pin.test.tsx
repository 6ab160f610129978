import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { graphQLError } from '../../test/customer-area';
import { mockLiveSocket } from '../../test/graphql-ws';
import { clickIntoLazy } from '../../test/lazy-click';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

/** An in-store claim is approved with the customer's PIN, typed on its card; wrong PINs and locks are said there. */
const STAFF_ME = { role: 'staff', profileSet: false, phoneNumber: null, email: 'staff.fs1001@foodspot.test' };
const CLAIM = {
  __typename: 'StaffClaim',
  id: 'claim-1',
  cusId: '123456',
  customerName: 'Asha Rao',
  platform: 'In-Store',
  status: 'pending',
  createdAt: '2025-01-05T13:00:00.000Z',
  reward: 'Free Masala Dosa',
  cost: 300,
};
const QUEUE = {
  data: {
    staffQueue: {
      __typename: 'StaffQueue',
      restaurantName: 'Spice Route Kitchen',
      resId: 'FS1001',
      largeBillThreshold: 10000,
      claims: [CLAIM],
      requests: [],
    },
  },
};
const APPROVED = { data: { approveClaim: { __typename: 'StaffClaim', id: 'claim-1', status: 'approved' } } };

/** The till with one pending in-store claim; ApproveClaim answers `answers` in turn; returns the variables it was sent. */
function tillWithClaim(...answers: Array<Record<string, unknown>>) {
  return tillWithClaimOn('In-Store', ...answers);
}
/** The same with the claim's platform as the customer typed it. */
function tillWithClaimOn(platform: string, ...answers: Array<Record<string, unknown>>) {
  const queue = { data: { staffQueue: { ...QUEUE.data.staffQueue, claims: [{ ...CLAIM, platform }] } } };
  server.use(
    http.get('/api/v1/auth/customer/me', () => HttpResponse.json(STAFF_ME)),
    graphql.query('LastCredits', () => HttpResponse.json({ data: { lastCredits: [] } })),
    graphql.query('StaffQueue', () => HttpResponse.json(queue)),
  );
  mockLiveSocket();
  const sent: unknown[] = [];
  server.use(
    graphql.mutation('ApproveClaim', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json(answers[Math.min(sent.length - 1, answers.length - 1)]);
    }),
  );
  return sent;
}
/** The PIN step is a lazy chunk: its first load may take a moment on a busy machine. */
const LAZY = { timeout: 12_000 };
const claimCard = () => screen.getByRole('button', { name: /Asha Rao/ }).closest('li')!;

describe("an in-store claim's Approve asks for the customer's PIN", () => {
  it('sends nothing until a 4-digit PIN is typed; a wrong PIN is said on the card and the claim stays; the right one approves', async () => {
    const sent = tillWithClaim(graphQLError('Wrong PIN for this Customer ID.', 'BAD_USER_INPUT', { reason: 'WRONG_PIN', params: {} }), APPROVED);
    const user = userEvent.setup();
    renderApp('/staff');

    const approveName = 'Approve claim of Asha Rao (Customer ID 123456)';
    await clickIntoLazy(user, await screen.findByRole('button', { name: approveName }));
    const pin = await screen.findByLabelText("Customer's PIN", {}, LAZY);
    expect(pin).toHaveFocus();
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAccessibleDescription('Ask the customer for their PIN and type it to approve the reward.');

    await user.click(screen.getByRole('button', { name: approveName }));
    expect(await within(claimCard()).findByText("Enter the customer's PIN.")).toBeInTheDocument();
    await user.type(pin, '12');
    await user.click(screen.getByRole('button', { name: approveName }));
    expect(await within(claimCard()).findByText('PIN must be exactly 4 digits')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(pin);
    await user.type(pin, '0000{Enter}');
    expect(await within(claimCard()).findByRole('alert')).toHaveTextContent('Wrong PIN for this Customer ID.');
    await waitFor(() => expect(screen.getByLabelText("Customer's PIN")).toHaveFocus());
    expect(screen.getByLabelText("Customer's PIN")).toHaveValue('');
    expect(screen.queryByText(/Approved the claim/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Customer's PIN"), '4321');
    await user.click(screen.getByRole('button', { name: approveName }));
    expect(await screen.findByText('Approved the claim of Asha Rao (Customer ID 123456).')).toBeInTheDocument();
    expect(sent).toEqual([
      { id: 'claim-1', pin: '0000' },
      { id: 'claim-1', pin: '4321' },
    ]);
  });

  it.each(['Counter', 'in store'])('asks the PIN for a claim on "%s" too: only Zomato and Swiggy claims approve in one tap', async (platform) => {
    const sent = tillWithClaimOn(platform, APPROVED);
    const user = userEvent.setup();
    renderApp('/staff');
    await clickIntoLazy(user, await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' }));
    expect(await screen.findByLabelText("Customer's PIN", {}, LAZY)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('approves a Swiggy claim in one tap', async () => {
    const sent = tillWithClaimOn('Swiggy', APPROVED);
    const user = userEvent.setup();
    renderApp('/staff');
    await clickIntoLazy(user, await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'claim-1' }]));
    expect(screen.queryByLabelText("Customer's PIN")).not.toBeInTheDocument();
  });

  it('Cancel goes back to Approve and Reject, sending nothing', async () => {
    const sent = tillWithClaim(APPROVED);
    const user = userEvent.setup();
    renderApp('/staff');

    await clickIntoLazy(user, await screen.findByRole('button', { name: 'Approve claim of Asha Rao (Customer ID 123456)' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }, LAZY));
    expect(screen.queryByLabelText("Customer's PIN")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject claim of Asha Rao (Customer ID 123456)' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("says a wrong PIN that locked the Customer ID, and a lock, in Hindi from the reason code (not the server's English)", async () => {
    tillWithClaim(
      graphQLError('Wrong PIN. Too many wrong PINs: this Customer ID is locked for 30 seconds.', 'BAD_USER_INPUT', {
        reason: 'WRONG_PIN_NOW_LOCKED',
        params: { duration: '30 seconds', durationSeconds: 30 },
      }),
      graphQLError('This Customer ID is locked after too many wrong PINs.', 'RATE_LIMITED', {
        reason: 'CUSTOMER_LOCKED',
        params: { duration: '25 seconds', durationSeconds: 25 },
      }),
    );
    const user = userEvent.setup();
    await setLanguage('hi');
    renderApp('/staff');

    const approveName = 'Asha Rao (ग्राहक आईडी 123456) का क्लेम स्वीकार करें';
    await clickIntoLazy(user, await screen.findByRole('button', { name: approveName }));
    expect(await screen.findByText('इनाम स्वीकार करने के लिए ग्राहक से उनका PIN पूछकर डालें।', {}, LAZY)).toBeInTheDocument();
    await user.type(screen.getByLabelText('ग्राहक का PIN'), '0000{Enter}');
    const alert = await within(claimCard()).findByRole('alert');
    expect(alert).toHaveTextContent(/^PIN गलत है। बहुत बार गलत PIN: यह ग्राहक आईडी .+ के लिए लॉक है।$/);
    expect(alert).not.toHaveTextContent(/Wrong PIN/);

    await user.type(screen.getByLabelText('ग्राहक का PIN'), '4321{Enter}');
    await waitFor(() => expect(within(claimCard()).getByRole('alert')).toHaveTextContent(/^बहुत बार गलत PIN के बाद यह ग्राहक आईडी लॉक है।/));
    expect(screen.getByRole('button', { name: approveName })).toBeInTheDocument();
  });
});
