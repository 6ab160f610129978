import { Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes, useLocation, type RouteObject } from 'react-router-dom';
import { PageAlert } from '../components/page-alert';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { SessionEnded } from '../components/session-ended';
import { Spinner } from '../components/spinner';
import { UpdateBanner } from '../components/update-banner';
import { useRouteFocus } from '../components/use-route-focus';
import { PhoneLoginForm } from '../features/auth/phone-login-form';
import { LandingPage } from '../features/landing/landing-page';
import { syncCaptchaBadge } from '../lib/captcha-badge';
import { useT } from '../lib/i18n';
import { sessionStore, useSessionEnded } from '../lib/session';
import { lazyRoute } from './lazy-route';
import { LoggedInRedirect } from './logged-in-redirect';

// Everything but `/` is a lazy chunk: the landing page needs only React, the router and this file.
// A fresh visit preloads its route's chunks (see preloadRoute; the BFF preloads them in the page too).
const EmailSignUpPage = lazyRoute(() => import('../features/auth/email-sign-up-page'));
const EmailLoginPage = lazyRoute(() => import('../features/auth/email-login-page'));
const ProfilePage = lazyRoute(() => import('../features/profile/profile-page'));
// The privacy notice (prerendered, for anyone) and the consent screen: a chunk each, neither in the landing's or /home's.
const PrivacyPage = lazyRoute(() => import('../features/privacy/privacy-page'));
const ConsentPage = lazyRoute(() => import('../features/privacy/consent-page'));
// The customer area is one chunk (home-route.tsx): its layout and every screen under it come together.
// The detail screen is also a chunk of its own (the bundle budget counts it by name); home-route imports
// it, so it comes with the area all the same.
const homeArea = () => import('./home-route');
const fromHomeArea = (pick: (area: Awaited<ReturnType<typeof homeArea>>) => ComponentType<object>) =>
  lazyRoute<object>(() => homeArea().then((area) => ({ default: pick(area) })));
const HomeRoute = lazyRoute(homeArea);
const RestaurantsPage = fromHomeArea((area) => area.RestaurantsPage);
const AddRestaurantPage = fromHomeArea((area) => area.AddRestaurantPage);
const RestaurantDetailPage = lazyRoute(() => import('../features/restaurants/restaurant-detail-page'));
const RewardsPage = fromHomeArea((area) => area.RewardsPage);
const OnlinePointsPage = fromHomeArea((area) => area.OnlinePointsPage);
const HistoryPage = fromHomeArea((area) => area.HistoryPage);
const ContactPage = fromHomeArea((area) => area.ContactPage);
// "Your data" (the Download my data file as a page): a chunk of its own, rarely opened, so not in the area's.
const YourDataPage = lazyRoute(() => import('../features/your-data/your-data-page'));
// Staff only: customers never download the console.
const StaffPage = lazyRoute(() => import('../features/staff/staff-page'));
const SetPasswordPage = lazyRoute(() => import('../features/staff/set-password-page'));
// Where a "Forgot password?" link opens, for every account (customer, owner, staff): a chunk of its own.
const ResetPasswordPage = lazyRoute(() => import('../features/password-reset/reset-password-page'));
// Owners only: its own chunk (the signed-in screens a further one, features/owner/owner-console.tsx). Every path
// under /owner renders the same page, which keeps its Apollo client while the owner moves between them.
const OwnerPage = lazyRoute(() => import('../features/owner/owner-page'));

/** The app's routes (module-level, so preloadRoute can match a path against them before the first render). */
const APP_ROUTES = (
  <>
    <Route
      path="/"
      element={
        <>
          <LoggedInRedirect />
          <LandingPage login={<PhoneLoginForm />} />
        </>
      }
    />
    <Route
      path="/email-sign-up"
      element={
        <>
          <LoggedInRedirect />
          <EmailSignUpPage />
        </>
      }
    />
    <Route
      path="/email-login"
      element={
        <>
          <LoggedInRedirect />
          <EmailLoginPage />
        </>
      }
    />
    <Route path="/profile" element={<ProfilePage />} />
    <Route path="/consent" element={<ConsentPage />} />
    <Route path="/privacy" element={<PrivacyPage />} />
    <Route path="/home" element={<HomeRoute />}>
      <Route index element={<RestaurantsPage />} />
      <Route path="add-restaurant" element={<AddRestaurantPage />} />
      <Route path="contact-us" element={<ContactPage />} />
      <Route path="your-data" element={<YourDataPage />} />
      <Route path=":restaurantUid" element={<RestaurantDetailPage />} />
      <Route path=":restaurantUid/rewards" element={<RewardsPage />} />
      <Route path=":restaurantUid/online-points" element={<OnlinePointsPage />} />
      <Route path=":restaurantUid/history" element={<HistoryPage />} />
    </Route>
    <Route path="/staff" element={<StaffPage />} />
    <Route path="/staff/set-password" element={<SetPasswordPage />} />
    <Route path="/reset-password" element={<ResetPasswordPage />} />
    <Route path="/owner" element={<OwnerPage />}>
      <Route path="new" element={null} />
      <Route path="r/:restaurantUid" element={null} />
      <Route path="r/:restaurantUid/:view" element={null} />
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </>
);

const joinRoutePath = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

let routeObjects: RouteObject[] | null = null;
const appRouteObjects = () => (routeObjects ??= createRoutesFromElements(APP_ROUTES));

/** The full path of every route of the app (layout routes and index routes included), as the router joins them. */
export function appRoutePaths(): string[] {
  const paths: string[] = [];
  const walk = (routes: RouteObject[], parent: string) => {
    for (const route of routes) {
      const path = route.path === undefined ? parent : joinRoutePath(parent, route.path);
      if (!paths.includes(path)) paths.push(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(appRouteObjects(), '');
  return paths;
}

/** The route `pathname` renders as the router ranks them (its full path pattern, params and matches), or null. */
export function matchAppRoute(pathname: string) {
  const matches = matchRoutes(appRouteObjects(), pathname);
  if (!matches) return null;
  const pattern = matches
    .map(({ route }) => route.path)
    .filter((path): path is string => path !== undefined)
    .reduce(joinRoutePath, '');
  return { path: pattern, params: matches[matches.length - 1]?.params ?? {}, matches };
}

/** The lazy route components `pathname` renders (the layout route first), as the router matches it. */
function lazyRoutesOf(pathname: string) {
  const elements = (matchAppRoute(pathname)?.matches ?? []).flatMap(({ route }) => {
    const element = route.element as ReactElement<{ children?: ReactElement | ReactElement[] }> | null | undefined;
    if (!element) return [];
    // A route's element may be a fragment around the page (the login pages).
    const children = element.props.children;
    return [element, ...(Array.isArray(children) ? children : children ? [children] : [])];
  });
  return elements
    .map((element) => element.type)
    .filter((type): type is ReturnType<typeof lazyRoute> => typeof type === 'function' && 'preload' in type);
}

/**
 * Starts loading the lazy chunks of the route at `pathname` (the layout's and the page's, side by side),
 * so a fresh visit renders the page as soon as they are in, without a Suspense fallback per level.
 */
export function preloadRoute(pathname: string): Promise<void> {
  // A failed load shows at render time (the error boundary): nothing to report twice.
  return Promise.all(lazyRoutesOf(pathname).map((route) => route.preload().catch(() => {}))).then(() => undefined);
}

/**
 * The session re-sync "when the app starts" (spec section 4): `me` once, without blocking the first
 * paint, and only when this browser may be signed in: an anonymous visitor's 401 would be a console
 * error on every visit (docs/decisions/005). The guards of the pages that need the answer (/home, /profile,
 * /staff) ask under the same condition, and take a browser without either sign as signed out.
 */
function useSessionAtStart() {
  useEffect(() => {
    void sessionStore.ensureIfSignedIn();
  }, []);
}

/** The reCAPTCHA badge is shown only on /auth (spec section 9). */
function useCaptchaBadgeVisibility() {
  const { pathname } = useLocation();
  useEffect(() => syncCaptchaBadge(pathname), [pathname]);
}

/** The browser tab's title: the area (customer app, till, owner area) in the language the page shows. */
function useDocumentTitle() {
  const { pathname } = useLocation();
  const { t } = useT();
  const area = /^\/(staff|owner)(\/|$)/.exec(pathname)?.[1] as 'staff' | 'owner' | undefined;
  useEffect(() => {
    document.title = t(`documentTitle.${area ?? 'app'}`);
  }, [t, area]);
}

/** The customer's signed-in pages: where a session the server ended is said to have ended (the staff console says it itself). */
const isCustomerArea = (pathname: string) =>
  pathname === '/profile' || pathname === '/consent' || pathname === '/home' || pathname.startsWith('/home/');

export function App() {
  useSessionAtStart();
  useCaptchaBadgeVisibility();
  useDocumentTitle();
  // After a client-side navigation the focus moves to the new screen's h1 (never on the first load).
  useRouteFocus();
  const { pathname } = useLocation();
  // The session ended under an open customer screen (a logout in another tab): that screen, its Apollo client and
  // live socket go, and the page says so, with the way to log in.
  const sessionEnded = useSessionEnded() && isCustomerArea(pathname);

  return (
    <PageErrorBoundary resetKey={pathname}>
      {/* Why the app sent the person to this page (a guard's refusal, a refused login), when it did. */}
      <PageAlert />
      <Suspense fallback={<Spinner fullPage />}>{sessionEnded ? <SessionEnded loginPath="/" /> : <Routes>{APP_ROUTES}</Routes>}</Suspense>
      {/* A new version of the app waits for the customer's Reload (lib/service-worker.ts). */}
      <UpdateBanner />
    </PageErrorBoundary>
  );
}
