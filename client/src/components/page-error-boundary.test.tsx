import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('PageErrorBoundary', () => {
  it('shows a readable message with a Reload button instead of a blank page, and recovers on navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <PageErrorBoundary resetKey="/email-login">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    rerender(
      <PageErrorBoundary resetKey="/">
        <p>Landing</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Landing')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
