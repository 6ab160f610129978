import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, claim, membership, pointsRequest, VIEWER, type HistoryItemFixture } from '../test/customer-area';
import { openCustomerScreen } from '../test/customer-screen';
import { setLanguage } from './i18n';

// Issue 20: Hindi left "In-Store" and "am/pm" in English in the history and the latest claim and request.
// The API's value stays `In-Store`; what the customer reads is in their language. Typed platforms stay as typed.
const CHAAT = membership();
// 5 Jan 2025, 6:30 pm in Kolkata; 6 Jan 2025, 8:30 am; 7 Jan 2025, 12:10 am.
const EVENING = '2025-01-05T13:00:00.000Z';
const MORNING = '2025-01-06T03:00:00.000Z';
const MIDNIGHT = '2025-01-06T18:40:00.000Z';

const row = (pointsId: string, platform: string, points: number, createdAt: string, formattedDate: string): HistoryItemFixture => ({
  __typename: 'HistoryItem',
  pointsId,
  platform,
  // How the points came (issue 24): the history says it in words rather than the platform.
  kind: points < 0 ? 'rewardClaimed' : platform === 'In-Store' ? 'inStoreBill' : 'onlineOrder',
  orderId: null,
  points,
  createdAt,
  formattedDate,
});

function openHistory() {
  answer('query', 'HistoryRouteQuery', () => ({
    data: {
      me: VIEWER,
      restaurant: {
        ...CHAAT,
        history: {
          __typename: 'HistoryPage',
          items: [
            row('h3', 'In-Store', -300, MIDNIGHT, '07 Jan 2025, 12:10 am'),
            row('h2', 'Swiggy', 450, MORNING, '06 Jan 2025, 08:30 am'),
            row('h1', 'In-Store', 120, EVENING, '05 Jan 2025, 06:30 pm'),
          ],
          nextCursor: null,
          asOf: null,
        },
      },
    },
  }));
  return openCustomerScreen('/home/r-chaat/history');
}

async function historyCells() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) =>
      within(tableRow)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    );
}

describe('history, latest claim and latest request in Hindi', () => {
  it('history: how the points came and the time of day in Hindi; Swiggy as typed', async () => {
    await setLanguage('hi');
    const { socket } = openHistory();
    expect(await historyCells()).toEqual([
      ['07 जन॰ 2025, रात 12:10', 'इनाम क्लेम किया गया'],
      ['06 जन॰ 2025, सुबह 8:30', 'Swiggy ऑर्डर'],
      ['05 जन॰ 2025, शाम 6:30', 'रेस्टोरेंट में बिल'],
    ]);
    expect(document.body.textContent).not.toMatch(/In-Store|\b[ap]m\b/i);
    await socket.subscribed('r-chaat');
  });

  it('history in English says how the points came', async () => {
    const { socket } = openHistory();
    expect(await historyCells()).toEqual([
      ['07 Jan 2025, 12:10 am', 'Reward claimed'],
      ['06 Jan 2025, 08:30 am', 'Swiggy order'],
      ['05 Jan 2025, 06:30 pm', 'In-store bill'],
    ]);
    await socket.subscribed('r-chaat');
  });

  it('rewards: the latest in-store claim', async () => {
    await setLanguage('hi');
    answer('query', 'RewardsRouteQuery', () => ({
      data: { me: VIEWER, restaurant: { ...CHAAT, latestClaim: claim({ platform: 'In-Store', createdAt: EVENING }) } },
    }));
    const { socket } = openCustomerScreen('/home/r-chaat/rewards');
    const latest = await screen.findByRole('region', { name: 'पिछला क्लेम' });
    expect(within(latest).getByRole('definition', { name: 'तारीख़' })).toHaveTextContent(/^05 जन॰ 2025, शाम 6:30$/);
    expect(within(latest).getByRole('definition', { name: 'प्लेटफ़ॉर्म' })).toHaveTextContent(/^रेस्टोरेंट में$/);
    await socket.subscribed('r-chaat');
  });

  it('rewards: a typed platform stays as typed', async () => {
    await setLanguage('hi');
    answer('query', 'RewardsRouteQuery', () => ({
      data: { me: VIEWER, restaurant: { ...CHAAT, latestClaim: claim({ platform: 'Zomato', createdAt: MORNING }) } },
    }));
    const { socket } = openCustomerScreen('/home/r-chaat/rewards');
    const latest = await screen.findByRole('region', { name: 'पिछला क्लेम' });
    expect(within(latest).getByRole('definition', { name: 'तारीख़' })).toHaveTextContent(/^06 जन॰ 2025, सुबह 8:30$/);
    expect(within(latest).getByRole('definition', { name: 'प्लेटफ़ॉर्म' })).toHaveTextContent(/^Zomato$/);
    await socket.subscribed('r-chaat');
  });

  it('online points: the latest request', async () => {
    await setLanguage('hi');
    answer('query', 'OnlinePointsRouteQuery', () => ({
      data: { me: VIEWER, restaurant: { ...CHAAT, latestRequest: pointsRequest({ platform: 'Swiggy', createdAt: MIDNIGHT }) } },
    }));
    const { socket } = openCustomerScreen('/home/r-chaat/online-points');
    const latest = await screen.findByRole('region', { name: 'पिछला अनुरोध' });
    expect(within(latest).getByRole('definition', { name: 'तारीख़' })).toHaveTextContent(/^07 जन॰ 2025, रात 12:10$/);
    expect(within(latest).getByRole('definition', { name: 'प्लेटफ़ॉर्म' })).toHaveTextContent(/^Swiggy$/);
    await socket.subscribed('r-chaat');
  });
});
