import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { answer, answerHeld, VIEWER } from '../../test/customer-area';
import { openCustomerScreen } from '../../test/customer-screen';
import { server } from '../../test/server';

/** What Viewer.dataExport answers: the "Download my data" file, as the BFF builds it. */
const EXPORT = {
  __typename: 'DataExport',
  exportedAt: '2026-12-07T06:30:00.000Z',
  profile: { __typename: 'Profile', firstName: 'Asha', lastName: 'Rao', phone: '+919876543210', email: null, pin: '4321' },
  memberships: [
    {
      __typename: 'ExportedMembership',
      restaurantName: 'Mumbai Chaat Corner',
      resId: 'FS1003',
      cusId: '482913',
      points: 125000,
      history: [
        {
          __typename: 'HistoryItem',
          pointsId: 'h1',
          platform: 'In-Store',
          kind: 'inStoreBill',
          orderId: null,
          points: 640,
          createdAt: '2026-12-05T13:00:00.000Z',
          formattedDate: '05 Dec 2026, 06:30 pm',
        },
      ],
      claims: [
        {
          __typename: 'ExportedClaim',
          id: 'c1',
          platform: 'In-Store',
          status: 'pending',
          createdAt: '2026-12-06T13:00:00.000Z',
          formattedDate: '06 Dec 2026, 06:30 pm',
          reward: 'Free pani puri plate',
          cost: 1500,
        },
      ],
      requests: [
        {
          __typename: 'PointsRequest',
          id: 'q1',
          platform: 'Zomato',
          orderId: '7012345678',
          points: 450,
          status: 'approved',
          rejectionReason: null,
          rejectionNote: null,
          createdAt: '2026-12-04T13:00:00.000Z',
          formattedDate: '04 Dec 2026, 06:30 pm',
        },
      ],
    },
  ],
  consents: [{ __typename: 'ConsentRecord', noticeVersion: '2026-11-01', givenAt: '2026-11-20T04:30:00.000Z' }],
  signIns: {
    __typename: 'SignInRecords',
    method: 'phone',
    signInWith: '+919876543210',
    accountCreatedAt: '2026-11-20T04:30:00.000Z',
    lastSignInAt: '2026-12-07T04:30:00.000Z',
    loggedOutSessions: [{ __typename: 'LoggedOutSession', loggedOutAt: '2026-12-06T04:30:00.000Z', refusedUntil: '2026-12-10T04:30:00.000Z' }],
    wrongPinsAtTills: {
      __typename: 'TillPinCounter',
      wrongPins: 0,
      countingSince: '2026-12-07T05:00:00.000Z',
      lockedUntil: '2099-12-07T05:15:00.000Z',
    },
    deletionPinGuesses: { __typename: 'DeletionPinGuesses', wrongPins: 2, since: '2026-12-07T05:00:00.000Z', pausedUntil: null },
  },
  notes: [
    { __typename: 'ExportNote', about: 'deviceLanguage', text: 'Your language choice (English or Hindi) is kept only in your browser.' },
    { __typename: 'ExportNote', about: 'activeSessions', text: 'A signed-in device holds its own session cookie.' },
  ],
};
const ANSWER = { data: { me: { ...VIEWER, dataExport: EXPORT } } };

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);
const factOf = (container: HTMLElement, label: string) => within(container).getByRole('definition', { name: label }).textContent;

describe('/home/your-data: the "Download my data" file as a page', () => {
  it('loads with one request and shows every section, dates in India time, points the Indian way, statuses in words', async () => {
    const release = answerHeld('YourDataRouteQuery', () => ANSWER);
    const { operations } = openCustomerScreen('/home/your-data');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
    // The title is there while the data loads: wait for the data itself.
    expect(await screen.findByText(/as of 07 Dec 2026, 12:00 pm/)).toBeInTheDocument();
    expect(headings(2)).toEqual(['Your profile', 'Sign-in records', 'Your restaurants', 'Your consents', 'Not in this list']);

    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(factOf(profile, 'Name')).toBe('Asha Rao');
    expect(factOf(profile, 'Email')).toBe('Not given');

    const signIns = screen.getByRole('region', { name: 'Sign-in records' });
    expect(factOf(signIns, 'Sign-in method')).toBe('Phone number with a one-time code');
    expect(factOf(signIns, 'You sign in with')).toBe('+91 98765 43210');
    expect(factOf(profile, 'Phone')).toBe('+91 98765 43210');
    expect(factOf(signIns, 'Account created')).toBe('20 Nov 2026, 10:00 am');
    expect(factOf(signIns, 'Wrong PINs at restaurant tills')).toBe(
      '0 wrong PINs since 07 Dec 2026, 10:30 amCashiers cannot add points until 07 Dec 2099, 10:45 am.',
    );
    expect(factOf(signIns, 'Wrong PINs to delete your account')).toBe('2 wrong PINs since 07 Dec 2026, 10:30 am');
    const loggedOut = within(signIns).getByRole('table', { name: /Devices you logged out/ });
    expect(
      within(loggedOut)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['06 Dec 2026, 10:00 am', '10 Dec 2026, 10:00 am']);

    const chaat = screen.getByRole('region', { name: 'Mumbai Chaat Corner' });
    expect(factOf(chaat, 'Points')).toBe('1,25,000');
    expect(factOf(chaat, 'Customer ID')).toBe('482913');
    const claim = within(chaat).getByRole('list', { name: 'Reward claims at Mumbai Chaat Corner' });
    expect(factOf(claim, 'Reward')).toBe('Free pani puri plate');
    expect(factOf(claim, 'Cost')).toBe('1500 points');
    expect(factOf(claim, 'Status')).toBe('Pending');
    expect(factOf(claim, 'Platform')).toBe('In-Store');
    const request = within(chaat).getByRole('list', { name: 'Points requests at Mumbai Chaat Corner' });
    expect(factOf(request, 'Status')).toBe('Approved');
    expect(factOf(request, 'Order ID')).toBe('7012345678');
    const history = within(chaat).getByRole('table', { name: 'Points history at Mumbai Chaat Corner' });
    expect(
      within(history)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['05 Dec 2026, 06:30 pm', 'In-store bill', '+640']);

    const consents = screen.getByRole('table', { name: 'Privacy notices you agreed to' });
    expect(
      within(consents)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-11-01', '20 Nov 2026, 10:00 am']);
    expect(screen.getByRole('region', { name: 'Not in this list' }).textContent).toContain('kept only on this device');
    expect(operations).toEqual(['YourDataRouteQuery']);
  });

  it('reads in Hindi: headings, words and dates', async () => {
    await setLanguage('hi');
    answer('query', 'YourDataRouteQuery', () => ANSWER);
    openCustomerScreen('/home/your-data');

    expect(await screen.findByRole('heading', { level: 1, name: 'आपका डेटा' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'आपकी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(headings(2)).toEqual(['आपकी प्रोफ़ाइल', 'साइन-इन रिकॉर्ड', 'आपके रेस्टोरेंट', 'आपकी सहमतियाँ', 'इस सूची में नहीं']);
    const signIns = screen.getByRole('region', { name: 'साइन-इन रिकॉर्ड' });
    expect(factOf(signIns, 'साइन-इन का तरीका')).toBe('फ़ोन नंबर और वन-टाइम कोड');
    expect(factOf(signIns, 'खाता बना')).toMatch(/^20 नव॰ 2026/);
    const chaat = screen.getByRole('region', { name: 'Mumbai Chaat Corner' });
    expect(factOf(chaat, 'पॉइंट')).toBe('1,25,000');
    const claim = within(chaat).getByRole('list', { name: 'Mumbai Chaat Corner पर इनाम के क्लेम' });
    expect(factOf(claim, 'स्थिति')).toBe('लंबित');
    expect(factOf(claim, 'कीमत')).toBe('1500 पॉइंट');
    expect(factOf(claim, 'प्लेटफ़ॉर्म')).toBe('रेस्टोरेंट में');
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Sign-in records|Pending|Your profile/);
  });

  it("says why a rejected request was rejected, in English and in Hindi, with the cashier's note", async () => {
    const [membership] = EXPORT.memberships;
    const rejected = {
      ...membership!.requests[0]!,
      points: null,
      status: 'rejected',
      rejectionReason: 'OTHER',
      rejectionNote: 'Bill was for dine-in',
    };
    const withRejection = { ...EXPORT, memberships: [{ ...membership, requests: [rejected] }] };
    answer('query', 'YourDataRouteQuery', () => ({ data: { me: { ...VIEWER, dataExport: withRejection } } }));
    openCustomerScreen('/home/your-data');
    const chaat = await screen.findByRole('region', { name: 'Mumbai Chaat Corner' });
    const requests = within(chaat).getByRole('list', { name: 'Points requests at Mumbai Chaat Corner' });
    expect(factOf(requests, 'Status')).toBe('Rejected');
    expect(factOf(requests, 'Reason')).toBe('Another reasonNote from the restaurant: Bill was for dine-in');

    await setLanguage('hi');
    await waitFor(() => expect(factOf(requests, 'कारण')).toBe('कोई और कारणरेस्टोरेंट का नोट: Bill was for dine-in'));
  });

  it('prints with the browser’s print dialog', async () => {
    answer('query', 'YourDataRouteQuery', () => ANSWER);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = openCustomerScreen('/home/your-data');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('says when it could not load, and Try again loads it', async () => {
    let loads = 0;
    server.use(
      graphql.query('YourDataRouteQuery', () => {
        loads += 1;
        return loads === 1 ? HttpResponse.error() : HttpResponse.json(ANSWER);
      }),
    );
    const { user } = openCustomerScreen('/home/your-data');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your data. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign-in records' })).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
