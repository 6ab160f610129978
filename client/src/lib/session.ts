import { type MeResponse, SIGNED_IN_HINT_COOKIE } from '@foodspot/schema/session';
import { useEffect, useSyncExternalStore } from 'react';
import { apiFetch, onUnauthenticated, readError, readJson, type RecheckOutcome } from './api';
import { isNetworkError, isOffline, subscribeConnectivity } from './connectivity';
import { translate } from './i18n';
import { freshIdTokenOfCurrentUser, hasPersistedAuthUser, signOutOfFirebase } from './firebase-auth';
import { discardCarriedData, takeCarriedMe } from './route-data';

/** What GET /auth/customer/me answers for a signed-in user (one shape, defined with the BFF's in schema/). */
export type Me = MeResponse;

/**
 * The BFF sets this readable cookie with every session and drops it on logout and on a 401 from `me`
 * (docs/decisions/005). It proves nothing; it only says asking `me` is worth it.
 */
export { SIGNED_IN_HINT_COOKIE };

export function hasSignedInHint(): boolean {
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * Whether this browser may hold a session: the hint, or a persisted Firebase user to re-sync (a session
 * from before the hint existed). Neither: an anonymous visitor, whose `me` would only log a 401.
 */
async function mayBeSignedIn(): Promise<boolean> {
  return hasSignedInHint() || (await hasPersistedAuthUser());
}

function parseMe(body: unknown): Me {
  if (typeof body !== 'object' || body === null) throw new Error('The server sent an unreadable session.');
  const { role, profileSet, consentCurrent, phoneNumber, email } = body as Record<string, unknown>;
  if ((role !== 'customer' && role !== 'staff' && role !== 'owner') || typeof profileSet !== 'boolean') {
    throw new Error('The server sent an unreadable session.');
  }
  return {
    role,
    profileSet,
    // A server that does not say (one deployed before the privacy notice) is not asking for consent.
    consentCurrent: consentCurrent !== false,
    phoneNumber: typeof phoneNumber === 'string' ? phoneNumber : null,
    email: typeof email === 'string' ? email : null,
  };
}

async function requestMe(): Promise<Me | null> {
  // A restaurant's page may carry the answer (lib/route-data.ts): the app's first ask takes it instead of a request.
  const carried = takeCarriedMe();
  if (carried !== null) {
    try {
      return parseMe(carried);
    } catch {
      // Not a session this app reads: asked for below, as without it.
    }
  }
  const response = await apiFetch('/auth/customer/me');
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(await readError(response, 'Could not check your session. Please try again.'));
  return parseMe(await readJson(response));
}

/**
 * GET /auth/customer/me; on 401 the re-sync of spec section 7 / design.md: when a Firebase user is
 * signed in, a fresh ID token goes to POST /auth/sync-session and `me` is asked again. If that
 * fails the user is signed out of Firebase and treated as logged out. Only a 401 loads the Auth SDK.
 * Resolves to null when logged out; throws on other failures (network, 5xx).
 */
export async function fetchMe(): Promise<Me | null> {
  const me = await requestMe();
  if (me) return me;

  let idToken: string | null;
  try {
    idToken = await freshIdTokenOfCurrentUser();
  } catch (error) {
    console.error('Session re-sync: no fresh ID token', error);
    await signOutOfFirebase();
    return null;
  }
  if (!idToken) return null;

  try {
    const sync = await apiFetch('/auth/sync-session', { method: 'POST', headers: { Authorization: `Bearer ${idToken}` } });
    if (!sync.ok) throw new Error(await readError(sync, `sync-session answered ${sync.status}`));
    const again = await requestMe();
    if (!again) throw new Error('me still answers 401 after sync-session');
    return again;
  } catch (error) {
    console.error('Session re-sync failed', error);
    await signOutOfFirebase();
    return null;
  }
}

/** Shown by the guards when the session cannot be checked because the app is offline and knows no earlier one. */
export const OFFLINE_SESSION_ERROR = 'You are offline. Connect to the internet and try again.';
const SESSION_CHECK_FAILED = 'Could not check your session.';

/** A session error as the screens show it: the app's own two sentences in its language, the server's as it is. */
export function sessionErrorMessage(error: string | null): string | null {
  if (error === OFFLINE_SESSION_ERROR) return translate('errors.offlineSession');
  if (error === SESSION_CHECK_FAILED) return translate('errors.sessionCheck');
  return error;
}

/**
 * The customer this browser last saw signed in (the offline snapshot's session answer), when it may still be
 * signed in (the hint cookie, dropped at logout and on a 401): what the app shows while offline. Loaded only
 * when needed, so the start chunk carries neither the snapshot's reader nor zod.
 */
async function lastKnownMe(): Promise<Me | null> {
  if (!hasSignedInHint()) return null;
  try {
    const { loadOfflineSnapshot } = await import('./offline-snapshot');
    const me = (await loadOfflineSnapshot())?.me;
    // Kept only for a customer the app let into /home, past the profile and the consent screens.
    return me ? { ...me, consentCurrent: true } : null;
  } catch {
    return null;
  }
}

/** Nothing of a signed-out customer stays on the device (the offline snapshot). */
async function forgetOfflineData(): Promise<void> {
  try {
    const { clearOfflineSnapshot } = await import('./offline-snapshot');
    clearOfflineSnapshot();
  } catch (error) {
    console.error('Could not clear the offline data', error);
  }
}

/** POST /auth/customer/logout and sign out of Firebase; never throws (logging out must always work). */
/** The till's bill being typed (Customer ID and amount, never the PIN): kept in this tab through a session that ends. */
export const TILL_BILL_KEY = 'fs-till-bill';

export async function logOut(): Promise<void> {
  // This logout ends the live socket too (4401): that is no session ended elsewhere to tell about.
  sessionStore.leave();
  // A logout is a choice: the bill typed at this till goes with it (a session ended elsewhere keeps it).
  try {
    sessionStorage.removeItem(TILL_BILL_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
  // Firebase first: once the server ends this session, another tab of this browser re-syncs (its socket closed) and
  // would mint a new session from a Firebase sign-in still kept here. (A logout ends this device's session only.)
  await signOutOfFirebase();
  try {
    const response = await apiFetch('/auth/customer/logout', { method: 'POST' });
    if (!response.ok) console.error('Logout failed:', await readError(response));
  } catch (error) {
    console.error('Logout failed', error);
  }
  await forgetOfflineData();
  sessionStore.clear();
}

/**
 * The server deleted this customer's account (and ended every session of it): nothing of it stays on this device.
 * Signed out of Firebase (a kept sign-in would mint a session for an account that is gone), the offline copy and
 * the page's carried data dropped, signed out here. (The Apollo client and its cache live with the customer area's
 * layout and go with it: /profile, where the account is deleted, has none.)
 */
export async function forgetDeletedAccount(): Promise<void> {
  sessionStore.leave();
  await signOutOfFirebase();
  await forgetOfflineData();
  sessionStore.clear();
}

/**
 * "Log out of all devices": POST /auth/logout-everywhere ends every session of this account (its refresh tokens
 * revoked: other tabs, tills and phones are logged out), then this device logs out as `logOut` does. Throws, and
 * leaves this device signed in, when the server did not do it (offline, a refusal): the person asked for every
 * device, so logging out only this one would hide that the others still are.
 */
export async function logOutEverywhere(): Promise<void> {
  // The sessions it ends include this one: this device's socket closing (4401) meanwhile is this logout, not news.
  sessionStore.leave();
  try {
    const response = await apiFetch('/auth/logout-everywhere', { method: 'POST' });
    if (!response.ok) throw new Error(await readError(response, 'Could not log out of all devices.'));
  } catch (error) {
    sessionStore.stay();
    throw error;
  }
  await logOut();
}

export interface SessionState {
  /** idle: not asked yet (or invalidated after a login); loading; ready: `me` is known; error: `me` failed. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  me: Me | null;
  error: string | null;
  /**
   * Set (ready) when the server could not be reached and `me` is the last-known customer of this device: the
   * app shows what it last knew, read-only, and asks again once it is back online. Absent otherwise.
   */
  offline?: true;
  /**
   * Set (ready, `me` null) when the server ended the session of a customer or staff member who was signed in here
   * (a logout in another tab or at another till, a revocation) and the re-sync could not restore it: the screens
   * say "You have been logged out" with a way to log in, not an error to retry. Absent otherwise.
   */
  ended?: true;
  /** Whose session ended (with `ended`): the till tells an owner other words than a cashier. */
  endedRole?: Me['role'];
}

const IDLE: SessionState = { status: 'idle', me: null, error: null };

/** The same account (a logout in another tab followed by another login there may be someone else's). */
const sameAccount = (a: Me, b: Me) => a.role === b.role && a.phoneNumber === b.phoneNumber && a.email === b.email;

/** A tiny external store: one `me` answer shared by the whole app, fetched at start and after logins. */
function createSessionStore() {
  let state: SessionState = IDLE;
  let inFlight: Promise<void> | null = null;
  let rechecking: Promise<RecheckOutcome> | null = null;
  let generation = 0;
  /** A logout of this tab is under way (until `clear`): refusals it causes are no news. */
  let leaving = false;
  const listeners = new Set<() => void>();

  const set = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const refresh = (): Promise<void> => {
    if (inFlight) return inFlight;
    const mine = ++generation;
    // An offline session stays shown (and marked) while it is checked again.
    set({ status: 'loading', me: state.me, error: null, ...(state.offline ? { offline: true as const } : {}) });
    const pending = fetchMe()
      .then(
        async (me) => {
          // Signed out (or the session is gone): the offline copy of this customer goes too.
          if (me === null) await forgetOfflineData();
          if (mine === generation) set({ status: 'ready', me, error: null });
        },
        async (error: unknown) => {
          // Offline (not a 401, not a 5xx): the last-known customer, not the login page.
          const offline = isNetworkError(error);
          const lastKnown = offline ? await lastKnownMe() : null;
          if (mine !== generation) return;
          if (lastKnown) set({ status: 'ready', me: lastKnown, error: null, offline: true });
          else if (offline) set({ status: 'error', me: null, error: OFFLINE_SESSION_ERROR });
          else set({ status: 'error', me: null, error: error instanceof Error ? error.message : SESSION_CHECK_FAILED });
        },
      )
      .finally(() => {
        if (inFlight === pending) inFlight = null;
      });
    inFlight = pending;
    return pending;
  };

  /**
   * A request of the signed-in user was refused for want of a session (a 401, UNAUTHENTICATED, the live socket's
   * 4401): `me` again, with the re-sync (fetchMe). The same account back: 'restored', the request may be sent
   * again. Nobody (or someone else) signed in: the session ended, and what the app held of it goes (the offline
   * copy, the page's carried data; the BFF drops the signed-in hint with the 401 of `me`); the screens then say
   * so (`ended`). Anything else (offline, a 5xx): 'unknown', the screen shows its own error.
   */
  const recheck = (): Promise<RecheckOutcome> => {
    if (leaving) return Promise.resolve('unknown');
    if (rechecking) return rechecking;
    const before = state.me;
    if (state.ended) return Promise.resolve('ended');
    // Nothing known to lose: signed out already, still being asked, or shown from the offline copy.
    if (state.status !== 'ready' || before === null || state.offline) return Promise.resolve('unknown');
    const mine = generation;
    // What the page carried belongs to the session that ended: `me` is asked of the server.
    discardCarriedData();
    const pending = fetchMe()
      .then(
        async (me): Promise<RecheckOutcome> => {
          if (me !== null && sameAccount(me, before)) {
            if (mine === generation && !leaving) set({ status: 'ready', me, error: null });
            return 'restored';
          }
          await forgetOfflineData();
          if (mine !== generation || leaving) return 'unknown';
          generation += 1;
          inFlight = null;
          set({ status: 'ready', me: null, error: null, ended: true, endedRole: before.role });
          return 'ended';
        },
        (error: unknown): RecheckOutcome => {
          console.error('Checking the session again failed', error);
          return 'unknown';
        },
      )
      .finally(() => {
        if (rechecking === pending) rechecking = null;
      });
    rechecking = pending;
    return pending;
  };

  const ensure = async (): Promise<void> => {
    if (state.status !== 'idle') return inFlight ?? undefined;
    // A browser that cannot hold a session (no hint, no persisted Firebase user) is signed out: asking `me`
    // would only log a 401 in its console (a poster's link, the staff login). docs/decisions/005.
    const mine = generation;
    if (await mayBeSignedIn()) return refresh();
    if (mine === generation && state.status === 'idle') set({ status: 'ready', me: null, error: null });
  };

  // Arrow functions: components take these methods off the store (useSession), so none may use `this`.
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    recheck,
    /** Loads `me` unless it is known or on its way; a browser that cannot be signed in is signed out at once. */
    ensure,
    /**
     * `ensure` for pages anonymous visitors open (the landing and login pages, the app's start): when
     * this browser cannot be signed in, nothing is asked and the session stays idle.
     */
    ensureIfSignedIn: async (): Promise<void> => {
      if (state.status === 'idle' && !(await mayBeSignedIn())) return;
      return state.status === 'idle' ? refresh() : ensure();
    },
    /** The session changed (login, profile saved): the next guard asks `me` again. */
    invalidate: () => {
      generation += 1;
      inFlight = null;
      // What the page carried was the session before this change: the next `me` is a request.
      discardCarriedData();
      set(IDLE);
    },
    /**
     * The server recorded the customer's consent to the current privacy notice (POST /customer/consent answered
     * `consentCurrent: true`): the known `me` says so at once, without asking again (the screen stays as it is).
     */
    consentGiven: () => {
      if (state.status === 'ready' && state.me) set({ ...state, me: { ...state.me, consentCurrent: true } });
    },
    /** A logout of this tab starts (logOut): the session it ends is not reported as ended elsewhere. */
    leave: () => {
      leaving = true;
    },
    /** The logout `leave` announced did not happen (logOutEverywhere refused): refusals are news again. */
    stay: () => {
      leaving = false;
    },
    /** Logged out (also: the customer read that the session ended and goes to log in). */
    clear: () => {
      leaving = false;
      generation += 1;
      inFlight = null;
      discardCarriedData();
      set({ status: 'ready', me: null, error: null });
    },
    /** Tests start every case from scratch. */
    reset: () => {
      generation += 1;
      inFlight = null;
      rechecking = null;
      leaving = false;
      set(IDLE);
    },
  };
}

export const sessionStore = createSessionStore();

// A REST call refused with a 401 outside the session's own routes: the session is checked (and re-synced) first.
onUnauthenticated(() => sessionStore.recheck());

// Back online after an offline start: check the session for real (a revoked one is then sent to login).
subscribeConnectivity(() => {
  const state = sessionStore.getState();
  if (!isOffline() && (state.offline || state.error === OFFLINE_SESSION_ERROR)) void sessionStore.refresh();
});

/** Whether the server ended the session shown here (see SessionState.ended). */
export function useSessionEnded(): boolean {
  const ended = () => sessionStore.getState().ended === true;
  return useSyncExternalStore(sessionStore.subscribe, ended, () => false);
}

export interface Session extends SessionState {
  refresh: () => Promise<void>;
  ensure: () => Promise<void>;
  invalidate: () => void;
  consentGiven: () => void;
  clear: () => void;
}

/**
 * The session; asks `me` whenever it is not known yet (app start, after a login or a saved profile), or takes a
 * browser without any sign of a session as signed out. With `onlyIfSignedIn` (pages anonymous visitors open)
 * such a browser's session just stays idle.
 */
export function useSession({ onlyIfSignedIn = false }: { onlyIfSignedIn?: boolean } = {}): Session {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  useEffect(() => {
    if (state.status === 'idle') void (onlyIfSignedIn ? sessionStore.ensureIfSignedIn() : sessionStore.ensure());
  }, [state.status, onlyIfSignedIn]);
  return {
    ...state,
    refresh: sessionStore.refresh,
    ensure: sessionStore.ensure,
    invalidate: sessionStore.invalidate,
    consentGiven: sessionStore.consentGiven,
    clear: sessionStore.clear,
  };
}
