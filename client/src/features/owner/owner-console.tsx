import { useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { AppHeader } from '../../components/app-header';
import { Brand } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';
import { useT } from '../../lib/i18n';
import { logOut } from '../../lib/session';
import { CreateRestaurantPage } from './create-restaurant-page';
import { OwnerStoreProvider } from './owner-data';
import { RestaurantList } from './restaurant-list';
import { RestaurantScreen } from './restaurant-screen';

/**
 * The signed-in owner's area: one store of the owner's answers per visit (kept while the owner moves between its
 * screens: app.tsx routes them all to the same page), a header with the language switch and Log out, and the screen
 * of the path. No Apollo: the owner's operations go over fetch (owner-graphql.ts).
 */
export default function OwnerConsole() {
  return (
    <OwnerStoreProvider>
      <OwnerShell />
    </OwnerStoreProvider>
  );
}

/** The screen a path under /owner shows (app.tsx lists the same paths). */
function useOwnerScreen() {
  const { pathname } = useLocation();
  if (matchPath('/owner/new', pathname)) return { screen: 'new' as const };
  const restaurant = matchPath('/owner/r/:restaurantUid/:view', pathname) ?? matchPath('/owner/r/:restaurantUid', pathname);
  if (restaurant) {
    const params: Record<string, string | undefined> = restaurant.params;
    return { screen: 'restaurant' as const, restaurantUid: params['restaurantUid'] ?? '', view: params['view'] };
  }
  return { screen: 'list' as const };
}

function OwnerShell() {
  const { t } = useT();
  const [loggingOut, setLoggingOut] = useState(false);
  const route = useOwnerScreen();

  const onLogOut = async () => {
    setLoggingOut(true);
    await logOut(); // the session turns to "logged out" and /owner shows the login again
  };

  return (
    <div className="owner">
      <AppHeader className="owner-header">
        <Brand to="/owner" className="owner-brand">
          <OwnerBrandText text={t('owner:brand')} />
        </Brand>
        <div className="owner-header__tools">
          <LanguageSwitch compact />
          <button type="button" className="button button--secondary owner-logout" disabled={loggingOut} onClick={() => void onLogOut()}>
            <LogOutIcon />
            {loggingOut ? t('owner:loggingOut') : t('owner:logOut')}
          </button>
        </div>
      </AppHeader>
      {route.screen === 'new' ? (
        <CreateRestaurantPage />
      ) : route.screen === 'restaurant' ? (
        <RestaurantScreen key={route.restaurantUid} restaurantUid={route.restaurantUid} view={route.view} />
      ) : (
        <RestaurantList />
      )}
    </div>
  );
}

/** "Foodspot Rewards · Owners": on a phone only "Owners" shows (owner.css), the link keeps the whole name. */
function OwnerBrandText({ text }: { text: string }) {
  const cut = text.lastIndexOf(' · ');
  if (cut < 0) return <>{text}</>;
  return (
    <>
      <span className="owner-brand__name">{text.slice(0, cut + 2)}</span> {text.slice(cut + 3)}
    </>
  );
}

/** A door with an arrow out (decorative: the button says Log out). */
function LogOutIcon() {
  return (
    <svg
      className="owner-logout__icon"
      width="1.125em"
      height="1.125em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </svg>
  );
}
