import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { passwordResetEmail, setPasswordWithCode } from '../../lib/firebase-auth';
import { renderApp } from '../../test/render-app';

const expired = () => Object.assign(new Error('Firebase: Error (auth/invalid-action-code).'), { code: 'auth/invalid-action-code' });

describe('/staff/set-password', () => {
  it('shows the account, checks both fields, sets the password with the link’s code, then leads to the staff login', async () => {
    vi.mocked(passwordResetEmail).mockResolvedValue('ravi@example.com');
    vi.mocked(setPasswordWithCode).mockResolvedValue();
    const user = userEvent.setup();
    renderApp('/staff/set-password?oobCode=code-123');

    expect(await screen.findByText('ravi@example.com')).toBeInTheDocument();
    expect(passwordResetEmail).toHaveBeenCalledWith('code-123');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Type it again'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a password of at least 8 characters.');
    expect(setPasswordWithCode).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'counter-2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The two passwords are not the same.'));
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');

    await user.clear(screen.getByLabelText('Type it again'));
    await user.type(screen.getByLabelText('Type it again'), 'counter-2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Password set' })).toBeInTheDocument();
    expect(setPasswordWithCode).toHaveBeenCalledWith('code-123', 'counter-2026');
    await user.click(screen.getByRole('link', { name: 'Go to the staff login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.com');
  }, 15_000);

  it('says an expired or used link in words, with the way to the staff login', async () => {
    vi.mocked(passwordResetEmail).mockRejectedValue(expired());
    renderApp('/staff/set-password?oobCode=used-code');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used. Ask the owner for a new one.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the staff login' })).toHaveAttribute('href', '/staff');
  });

  it('a link used elsewhere meanwhile: the same sentence when setting the password', async () => {
    vi.mocked(passwordResetEmail).mockResolvedValue('ravi@example.com');
    vi.mocked(setPasswordWithCode).mockRejectedValue(expired());
    const user = userEvent.setup();
    renderApp('/staff/set-password?oobCode=code-123');

    await user.type(await screen.findByLabelText('New password'), 'counter-2026');
    await user.type(screen.getByLabelText('Type it again'), 'counter-2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used. Ask the owner for a new one.');
  });
});
