import type { Request, Response } from 'express';
import { SESSION_LIFETIME_MS } from '../services/sessions.js';

// Firebase Hosting only forwards a cookie named __session, so the name works behind it too.
export const SESSION_COOKIE = '__session';

export function readSessionCookie(req: Request): string | undefined {
  const value: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function writeSessionCookie(res: Response, value: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, value, {
    maxAge: SESSION_LIFETIME_MS,
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
  });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, secure, sameSite: 'lax', path: '/' });
}
