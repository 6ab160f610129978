import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route';

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

describe('lazyRoute', () => {
  it('shows the Suspense fallback while a module that was not preloaded loads, then the page', async () => {
    const Page = lazyRoute(() => Promise.resolve(page('Rewards')));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Rewards' })).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without the fallback, and loads the module once', async () => {
    const load = vi.fn(() => Promise.resolve(page('Mumbai Chaat Corner')));
    const Page = lazyRoute(load);
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(page('History'));
    const Page = lazyRoute(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
  });
});
