import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiSend, errorFromBody, readJson } from '../../lib/api';
import { signOutOfFirebase } from '../../lib/firebase-auth';
import { translate } from '../../lib/i18n';
import { returnPath } from '../../lib/return-to';
import { logOut, sessionStore } from '../../lib/session';

export type ServerLoginRequest =
  | { path: '/auth/customer/login'; body: { idToken: string; method: 'phone' | 'email' } }
  | { path: '/auth/customer/signup'; body: { idToken: string } };

export type ServerLoginResult = 'signed-in' | 'rejected';

/**
 * Hands a Firebase ID token to the BFF and routes by the outcome (spec section 4):
 * new user or profile not set -> /profile, otherwise /home. When the server rejects the login:
 * logout call, Firebase sign-out, alert with the server's error, back to the landing page.
 * Network failures (and "Failed to fetch CSRF Token") sign out of Firebase and are re-thrown.
 */
export function useServerLogin() {
  const navigate = useNavigate();

  return useCallback(
    async (request: ServerLoginRequest): Promise<ServerLoginResult> => {
      let response: Response;
      try {
        response = await apiSend(request.path, request.body);
      } catch (error) {
        await signOutOfFirebase();
        throw error;
      }
      const body = await readJson(response);
      if (!response.ok) {
        await logOut();
        window.alert(errorFromBody(body) ?? translate('phoneLogin.rejected'));
        void navigate('/', { replace: true });
        return 'rejected';
      }
      const outcome = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const needsProfile = outcome.isNewUser === true || outcome.profileSet !== true;
      sessionStore.invalidate();
      // After the profile step or at once: the page the customer guard sent them here from, else /home.
      void navigate(needsProfile ? '/profile' : returnPath(), { replace: true });
      return 'signed-in';
    },
    [navigate],
  );
}
