import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { Spinner } from '../components/spinner';
import { PhoneLoginForm } from '../features/auth/phone-login-form';
import { LandingPage } from '../features/landing/landing-page';
import { syncCaptchaBadge } from '../lib/captcha-badge';
import { sessionStore } from '../lib/session';
import { LoggedInRedirect } from './logged-in-redirect';

// Everything but `/` is a lazy chunk: the landing page needs only React, the router and this file.
const EmailSignUpPage = lazy(() => import('../features/auth/email-sign-up-page'));
const EmailLoginPage = lazy(() => import('../features/auth/email-login-page'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const HomeRoute = lazy(() => import('./home-route'));
const RestaurantsPage = lazy(() => import('../features/restaurants/restaurants-page'));
const AddRestaurantPage = lazy(() => import('../features/restaurants/add-restaurant-page'));
const RestaurantDetailPage = lazy(() => import('../features/restaurants/restaurant-detail-page'));
const RewardsPage = lazy(() => import('../features/rewards/rewards-page'));
const OnlinePointsPage = lazy(() => import('../features/online-points/online-points-page'));
const HistoryPage = lazy(() => import('../features/history/history-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
// Staff only: customers never download the console.
const StaffPage = lazy(() => import('../features/staff/staff-page'));

/**
 * The session re-sync "when the app starts" (spec section 4): `me` once, without blocking the first
 * paint, and only when this browser may be signed in: an anonymous visitor's 401 would be a console
 * error on every visit (docs/decisions/005). Pages that need the answer (/home, /profile) still ask.
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

export function App() {
  useSessionAtStart();
  useCaptchaBadgeVisibility();
  const { pathname } = useLocation();

  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Spinner fullPage />}>
        <Routes>
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
          <Route path="/home" element={<HomeRoute />}>
            <Route index element={<RestaurantsPage />} />
            <Route path="add-restaurant" element={<AddRestaurantPage />} />
            <Route path="contact-us" element={<ContactPage />} />
            <Route path=":restaurantUid" element={<RestaurantDetailPage />} />
            <Route path=":restaurantUid/rewards" element={<RewardsPage />} />
            <Route path=":restaurantUid/online-points" element={<OnlinePointsPage />} />
            <Route path=":restaurantUid/history" element={<HistoryPage />} />
          </Route>
          <Route path="/staff" element={<StaffPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}
