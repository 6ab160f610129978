import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import {
  answer,
  answerHeld,
  clockAt,
  expectCalmNote,
  graphQLError,
  livePoints,
  membership,
  type MembershipFixture,
  pointsRequest,
  PRICE_ANNOUNCED,
  VIEWER,
} from '../../test/customer-area';
import { openCustomerScreen } from '../../test/customer-screen';
import { server } from '../../test/server';

const CHAAT = membership({ points: 120 });

function onlinePointsAnswers(restaurant: MembershipFixture | null) {
  answer('query', 'OnlinePointsRouteQuery', () => ({ data: { me: VIEWER, restaurant } }));
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByRole('button', { name: 'Claim Online Points' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  return screen.getByRole('region', { name: 'Claim Online Points' });
}

describe('online points /home/:restaurantUid/online-points', () => {
  it('loads with one request: points summary (live), the collapsible panel, no previous requests', async () => {
    const release = answerHeld('OnlinePointsRouteQuery', () => ({ data: { me: VIEWER, restaurant: CHAAT } }));
    const { socket, operations, user } = openCustomerScreen('/home/r-chaat/online-points');

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Points' })).toBeInTheDocument();
    expect(screen.getByRole('definition', { name: 'Points' })).toHaveTextContent('120 / 300');
    expect(screen.getByRole('definition', { name: 'Points until next reward' })).toHaveTextContent('180');
    expect(screen.getByRole('region', { name: 'Latest Request' })).toHaveTextContent('No previous requests');

    const panel = await openPanel(user);
    expect(panel).toHaveTextContent('Zomato or Swiggy, with at least 1 item ordered');
    const platform = within(panel).getByRole('group', { name: 'Platform' });
    expect(
      within(platform)
        .getAllByRole('radio')
        .map((choice) => choice.getAttribute('value')),
    ).toEqual(['Zomato', 'Swiggy']);
    expect(within(platform).getByRole('radio', { name: 'Zomato' })).toBeRequired();
    expect(within(panel).getByRole('button', { name: 'Claim' })).toBeEnabled();

    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 200));
    await waitFor(() => expect(screen.getByRole('definition', { name: 'Points' })).toHaveTextContent('200 / 300'));
    expect(operations).toEqual(['OnlinePointsRouteQuery']);
  });

  it('shows "Pending" and disables Claim while the latest request is pending', async () => {
    onlinePointsAnswers({ ...CHAAT, latestRequest: pointsRequest() });
    const { user } = openCustomerScreen('/home/r-chaat/online-points');

    const latest = await screen.findByRole('region', { name: 'Latest Request' });
    expect(within(latest).getByRole('definition', { name: 'Date' })).toHaveTextContent('6 Jan 2025, 1:30 pm');
    expect(within(latest).getByRole('definition', { name: 'Platform' })).toHaveTextContent('Swiggy');
    expect(within(latest).getByRole('definition', { name: 'Points' })).toHaveTextContent(/^Pending$/);
    expect(within(await openPanel(user)).getByRole('button', { name: 'Claim' })).toBeDisabled();
  });

  it('shows the credited points of a reviewed request and enables Claim', async () => {
    onlinePointsAnswers({ ...CHAAT, latestRequest: pointsRequest({ points: 450, pending: false, status: 'approved' }) });
    const { user } = openCustomerScreen('/home/r-chaat/online-points');

    const latest = await screen.findByRole('region', { name: 'Latest Request' });
    expect(within(latest).getByRole('definition', { name: 'Points' })).toHaveTextContent(/^450$/);
    expect(within(await openPanel(user)).getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('shows a rejected request as "Rejected" and lets the customer ask again (a decided request is not pending)', async () => {
    onlinePointsAnswers({ ...CHAAT, latestRequest: pointsRequest({ points: null, pending: false, status: 'rejected' }) });
    const { user } = openCustomerScreen('/home/r-chaat/online-points');

    const latest = await screen.findByRole('region', { name: 'Latest Request' });
    expect(within(latest).getByRole('definition', { name: 'Points' })).toHaveTextContent(/^Rejected$/);
    const panel = await openPanel(user);
    expect(within(panel).getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(panel).toHaveTextContent('The restaurant rejected your last request.');
  });

  it("says why a request was rejected, live from the socket, with the cashier's note", async () => {
    onlinePointsAnswers({ ...CHAAT, latestRequest: pointsRequest({ id: 'request-4' }) });
    const { socket } = openCustomerScreen('/home/r-chaat/online-points');
    const latest = await screen.findByRole('region', { name: 'Latest Request' });
    expect(within(latest).queryByRole('definition', { name: 'Reason' })).toBeNull();
    await socket.subscribed('r-chaat');

    const rejected = { id: 'request-4', pending: false, status: 'rejected' as const, rejectionReason: 'ORDER_NOT_FOUND' as const };
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120, { latestRequest: pointsRequest(rejected) }));
    await waitFor(() => expect(within(latest).getByRole('definition', { name: 'Reason' })).toHaveTextContent(/^We could not find this order$/));
    expect(within(latest).getByRole('definition', { name: 'Points' })).toHaveTextContent(/^Rejected$/);

    const other = { ...rejected, rejectionReason: 'OTHER' as const, rejectionNote: 'Bill was for dine-in' };
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120, { latestRequest: pointsRequest(other) }));
    await waitFor(() =>
      expect(within(latest).getByRole('definition', { name: 'Reason' })).toHaveTextContent(
        /^Another reasonNote from the restaurant: Bill was for dine-in$/,
      ),
    );
  });

  it('says why in Hindi', async () => {
    await setLanguage('hi');
    const rejected = { pending: false, status: 'rejected' as const, rejectionReason: 'ALREADY_CREDITED' as const };
    onlinePointsAnswers({ ...CHAAT, latestRequest: pointsRequest(rejected) });
    openCustomerScreen('/home/r-chaat/online-points');
    const latest = await screen.findByRole('region', { name: 'पिछला अनुरोध' });
    expect(within(latest).getByRole('definition', { name: 'कारण' })).toHaveTextContent(/^इस ऑर्डर के पॉइंट पहले ही दिए जा चुके हैं$/);
    expect(within(latest).getByRole('definition', { name: 'पॉइंट' })).toHaveTextContent(/^अस्वीकृत$/);
  });

  it('shows a rejection and then an approval live, from the socket alone', async () => {
    onlinePointsAnswers({ ...CHAAT, latestRequest: pointsRequest({ id: 'request-4' }) });
    const { socket, operations, user } = openCustomerScreen('/home/r-chaat/online-points');
    const panel = await openPanel(user);
    const latest = screen.getByRole('region', { name: 'Latest Request' });
    expect(within(panel).getByRole('button', { name: 'Claim' })).toBeDisabled();
    await socket.subscribed('r-chaat');

    socket.pushPoints('r-chaat', livePoints(CHAAT, 120, { latestRequest: pointsRequest({ id: 'request-4', pending: false, status: 'rejected' }) }));
    await waitFor(() => expect(within(latest).getByRole('definition', { name: 'Points' })).toHaveTextContent(/^Rejected$/));
    expect(within(panel).getByRole('button', { name: 'Claim' })).toBeEnabled();

    // Asked again elsewhere and approved with 80 points: the balance and the request change together.
    socket.pushPoints(
      'r-chaat',
      livePoints(CHAAT, 200, { latestRequest: pointsRequest({ id: 'request-5', points: 80, pending: false, status: 'approved' }) }),
    );
    await waitFor(() => expect(within(latest).getByRole('definition', { name: 'Points' })).toHaveTextContent(/^80$/));
    expect(screen.getByRole('definition', { name: 'Points until next reward' })).toHaveTextContent('100');
    expect(operations).toEqual(['OnlinePointsRouteQuery']);
  });

  it('requires the Platform, then requests points: the latest request shows pending and Claim is disabled', async () => {
    onlinePointsAnswers(CHAAT);
    const sent: unknown[] = [];
    answer('mutation', 'RequestPoints', (variables) => {
      sent.push(variables);
      return { data: { requestPoints: pointsRequest({ id: 'request-7', platform: 'Swiggy' }) } };
    });
    const { operations, user } = openCustomerScreen('/home/r-chaat/online-points');

    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Claim' }));
    // Nothing chosen: the error at the choice, and a summary that takes the focus.
    const summary = await within(panel).findByRole('alert');
    expect(summary).toHaveTextContent(/^Platform is required$/);
    expect(summary).toHaveFocus();
    const platform = within(panel).getByRole('group', { name: 'Platform' });
    expect(platform).toHaveAccessibleDescription('The app you ordered on. Platform is required');
    expect(sent).toEqual([]);

    await user.click(within(platform).getByRole('radio', { name: 'Swiggy' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Order ID' }), '#01689 1234-5678 901');
    await user.click(within(panel).getByRole('button', { name: 'Claim' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Request sent');
    expect(sent).toEqual([{ restaurantUid: 'r-chaat', platform: 'Swiggy', orderId: '168912345678901' }]);
    const latest = screen.getByRole('region', { name: 'Latest Request' });
    expect(within(latest).getByRole('definition', { name: 'Platform' })).toHaveTextContent('Swiggy');
    expect(within(latest).getByRole('definition', { name: 'Points' })).toHaveTextContent(/^Pending$/);
    expect(within(panel).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(within(platform).getByRole('radio', { name: 'Swiggy' })).not.toBeChecked();
    expect(within(panel).getByRole('textbox', { name: 'Order ID' })).toHaveValue('');
    expect(operations).toEqual(['OnlinePointsRouteQuery', 'RequestPoints']);
  });

  it('shows the server\'s message, or "Something went wrong. Try again." when there is none', async () => {
    onlinePointsAnswers(CHAAT);
    let calls = 0;
    server.use(
      graphql.mutation('RequestPoints', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(graphQLError('We are busy with this right now. Nothing was changed; please try again in a moment.', 'BUSY'))
          : HttpResponse.error();
      }),
    );
    const { user } = openCustomerScreen('/home/r-chaat/online-points');

    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('radio', { name: 'Zomato' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Order ID' }), '7012345678');
    await user.click(within(panel).getByRole('button', { name: 'Claim' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('We are busy with this right now.');
    // The chosen platform stays after a failure.
    expect(within(panel).getByRole('radio', { name: 'Zomato' })).toBeChecked();

    await user.click(within(panel).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent(/^Something went wrong\. Try again\.$/));
  });

  it('shows not found for a restaurant that is not in the list', async () => {
    onlinePointsAnswers(null);
    openCustomerScreen('/home/gone/online-points');
    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeInTheDocument();
  });

  it('shows a readable error with a retry when loading fails', async () => {
    answer('query', 'OnlinePointsRouteQuery', () => graphQLError('Please log in to continue.', 'UNAUTHENTICATED'));
    openCustomerScreen('/home/r-chaat/online-points');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to continue.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('online points when the owner changes the programme (issue 21)', () => {
  const PAUSED = 'This restaurant has paused its loyalty programme. Your points are kept.';

  it('a paused programme: the sentence, and the request panel masked with it, its Claim disabled', async () => {
    onlinePointsAnswers({ ...CHAAT, suspended: true });
    const { socket } = openCustomerScreen('/home/r-chaat/online-points');

    expectCalmNote(await screen.findByText(PAUSED, { selector: '.programme-notice span' }));
    const toggle = screen.getByRole('button', { name: 'Claim Online Points' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(PAUSED);
    const panel = toggle.closest('.claim-panel') as HTMLElement;
    expect(within(panel).getByRole('button', { name: 'Claim', hidden: true })).toBeDisabled();
    await socket.subscribed('r-chaat');
  });

  it('running: no pause, the panel opens, and an announced price is said by the points', async () => {
    clockAt('2026-11-26T06:00:00.000Z');
    onlinePointsAnswers({ ...CHAAT, ...PRICE_ANNOUNCED });
    const { socket, user } = openCustomerScreen('/home/r-chaat/online-points');

    const summary = await screen.findByRole('region', { name: 'Mumbai Chaat Corner' });
    expect(within(summary).getByText('From 10 Dec 2026 this reward needs 600 points (now 300)')).toBeInTheDocument();
    expect(screen.queryByText(PAUSED)).not.toBeInTheDocument();
    expect(within(await openPanel(user)).getByRole('button', { name: 'Claim' })).toBeEnabled();
    await socket.subscribed('r-chaat');
  });
});

describe('online points: the order ID (issue 24)', () => {
  async function typeRequest(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement, platform: 'Zomato' | 'Swiggy', orderId: string) {
    await user.click(within(panel).getByRole('radio', { name: platform }));
    const orderIdInput = within(panel).getByRole('textbox', { name: 'Order ID' });
    await user.clear(orderIdInput);
    if (orderId) await user.type(orderIdInput, orderId);
    await user.click(within(panel).getByRole('button', { name: 'Claim' }));
    return orderIdInput;
  }

  it('is required for Zomato and Swiggy and checked against their formats, with a hint of where to find it', async () => {
    onlinePointsAnswers(CHAAT);
    const sent: unknown[] = [];
    answer('mutation', 'RequestPoints', (variables) => {
      sent.push(variables);
      return { data: { requestPoints: pointsRequest({ id: 'request-8', platform: 'Zomato', orderId: String(variables['orderId']) }) } };
    });
    const { user } = openCustomerScreen('/home/r-chaat/online-points');
    const panel = await openPanel(user);
    const orderId = within(panel).getByRole('textbox', { name: 'Order ID' });
    expect(orderId).toHaveAccessibleDescription("Find it in the app's order details.");

    await typeRequest(user, panel, 'Zomato', '');
    expect(orderId).toHaveAccessibleDescription(
      "Zomato order IDs look like 7012345678: find it in the app's order details. Order ID is required for Zomato orders",
    );
    expect(orderId).toHaveAttribute('aria-invalid', 'true');
    // The summary takes the focus; its link leads to the field.
    const summary = within(panel).getByRole('alert');
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Order ID is required for Zomato orders' }));
    expect(orderId).toHaveFocus();
    expect(orderId).toBeRequired();

    await typeRequest(user, panel, 'Zomato', 'ZX-1234');
    expect(orderId).toHaveAccessibleDescription(/That is not a Zomato order ID\. It looks like 7012345678\.$/);

    await typeRequest(user, panel, 'Swiggy', '70123456');
    expect(orderId).toHaveAccessibleDescription(
      /^Swiggy order IDs look like 168912345678901: .*That is not a Swiggy order ID\. It looks like 168912345678901\.$/,
    );
    // Zomato's are 10 digits: 11 are no Zomato order ID, whatever zeros lead them.
    await typeRequest(user, panel, 'Zomato', '70123456789');
    expect(orderId).toHaveAccessibleDescription(/That is not a Zomato order ID\. It looks like 7012345678\.$/);
    expect(sent).toEqual([]);

    // Sent in its one canonical form: no '#', separators or leading zeros.
    await typeRequest(user, panel, 'Zomato', '# 007012-345_678');
    expect(await within(panel).findByRole('status')).toHaveTextContent('Request sent');
    expect(sent).toEqual([{ restaurantUid: 'r-chaat', platform: 'Zomato', orderId: '7012345678' }]);
    // The customer's latest request says which order it was for.
    const latest = screen.getByRole('region', { name: 'Latest Request' });
    expect(within(latest).getByRole('definition', { name: 'Order ID' })).toHaveTextContent('7012345678');
  });

  it('takes the platform as a choice, not typed text: one of Zomato or Swiggy, nothing to misspell', async () => {
    onlinePointsAnswers(CHAAT);
    const sent: unknown[] = [];
    answer('mutation', 'RequestPoints', (variables) => {
      sent.push(variables);
      return { data: { requestPoints: pointsRequest({ id: 'request-9', platform: 'Zomato', orderId: '7012345678' }) } };
    });
    const { user } = openCustomerScreen('/home/r-chaat/online-points');
    const panel = await openPanel(user);
    const platform = within(panel).getByRole('group', { name: 'Platform' });
    expect(within(panel).queryByRole('textbox', { name: 'Platform' })).not.toBeInTheDocument();
    await user.click(within(platform).getByRole('radio', { name: 'Swiggy' }));
    await user.click(within(platform).getByRole('radio', { name: 'Zomato' }));
    expect(within(platform).getByRole('radio', { name: 'Zomato' })).toBeChecked();
    expect(within(platform).getByRole('radio', { name: 'Swiggy' })).not.toBeChecked();
    // The order ID's hint follows the choice.
    expect(within(panel).getByRole('textbox', { name: 'Order ID' })).toHaveAccessibleDescription(
      "Zomato order IDs look like 7012345678: find it in the app's order details.",
    );
    await user.type(within(panel).getByRole('textbox', { name: 'Order ID' }), '7012345678');
    await user.click(within(panel).getByRole('button', { name: 'Claim' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Request sent');
    // The API's own platform string, as before.
    expect(sent).toEqual([{ restaurantUid: 'r-chaat', platform: 'Zomato', orderId: '7012345678' }]);
  });

  it("shows the server's sentence at the field when the order was already asked for (its reason code), until the ID is changed", async () => {
    onlinePointsAnswers(CHAAT);
    const TAKEN = 'Points for this Zomato order were already asked for. Each order earns points once; check the order ID.';
    answer('mutation', 'RequestPoints', () => graphQLError(TAKEN, 'CONFLICT', { reason: 'ORDER_ALREADY_ASKED', params: { platform: 'Zomato' } }));
    const { user } = openCustomerScreen('/home/r-chaat/online-points');
    const panel = await openPanel(user);

    const orderId = await typeRequest(user, panel, 'Zomato', '7012345678');
    await waitFor(() => expect(orderId).toHaveAccessibleDescription(new RegExp(`${TAKEN.replace(/\./g, '\\.')}$`)));
    expect(orderId).toHaveAttribute('aria-invalid', 'true');
    expect(orderId).toHaveFocus();
    expect(orderId).toHaveValue('7012345678');
    // Said once, at the field: not again under the form.
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(orderId, '9');
    expect(orderId).not.toHaveAccessibleDescription(new RegExp(TAKEN.replace(/\./g, '\\.')));
    expect(orderId).not.toHaveAttribute('aria-invalid');
  });

  it('a pending request from another device (another CONFLICT) is said in the panel, not at the Order ID field', async () => {
    onlinePointsAnswers(CHAAT);
    const PENDING = 'You already have a pending points request at this restaurant.';
    answer('mutation', 'RequestPoints', () => graphQLError(PENDING, 'CONFLICT', { reason: 'REQUEST_PENDING', params: {} }));
    const { user } = openCustomerScreen('/home/r-chaat/online-points');
    const panel = await openPanel(user);

    const orderId = await typeRequest(user, panel, 'Zomato', '7012345678');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(PENDING);
    expect(orderId).not.toHaveAttribute('aria-invalid');
  });

  it('says a refusal in Hindi by its reason code, with its values (the server sends English)', async () => {
    await setLanguage('hi');
    onlinePointsAnswers(CHAAT);
    answer('mutation', 'RequestPoints', () =>
      graphQLError('Points for this Swiggy order were already asked for. Each order earns points once; check the order ID.', 'CONFLICT', {
        reason: 'ORDER_ALREADY_ASKED',
        params: { platform: 'Swiggy' },
      }),
    );
    const { user } = openCustomerScreen('/home/r-chaat/online-points');
    await user.click(await screen.findByRole('button', { name: 'ऑनलाइन पॉइंट क्लेम करें' }));
    const panel = screen.getByRole('region', { name: 'ऑनलाइन पॉइंट क्लेम करें' });
    await user.click(within(panel).getByRole('radio', { name: 'Swiggy' }));
    const orderId = within(panel).getByRole('textbox', { name: 'ऑर्डर आईडी' });
    await user.type(orderId, '168912345678901');
    await user.click(within(panel).getByRole('button', { name: 'क्लेम करें' }));
    await waitFor(() => expect(orderId).toHaveAccessibleDescription(/इस Swiggy ऑर्डर के पॉइंट पहले ही माँगे जा चुके हैं।/));
    expect(orderId).not.toHaveAccessibleDescription(/already asked/);
  });

  it('says a paused programme in Hindi by its reason code', async () => {
    await setLanguage('hi');
    onlinePointsAnswers(CHAAT);
    answer('mutation', 'RequestPoints', () =>
      graphQLError('This restaurant has paused its loyalty programme. Your points are kept.', 'CONFLICT', { reason: 'PROGRAMME_PAUSED', params: {} }),
    );
    const { user } = openCustomerScreen('/home/r-chaat/online-points');
    await user.click(await screen.findByRole('button', { name: 'ऑनलाइन पॉइंट क्लेम करें' }));
    const panel = screen.getByRole('region', { name: 'ऑनलाइन पॉइंट क्लेम करें' });
    await user.click(within(panel).getByRole('radio', { name: 'Swiggy' }));
    await user.type(within(panel).getByRole('textbox', { name: 'ऑर्डर आईडी' }), '168912345678901');
    await user.click(within(panel).getByRole('button', { name: 'क्लेम करें' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('इस रेस्टोरेंट ने अपना लॉयल्टी प्रोग्राम रोक दिया है। आपके पॉइंट सुरक्षित हैं।');
  });

  it('shows the order ID of a request in the latest request, and none when it had none', async () => {
    onlinePointsAnswers({ ...CHAAT, latestRequest: pointsRequest({ orderId: '168912345678901' }) });
    openCustomerScreen('/home/r-chaat/online-points');
    const latest = await screen.findByRole('region', { name: 'Latest Request' });
    expect(within(latest).getByRole('definition', { name: 'Order ID' })).toHaveTextContent('168912345678901');
  });

  it('says the platform choice and the order ID in Hindi', async () => {
    await setLanguage('hi');
    onlinePointsAnswers(CHAAT);
    const { user } = openCustomerScreen('/home/r-chaat/online-points');
    const toggle = await screen.findByRole('button', { name: 'ऑनलाइन पॉइंट क्लेम करें' });
    await user.click(toggle);
    const panel = screen.getByRole('region', { name: 'ऑनलाइन पॉइंट क्लेम करें' });
    await user.click(within(panel).getByRole('button', { name: 'क्लेम करें' }));
    // Nothing chosen: the required error in Hindi, at the choice.
    const platform = within(panel).getByRole('group', { name: 'प्लेटफ़ॉर्म' });
    expect(platform).toHaveAccessibleDescription('जिस ऐप से आपने ऑर्डर किया। प्लेटफ़ॉर्म ज़रूरी है');
    expect(within(panel).getByRole('alert')).toHaveTextContent(/^प्लेटफ़ॉर्म ज़रूरी है$/);
    await user.click(within(platform).getByRole('radio', { name: 'Swiggy' }));
    await user.click(within(panel).getByRole('button', { name: 'क्लेम करें' }));
    expect(within(panel).getByRole('textbox', { name: 'ऑर्डर आईडी' })).toHaveAccessibleDescription(
      'Swiggy की ऑर्डर आईडी 168912345678901 जैसी होती है: यह ऐप में ऑर्डर की जानकारी में मिलती है। Swiggy ऑर्डर के लिए ऑर्डर आईडी ज़रूरी है',
    );
  });
});
