import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { type SessionUser, type Role } from '../domain/customer.js';
import { unauthenticated } from '../domain/errors.js';

export const SESSION_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;

/** Firebase's advice: only mint a session cookie from a sign-in that happened just now. */
const FRESH_SIGN_IN_WINDOW_S = 5 * 60;

export interface NewSession {
  sessionCookie: string;
  user: SessionUser;
  signInProvider: string;
}

/** Token problems mean "sign in again"; anything else (an Auth outage) must not log people out. */
function isTokenRejection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^auth\/(argument-error|invalid-|id-token-|session-cookie-|user-disabled|user-not-found)/.test(code);
}

function toSessionUser(token: DecodedIdToken): SessionUser {
  const role: Role = token['role'] === 'staff' ? 'staff' : 'customer';
  return {
    uid: token.uid,
    role,
    phoneNumber: token.phone_number ?? null,
    email: token.email ?? null,
  };
}

/** Session cookies minted from Firebase ID tokens; the only place that talks to Firebase Auth about sessions. */
export function createSessionService(deps: { auth: Auth; now: () => Date }) {
  const { auth } = deps;
  // Who wants to hear of a revocation at once (the WebSocket server ends that user's open sockets).
  const revocationListeners = new Set<(uid: string) => void>();

  async function verifyIdToken(idToken: string): Promise<DecodedIdToken> {
    try {
      return await auth.verifyIdToken(idToken, true);
    } catch (error) {
      if (isTokenRejection(error)) throw unauthenticated('Your sign-in could not be verified. Please sign in again.');
      throw error;
    }
  }

  async function mint(idToken: string, requireFreshSignIn: boolean): Promise<NewSession> {
    const token = await verifyIdToken(idToken);
    const ageSeconds = deps.now().getTime() / 1000 - token.auth_time;
    if (requireFreshSignIn && ageSeconds > FRESH_SIGN_IN_WINDOW_S) {
      throw unauthenticated('That sign-in is too old. Please sign in again.');
    }
    let sessionCookie: string;
    try {
      sessionCookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS });
    } catch (error) {
      if (isTokenRejection(error)) throw unauthenticated('Your sign-in could not be verified. Please sign in again.');
      throw error;
    }
    return { sessionCookie, user: toSessionUser(token), signInProvider: token.firebase.sign_in_provider };
  }

  return {
    /** After a sign-in on the client (login and signup). */
    startSession: (idToken: string) => mint(idToken, true),

    /** A fresh ID token of a user who signed in earlier (the client's re-sync). */
    resyncSession: (idToken: string) => mint(idToken, false),

    /** Checks the cookie, including revocation. */
    async verifySession(sessionCookie: string | undefined): Promise<SessionUser> {
      if (!sessionCookie) throw unauthenticated();
      try {
        return toSessionUser(await auth.verifySessionCookie(sessionCookie, true));
      } catch (error) {
        if (isTokenRejection(error)) throw unauthenticated('Your session has expired. Please log in again.');
        throw error;
      }
    },

    /** Ends every session of the user, on every device; this replica's live sockets of the user at once. */
    async revokeSessions(uid: string): Promise<void> {
      try {
        await auth.revokeRefreshTokens(uid);
      } finally {
        for (const listener of revocationListeners) listener(uid);
      }
    },

    /** Calls `listener` with the uid whenever sessions are revoked here; returns how to stop. */
    onSessionsRevoked(listener: (uid: string) => void): () => void {
      revocationListeners.add(listener);
      return () => revocationListeners.delete(listener);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
