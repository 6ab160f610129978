import { Brand } from '../../components/brand';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/mobile-menu';

const SECTIONS = [
  { href: '#hero', label: 'Log in' },
  { href: '#how-it-works', label: 'How it works' },
  { href: '#benefits', label: 'Benefits' },
  { href: '#contact-us', label: 'Contact us' },
] as const;

/** Top bar: inline section links on wide screens, a hamburger sidebar on mobile. */
export function LandingHeader() {
  const { buttonProps, menuProps } = useMobileMenu();
  return (
    <header className="landing-header">
      <div className="landing-header__inner">
        <Brand to="/" className="landing-header__brand" />
        <MenuButton {...buttonProps} controls="landing-menu" className="landing-header__menu-button" />
        <MobileMenu {...menuProps} id="landing-menu" label="Main" items={SECTIONS} side="end" className="landing-nav" />
      </div>
    </header>
  );
}
