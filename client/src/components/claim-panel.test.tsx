import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClaimPanel, NOT_ENOUGH_POINTS } from './claim-panel';

function renderPanel(locked: boolean) {
  return render(
    <ClaimPanel title="In-Store Claim" locked={locked}>
      <p>Show your Customer ID.</p>
      <button type="button" disabled={locked}>
        Claim
      </button>
    </ClaimPanel>,
  );
}

describe('ClaimPanel', () => {
  it('locked: the title stays a named heading and toggle, described by the warning under it, and the panel cannot open', async () => {
    const user = userEvent.setup();
    const { container } = renderPanel(true);

    const heading = screen.getByRole('heading', { level: 2, name: 'In-Store Claim' });
    const toggle = within(heading).getByRole('button', { name: 'In-Store Claim' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleDescription(NOT_ENOUGH_POINTS);
    expect(NOT_ENOUGH_POINTS).toBe('Not enough points to claim reward');

    // The warning is not inside the title: the mask comes after the heading, never over it.
    const warning = screen.getByText(NOT_ENOUGH_POINTS);
    expect(heading).not.toContainElement(warning);
    expect(heading.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(warning.closest('.claim-panel__mask')).not.toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'In-Store Claim' })).not.toBeInTheDocument();
    expect(screen.getByText('Show your Customer ID.')).not.toBeVisible();

    // The lock is a decorative inline SVG, not an emoji (which draws as a box without an emoji font).
    const mask = container.querySelector('.claim-panel__mask')!;
    const lock = mask.querySelector('svg');
    expect(lock).not.toBeNull();
    expect(lock).toHaveAttribute('aria-hidden', 'true');
    expect(mask.textContent).toBe(NOT_ENOUGH_POINTS);
  });

  it('unlocked: no warning; the title toggles the named region', async () => {
    const user = userEvent.setup();
    renderPanel(false);

    expect(screen.queryByText(NOT_ENOUGH_POINTS)).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'In-Store Claim' });
    expect(toggle).toBeEnabled();
    expect(toggle).not.toHaveAttribute('aria-describedby');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('region', { name: 'In-Store Claim' })).getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('closes an open panel when it becomes locked (a live points drop)', async () => {
    const user = userEvent.setup();
    const { rerender } = renderPanel(false);
    await user.click(screen.getByRole('button', { name: 'In-Store Claim' }));
    expect(screen.getByRole('region', { name: 'In-Store Claim' })).toBeVisible();

    rerender(
      <ClaimPanel title="In-Store Claim" locked>
        <p>Show your Customer ID.</p>
      </ClaimPanel>,
    );
    expect(screen.getByRole('button', { name: 'In-Store Claim' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Show your Customer ID.')).not.toBeVisible();
    expect(screen.getByText(NOT_ENOUGH_POINTS)).toBeVisible();
  });
});
