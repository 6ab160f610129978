import type { NextFunction, Request, Response } from 'express';
import type { SessionUser } from '../domain/customer.js';
import { readSessionCookie } from '../http/session-cookie.js';
import type { Services } from '../context.js';

export interface SessionLocals {
  user: SessionUser;
}

/** Puts the verified session user in res.locals.user, or answers 401. */
export function requireSession(services: Services) {
  return async (req: Request, res: Response<unknown, SessionLocals>, next: NextFunction) => {
    const user = await services.sessions.verifySession(readSessionCookie(req));
    res.locals.user = user;
    next();
  };
}
