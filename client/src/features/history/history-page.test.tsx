import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { answer, answerHeld, type HistoryItemFixture, livePoints, membership, pointsRequest, VIEWER } from '../../test/customer-area';
import { openCustomerScreen } from '../../test/customer-screen';
import { server } from '../../test/server';

const CHAAT = membership();

/** The kind a row of this platform and points has (HistoryItem.kind): a bill, an online order, a claim, an undone credit. */
function kindOf(platform: string, points: number): HistoryItemFixture['kind'] {
  if (platform === 'Credit reversed') return 'creditReversed';
  if (points < 0) return 'rewardClaimed';
  return platform === 'In-Store' ? 'inStoreBill' : 'onlineOrder';
}

function item(
  pointsId: string,
  platform: string,
  points: number,
  formattedDate: string,
  more: Partial<Pick<HistoryItemFixture, 'kind' | 'orderId'>> = {},
): HistoryItemFixture {
  return {
    __typename: 'HistoryItem',
    pointsId,
    platform,
    kind: more.kind ?? kindOf(platform, points),
    orderId: more.orderId ?? null,
    points,
    createdAt: '2025-01-01T00:00:00.000Z',
    formattedDate,
  };
}

function historyOf(items: HistoryItemFixture[], nextCursor: string | null = null, asOf: string | null = null) {
  return { ...CHAAT, history: { __typename: 'HistoryPage', items, nextCursor, asOf } };
}

describe('points history /home/:restaurantUid/history', () => {
  it('loads with one request and shows Date, Platform, Points with redemptions highlighted', async () => {
    const release = answerHeld('HistoryRouteQuery', () => ({
      data: {
        me: VIEWER,
        restaurant: historyOf([
          item('h3', 'In-Store', -300, '7 Jan 2025, 8:00 pm'),
          item('h2', 'Swiggy', 450, '6 Jan 2025, 2:00 pm'),
          item('h1', 'In-Store', 120, '5 Jan 2025, 7:15 pm'),
        ]),
      },
    }));
    const { socket, operations } = openCustomerScreen('/home/r-chaat/history');

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Points History' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Points history at Mumbai Chaat Corner' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Platform', 'Points']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['7 Jan 2025, 8:00 pm', 'Reward claimed', '-300 Redeemed'],
      ['6 Jan 2025, 2:00 pm', 'Swiggy order', '+450'],
      ['5 Jan 2025, 7:15 pm', 'In-store bill', '+120'],
    ]);
    expect(rows[0]).toHaveClass('history-row--redeemed');
    expect(rows[1]).not.toHaveClass('history-row--redeemed');
    expect(rows[2]).not.toHaveClass('history-row--redeemed');
    expect(operations).toEqual(['HistoryRouteQuery']);
    await socket.subscribed('r-chaat');
  });

  it('shows new rows live: while the page is older than the live history, the first page is asked again', async () => {
    let loads = 0;
    const FIRST = '2025-01-05T13:45:00.000Z';
    const SECOND = '2025-01-06T08:30:00.000Z';
    answer('query', 'HistoryRouteQuery', () => {
      loads += 1;
      const rows = [item('h1', 'In-Store', 120, '5 Jan 2025, 7:15 pm')];
      return {
        data: {
          me: VIEWER,
          restaurant:
            loads === 1 ? historyOf(rows, null, FIRST) : historyOf([item('h2', 'Swiggy', 80, '6 Jan 2025, 2:00 pm'), ...rows], null, SECOND),
        },
      };
    });
    const { socket, operations } = openCustomerScreen('/home/r-chaat/history');
    expect(await screen.findByText('+120')).toBeInTheDocument();
    await socket.subscribed('r-chaat');
    // The first message is the state already shown (nothing to reload); then staff approve 80 points.
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120, { historyUpdatedAt: FIRST }));
    socket.pushPoints('r-chaat', livePoints(CHAAT, 200, { historyUpdatedAt: SECOND }));

    expect(await screen.findByText('+80')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    // One reload, for the second message only (a reload for the first would make two).
    await waitFor(() => expect(operations).toEqual(['HistoryRouteQuery', 'HistoryRouteQuery']));
  });

  it('says why the last points request was rejected (it moved no points, so it has no row), live, in English and Hindi', async () => {
    answer('query', 'HistoryRouteQuery', () => ({
      data: { me: VIEWER, restaurant: historyOf([item('h1', 'In-Store', 120, '5 Jan 2025, 7:15 pm')]) },
    }));
    const { socket } = openCustomerScreen('/home/r-chaat/history');
    expect(await screen.findByText('+120')).toBeInTheDocument();
    expect(screen.queryByText(/was rejected/)).toBeNull();
    await socket.subscribed('r-chaat');

    const rejected = pointsRequest({ pending: false, status: 'rejected', rejectionReason: 'NOT_OUR_ORDER', rejectionNote: null });
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120, { latestRequest: rejected }));
    expect(
      await screen.findByText('Your last points request (Swiggy, 6 Jan 2025, 1:30 pm) was rejected: This order was not from this restaurant'),
    ).toBeInTheDocument();

    await setLanguage('hi');
    expect(await screen.findByText(/^आपका पिछला पॉइंट अनुरोध \(Swiggy, .+\) अस्वीकार हुआ: यह ऑर्डर इस रेस्टोरेंट का नहीं था$/)).toBeInTheDocument();
  });

  it('shows "No history with this restaurant" when there is none', async () => {
    answer('query', 'HistoryRouteQuery', () => ({ data: { me: VIEWER, restaurant: historyOf([]) } }));
    openCustomerScreen('/home/r-chaat/history');
    expect(await screen.findByText('No history with this restaurant')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('loads more rows after the first page', async () => {
    answer('query', 'HistoryRouteQuery', (variables) => ({
      data: {
        me: VIEWER,
        restaurant: variables.after
          ? historyOf([item('h1', 'Zomato', 80, '1 Jan 2025, 1:00 pm')])
          : historyOf([item('h2', 'Swiggy', 450, '6 Jan 2025, 2:00 pm')], 'cursor-1'),
      },
    }));
    const { user } = openCustomerScreen('/home/r-chaat/history');

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(screen.getByText('Zomato order')).toBeInTheDocument();
    expect(screen.getByText('Swiggy order')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows not found, and a readable error with a retry', async () => {
    let calls = 0;
    server.use(
      graphql.query('HistoryRouteQuery', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ data: { me: VIEWER, restaurant: null } });
      }),
    );
    const { user } = openCustomerScreen('/home/r-chaat/history');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeInTheDocument();
  });
});

describe('points history of a paused programme (issue 21)', () => {
  it('says the programme is paused and the points are kept, above the history; nothing while it runs', async () => {
    answer('query', 'HistoryRouteQuery', () => ({
      data: { me: VIEWER, restaurant: { ...historyOf([item('h1', 'In-Store', 120, '5 Jan 2025, 7:15 pm')]), suspended: true } },
    }));
    const { socket } = openCustomerScreen('/home/r-chaat/history');
    const note = await screen.findByText('This restaurant has paused its loyalty programme. Your points are kept.');
    expect(note.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await socket.subscribed('r-chaat');
  });

  it('says nothing of a pause while the programme runs', async () => {
    answer('query', 'HistoryRouteQuery', () => ({
      data: { me: VIEWER, restaurant: historyOf([item('h1', 'In-Store', 120, '5 Jan 2025, 7:15 pm')]) },
    }));
    const { socket } = openCustomerScreen('/home/r-chaat/history');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText(/paused/)).not.toBeInTheDocument();
    await socket.subscribed('r-chaat');
  });
});

describe('points history: a credit the cashier undid', () => {
  const undoneCredit = () =>
    answer('query', 'HistoryRouteQuery', () => ({
      data: {
        me: VIEWER,
        restaurant: historyOf([
          item('h3', 'Credit reversed', -650, '7 Jan 2025, 8:05 pm'),
          item('h2', 'In-Store', 650, '7 Jan 2025, 8:00 pm'),
          item('h1', 'In-Store', -300, '6 Jan 2025, 2:00 pm'),
        ]),
      },
    }));
  const cells = async () =>
    within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => ({
        row,
        cells: within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      }));

  it('marks a "Credit reversed" row Reversed, not Redeemed, without the redemption highlight', async () => {
    undoneCredit();
    const { socket } = openCustomerScreen('/home/r-chaat/history');

    const rows = await cells();
    expect(rows.map(({ cells: texts }) => texts)).toEqual([
      ['7 Jan 2025, 8:05 pm', 'Credit reversed', '-650 Reversed'],
      ['7 Jan 2025, 8:00 pm', 'In-store bill', '+650'],
      ['6 Jan 2025, 2:00 pm', 'Reward claimed', '-300 Redeemed'],
    ]);
    expect(rows[0]!.row).toHaveClass('history-row--reversed');
    expect(rows[0]!.row).not.toHaveClass('history-row--redeemed');
    expect(rows[2]!.row).toHaveClass('history-row--redeemed');
    await socket.subscribed('r-chaat');
  });

  it('says the reversed row and its marker in Hindi', async () => {
    await setLanguage('hi');
    undoneCredit();
    const { socket } = openCustomerScreen('/home/r-chaat/history');

    const rows = await cells();
    expect(rows[0]!.cells.slice(1)).toEqual(['क्रेडिट वापस लिया गया', '-650 वापस लिया गया']);
    expect(rows[2]!.cells[2]).toBe('-300 भुनाया गया');
    expect(document.body.textContent).not.toMatch(/Credit reversed|Reversed|Redeemed/);
    await socket.subscribed('r-chaat');
  });
});

describe('points history: how the points came (HistoryItem.kind, issue 24)', () => {
  const rows = [
    item('h6', 'Zomato', 0, '8 Jan 2025, 9:00 pm', { kind: 'service', orderId: null }),
    item('h5', 'Zomato', 450, '8 Jan 2025, 8:00 pm', { orderId: '7012345678' }),
    item('h4', 'Swiggy', 200, '8 Jan 2025, 7:00 pm'),
    item('h3', 'Credit reversed', -650, '7 Jan 2025, 8:05 pm'),
    item('h2', 'In-Store', 650, '7 Jan 2025, 8:00 pm'),
    item('h1', 'Zomato', -300, '6 Jan 2025, 2:00 pm'),
  ];
  const detailsOfRows = async () =>
    within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

  it('says each row in words: the bill, the online order with its ID shortened, the claim, the undone credit', async () => {
    answer('query', 'HistoryRouteQuery', () => ({ data: { me: VIEWER, restaurant: historyOf(rows) } }));
    const { socket } = openCustomerScreen('/home/r-chaat/history');

    expect(await detailsOfRows()).toEqual(['Correction', 'Zomato order 7012…', 'Swiggy order', 'Credit reversed', 'In-store bill', 'Reward claimed']);
    // The date stays in its column.
    expect(screen.getByRole('row', { name: /Zomato order 7012…/ })).toHaveTextContent('8 Jan 2025, 8:00 pm');
    await socket.subscribed('r-chaat');
  });

  it('says them in Hindi', async () => {
    await setLanguage('hi');
    answer('query', 'HistoryRouteQuery', () => ({ data: { me: VIEWER, restaurant: historyOf(rows) } }));
    const { socket } = openCustomerScreen('/home/r-chaat/history');

    expect(await detailsOfRows()).toEqual(['सुधार', 'Zomato ऑर्डर 7012…', 'Swiggy ऑर्डर', 'क्रेडिट वापस लिया गया', 'रेस्टोरेंट में बिल', 'इनाम क्लेम किया गया']);
    await socket.subscribed('r-chaat');
  });
});
