import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useRouteFocus } from './use-route-focus';

let showSlowHeading: (() => void) | undefined;

/** A screen whose heading comes once its "data" is in (as a screen waits for its query). */
function SlowScreen() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    showSlowHeading = () => setLoaded(true);
  }, []);
  return (
    <main>
      {loaded ? (
        <h1 tabIndex={-1}>Slow screen</h1>
      ) : (
        <p role="status" aria-label="Loading">
          …
        </p>
      )}
      <button type="button">Elsewhere</button>
    </main>
  );
}

/** A screen whose points change live (a re-render, no navigation). */
function LiveScreen() {
  const [points, setPoints] = useState(0);
  return (
    <main>
      <h1 tabIndex={-1}>Live screen</h1>
      <p>{points} points</p>
      <button type="button" onClick={() => setPoints((value) => value + 1)}>
        More points
      </button>
    </main>
  );
}

function Shell() {
  useRouteFocus();
  return (
    <Routes>
      <Route
        path="/"
        element={
          <main>
            <h1 tabIndex={-1}>Start</h1>
            <Link to="/live">Go live</Link>
            <Link to="/slow">Go slow</Link>
            <Link to="#section">Jump to the section</Link>
            <section id="section">Section</section>
          </main>
        }
      />
      <Route path="/redirect" element={<Navigate to="/live" replace />} />
      <Route path="/live" element={<LiveScreen />} />
      <Route path="/slow" element={<SlowScreen />} />
    </Routes>
  );
}

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Shell />
    </MemoryRouter>,
  );

describe('focus on route change (useRouteFocus)', () => {
  it('leaves the focus alone on the first load, and on the redirects of the load', () => {
    open('/');
    expect(document.body).toHaveFocus();
    open('/redirect');
    expect(screen.getByRole('heading', { name: 'Live screen' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it("moves the focus to the new screen's h1 after a navigation, and keeps it there through live updates", async () => {
    const user = userEvent.setup();
    open('/');
    await user.click(screen.getByRole('link', { name: 'Go live' }));

    const heading = screen.getByRole('heading', { level: 1, name: 'Live screen' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');

    // A live update re-renders the screen: the focus stays where the person put it.
    const more = screen.getByRole('button', { name: 'More points' });
    await user.click(more);
    await user.click(more);
    expect(screen.getByText('2 points')).toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('waits for a heading that comes with the data, and then focuses it', async () => {
    const user = userEvent.setup();
    open('/');
    await user.click(screen.getByRole('link', { name: 'Go slow' }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    act(() => showSlowHeading?.());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Slow screen' })).toHaveFocus());
  });

  it('does not take the focus back from where the person moved it while the screen loaded', async () => {
    const user = userEvent.setup();
    open('/');
    await user.click(screen.getByRole('link', { name: 'Go slow' }));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();

    act(() => showSlowHeading?.());
    await screen.findByRole('heading', { name: 'Slow screen' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(elsewhere).toHaveFocus();
  });

  it('leaves the focus alone when only the hash changes (a link to a section of the page)', async () => {
    const user = userEvent.setup();
    open('/');
    const jump = screen.getByRole('link', { name: 'Jump to the section' });
    await user.click(jump);
    expect(screen.getByRole('heading', { name: 'Start' })).not.toHaveFocus();
    expect(jump).toHaveFocus();
  });
});
