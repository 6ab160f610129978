import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const DEAD = 'This link has expired or was already used. Ask the restaurant owner for a new one.';

/** The server's two set-password routes: `invite` answers for the link, `setPassword` for the password; records what was sent. */
function answerInvite({ invite = 200, setPassword = 200 }: { invite?: number; setPassword?: number } = {}) {
  const sent: { path: string; body: unknown }[] = [];
  const answer =
    (status: number) =>
    async ({ request }: { request: Request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return status === 200 ? HttpResponse.json({ email: 'ravi@example.com' }) : HttpResponse.json({ error: DEAD, code: 'NOT_FOUND' }, { status });
    };
  server.use(http.post('/api/v1/auth/staff/invite', answer(invite)), http.post('/api/v1/auth/staff/set-password', answer(setPassword)));
  return sent;
}

describe('/staff/set-password', () => {
  it('shows the account, checks both fields, sets the password with the link’s token, then leads to the staff login', async () => {
    const sent = answerInvite();
    const user = userEvent.setup();
    renderApp('/staff/set-password?invite=token-123');

    expect(await screen.findByText('ravi@example.com')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/v1/auth/staff/invite', body: { token: 'token-123' } }]);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Type it again'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a password of at least 8 characters.');
    expect(sent).toHaveLength(1);

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
    expect(sent[1]).toEqual({ path: '/api/v1/auth/staff/set-password', body: { token: 'token-123', password: 'counter-2026' } });
    await user.click(screen.getByRole('link', { name: 'Go to the staff login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.com');
  }, 15_000);

  it('says an expired, used or replaced link in words, with the way to the staff login', async () => {
    answerInvite({ invite: 404 });
    renderApp('/staff/set-password?invite=used-token');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used. Ask the owner for a new one.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the staff login' })).toHaveAttribute('href', '/staff');
  });

  it('a link of the old kind (an oobCode, no invite): dead at once, nothing asked of the server', async () => {
    const sent = answerInvite();
    renderApp('/staff/set-password?oobCode=code-123');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used. Ask the owner for a new one.');
    expect(sent).toEqual([]);
  });

  it('a link used elsewhere meanwhile: the same sentence when setting the password', async () => {
    answerInvite({ setPassword: 404 });
    const user = userEvent.setup();
    renderApp('/staff/set-password?invite=token-123');

    await user.type(await screen.findByLabelText('New password'), 'counter-2026');
    await user.type(screen.getByLabelText('Type it again'), 'counter-2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used. Ask the owner for a new one.');
  });

  it('a refusal of another kind (a short password the server counted otherwise) shows its sentence and keeps the form', async () => {
    server.use(
      http.post('/api/v1/auth/staff/invite', () => HttpResponse.json({ email: 'ravi@example.com' })),
      http.post('/api/v1/auth/staff/set-password', () =>
        HttpResponse.json({ error: 'Staff passwords need at least 8 characters.', code: 'BAD_USER_INPUT' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/staff/set-password?invite=token-123');

    await user.type(await screen.findByLabelText('New password'), 'counter-2026');
    await user.type(screen.getByLabelText('Type it again'), 'counter-2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff passwords need at least 8 characters.');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
