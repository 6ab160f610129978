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
  const menu = useDismissableMenu<HTMLElement>();

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
          ref={menu.buttonRef}
          type="button"
          className="icon-button landing-header__menu-button"
          aria-label="Open menu"
          aria-expanded={menu.open}
          aria-controls="landing-menu"
          onClick={menu.toggle}
        >
          <MenuIcon />
        </button>
        <nav
          ref={menu.panelRef}
          id="landing-menu"
          className={menu.open ? 'landing-nav landing-nav--open' : 'landing-nav'}
          aria-label="Main"
        >
          <button type="button" className="icon-button landing-nav__close" aria-label="Close menu" onClick={menu.close}>
            <CloseIcon />
          </button>
          <ul className="landing-nav__list">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <a href={section.href} className="landing-nav__link" onClick={menu.close}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {menu.open && <div className="landing-nav__backdrop" aria-hidden="true" />}
    </header>
  );
}
