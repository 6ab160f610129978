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

/** Signed in (and on the way to /profile or /home), or refused by the server with what to tell the person. */
export type ServerLoginResult = { status: 'signed-in' } | { status: 'rejected'; message: string };

/**
 * Hands a Firebase ID token to the BFF and routes by the outcome (spec section 4):
 * new user or profile not set -> /profile, otherwise /home. When the server rejects the login: logout call,
 * Firebase sign-out, and the server's error (or a sentence of ours) for the caller to show: the phone login
 * shows it in its form, an email page on the landing page it returns to.
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
        return { status: 'rejected', message: errorFromBody(body) ?? translate('phoneLogin.rejected') };
      }
      const outcome = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const needsProfile = outcome.isNewUser === true || outcome.profileSet !== true;
      sessionStore.invalidate();
      // After the profile step or at once: the page the customer guard sent them here from, else /home.
      void navigate(needsProfile ? '/profile' : returnPath(), { replace: true });
      return { status: 'signed-in' };
    },
    [navigate],
  );
}
