import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MenuButton, MobileMenu, useMobileMenu } from './mobile-menu';

const ITEMS = [
  { to: '/home', label: 'Home', end: true },
  { to: '/home/contact-us', label: 'Contact Us' },
];

function Layout() {
  const { buttonProps, menuProps } = useMobileMenu();
  return (
    <>
      <MenuButton {...buttonProps} controls="test-menu" className="test-menu-button" />
      <MobileMenu
        {...menuProps}
        id="test-menu"
        label="Customer menu"
        items={ITEMS}
        side="start"
        className="test-menu"
        footer={
          <button type="button" className="button">
            Log out
          </button>
        }
      />
      <main>
        <button type="button">Behind the menu</button>
      </main>
    </>
  );
}

function openLayout() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Layout />
    </MemoryRouter>,
  );
  return { user, menuButton: screen.getByRole('button', { name: 'Open menu' }) };
}

describe('the mobile menu and the keyboard', () => {
  it('opens with the focus on its first link; Tab and Shift+Tab go round inside it', async () => {
    const { user, menuButton } = openLayout();
    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    // Past the last control: back to the first (the close button), never to the page behind; and back again.
    // (Dispatched by hand: user-event moves the focus on Tab even when the keydown's default is prevented.)
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab' })).toBe(false);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
  });

  it('Escape closes it and gives the focus back to its button; so does its Close button', async () => {
    const { user, menuButton } = openLayout();
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.keyboard(' ');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });
});
