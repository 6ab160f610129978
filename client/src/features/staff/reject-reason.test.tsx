import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REJECTION_NOTE_MAX } from '@foodspot/schema/rejection-reasons';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import type { StaffPointsRequestItem_RequestFragment } from '../../__generated__/graphql';
import { fixture, graphQLError } from '../../test/customer-area';
import { mockLiveSocket } from '../../test/graphql-ws';
import { clickIntoLazy } from '../../test/lazy-click';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const STAFF_ME = { role: 'staff', profileSet: false, phoneNumber: null, email: 'staff.fs1001@foodspot.test' };
const REJECT = 'Reject points request of Vikram Shah (Customer ID 654321)';
const QUESTION = 'Reject this points request from Vikram Shah?';

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

/** A signed-in cashier whose queue holds Vikram's request; what each Reject sent is recorded. */
function tillWithRequest(refusal: () => object | null = () => null) {
  server.use(
    http.get('/api/v1/auth/customer/me', () => HttpResponse.json(STAFF_ME)),
    graphql.query('LastCredits', () => HttpResponse.json({ data: { lastCredits: [] } })),
    graphql.query('StaffQueue', () =>
      HttpResponse.json({
        data: {
          staffQueue: {
            __typename: 'StaffQueue',
            restaurantName: 'Spice Route Kitchen',
            resId: 'FS1001',
            largeBillThreshold: 10000,
            claims: [],
            requests: [staffRequest()],
          },
        },
      }),
    ),
  );
  mockLiveSocket();
  const sent: unknown[] = [];
  server.use(
    graphql.mutation('RejectPointsRequest', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json(refusal() ?? { data: { rejectPointsRequest: { __typename: 'StaffPointsRequest', id: variables['id'] } } });
    }),
  );
  return sent;
}

async function openQuestion(user: ReturnType<typeof userEvent.setup>, rejectName = REJECT, questionName = QUESTION) {
  await clickIntoLazy(user, await screen.findByRole('button', { name: rejectName }));
  return screen.getByRole('group', { name: questionName });
}

describe('/staff: a points request is rejected with a reason', () => {
  it('asks why (the list, thumb-sized, plus Other), refuses to send without one, and sends the reason picked', async () => {
    const sent = tillWithRequest();
    const user = userEvent.setup();
    renderApp('/staff');
    const question = await openQuestion(user);
    // The reasons are a lazy chunk: its first load may take a moment on a busy machine (as claim-pin.test.tsx allows).
    const why = await within(question).findByRole('group', { name: 'Why? The customer sees this.' }, { timeout: 12_000 });
    expect(
      within(why)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ORDER_NOT_FOUND', 'NOT_OUR_ORDER', 'ALREADY_CREDITED', 'ORDER_CANCELLED', 'OTHER']);
    expect(within(why).getByRole('radio', { name: 'Other' })).toBeInTheDocument();
    expect(within(why).queryByRole('textbox')).toBeNull();

    await user.click(within(question).getByRole('button', { name: REJECT }));
    expect(within(question).getByRole('alert')).toHaveTextContent('Choose why you reject this request.');
    expect(sent).toEqual([]);

    await user.click(within(why).getByRole('radio', { name: 'The order was cancelled or refunded' }));
    expect(within(question).queryByRole('alert')).toBeNull();
    await user.click(within(question).getByRole('button', { name: REJECT }));
    expect(await screen.findByText('Rejected the points request of Vikram Shah (Customer ID 654321).')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'request-1', reason: 'ORDER_CANCELLED', note: null }]);
  });

  it('sends Other with the note typed (trimmed, capped), and Enter in the note does not approve', async () => {
    const sent = tillWithRequest();
    const user = userEvent.setup();
    renderApp('/staff');
    const question = await openQuestion(user);
    await user.click(await within(question).findByRole('radio', { name: 'Other' }));
    const note = within(question).getByRole('textbox', { name: 'Note for the customer (optional)' });
    expect(note).toHaveAttribute('maxlength', String(REJECTION_NOTE_MAX));
    await user.type(note, '  Bill was for dine-in {Enter}');
    expect(sent).toEqual([]);
    expect(screen.queryByText(/Enter the points to give/)).toBeNull();
    await user.click(within(question).getByRole('button', { name: REJECT }));
    expect(await screen.findByText('Rejected the points request of Vikram Shah (Customer ID 654321).')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'request-1', reason: 'OTHER', note: 'Bill was for dine-in' }]);
  });

  it('asks in Hindi, and says a refused note in Hindi by its reason code', async () => {
    await setLanguage('hi');
    const sent = tillWithRequest(() =>
      graphQLError('The note must be plain text of at most 140 characters.', 'BAD_USER_INPUT', {
        reason: 'REJECTION_NOTE_INVALID',
        params: { max: 140 },
      }),
    );
    const user = userEvent.setup();
    renderApp('/staff');
    const question = await openQuestion(
      user,
      'Vikram Shah (ग्राहक आईडी 654321) का पॉइंट अनुरोध अस्वीकार करें',
      'क्या Vikram Shah का यह पॉइंट अनुरोध अस्वीकार करें?',
    );
    const why = await within(question).findByRole('group', { name: 'क्यों? ग्राहक यह देखेंगे।' });
    expect(within(why).getByRole('radio', { name: 'हमें यह ऑर्डर नहीं मिला' })).toBeInTheDocument();
    await user.click(within(why).getByRole('radio', { name: 'और कुछ' }));
    await user.type(within(question).getByRole('textbox', { name: 'ग्राहक के लिए नोट (ज़रूरी नहीं)' }), 'नोट');
    await user.click(within(question).getByRole('button', { name: 'Vikram Shah (ग्राहक आईडी 654321) का पॉइंट अनुरोध अस्वीकार करें' }));
    expect(await screen.findByText('नोट सादा टेक्स्ट हो और 140 अक्षरों से ज़्यादा न हो।')).toHaveAttribute('role', 'alert');
    expect(sent).toEqual([{ id: 'request-1', reason: 'OTHER', note: 'नोट' }]);
  });
});
