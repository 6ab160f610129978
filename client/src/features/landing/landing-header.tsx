import { Link } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/menu-icon';
import { useDismissableMenu } from '../../components/use-dismissable-menu';

const SECTIONS = [
  { href: '#hero', label: 'Log in' },
  { href: '#how-it-works', label: 'How it works' },
  { href: '#benefits', label: 'Benefits' },
  { href: '#contact-us', label: 'Contact us' },
] as const;

/** Top bar: inline section links on wide screens, a hamburger sidebar on mobile. */
export function LandingHeader() {
  const {
    open: menuOpen,
    toggle: toggleMenu,
    close: closeMenu,
    panelRef,
    buttonRef,
  } = useDismissableMenu<HTMLElement>();

  return (
    <header className="landing-header">
      <div className="landing-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            F
          </span>
          Foodspot Rewards
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="icon-button landing-header__menu-button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="landing-menu"
          onClick={toggleMenu}
        >
          <MenuIcon />
        </button>
        <nav
          ref={panelRef}
          id="landing-menu"
          className={menuOpen ? 'landing-nav landing-nav--open' : 'landing-nav'}
          aria-label="Main"
        >
          <button type="button" className="icon-button landing-nav__close" aria-label="Close menu" onClick={closeMenu}>
            <CloseIcon />
          </button>
          <ul className="landing-nav__list">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <a href={section.href} className="landing-nav__link" onClick={closeMenu}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {menuOpen && <div className="landing-nav__backdrop" aria-hidden="true" />}
    </header>
  );
}
