import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-app';
import { PageAlert, showPageAlert } from './page-alert';

function renderAt(path: string) {
  let navigate: NavigateFunction | undefined;
  renderWithRouter(
    <>
      <PageAlert />
      <main>
        <h1 tabIndex={-1}>A page</h1>
      </main>
    </>,
    { path, onNavigate: (fn) => (navigate = fn) },
  );
  return async (to: string) => {
    await act(async () => {
      await navigate?.(to);
    });
  };
}

describe('PageAlert', () => {
  it('says why on the page the app sent the person to, focused, and only there', async () => {
    const goTo = renderAt('/home');
    act(() => showPageAlert('Unauthorized customer login', '/'));
    // Not on the page being left.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await goTo('/');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Unauthorized customer login');
    expect(notice).toHaveFocus();

    // Said once: gone on the next page, and not back with the page it was on.
    await goTo('/email-login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await goTo('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes, and the focus goes to the top of the page', async () => {
    renderAt('/');
    act(() => showPageAlert('We could not sign you in. Please try again.', '/'));
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A page' })).toHaveFocus();
  });
});
