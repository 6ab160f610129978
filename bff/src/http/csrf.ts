import { doubleCsrf } from 'csrf-csrf';
import type { Request, Response } from 'express';
import { readSessionCookie, SESSION_COOKIE } from './session-cookie.js';

/**
 * Signed double-submit CSRF tokens (csrf-csrf; see docs/decisions/001). The token is bound to the
 * session cookie, so a token minted before sign-in stops working after it: the routes that change
 * the session hand the client a fresh token in their response.
 */
export function createCsrf(options: { secret: string; secure: boolean }) {
  const { generateCsrfToken, doubleCsrfProtection } = doubleCsrf({
    getSecret: () => options.secret,
    getSessionIdentifier: (req) => readSessionCookie(req) ?? '',
    // __Host- cookies need Secure, which plain-http local mode cannot give.
    cookieName: options.secure ? '__Host-foodspot.csrf' : 'foodspot.csrf',
    cookieOptions: { sameSite: 'lax', secure: options.secure, httpOnly: true, path: '/' },
    getCsrfTokenFromRequest: (req) => req.headers['x-csrf-token'],
  });

  return {
    protect: doubleCsrfProtection,
    issueToken: (req: Request, res: Response) => generateCsrfToken(req, res),
    /** A token for the session cookie this response is setting (or clearing). */
    issueTokenForNewSession(req: Request, res: Response, sessionCookie: string | null): string {
      if (sessionCookie) req.cookies[SESSION_COOKIE] = sessionCookie;
      else delete req.cookies[SESSION_COOKIE];
      return generateCsrfToken(req, res, { overwrite: true });
    },
  };
}
export type Csrf = ReturnType<typeof createCsrf>;
