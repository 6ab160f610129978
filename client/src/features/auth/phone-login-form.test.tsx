import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmPhoneOtp, preloadFirebaseAuth, sendPhoneOtp, signOutOfFirebase, type ConfirmationResult } from '../../lib/firebase-auth';
import { setLanguage } from '../../lib/i18n';
import { renderApp, renderWithRouter, setAppConfig } from '../../test/render-app';
import { expectProblemAt } from '../../test/form-problems';
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

/** A phone problem is told once, at the field (aria-invalid, aria-describedby), which has the focus: no alert box above it. */
function expectPhoneProblem(sentence: string, label = 'Phone number') {
  const phone = screen.getByLabelText(label);
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(phone).toHaveAccessibleDescription(expect.stringContaining(sentence));
  expect(screen.getAllByText(sentence)).toHaveLength(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(phone).toHaveFocus();
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
      expect(await screen.findByText('We sent a one-time code to +91 98765 43210.')).toBeInTheDocument();
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

  it.each([
    ['12345', 'That phone number does not look right. Enter your 10-digit mobile number.'],
    ['abcdefghij', 'That phone number does not look right. Enter your 10-digit mobile number.'],
    ['+91 12345 6789', 'That phone number does not look right. Enter your 10-digit mobile number.'],
    ['5123456789', 'That phone number does not look right. Enter your 10-digit mobile number.'],
    ['', 'Enter your 10-digit mobile number.'],
  ])('refuses %j at the field before anything is sent', async (typed, sentence) => {
    const user = userEvent.setup();
    renderWithRouter(<PhoneLoginForm />);

    if (typed) await user.type(screen.getByLabelText('Phone number'), typed);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expectPhoneProblem(sentence);
    expect(sendPhoneOtp).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    // Corrected, it sends: the problem goes.
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(sendPhoneOtp).toHaveBeenCalledExactlyOnceWith('+919876543210');
    expect(await screen.findByLabelText('OTP')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('aria-invalid');
  });

  it('says it in Hindi when Hindi is chosen', async () => {
    await setLanguage('hi');
    const user = userEvent.setup();
    renderWithRouter(<PhoneLoginForm />);

    await user.type(screen.getByLabelText('फ़ोन नंबर'), '12345');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expectPhoneProblem('यह फ़ोन नंबर सही नहीं लगता। अपना 10 अंकों का मोबाइल नंबर डालें।', 'फ़ोन नंबर');

    await user.clear(screen.getByLabelText('फ़ोन नंबर'));
    await user.type(screen.getByLabelText('फ़ोन नंबर'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    await user.click(await screen.findByRole('button', { name: 'OTP सत्यापित करें' }));
    expectProblemAt(screen.getByLabelText('OTP'), 'हमारा भेजा हुआ 6 अंकों का OTP डालें।');
  });

  it('drops the sent code when the number is edited: Send OTP goes to the number on the screen', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PhoneLoginForm />);
    await sendOtpTo(user, '9876512340');
    expect(await screen.findByText(/\+91 98765 12340/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '9876512349');
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByText(/\+91 98765 12340/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(sendPhoneOtp).toHaveBeenLastCalledWith('+919876512349');
    expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
  });

  it('keeps the code when only a space is typed (the same number)', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PhoneLoginForm />);
    await sendOtpTo(user, '9876512340');
    await screen.findByLabelText('OTP');
    await user.type(screen.getByLabelText('Phone number'), ' ');
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
  });

  it('moves the focus to the code field once the OTP is sent, and again after a resend', async () => {
    await sendThenWaitOutTheCountdown();
    const otp = screen.getByLabelText('OTP');
    expect(otp).toHaveFocus();
    screen.getByRole('button', { name: 'Resend OTP' }).focus();

    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await act(() => Promise.resolve());
    expect(screen.getByLabelText('OTP')).toHaveFocus();
  });

  it("shows the provider's refusal of a number at the phone field, in words, and lets them send again", async () => {
    vi.mocked(sendPhoneOtp).mockRejectedValue(firebaseError('auth/invalid-phone-number'));
    const user = userEvent.setup();
    renderWithRouter(<PhoneLoginForm />);

    await sendOtpTo(user, '9876543210');

    await waitFor(() => expectPhoneProblem('That phone number does not look right. Enter your 10-digit mobile number.'));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('a double tap on Send OTP after a phone problem never lands elsewhere: nothing moves until the answer, and one OTP is sent', async () => {
    let answer: (result: ConfirmationResult) => void = () => {};
    vi.mocked(sendPhoneOtp).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithRouter(<PhoneLoginForm />);
    const problem = 'That phone number does not look right. Enter your 10-digit mobile number.';

    await sendOtpTo(user, '12345');
    expectPhoneProblem(problem);
    expect(sendPhoneOtp).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    const button = screen.getByRole('button', { name: 'Send OTP' });
    const form = button.closest('form')!;
    const before = [...form.querySelectorAll('*')];
    await user.dblClick(button);
    fireEvent.submit(form); // and Enter meanwhile

    // Sending: the same button says so in place, and the problem stays where it was until the answer replaces it.
    expect(button).toHaveTextContent('Sending…');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(problem)).toBeInTheDocument();
    expect([...form.querySelectorAll('*')]).toEqual(before);
    expect(sendPhoneOtp).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent('/');

    await act(async () => answer(confirmation));
    expect(screen.queryByText(problem)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByLabelText('OTP')).toHaveFocus();
    expect(sendPhoneOtp).toHaveBeenCalledOnce();
  });

  it('leaves "Sending…" when a resend fails, says why in the form, and keeps the first code usable', async () => {
    vi.mocked(sendPhoneOtp).mockResolvedValueOnce(confirmation).mockRejectedValueOnce(firebaseError('auth/timeout'));
    await sendThenWaitOutTheCountdown();
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await act(() => Promise.resolve());

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('This is taking too long. Please try again.');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '111111' } });
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('refuses a code that is not 6 digits at the field, without asking Firebase', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PhoneLoginForm />);
    await sendOtpTo(user, '9876543210');

    await user.click(await screen.findByRole('button', { name: 'Verify OTP' }));
    expectProblemAt(screen.getByLabelText('OTP'), 'Enter the 6-digit OTP we sent you.');
    await user.type(screen.getByLabelText('OTP'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expectProblemAt(screen.getByLabelText('OTP'), 'Enter the 6-digit OTP we sent you.');

    expect(confirmPhoneOtp).not.toHaveBeenCalled();
  });

  it('shows a wrong code at the code field, in words, and lets them try again', async () => {
    vi.mocked(confirmPhoneOtp).mockRejectedValue(firebaseError('auth/invalid-verification-code'));
    const user = userEvent.setup();
    renderWithRouter(<PhoneLoginForm />);
    await sendOtpTo(user, '9876543210');
    await user.type(await screen.findByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expectProblemAt(screen.getByLabelText('OTP'), 'That code is not right. Check the OTP and try again.'));
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
    expect(screen.getByLabelText('OTP')).toHaveValue('000000');
    expect(window.alert).not.toHaveBeenCalled();

    // The summary's link leads to the field.
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'That code is not right. Check the OTP and try again.' }));
    expect(screen.getByLabelText('OTP')).toHaveFocus();
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

  it("a rejected server login calls logout, signs out, says the server's error in the form and returns to its start", async () => {
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

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This account cannot use the customer app.'));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(window.alert).not.toHaveBeenCalled();
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
    // Next to the code field, which has the focus and reads the notice with it.
    const otp = screen.getByLabelText('OTP');
    expect(otp).toHaveFocus();
    expect(otp.closest('.field')?.nextElementSibling).toBe(notice);
    expect(otp).toHaveAccessibleDescription('Local mode: your OTP for +919876543210 is 123456');
  });
});
