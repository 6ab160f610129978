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
          {t('owner:brand')}
        </Brand>
        <div className="owner-header__tools">
          <LanguageSwitch compact />
          <button type="button" className="button button--secondary" disabled={loggingOut} onClick={() => void onLogOut()}>
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
