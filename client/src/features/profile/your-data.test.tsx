import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutOfFirebase } from '../../lib/firebase-auth';
import { setLanguage } from '../../lib/i18n';
import { OFFLINE_SNAPSHOT_KEY } from '../../lib/offline-snapshot';
import type { Me } from '../../lib/session';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { returnPath } from '../../lib/return-to';
import { exportFileName } from './your-data';

const CUSTOMER: Me = { role: 'customer', profileSet: true, consentCurrent: true, phoneNumber: '+919876543210', email: null };
const SAVED_PROFILE = { firstName: 'Asha', lastName: 'Rao', phone: '9876543210', email: null, pin: '4321' };

/** What GET /customer/export answers: the customer's own data, as the BFF's file. */
const EXPORT = {
  exportedAt: '2026-11-26T09:30:00.000Z',
  profile: { firstName: 'Asha', lastName: 'Rao', phone: '+919876543210', email: null, pin: '4321' },
  memberships: [{ restaurantName: 'Mumbai Chaat Corner', resId: 'FS1003', cusId: '482913', points: 120, history: [], claims: [], requests: [] }],
  consents: [{ noticeVersion: '2026-11-01', givenAt: '2026-11-20T10:00:00.000Z' }],
};
const FILE_NAME = 'foodspot-my-data-2026-11-26.json';

function signedIn(me: Me = CUSTOMER) {
  server.use(
    http.get('/api/v1/auth/customer/me', () => HttpResponse.json(me)),
    http.get('/api/v1/customer/profile', () => HttpResponse.json({ result: SAVED_PROFILE })),
  );
}

/** The profile page (edit, or complete for a customer without a profile), scrolled to "Your data". */
async function openYourData(heading = 'Your profile', path = '/profile') {
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { user, section: screen.getByRole('region', { name: 'Your data' }) };
}

/** A saved file's text: Node's Blob reads itself, jsdom's (what Node 24's test run hands over) through a FileReader. */
const textOf = (blob: Blob): Promise<string> =>
  typeof blob.text === 'function'
    ? blob.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
        reader.readAsText(blob);
      });

describe('/profile: Download my data', () => {
  const saved: Array<{ name: string; blob: Blob }> = [];
  beforeEach(() => {
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs and no downloads: the test sees what the link would save.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => {
    // @ts-expect-error -- jsdom's URL has none of its own
    delete URL.createObjectURL;
    // @ts-expect-error -- as above
    delete URL.revokeObjectURL;
  });

  it('fetches the export over REST (cookies and CSRF) and saves it under the server’s file name, with a loading state', async () => {
    signedIn();
    const sent: Request[] = [];
    server.use(
      http.get('/api/v1/customer/export', async ({ request }) => {
        sent.push(request);
        await delay(50);
        return HttpResponse.json(EXPORT, { headers: { 'content-disposition': `attachment; filename="${FILE_NAME}"` } });
      }),
    );
    const { user, section } = await openYourData();

    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(within(section).getByRole('button', { name: 'Preparing your file…' })).toBeDisabled();

    expect(await within(section).findByRole('status')).toHaveTextContent(`Your data was saved as ${FILE_NAME}.`);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(FILE_NAME);
    expect(JSON.parse(await textOf(saved[0]!.blob))).toEqual(EXPORT);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('x-csrf-token')).toBe('csrf-token-1');
    expect(sent[0]!.credentials).toBe('include');
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('shows a readable error and saves nothing when the export fails', async () => {
    signedIn();
    server.use(
      http.get('/api/v1/customer/export', () =>
        HttpResponse.json({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_SERVER_ERROR' }, { status: 500 }),
      ),
    );
    const { user, section } = await openYourData();

    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(saved).toEqual([]);
  });

  it('links to the same data as a page to read or print (/home/your-data)', async () => {
    signedIn();
    const { section } = await openYourData();
    expect(within(section).getByRole('link', { name: 'See your data on a page (to read or print)' })).toHaveAttribute('href', '/home/your-data');
  });

  it('names the file itself when the server gives no name: foodspot-my-data-<the day in India>.json', () => {
    // 26 Nov, 20:00 UTC is already 27 Nov in India.
    expect(exportFileName(null, new Date('2026-11-26T20:00:00.000Z'))).toBe('foodspot-my-data-2026-11-27.json');
    expect(exportFileName('attachment; filename="foodspot-my-data-2026-11-26.json"')).toBe(FILE_NAME);
    expect(exportFileName('attachment; filename="../../evil.sh"', new Date('2026-11-26T09:00:00.000Z'))).toBe(FILE_NAME);
  });
});

describe('/profile: Withdraw consent and delete my account', () => {
  function deletion(answer: (body: unknown) => Response = () => HttpResponse.json({ message: 'Your account is deleted.' })) {
    const bodies: unknown[] = [];
    server.use(
      http.delete('/api/v1/customer/account', async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        return answer(body);
      }),
    );
    return bodies;
  }

  it('says plainly what is lost and needs the PIN (masked, numeric); a wrong PIN shows the server’s sentence and deletes nothing', async () => {
    signedIn();
    const bodies = deletion((body) =>
      (body as { pin?: string }).pin === '4321'
        ? HttpResponse.json({ message: 'Your account is deleted.' })
        : HttpResponse.json({ error: 'That PIN is not right. Nothing was deleted.', code: 'BAD_USER_INPUT' }, { status: 400 }),
    );
    const { user, section } = await openYourData();
    expect(section.querySelector('#delete-account')).not.toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Withdraw consent and delete my account' }));
    const form = within(section).getByRole('form', { name: 'Withdraw consent and delete your account' });
    expect(form).toHaveTextContent('You lose your points at every restaurant, your history, claims and requests, and your profile, for good.');
    const pin = within(form).getByLabelText('Your PIN');
    expect(pin).toHaveFocus();
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('maxlength', '4');

    // No PIN: nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(pin).toHaveAccessibleDescription(/PIN must be exactly 4 digits$/);
    expect(bodies).toEqual([]);

    await user.type(pin, '1111');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That PIN is not right. Nothing was deleted.');
    expect(bodies).toEqual([{ pin: '1111' }]);
    expect(signOutOfFirebase).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);

    // Cancel closes it, and the focus goes back to the button that opened it.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByRole('button', { name: 'Withdraw consent and delete my account' })).toHaveFocus();
  });

  it('with the right PIN: deletes, signs out of Firebase, forgets the offline copy and lands on / saying so', async () => {
    signedIn();
    const bodies = deletion();
    localStorage.setItem(OFFLINE_SNAPSHOT_KEY, JSON.stringify({ version: 1, uid: 'uid-1' }));
    const { user, section } = await openYourData();

    await user.click(within(section).getByRole('button', { name: 'Withdraw consent and delete my account' }));
    await user.type(within(section).getByLabelText('Your PIN'), '4321');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account and its data are deleted.');
    expect(bodies).toEqual([{ pin: '4321' }]);
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toBeNull();
    // Signed out here: the landing page stays (no redirect to /home), with its login.
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('from a session signed in too long ago: says to sign in again, logs out here and comes back to the deletion after the login', async () => {
    signedIn();
    const bodies = deletion(() =>
      HttpResponse.json({ error: 'To delete your account, sign in again first.', code: 'SIGN_IN_AGAIN' }, { status: 403 }),
    );
    const loggedOut = vi.fn();
    server.use(
      http.post('/api/v1/auth/customer/logout', () => {
        loggedOut();
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    const { user, section } = await openYourData();
    await user.click(within(section).getByRole('button', { name: 'Withdraw consent and delete my account' }));
    await user.type(within(section).getByLabelText('Your PIN'), '4321');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));

    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(
      'For your safety, deleting your account needs a sign-in of the last 10 minutes. Sign in again with your phone or email and you come back here. Nothing was deleted.',
    );
    expect(bodies).toEqual([{ pin: '4321' }]);
    expect(signOutOfFirebase).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(returnPath()).toBe('/profile#delete-account');
  });

  it('a customer who never saved a profile has nothing to download or delete here: “Not you, or changed your mind? Log out”', async () => {
    signedIn({ ...CUSTOMER, profileSet: false });
    const bodies = deletion();
    const loggedOut = vi.fn();
    server.use(
      http.post('/api/v1/auth/customer/logout', () => {
        loggedOut();
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Profile' });

    expect(screen.queryByRole('region', { name: 'Your data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw consent and delete my account' })).not.toBeInTheDocument();
    expect(screen.getByText(/Not you, or changed your mind\?/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(bodies).toEqual([]);
    // Signed out: the landing page stays, with its login.
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('a new account may delete its sign-in instead: one question, DELETE with no PIN, and the landing page says so', async () => {
    signedIn({ ...CUSTOMER, profileSet: false });
    const bodies = deletion();
    const user = userEvent.setup();
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Profile' });

    const ask = screen.getByRole('button', { name: 'Delete this sign-in' });
    expect(ask).toHaveAttribute('aria-expanded', 'false');
    await user.click(ask);
    const question = screen.getByText(/^Delete this sign-in\? Foodspot Rewards removes the phone number or email/);
    expect(question).toHaveFocus();
    // Cancel deletes nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/^Delete this sign-in\?/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete this sign-in' })).toHaveFocus();
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete this sign-in' }));
    await user.click(screen.getByRole('button', { name: 'Delete sign-in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in is deleted.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(bodies).toEqual([{}]);
    expect(signOutOfFirebase).toHaveBeenCalled();
  });

  it('a new account opened at /profile#delete-account (the privacy notice’s link) is asked at once; an old sign-in is sent to sign in again, in Hindi', async () => {
    await setLanguage('hi');
    signedIn({ ...CUSTOMER, profileSet: false });
    const bodies = deletion(() => HttpResponse.json({ error: 'Sign in again', code: 'SIGN_IN_AGAIN' }, { status: 403 }));
    server.use(http.post('/api/v1/auth/customer/logout', () => HttpResponse.json({ message: 'Logged out' })));
    const user = userEvent.setup();
    renderApp('/profile#delete-account');
    await screen.findByRole('heading', { level: 1, name: 'अपनी प्रोफ़ाइल पूरी करें' });
    await waitFor(() => expect(screen.getByText(/^यह साइन-इन हटाएँ\?/)).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'साइन-इन हटाएँ' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/खाता हटाने के लिए पिछले 10 मिनट में साइन इन ज़रूरी है/);
    expect(bodies).toEqual([{}]);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    await user.click(screen.getByRole('button', { name: 'फिर से साइन इन करें' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(returnPath()).toBe('/profile#delete-account');
  });

  it('is in Hindi, the landing page’s message too', async () => {
    await setLanguage('hi');
    signedIn();
    deletion();
    const user = userEvent.setup();
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'आपका डेटा' });
    expect(within(section).getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'सहमति वापस लें और मेरा खाता हटाएँ' }));
    await user.type(within(section).getByLabelText('आपका PIN'), '4321');
    await user.click(within(section).getByRole('button', { name: 'मेरा खाता हटाएँ' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('आपका खाता और उसका डेटा हटा दिया गया है।');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('says a wrong PIN and the pause after five in the customer’s language, with the minutes the server gives', async () => {
    await setLanguage('hi');
    signedIn();
    let tries = 0;
    deletion(() =>
      (tries += 1) === 1
        ? HttpResponse.json({ error: 'That PIN is not right. Nothing was deleted.', code: 'BAD_USER_INPUT' }, { status: 400 })
        : HttpResponse.json(
            { error: 'Too many wrong PINs. Try again in 14 min.', code: 'RATE_LIMITED' },
            { status: 429, headers: { 'retry-after': '840' } },
          ),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'आपका डेटा' });
    await user.click(within(section).getByRole('button', { name: 'सहमति वापस लें और मेरा खाता हटाएँ' }));
    await user.type(within(section).getByLabelText('आपका PIN'), '1111');
    await user.click(within(section).getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('यह PIN सही नहीं है। कुछ भी नहीं हटाया गया।');
    await user.click(within(section).getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent(/14 मिनट बाद/));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
  });

  it('opens at #delete-account (the privacy notice links there): its heading takes the focus', async () => {
    signedIn();
    renderApp('/profile#delete-account');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Withdraw consent and delete your account' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
