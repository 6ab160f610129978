import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { HomeGreeting } from '../../components/home-greeting';
import { LanguageSwitch } from '../../components/language-switch';
import { AppHeader } from '../../components/app-header';
import { Brand } from '../../components/brand';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/mobile-menu';
import { OfflineNotice } from '../../components/offline-notice';
import { Spinner } from '../../components/spinner';
import { createApolloClient } from '../../lib/apollo';
import { useOffline } from '../../lib/connectivity';
import { useT } from '../../lib/i18n';
import { useOfflineSnapshot } from '../../lib/offline-snapshot';
import { logOut } from '../../lib/session';
import './home.css';

export const HomeLayoutRouteQuery = graphql(`
  query HomeLayoutRouteQuery {
    me {
      ...HomeGreeting_viewer
    }
  }
`);

/**
 * Every screen but these has a route query that also spreads `HomeGreeting_viewer` into `me`: there the
 * greeting only reads the cache, so a fresh visit of such a screen makes one GraphQL request, not two.
 */
const PAGES_WITHOUT_ROUTE_QUERY = ['/home/add-restaurant', '/home/contact-us'];

function pageLoadsViewer(pathname: string): boolean {
  return !PAGES_WITHOUT_ROUTE_QUERY.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

const LINKS = [
  { to: '/home', label: 'home.links.home', end: true },
  { to: '/home/add-restaurant', label: 'home.links.add', end: false },
  { to: '/home/contact-us', label: 'home.links.contact', end: false },
  // Outside /home (the page also completes a new profile), so never the active link here.
  { to: '/profile', label: 'home.links.profile', end: true },
  // The privacy notice (a page of its own, for anyone).
  { to: '/privacy', label: 'home.links.privacy', end: true },
] as const;

/** The customer area's layout: sidebar (Home, Add Restaurant, Contact Us, Profile, Privacy notice, Log out) and a mobile header. */
export function HomeLayout() {
  // One Apollo client per visit of the customer area: a later login never sees this user's cache.
  const [{ client, closeSocket }] = useState(createApolloClient);
  // Leaving the customer area closes the live-points socket (a later subscription would open a new one).
  useEffect(() => closeSocket, [closeSocket]);
  return (
    <ApolloProvider client={client}>
      <HomeShell />
    </ApolloProvider>
  );
}

/** Back online: every screen on show asks the server again (the live subscriptions restart by themselves). */
function useRefetchWhenBackOnline(offline: boolean) {
  const client = useApolloClient();
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) void client.refetchQueries({ include: 'active' }).catch(() => {});
    wasOffline.current = offline;
  }, [offline, client]);
}

function HomeShell() {
  const { pathname } = useLocation();
  const offline = useOffline();
  const snapshot = useOfflineSnapshot();
  const { data } = useQuery(HomeLayoutRouteQuery, { fetchPolicy: offline || pageLoadsViewer(pathname) ? 'cache-only' : 'cache-first' });
  // Offline, the greeting knows the customer from the last-known snapshot.
  const viewer =
    data?.me ?? (offline && snapshot ? { uid: snapshot.uid, profile: snapshot.firstName ? { firstName: snapshot.firstName } : null } : undefined);
  useRefetchWhenBackOnline(offline);
  const { buttonProps, menuProps } = useMobileMenu();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const { t } = useT();

  const onLogOut = async () => {
    setLoggingOut(true);
    await logOut();
    void navigate('/', { replace: true });
  };

  return (
    <div className="home">
      <AppHeader className="home-header">
        <Brand to="/home" className="home-brand" />
        <MenuButton {...buttonProps} controls="home-menu" className="home-header__menu-button" />
      </AppHeader>

      <MobileMenu
        {...menuProps}
        id="home-menu"
        label={t('home.menuLabel')}
        items={LINKS.map((link) => ({ ...link, label: t(link.label) }))}
        side="start"
        className="home-sidebar"
        top={<Brand to="/home" className="home-brand" />}
        footer={
          <>
            <LanguageSwitch className="home-sidebar__language" />
            <button
              type="button"
              className="button button--secondary button--block home-sidebar__logout"
              disabled={loggingOut}
              onClick={() => void onLogOut()}
            >
              {loggingOut ? t('home.loggingOut') : t('home.logOut')}
            </button>
          </>
        }
      />

      <main className="home-main">
        {/* Offline: what the screens show is the last-known state, read-only (lib/offline-snapshot.ts). */}
        {offline && <OfflineNotice savedAt={snapshot?.savedAt ?? null} />}
        <HomeGreeting viewer={viewer} />
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
