import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { passwordResetEmail, setPasswordWithCode } from '../../lib/firebase-auth';
import { setLanguage } from '../../lib/i18n';
import { expectProblemAt } from '../../test/form-problems';
import { renderApp } from '../../test/render-app';
import { withoutSignedInHint } from '../../test/session-hint';
import { loginPathOf } from './reset-password-page';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
const link = (continueUrl: string) =>
  `/reset-password?mode=resetPassword&oobCode=code-1&continueUrl=${encodeURIComponent(`${window.location.origin}${continueUrl}`)}`;

async function openLink(path: string) {
  withoutSignedInHint();
  const user = userEvent.setup();
  renderApp(path);
  return user;
}

describe('/reset-password (the link of a Forgot password? email)', () => {
  it('shows the account, takes the new password twice, sets it, and leads to the login the person came from', async () => {
    vi.mocked(passwordResetEmail).mockResolvedValue('owner@example.in');
    vi.mocked(setPasswordWithCode).mockResolvedValue();
    const user = await openLink(link('/owner'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(await screen.findByText('owner@example.in')).toBeInTheDocument();
    expect(passwordResetEmail).toHaveBeenCalledWith('code-1');
    await user.type(screen.getByLabelText('New password'), 'new-dosa-1');
    await user.type(screen.getByLabelText('Type it again'), 'new-dosa-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByText('Your password is changed. Log in with owner@example.in and your new password.')).toHaveFocus();
    expect(setPasswordWithCode).toHaveBeenCalledWith('code-1', 'new-dosa-1');
    expect(screen.getByRole('link', { name: 'Go to the login' })).toHaveAttribute('href', '/owner');
  });

  it('says what is wrong at the fields: missing, too short, not the same twice', async () => {
    vi.mocked(passwordResetEmail).mockResolvedValue('asha@example.in');
    const user = await openLink(link('/email-login'));
    await user.click(await screen.findByRole('button', { name: 'Set new password' }));
    expectProblemAt(screen.getByLabelText('New password'), 'Enter your new password.');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expectProblemAt(screen.getByLabelText('New password'), 'Choose a password of at least 6 characters.');
    await user.type(screen.getByLabelText('New password'), '-and-long');
    await user.type(screen.getByLabelText('Type it again'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expectProblemAt(screen.getByLabelText('Type it again'), 'The two passwords are not the same. Type the same password twice.');
    expect(setPasswordWithCode).not.toHaveBeenCalled();
  });

  it('a used or expired link says so, with the way to the login', async () => {
    vi.mocked(passwordResetEmail).mockRejectedValue(firebaseError('auth/invalid-action-code'));
    await openLink(link('/staff'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used. Ask for a new one with “Forgot password?” on the login page.',
    );
    expect(screen.getByRole('link', { name: 'Go to the login' })).toHaveAttribute('href', '/staff');
  });

  it('in Hindi', async () => {
    vi.mocked(passwordResetEmail).mockResolvedValue('asha@example.in');
    await setLanguage('hi');
    await openLink(link('/email-login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'नया पासवर्ड सेट करें' })).toBeInTheDocument();
    expect(await screen.findByLabelText('नया पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' })).toBeInTheDocument();
  });
});

describe('where the reset page leads', () => {
  it("to the app's own login pages only; anything else to the email login", () => {
    const origin = 'https://rewards.example.in';
    expect(loginPathOf(`${origin}/owner`, origin)).toBe('/owner');
    expect(loginPathOf(`${origin}/staff`, origin)).toBe('/staff');
    expect(loginPathOf(`${origin}/email-login`, origin)).toBe('/email-login');
    expect(loginPathOf('https://evil.example/owner', origin)).toBe('/email-login');
    expect(loginPathOf(`${origin}/home`, origin)).toBe('/email-login');
    expect(loginPathOf(null, origin)).toBe('/email-login');
    expect(loginPathOf('not a url at all', origin)).toBe('/email-login');
  });
});
