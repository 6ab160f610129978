import { SIGNED_IN_HINT_COOKIE } from '@foodspot/schema/session';
import type { CookieOptions, Request, Response } from 'express';
import type { SessionUser } from '../domain/customer.js';
import { SESSION_LIFETIME_MS } from '../services/sessions.js';

// Firebase Hosting only forwards a cookie named __session, so the name works behind it too.
export const SESSION_COOKIE = '__session';

/**
 * Not a secret and never trusted by the BFF: it only tells the client that this browser holds (or
 * held) a session, so an anonymous visitor's page does not ask `me` for a 401 (docs/decisions/005).
 * It outlives the session cookie, so an expired session still gets its re-sync.
 */
export { SIGNED_IN_HINT_COOKIE };
const SIGNED_IN_HINT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

const sessionCookieOptions = (secure: boolean): CookieOptions => ({ httpOnly: true, secure, sameSite: 'lax', path: '/' });
// Readable by the client's JavaScript: that is its whole purpose.
const hintCookieOptions = (secure: boolean): CookieOptions => ({ httpOnly: false, secure, sameSite: 'lax', path: '/' });

export function readSessionCookie(req: Request): string | undefined {
  const value: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The restaurant whose till an owner works on this device (ADR 019): chosen at the staff login, kept beside the
 * session with its flags. A claim only: the staff service checks it against the restaurant's owner on every call.
 */
export const TILL_COOKIE = 'fs_till';

export function readTillCookie(req: Request): string | undefined {
  const value: unknown = req.cookies?.[TILL_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function writeTillCookie(res: Response, restaurantUid: string, secure: boolean): void {
  res.cookie(TILL_COOKIE, restaurantUid, { ...sessionCookieOptions(secure), maxAge: SESSION_LIFETIME_MS });
}

export function clearTillCookie(res: Response, secure: boolean): void {
  res.clearCookie(TILL_COOKIE, sessionCookieOptions(secure));
}

/** The session's user with this device's till (an owner's; anyone else's is left as it is). */
export function withTill<T extends SessionUser | null>(user: T, tillRestaurantUid: string | undefined): T {
  return user && user.role === 'owner' && tillRestaurantUid ? { ...user, tillRestaurantUid } : user;
}

/** Every new session also (re)sets the signed-in hint. */
export function writeSessionCookie(res: Response, value: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, value, { ...sessionCookieOptions(secure), maxAge: SESSION_LIFETIME_MS });
  res.cookie(SIGNED_IN_HINT_COOKIE, '1', { ...hintCookieOptions(secure), maxAge: SIGNED_IN_HINT_LIFETIME_MS });
}

/** Logging out ends the session, the hint and an owner's choice of till. */
export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
  clearTillCookie(res, secure);
  clearSignedInHint(res, secure);
}

export function clearSignedInHint(res: Response, secure: boolean): void {
  res.clearCookie(SIGNED_IN_HINT_COOKIE, hintCookieOptions(secure));
}
