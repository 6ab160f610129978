import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-app';
import { LandingPage } from './landing-page';

const SLIDES = [
  'Track all your favourite loyalty programs in one place',
  'Earn points for in-store and online orders',
  'Get rewards no matter where you order — in-store or online',
];

function renderLanding(options: { onNavigate?: (navigate: NavigateFunction) => void } = {}) {
  return renderWithRouter(<LandingPage login={<p>login form</p>} />, options);
}

describe('landing page', () => {
  it('shows the tagline, the login slot, how it works, benefits and the contact footer with their anchors', () => {
    const { container } = renderLanding();

    expect(screen.getByRole('heading', { level: 1, name: 'Get rewarded for your loyalty' })).toBeInTheDocument();
    expect(screen.getByText('login form')).toBeInTheDocument();
    expect(screen.getByText('Create a free account')).toBeInTheDocument();
    expect(screen.getByText('Add your food spots')).toBeInTheDocument();
    expect(screen.getByText('Earn and redeem points')).toBeInTheDocument();
    for (const id of ['hero', 'how-it-works', 'benefits', 'contact-us']) {
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    }
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '#how-it-works');
    expect(within(nav).getByRole('link', { name: 'Benefits' })).toHaveAttribute('href', '#benefits');
    expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '#contact-us');
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#hero');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'support@foodspot.example' })).toHaveAttribute('href', 'mailto:support@foodspot.example');
    expect(within(footer).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  });

  it('carousel: starts at slide 1 of the 3 spec texts and clamps at the first and last slide', async () => {
    const user = userEvent.setup();
    renderLanding();
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });

    expect(screen.getByText(SLIDES[0]!)).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByText(SLIDES[1]!)).toBeInTheDocument();
    expect(previous).toBeEnabled();

    await user.click(next);
    expect(screen.getByText(SLIDES[2]!)).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(next); // disabled: stays on the last slide
    expect(screen.getByText(SLIDES[2]!)).toBeInTheDocument();

    await user.click(previous);
    await user.click(previous);
    expect(screen.getByText(SLIDES[0]!)).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(screen.queryByText(SLIDES[1]!)).not.toBeInTheDocument();
  });

  it('hamburger: opens, and closes on an outside click', async () => {
    const user = userEvent.setup();
    renderLanding();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    // A click inside the menu keeps it open.
    await user.click(screen.getByRole('navigation', { name: 'Main' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('hamburger: closes on route change', async () => {
    const user = userEvent.setup();
    let navigate: NavigateFunction | null = null;
    renderLanding({ onNavigate: (fn) => (navigate = fn) });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await act(async () => {
      await navigate!('/#benefits');
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/#benefits');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('hamburger: closes when a section link is chosen, on Escape and with Close menu', async () => {
    const user = userEvent.setup();
    renderLanding();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(menuButton);
    await user.click(screen.getByRole('link', { name: 'How it works' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
