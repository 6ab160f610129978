import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmPhoneOtp, preloadFirebaseAuth, sendPhoneOtp, signOutOfFirebase, type ConfirmationResult } from '../../lib/firebase-auth';
import { renderApp, renderWithRouter, setAppConfig } from '../../test/render-app';
import { server } from '../../test/server';
import { PhoneLoginForm, RESEND_SECONDS } from './phone-login-form';

const confirmation = { verificationId: 'v-1', confirm: vi.fn() } as unknown as ConfirmationResult;
/** Shaped like a FirebaseError: an Error with a `code`. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

beforeEach(() => {
  vi.mocked(sendPhoneOtp).mockResolvedValue(confirmation);
  vi.mocked(confirmPhoneOtp).mockResolvedValue('phone-id-token');
});

async function sendOtpTo(user: ReturnType<typeof userEvent.setup>, digits: string) {
  await user.type(screen.getByLabelText('Phone number'), digits);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

/** With fake timers (see the countdown test): sends the OTP to 9876543210 and lets the countdown run out. */
async function sendThenWaitOutTheCountdown() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  renderWithRouter(<PhoneLoginForm />);
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await act(() => Promise.resolve());
  // One tick at a time: each second schedules the next.
  for (let second = 0; second < RESEND_SECONDS; second += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1000));
  }
}

describe('phone login form', () => {
  it('shows the fixed +91 prefix and loads the Firebase SDK only on interaction', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PhoneLoginForm />);

    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with email' })).toHaveAttribute('href', '/email-login');
    expect(document.getElementById('recaptcha-container')).not.toBeNull();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(preloadFirebaseAuth).not.toHaveBeenCalled();

    await user.click(phone);
    expect(preloadFirebaseAuth).toHaveBeenCalled();
  });

  it('sends the OTP to +91 and the number, then runs a 60-second resend countdown', async () => {
    // fireEvent, not user-event: Testing Library's async wrapper waits on a (here faked) timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    renderWithRouter(<PhoneLoginForm />);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(sendPhoneOtp).toHaveBeenCalledWith('+919876543210');
    // No findBy/waitFor here: they poll with the (faked) timers.
    await act(() => Promise.resolve());
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can resend the OTP in 60s')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('You can resend the OTP in 59s')).toBeInTheDocument();

    for (let second = 59; second > 1; second -= 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(screen.getByText('You can resend the OTP in 1s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    expect(screen.queryByText(/You can resend the OTP/)).not.toBeInTheDocument();

    // It stays at zero.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(sendPhoneOtp).toHaveBeenCalledTimes(2);
    await act(() => Promise.resolve());
    expect(screen.getByText('You can resend the OTP in 60s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  });

  it.each([['+91 98765 43210'], ['+91 (98765) 43210'], ['91 98765-43210'], ['098765 43210'], ['98765.43210']])(
    'sends %j to +91 and the 10 digits',
    async (typed) => {
      const user = userEvent.setup();
      renderWithRouter(<PhoneLoginForm />);

      await sendOtpTo(user, typed);

      expect(sendPhoneOtp).toHaveBeenCalledWith('+919876543210');
      expect(await screen.findByText('We sent a one-time code to +919876543210.')).toBeInTheDocument();
    },
  );

  it('resends after the countdown and verifies the new code against the new confirmation', async () => {
    const resent = { verificationId: 'v-2', confirm: vi.fn() } as unknown as ConfirmationResult;
    vi.mocked(sendPhoneOtp).mockResolvedValueOnce(confirmation).mockResolvedValueOnce(resent);
    server.use(http.post('/api/v1/auth/customer/login', () => HttpResponse.json({ isNewUser: true, profileSet: false })));
    await sendThenWaitOutTheCountdown();
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await act(() => Promise.resolve());

    expect(sendPhoneOtp).toHaveBeenNthCalledWith(2, '+919876543210');
    expect(screen.getByText('You can resend the OTP in 60s')).toBeInTheDocument();
    // The first code no longer signs in: the field is empty for the new one.
    expect(screen.getByLabelText('OTP')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await act(() => Promise.resolve());

    expect(confirmPhoneOtp).toHaveBeenCalledExactlyOnceWith(resent, '222222');
  });

  it('alerts a failed send in words a person understands and lets them send again', async () => {
    vi.mocked(sendPhoneOtp).mockRejectedValue(firebaseError('auth/invalid-phone-number'));
    const user = userEvent.setup();
    renderWithRouter(<PhoneLoginForm />);

    await sendOtpTo(user, '123');

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('That phone number does not look right. Enter your 10-digit mobile number.'));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.getByLabelText('Phone number')).toHaveValue('123');
  });

  it('leaves "Sending…" when a resend fails, keeping the first code usable', async () => {
    vi.mocked(sendPhoneOtp).mockResolvedValueOnce(confirmation).mockRejectedValueOnce(firebaseError('auth/timeout'));
    await sendThenWaitOutTheCountdown();
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await act(() => Promise.resolve());

    expect(window.alert).toHaveBeenCalledWith('This is taking too long. Please try again.');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '111111' } });
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
  });

  it('alerts a wrong code in words a person understands and lets them try again', async () => {
    vi.mocked(confirmPhoneOtp).mockRejectedValue(firebaseError('auth/invalid-verification-code'));
    const user = userEvent.setup();
    renderWithRouter(<PhoneLoginForm />);
    await sendOtpTo(user, '9876543210');
    await user.type(await screen.findByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('That code is not right. Check the OTP and try again.'));
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
    expect(screen.getByLabelText('OTP')).toHaveValue('000000');
  });
});

describe('phone login outcome', () => {
  function acceptLogin(outcome: { isNewUser: boolean; profileSet: boolean }) {
    const bodies: unknown[] = [];
    let signedIn = false;
    server.use(
      http.post('/api/v1/auth/customer/login', async ({ request }) => {
        bodies.push(await request.json());
        signedIn = true;
        return HttpResponse.json({ ...outcome, csrfToken: 'after-login' });
      }),
      http.get('/api/v1/auth/customer/me', () =>
        signedIn
          ? HttpResponse.json({ role: 'customer', profileSet: outcome.profileSet, phoneNumber: '+919876543210', email: null })
          : HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
      // /home: the restaurants list's route query (it also brings the layout's greeting).
      graphql.query('RestaurantsRouteQuery', () =>
        HttpResponse.json({
          data: { me: { __typename: 'Viewer', uid: 'u1', profile: { __typename: 'Profile', firstName: 'Asha' } }, restaurants: [] },
        }),
      ),
    );
    return bodies;
  }

  async function logInByPhone() {
    const user = userEvent.setup();
    renderApp('/');
    await sendOtpTo(user, '9876543210');
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  }

  it('a new user goes to /profile after the server login', async () => {
    const bodies = acceptLogin({ isNewUser: true, profileSet: false });
    await logInByPhone();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(confirmPhoneOtp).toHaveBeenCalledWith(confirmation, '123456');
    expect(bodies).toEqual([{ idToken: 'phone-id-token', method: 'phone' }]);
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });

  it('a returning user with a profile goes to /home', async () => {
    acceptLogin({ isNewUser: false, profileSet: true });
    await logInByPhone();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(await screen.findByText('Hi, Asha!')).toBeInTheDocument();
  });

  it('a rejected server login calls logout, signs out, alerts the server error and returns to /', async () => {
    let logoutCalls = 0;
    server.use(
      http.post('/api/v1/auth/customer/login', () =>
        HttpResponse.json({ error: 'This account cannot use the customer app.', code: 'FORBIDDEN' }, { status: 403 }),
      ),
      http.post('/api/v1/auth/customer/logout', () => {
        logoutCalls += 1;
        return HttpResponse.json({ message: 'Logged out', csrfToken: 'after-logout' });
      }),
    );
    await logInByPhone();

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('This account cannot use the customer app.'));
    expect(logoutCalls).toBe(1);
    expect(signOutOfFirebase).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    // Back at the start of the login, with the number kept.
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
  });
});

describe('local-mode notice', () => {
  it('is never rendered in production mode', () => {
    setAppConfig({ mode: 'production' });
    renderApp('/');
    expect(screen.queryByRole('status', { name: 'Local mode notice' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Local mode/)).not.toBeInTheDocument();
  });

  it('in local mode shows the OTP the emulator issued for the number', async () => {
    setAppConfig({ mode: 'local', authEmulatorUrl: 'http://127.0.0.1:9099' });
    let lookups = 0;
    server.use(
      http.get('/api/v1/local/last-otp', () => {
        lookups += 1;
        // The first answer is someone else's code: the notice keeps polling.
        return lookups === 1
          ? HttpResponse.json({ phoneNumber: '+911111111111', code: '999999' })
          : HttpResponse.json({ phoneNumber: '+919876543210', code: '123456' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/');

    const notice = screen.getByRole('status', { name: 'Local mode notice' });
    expect(notice.textContent).toMatch(/^Local mode/);
    expect(lookups).toBe(0);

    await sendOtpTo(user, '9876543210');

    await waitFor(() => expect(notice).toHaveTextContent('Local mode: your OTP for +919876543210 is 123456'), {
      timeout: 3000,
    });
    expect(lookups).toBe(2);
  });
});
