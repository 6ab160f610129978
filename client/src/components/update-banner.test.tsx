import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportUpdateForTests } from '../lib/service-worker';
import { UPDATE_AVAILABLE, UpdateBanner } from './update-banner';

afterEach(() => reportUpdateForTests(null));

describe('UpdateBanner', () => {
  it('shows nothing until a new version waits, then "Update available" with a Reload that switches to it', async () => {
    const apply = vi.fn();
    render(<UpdateBanner />);
    expect(screen.queryByText(UPDATE_AVAILABLE)).not.toBeInTheDocument();

    act(() => reportUpdateForTests(apply));
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_AVAILABLE);
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
