import { type ErrorRequestHandler, Router, type Request, type Response } from 'express';
import {
  loginBodySchema,
  signupBodySchema,
  staffInviteBodySchema,
  staffLoginBodySchema,
  staffSetPasswordBodySchema,
} from '@foodspot/schema/validation';
import type { Services } from '../context.js';
import { meResponseOf } from '../domain/customer.js';
import { DomainError, unauthenticated } from '../domain/errors.js';
import type { Csrf } from '../http/csrf.js';
import { type IpRateLimits, readCost } from '../http/rate-limit.js';
import {
  clearSessionCookie,
  clearSignedInHint,
  clearTillCookie,
  readSessionCookie,
  writeSessionCookie,
  writeTillCookie,
} from '../http/session-cookie.js';
import { parseInput } from '../http/parse-input.js';
import type { NewSession } from '../services/sessions.js';
import { requireSession, type SessionLocals } from './require-session.js';

function bearerToken(req: Request): string {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (!match?.[1]) throw unauthenticated('FRESH_SIGN_IN_REQUIRED');
  return match[1];
}

const signInMethod = (provider: string) => (provider === 'phone' ? 'phone' : 'email');

/** /auth/*: sign-in, sign-up, sign-out and the session re-sync of spec section 7. */
export function authRoutes(services: Services, csrf: Csrf, secureCookies: boolean, limits: IpRateLimits): Router {
  const router = Router();
  // Per account: the uid the ID token proves, counted once it is verified (README "Limits").
  const limitAccount = (uid: string) => services.rateLimits.consume('login', uid);

  const startSession = (req: Request, res: Response, sessionCookie: string) => {
    writeSessionCookie(res, sessionCookie, secureCookies);
    return csrf.issueTokenForNewSession(req, res, sessionCookie);
  };

  /**
   * Every sign-in with a fresh ID token: verify it, count it against the account, let `admit` record or
   * refuse the user, and only then set the session cookie and hand out the new session's CSRF token.
   */
  const signIn = async <T>(req: Request, res: Response, idToken: string, admit: (session: NewSession) => Promise<T>) => {
    const session = await services.sessions.startSession(idToken);
    await limitAccount(session.user.uid);
    const admitted = await admit(session);
    return { admitted, csrfToken: startSession(req, res, session.sessionCookie) };
  };
  // `method` is validated as the spec's contract asks; what is stored is the provider the token proves.
  const recordCustomer = (session: NewSession) => services.customers.recordSignIn(session.user, signInMethod(session.signInProvider));

  router.post('/customer/login', limits.signIns, async (req, res) => {
    const { idToken } = parseInput(loginBodySchema, req.body);
    const { admitted: outcome, csrfToken } = await signIn(req, res, idToken, recordCustomer);
    res.json({ ...outcome, csrfToken });
  });

  router.post('/customer/signup', limits.signIns, async (req, res) => {
    const { idToken } = parseInput(signupBodySchema, req.body);
    const { admitted: outcome, csrfToken } = await signIn(req, res, idToken, recordCustomer);
    res.status(outcome.isNewUser ? 201 : 200).json({ message: 'Account created', ...outcome, csrfToken });
  });

  // Staff sign in with email and password into the same session cookie; customer accounts are refused. An owner works
  // the till of one of their restaurants, chosen for this device (ADR 019): no session starts until it is chosen.
  router.post('/staff/login', limits.signIns, async (req, res) => {
    const { idToken, restaurantUid } = parseInput(staffLoginBodySchema, req.body);
    const { admitted, csrfToken } = await signIn(req, res, idToken, (session) => services.staff.admitToTill(session.user, restaurantUid));
    if (admitted.tillRestaurantUid) writeTillCookie(res, admitted.tillRestaurantUid, secureCookies);
    else clearTillCookie(res, secureCookies);
    res.json({ role: admitted.tillRestaurantUid ? 'owner' : 'staff', csrfToken });
  });

  // A staff member's set-password link (the owner handed it on): which account it is for, then the password, once.
  // Counted per address like sign-ins: a token is 256 random bits, but nobody may try them by the thousand.
  router.post('/staff/invite', limits.signIns, async (req, res) => {
    const { token } = parseInput(staffInviteBodySchema, req.body);
    res.json(await services.staffInvites.describe(token));
  });

  router.post('/staff/set-password', limits.signIns, async (req, res) => {
    const { token, password } = parseInput(staffSetPasswordBodySchema, req.body);
    const { email } = await services.staffInvites.setPassword(token, password);
    res.json({ message: 'Password set. Log in with it at the till.', email });
  });

  // Owners: sign-up turns the email/password account of a sign-in that just happened into an owner account
  // (the role is a claim, so the session starts at the login that follows, with a token that carries it).
  router.post('/owner/signup', limits.signIns, async (req, res) => {
    const { idToken } = parseInput(signupBodySchema, req.body);
    const signInNow = await services.sessions.verifySignIn(idToken);
    await limitAccount(signInNow.user.uid);
    await services.owners.signUp(signInNow);
    res.status(201).json({ role: 'owner', message: 'Owner account created. Sign in to continue.' });
  });

  router.post('/owner/login', limits.signIns, async (req, res) => {
    const { idToken } = parseInput(signupBodySchema, req.body);
    const { csrfToken } = await signIn(req, res, idToken, (session) => Promise.resolve(services.owners.admit(session.user)));
    res.json({ role: 'owner', csrfToken });
  });

  // Every role's logout (the spec's path): this device's session ends; the account's other devices stay signed in.
  router.post('/customer/logout', async (req, res) => {
    // Logging out must always work, even with an expired session: end it when we can, clear regardless.
    clearSessionCookie(res, secureCookies);
    const sessionCookie = readSessionCookie(req);
    if (sessionCookie) {
      await services.sessions.endSession(sessionCookie).catch((error: unknown) => req.log.warn({ err: error }, 'ending the session failed'));
    }
    const csrfToken = csrf.issueTokenForNewSession(req, res, null);
    res.json({ message: 'Logged out', csrfToken });
  });

  // "Log out of all devices": every session of the account ends (what an owner's removal of a staff account does too).
  router.post('/logout-everywhere', requireSession(services, { fresh: true }), async (req: Request, res: Response<unknown, SessionLocals>) => {
    await services.sessions.revokeSessions(res.locals.user.uid);
    clearSessionCookie(res, secureCookies);
    const csrfToken = csrf.issueTokenForNewSession(req, res, null);
    res.json({ message: 'Logged out of all devices', csrfToken });
  });

  // A `me` refused for want of a session also drops the signed-in hint, so the next visit asks
  // nothing; the re-sync the client runs after this 401 sets it again when it succeeds.
  const dropHintWhenUnauthenticated: ErrorRequestHandler = (error, _req, res, next) => {
    if (error instanceof DomainError && error.kind === 'UNAUTHENTICATED') clearSignedInHint(res, secureCookies);
    next(error);
  };

  // Fresh (docs/architecture.md: revocation checked): the client's one question at start, and the start of a re-sync.
  router.get(
    '/customer/me',
    requireSession(services, { fresh: true }),
    // A REST read like any other (ADR 016): it spends the account's query-cost bucket as GraphQL's `me` does.
    readCost(services.rateLimits, 1),
    async (_req: Request, res: Response<unknown, SessionLocals>) => {
      res.json(meResponseOf(await services.customers.getViewer(res.locals.user)));
    },
    dropHintWhenUnauthenticated,
  );

  router.post('/sync-session', limits.signIns, async (req, res) => {
    const session = await services.sessions.resyncSession(bearerToken(req));
    await limitAccount(session.user.uid);
    const csrfToken = startSession(req, res, session.sessionCookie);
    res.json({ ok: true, csrfToken });
  });

  return router;
}
