import { ApolloProvider, useQuery } from '@apollo/client/react';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { CloseIcon, MenuIcon } from '../../components/menu-icon';
import { Spinner } from '../../components/spinner';
import { useDismissableMenu } from '../../components/use-dismissable-menu';
import { createApolloClient } from '../../lib/apollo';
import { logOut } from '../../lib/session';
import './home.css';

export const HomeLayoutRouteQuery = graphql(`
  query HomeLayoutRouteQuery {
    me {
      uid
      profile {
        firstName
      }
    }
  }
`);

/**
 * Screens whose own route query also selects `me { uid profile { firstName } }`: there the greeting
 * only reads the cache, so a fresh visit of such a screen makes one GraphQL request, not two.
 */
const PAGES_WITHOUT_ROUTE_QUERY = ['/home/add-restaurant', '/home/contact-us'];

function pageLoadsViewer(pathname: string): boolean {
  return !PAGES_WITHOUT_ROUTE_QUERY.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

const LINKS = [
  { to: '/home', label: 'Home', end: true },
  { to: '/home/add-restaurant', label: 'Add Restaurant', end: false },
  { to: '/home/contact-us', label: 'Contact Us', end: false },
  // Outside /home (the page also completes a new profile), so never the active link here.
  { to: '/profile', label: 'Profile', end: true },
] as const;

/** The customer area's layout: sidebar (Home, Add Restaurant, Contact Us, Profile, Log out) and a mobile header. */
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

function HomeShell() {
  const { pathname } = useLocation();
  const { data } = useQuery(HomeLayoutRouteQuery, { fetchPolicy: pageLoadsViewer(pathname) ? 'cache-only' : 'cache-first' });
  const firstName = data?.me.profile?.firstName;
  const {
    open: menuOpen,
    toggle: toggleMenu,
    close: closeMenu,
    panelRef,
    buttonRef,
  } = useDismissableMenu<HTMLElement>();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogOut = async () => {
    setLoggingOut(true);
    await logOut();
    navigate('/', { replace: true });
  };

  return (
    <div className="home">
      <header className="home-header">
        <Link to="/home" className="home-brand">
          <span className="home-brand__mark" aria-hidden="true">
            F
          </span>
          Foodspot Rewards
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="icon-button home-header__menu-button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="home-menu"
          onClick={toggleMenu}
        >
          <MenuIcon />
        </button>
      </header>

      <nav
        ref={panelRef}
        id="home-menu"
        className={menuOpen ? 'home-sidebar home-sidebar--open' : 'home-sidebar'}
        aria-label="Customer menu"
      >
        <div className="home-sidebar__top">
          <Link to="/home" className="home-brand home-sidebar__brand">
            <span className="home-brand__mark" aria-hidden="true">
              F
            </span>
            Foodspot Rewards
          </Link>
          <button type="button" className="icon-button home-sidebar__close" aria-label="Close menu" onClick={closeMenu}>
            <CloseIcon />
          </button>
        </div>
        <ul className="home-sidebar__list">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) => (isActive ? 'home-sidebar__link home-sidebar__link--active' : 'home-sidebar__link')}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--secondary button--block home-sidebar__logout"
          disabled={loggingOut}
          onClick={() => void onLogOut()}
        >
          {loggingOut ? 'Logging out…' : 'Log out'}
        </button>
      </nav>
      {menuOpen && <div className="home-sidebar__backdrop" aria-hidden="true" />}

      <main className="home-main">
        <p className="home-greeting">{firstName ? `Hi, ${firstName}!` : 'Hi there!'}</p>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
