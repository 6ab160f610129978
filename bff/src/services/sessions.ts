import { createHash } from 'node:crypto';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { type SessionUser, type Role } from '../domain/customer.js';
import { unauthenticated } from '../domain/errors.js';
import { firestorePaths } from './firestore-paths.js';

export const SESSION_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * How long a verified session cookie is trusted before Firebase Auth is asked again (revocation, disabled
 * account): the staleness bound of docs/decisions/010-session-verification-cache.md. Staff actions,
 * profile changes and `me` never use it (`{ fresh: true }`).
 */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
/** At most this many sessions are remembered per replica (about 0.5 KB each). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface VerifyOptions {
  /** Ask Firebase Auth now, whatever the cache says (and refresh it). */
  fresh?: boolean;
}

/** Firebase's advice: only mint a session cookie from a sign-in that happened just now. */
export const FRESH_SIGN_IN_WINDOW_S = 5 * 60;

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
  // A role claim is set only by the BFF (staff accounts, owner sign-up); everyone else is a customer.
  const claim: unknown = token['role'];
  const role: Role = claim === 'staff' || claim === 'owner' ? claim : 'customer';
  return {
    uid: token.uid,
    role,
    phoneNumber: token.phone_number ?? null,
    email: token.email ?? null,
    signedInAtMs: token.auth_time * 1000,
  };
}

/** What a full check of one cookie found, and when. */
interface CheckedSession {
  user: SessionUser;
  checkedAtMs: number;
  /** The cookie's own `exp`: never served past it, however recently it was checked. */
  expiresAtMs: number;
}

// Cache keys are digests, so the process never holds a usable cookie after the request that carried it.
const cacheKeyOf = (sessionCookie: string) => createHash('sha256').update(sessionCookie).digest('base64url');

/**
 * Which session a verified cookie is, whatever its spelling: base64url lets one token be written several ways (the
 * unused bits of a segment's last character), each verifying alike, so a digest of the cookie's text would let a
 * copy of a logged-out cookie back in under another spelling. The claims a session cookie is minted with are one
 * session's: the user, when the cookie was made, when it expires and when the user signed in. Sessions logged out
 * on their device are kept under this key (endedSessions/{key}); it is a digest, so Firestore holds no usable cookie.
 */
export const sessionKeyOf = (token: Pick<DecodedIdToken, 'uid' | 'iat' | 'exp' | 'auth_time'>) =>
  createHash('sha256').update(`${token.uid}|${token.iat}|${token.exp}|${token.auth_time}`).digest('base64url');

/** Sessions that ended: every session of a user (`sessionKey` missing), or one device's. */
export interface EndedSessions {
  uid: string;
  sessionKey?: string;
}

/**
 * The sessions logged out on their device (endedSessions), as this replica knows them: one listener keeps their keys
 * in memory, so a session check costs no read (a page's `me` checks fresh on every visit). A logout elsewhere reaches
 * it within the listener's delay (well under a second); one here, at once. Until the listener has answered, and if it
 * ever fails, each check reads its session's document instead: slower, never more permissive. Expired entries
 * leave with Firestore's TTL deletion. Started by the first check, so a process that checks no session opens nothing.
 */
function createEndedSessionIndex(db: Firestore, now: () => Date, onEndedElsewhere: (ended: EndedSessions) => void) {
  const { endedSession, endedSessions } = firestorePaths(db);
  const keys = new Set<string>();
  // The keys the listener has read back from Firestore: stored, so every replica hears of them; logging out again
  // with one of these cookies writes nothing (a key only added here may still be on its way, or have failed).
  const stored = new Set<string>();
  let state: 'idle' | 'starting' | 'live' | 'failed' = 'idle';
  let stop: (() => void) | null = null;

  function listen() {
    state = 'starting';
    stop = endedSessions()
      .where('expiresAt', '>', Timestamp.fromDate(now()))
      .onSnapshot(
        (snapshot) => {
          for (const change of snapshot.docChanges()) {
            if (change.type === 'removed') {
              keys.delete(change.doc.id);
              stored.delete(change.doc.id);
              continue;
            }
            stored.add(change.doc.id);
            if (!keys.has(change.doc.id)) {
              keys.add(change.doc.id);
              // A logout at another replica: this one's sockets of that session end too.
              if (state === 'live') onEndedElsewhere({ uid: change.doc.data().uid, sessionKey: change.doc.id });
            }
          }
          if (state === 'starting') state = 'live';
        },
        () => {
          state = 'failed';
        },
      );
  }

  return {
    /** What this replica knows without asking (the cache's answers are checked against it). */
    knownEnded: (key: string) => keys.has(key),
    async isEnded(key: string): Promise<boolean> {
      if (state === 'idle') listen();
      if (keys.has(key)) return true;
      if (state === 'live') return false;
      return (await endedSession(key).get()).exists;
    },
    async end(key: string, uid: string, expiresAtMs: number): Promise<void> {
      keys.add(key);
      if (stored.has(key)) return;
      await endedSession(key).set({ uid, expiresAt: Timestamp.fromMillis(expiresAtMs), endedAt: FieldValue.serverTimestamp() });
    },
    close() {
      stop?.();
      stop = null;
      state = 'idle';
      keys.clear();
      stored.clear();
    },
  };
}

/** Session cookies minted from Firebase ID tokens; the only place that talks to Firebase Auth about sessions. */
export function createSessionService(deps: {
  auth: Auth;
  /** Where sessions logged out on one device are kept (endedSessions), so every replica refuses them. */
  db: Firestore;
  now: () => Date;
  /** 0 asks Firebase Auth on every request, as if every check were fresh. */
  checkIntervalMs?: number;
  maxCachedSessions?: number;
}) {
  const { auth, checkIntervalMs = SESSION_CHECK_INTERVAL_MS, maxCachedSessions = SESSION_CACHE_MAX_ENTRIES } = deps;
  // Who wants to hear of a revocation at once (the WebSocket server ends the open sockets of those sessions).
  const revocationListeners = new Set<(ended: EndedSessions) => void>();
  const endedSessions = createEndedSessionIndex(deps.db, deps.now, (ended) => {
    for (const listener of revocationListeners) listener(ended);
  });
  // Ordered by the time of the last full check (re-inserted on each), so the oldest are first to go.
  const checked = new Map<string, CheckedSession>();
  // One full check at a time per cookie: a page's parallel requests after the bound share it.
  const inFlight = new Map<string, Promise<SessionUser>>();
  // Bumped by every revocation here: a check that overlapped one may have read Auth before it, so its
  // answer serves the requests that were waiting for it but is not remembered.
  let revocations = 0;

  const isServable = (entry: CheckedSession, nowMs: number) =>
    nowMs >= entry.checkedAtMs && nowMs - entry.checkedAtMs < checkIntervalMs && nowMs < entry.expiresAtMs;

  function remember(key: string, entry: CheckedSession) {
    checked.delete(key);
    checked.set(key, entry);
    // Drop from the front what is over the cap or too old to be served anyway.
    const nowMs = deps.now().getTime();
    for (const [oldKey, oldEntry] of checked) {
      if (checked.size <= maxCachedSessions && isServable(oldEntry, nowMs)) break;
      checked.delete(oldKey);
    }
  }

  /** Firebase Auth's answer, revocation included; remembered for the next `checkIntervalMs`. */
  async function checkWithAuth(sessionCookie: string, key: string): Promise<SessionUser> {
    const revocationsBefore = revocations;
    // The answer is as old as the question: the bound counts from when Auth was asked, not answered.
    const askedAtMs = deps.now().getTime();
    let token: DecodedIdToken;
    try {
      token = await auth.verifySessionCookie(sessionCookie, true);
    } catch (error) {
      if (isTokenRejection(error)) {
        checked.delete(key);
        throw unauthenticated('SESSION_EXPIRED');
      }
      // An Auth outage is not a logout, and not a reason to trust an old answer longer either.
      throw error;
    }
    // Auth answers for every session of the user (revocation); whether this one was logged out on its device is ours.
    const sessionKey = sessionKeyOf(token);
    if (await endedSessions.isEnded(sessionKey)) {
      checked.delete(key);
      throw unauthenticated('LOGGED_OUT');
    }
    const user: SessionUser = { ...toSessionUser(token), sessionKey };
    if (revocations === revocationsBefore && checkIntervalMs > 0) {
      remember(key, { user: Object.freeze(user), checkedAtMs: askedAtMs, expiresAtMs: token.exp * 1000 });
    }
    return user;
  }

  /** Forgets every remembered session of the user, and every check under way (it may predate the revocation). */
  function forget(uid: string) {
    revocations += 1;
    for (const [key, entry] of checked) if (entry.user.uid === uid) checked.delete(key);
    inFlight.clear();
  }

  async function verifyIdToken(idToken: string): Promise<DecodedIdToken> {
    try {
      return await auth.verifyIdToken(idToken, true);
    } catch (error) {
      if (isTokenRejection(error)) throw unauthenticated('SIGN_IN_UNVERIFIED');
      throw error;
    }
  }

  async function verifyFreshSignIn(idToken: string): Promise<DecodedIdToken> {
    const token = await verifyIdToken(idToken);
    const ageSeconds = deps.now().getTime() / 1000 - token.auth_time;
    if (ageSeconds > FRESH_SIGN_IN_WINDOW_S) throw unauthenticated('SIGN_IN_TOO_OLD');
    return token;
  }

  async function mint(idToken: string, requireFreshSignIn: boolean): Promise<NewSession> {
    const token = requireFreshSignIn ? await verifyFreshSignIn(idToken) : await verifyIdToken(idToken);
    let sessionCookie: string;
    try {
      sessionCookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS });
    } catch (error) {
      if (isTokenRejection(error)) throw unauthenticated('SIGN_IN_UNVERIFIED');
      throw error;
    }
    return { sessionCookie, user: toSessionUser(token), signInProvider: token.firebase.sign_in_provider };
  }

  return {
    /** After a sign-in on the client (login and signup). */
    startSession: (idToken: string) => mint(idToken, true),

    /** Who a sign-in that happened just now proves, without starting a session (owner sign-up). */
    async verifySignIn(idToken: string): Promise<{ user: SessionUser; signInProvider: string }> {
      const token = await verifyFreshSignIn(idToken);
      return { user: toSessionUser(token), signInProvider: token.firebase.sign_in_provider };
    },

    /** A fresh ID token of a user who signed in earlier (the client's re-sync). */
    resyncSession: (idToken: string) => mint(idToken, false),

    /**
     * Checks the cookie, including revocation: with Firebase Auth at most every `checkIntervalMs` per
     * cookie (ADR 010), or now when `fresh` (staff actions, profile changes, `me`, socket rechecks).
     */
    async verifySession(sessionCookie: string | undefined, options: VerifyOptions = {}): Promise<SessionUser> {
      if (!sessionCookie) throw unauthenticated();
      const key = cacheKeyOf(sessionCookie);
      if (options.fresh || checkIntervalMs === 0) return checkWithAuth(sessionCookie, key);
      const entry = checked.get(key);
      // A logout this replica heard of (its own, or another's through the listener) ends a remembered session at once.
      if (entry && endedSessions.knownEnded(entry.user.sessionKey!)) {
        checked.delete(key);
        throw unauthenticated('LOGGED_OUT');
      }
      if (entry && isServable(entry, deps.now().getTime())) return entry.user;
      let check = inFlight.get(key);
      if (!check) {
        const started = checkWithAuth(sessionCookie, key).finally(() => {
          if (inFlight.get(key) === started) inFlight.delete(key);
        });
        inFlight.set(key, started);
        check = started;
      }
      return check;
    },

    /**
     * Ends this one session (a logout on its device): the cookie is refused from now on by every replica, until it
     * would have expired anyway; on this replica at once (cache and its live sockets). Other sessions of the user go on.
     * An unusable cookie has nothing to end.
     */
    async endSession(sessionCookie: string): Promise<void> {
      const token = await auth.verifySessionCookie(sessionCookie, false).catch(() => null);
      if (!token) return;
      const sessionKey = sessionKeyOf(token);
      const forgetThisSession = () => {
        for (const [key, entry] of checked) if (entry.user.sessionKey === sessionKey) checked.delete(key);
      };
      revocations += 1;
      forgetThisSession();
      inFlight.clear();
      try {
        await endedSessions.end(sessionKey, token.uid, token.exp * 1000);
      } finally {
        forgetThisSession();
        for (const listener of revocationListeners) listener({ uid: token.uid, sessionKey });
      }
    },

    /** Ends every session of the user, on every device; on this replica at once (cache and live sockets). */
    async revokeSessions(uid: string): Promise<void> {
      forget(uid);
      try {
        await auth.revokeRefreshTokens(uid);
      } finally {
        // Again: a check that started while Auth was revoking may have remembered the old answer.
        forget(uid);
        for (const listener of revocationListeners) listener({ uid });
      }
    },

    /** Stops the listener on ended sessions (the server calls it when it closes). */
    close: () => endedSessions.close(),

    /** How many sessions this replica remembers (tests, and a memory figure). */
    cachedSessionCount: () => checked.size,

    /** Calls `listener` whenever sessions end here (all of a user's, or one device's); returns how to stop. */
    onSessionsRevoked(listener: (ended: EndedSessions) => void): () => void {
      revocationListeners.add(listener);
      return () => revocationListeners.delete(listener);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
