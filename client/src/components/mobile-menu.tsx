import type { ReactNode, RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { useT } from '../lib/i18n';
import { CloseIcon, MenuIcon } from './menu-icon';
import { useDismissableMenu } from './use-dismissable-menu';
import './mobile-menu.css';

/** A link of the menu: a route of the app, or a place on the page. */
export type MenuItem = { label: string; to: string; end?: boolean } | { label: string; href: string };

interface MenuButtonState {
  open: boolean;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

interface MenuState {
  open: boolean;
  onClose: () => void;
  /** Closes it and gives the focus back to the menu button (its close button). */
  onDismiss: () => void;
  panelRef: RefObject<HTMLElement | null>;
}

/**
 * Open or closed; closes on navigation, a press outside and Escape. Spread `buttonProps` on the MenuButton
 * and `menuProps` on the MobileMenu.
 */
export function useMobileMenu(): { buttonProps: MenuButtonState; menuProps: MenuState } {
  const { open, toggle, close, dismiss, panelRef, buttonRef } = useDismissableMenu<HTMLElement>();
  return { buttonProps: { open, onToggle: toggle, buttonRef }, menuProps: { open, onClose: close, onDismiss: dismiss, panelRef } };
}

/** The hamburger button that opens the menu with this id. */
export function MenuButton({ open, onToggle, buttonRef, controls, className }: MenuButtonState & { controls: string; className: string }) {
  const { t } = useT();
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`icon-button ${className}`}
      aria-label={t('common.openMenu')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <MenuIcon />
    </button>
  );
}

interface MobileMenuProps extends MenuState {
  id: string;
  /** The navigation's accessible name. */
  label: string;
  items: readonly MenuItem[];
  /** The edge it slides in from on small screens. */
  side: 'start' | 'end';
  /** The layout's own class: its width and its wide-screen form. */
  className: string;
  /** Beside the close button (the brand). */
  top?: ReactNode;
  /** Under the links (the log-out button). */
  footer?: ReactNode;
}

/**
 * The navigation of a layout: an off-canvas sidebar with a close button and a backdrop on small screens
 * (opened by its MenuButton); on wide screens the layout's CSS shows it in place.
 */
export function MobileMenu({ open, onClose, onDismiss, panelRef, id, label, items, side, className, top, footer }: MobileMenuProps) {
  const { t } = useT();
  return (
    <>
      <nav ref={panelRef} id={id} className={`mobile-menu mobile-menu--${side} ${className}${open ? ' mobile-menu--open' : ''}`} aria-label={label}>
        <div className="mobile-menu__top">
          {top}
          <button type="button" className="icon-button mobile-menu__close" aria-label={t('common.closeMenu')} onClick={onDismiss}>
            <CloseIcon />
          </button>
        </div>
        <ul className="mobile-menu__list">
          {items.map((item, index) => (
            <li key={item.label}>
              {'to' in item ? (
                <NavLink
                  to={item.to}
                  end={item.end}
                  // Where the focus goes when the menu opens.
                  data-menu-start={index === 0 ? '' : undefined}
                  className={({ isActive }) => (isActive ? 'mobile-menu__link mobile-menu__link--active' : 'mobile-menu__link')}
                  onClick={onClose}
                >
                  {item.label}
                </NavLink>
              ) : (
                <a href={item.href} className="mobile-menu__link" data-menu-start={index === 0 ? '' : undefined} onClick={onClose}>
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
        {footer}
      </nav>
      {open && <div className="mobile-menu__backdrop" aria-hidden="true" />}
    </>
  );
}
