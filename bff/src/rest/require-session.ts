import type { NextFunction, Request, Response } from 'express';
import type { SessionUser } from '../domain/customer.js';
import { readSessionCookie } from '../http/session-cookie.js';
import type { Services } from '../context.js';
import type { VerifyOptions } from '../services/sessions.js';

export interface SessionLocals {
  user: SessionUser;
}

/**
 * Puts the verified session user in res.locals.user, or answers 401. Reads may trust a check up to
 * 30 s old (ADR 010); `{ fresh: true }` asks Firebase Auth now (profile changes, `me`).
 */
export function requireSession(services: Services, options: VerifyOptions = {}) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const user: SessionUser = await services.sessions.verifySession(readSessionCookie(req), options);
    (res.locals as SessionLocals).user = user;
    next();
  };
}
