import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sendPasswordReset } from '../lib/firebase-auth';
import { setLanguage } from '../lib/i18n';
import { expectProblemAt } from '../test/form-problems';
import { renderApp, setAppConfig } from '../test/render-app';
import { server } from '../test/server';
import { withoutSignedInHint } from '../test/session-hint';

/** Shaped like a FirebaseError: an Error with a `code`. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/** The three login pages with email and password, each with the heading it shows a visitor. */
const LOGINS = [
  ['/email-login', 'Login with Email'],
  ['/owner', 'Owner Login'],
  ['/staff', 'Staff Login'],
] as const;

async function openReset(path: string, heading: string) {
  withoutSignedInHint();
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const title = await screen.findByRole('heading', { level: 2, name: 'Reset your password' });
  return { user, title };
}

describe.each(LOGINS)('Forgot password? on %s', (path, heading) => {
  it('opens in place of the login form, with the focus on it, and sends the reset email with this page to come back to', async () => {
    const { user, title } = await openReset(path, heading);
    expect(title).toHaveFocus();
    // The login form gave way: one Email field, the reset's.
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ' asha@example.in ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const answer = await screen.findByText('If an account uses asha@example.in, we sent it a link to set a new password.');
    expect(answer).toHaveRole('status');
    expect(sendPasswordReset).toHaveBeenCalledWith('asha@example.in', path, 'en');
    // Production mode: no local-mode link.
    expect(screen.queryByText(/Local mode/)).not.toBeInTheDocument();
  });

  it('a malformed email is refused at its field and in the summary, and nothing is sent', async () => {
    const { user } = await openReset(path, heading);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expectProblemAt(screen.getByLabelText('Email'), 'Enter your email address.');
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expectProblemAt(screen.getByLabelText('Email'), 'Enter a valid email address.');
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('Back to log in brings the login form back, with the focus on Forgot password?', async () => {
    const { user } = await openReset(path, heading);
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveFocus());
  });
});

describe('the one answer', () => {
  it('an email without an account reads exactly as one with (lib/firebase-auth answers auth/user-not-found as sent)', async () => {
    // Here the SDK layer is the fake: the real one's user-not-found rule is tested in lib/firebase-auth.test.ts.
    const { user } = await openReset('/email-login', 'Login with Email');
    await user.type(screen.getByLabelText('Email'), 'nobody@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account uses nobody@example.in, we sent it a link to set a new password.')).toHaveRole('status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Firebase refusing the email shows at the field; too many tries in the alert region, which takes the focus', async () => {
    const { user } = await openReset('/owner', 'Owner Login');
    vi.mocked(sendPasswordReset).mockRejectedValueOnce(firebaseError('auth/invalid-email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expectProblemAt(screen.getByLabelText('Email'), 'Enter a valid email address.');

    vi.mocked(sendPasswordReset).mockRejectedValueOnce(firebaseError('auth/too-many-requests'));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(alert).toHaveFocus();
    expect(screen.queryByText(/we sent it a link/)).not.toBeInTheDocument();
  });

  it('in Hindi', async () => {
    withoutSignedInHint();
    await setLanguage('hi');
    const user = userEvent.setup();
    renderApp('/email-login');
    await user.click(await screen.findByRole('button', { name: 'पासवर्ड भूल गए?' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'अपना पासवर्ड रीसेट करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expectProblemAt(screen.getByLabelText('ईमेल'), 'अपना ईमेल पता डालें।');
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByText('अगर asha@example.in से कोई खाता है, तो हमने उस पर नया पासवर्ड सेट करने का लिंक भेज दिया है।')).toHaveRole('status');
    expect(sendPasswordReset).toHaveBeenCalledWith('asha@example.in', '/email-login', 'hi');
    expect(screen.getByRole('button', { name: 'लॉग इन पर वापस जाएँ' })).toBeInTheDocument();
  });
});

describe('local mode (Auth emulator: no email is sent)', () => {
  it('shows the reset link the emulator made for that email', async () => {
    setAppConfig({ mode: 'local', authEmulatorUrl: 'http://127.0.0.1:9099' });
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/local/last-password-reset', ({ request }) => {
        const email = new URL(request.url).searchParams.get('email') ?? '';
        asked.push(email);
        return HttpResponse.json({
          email,
          link: '/reset-password?mode=resetPassword&oobCode=code-1&continueUrl=http%3A%2F%2Flocalhost%3A5000%2Fowner',
        });
      }),
    );
    const { user } = await openReset('/owner', 'Owner Login');
    await user.type(screen.getByLabelText('Email'), 'owner@foodspot.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const notice = await screen.findByRole('status', { name: 'Local mode' });
    const link = await within(notice).findByRole('link', { name: 'Open the reset link for owner@foodspot.test' });
    expect(link).toHaveAttribute('href', '/reset-password?mode=resetPassword&oobCode=code-1&continueUrl=http%3A%2F%2Flocalhost%3A5000%2Fowner');
    expect(asked).toEqual(['owner@foodspot.test']);
    // The one sentence is there too, as in production.
    expect(screen.getByText('If an account uses owner@foodspot.test, we sent it a link to set a new password.')).toBeInTheDocument();
  });

  it('says so when the emulator made no link (no account uses that email)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setAppConfig({ mode: 'local', authEmulatorUrl: 'http://127.0.0.1:9099' });
      server.use(http.get('/api/v1/local/last-password-reset', () => HttpResponse.json({ email: 'x', link: null })));
      const { user } = await openReset('/email-login', 'Login with Email');
      await user.type(screen.getByLabelText('Email'), 'nobody@foodspot.test');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await screen.findByText('Local mode: no reset link was made for nobody@foodspot.test: no account uses that email.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
