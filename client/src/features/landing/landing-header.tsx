import { Brand } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/mobile-menu';
import { useT } from '../../lib/i18n';

const SECTIONS = [
  { href: '#hero', label: 'landing.nav.login' },
  { href: '#how-it-works', label: 'landing.nav.howItWorks' },
  { href: '#benefits', label: 'landing.nav.benefits' },
  { href: '#contact-us', label: 'landing.nav.contact' },
] as const;
/** Restaurants' door: the owner area, a route of its own (not a place on this page). */
const OWNER_DOOR = { to: '/owner', label: 'landing.nav.forRestaurants' } as const;

/** Top bar: inline section links on wide screens, a hamburger sidebar on mobile. */
export function LandingHeader() {
  const { buttonProps, menuProps } = useMobileMenu();
  const { t } = useT();
  return (
    <header className="landing-header">
      <div className="landing-header__inner">
        <Brand to="/" className="landing-header__brand" />
        <LanguageSwitch className="landing-header__language" compact />
        <MenuButton {...buttonProps} controls="landing-menu" className="landing-header__menu-button" />
        <MobileMenu
          {...menuProps}
          id="landing-menu"
          label={t('landing.nav.label')}
          items={[...SECTIONS.map((section) => ({ href: section.href, label: t(section.label) })), { to: OWNER_DOOR.to, label: t(OWNER_DOOR.label) }]}
          side="end"
          className="landing-nav"
        />
      </div>
    </header>
  );
}
