import type { RefusalReason } from '@foodspot/schema/refusals';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Config } from '../config.js';
import type { Clock } from '../services/clock.js';
import { RATE_LIMIT_WINDOW_MS } from '../services/clock-store.js';
import type { LimitStore } from '../services/limit-store.js';
import { type AccountBucket, rateLimited, type RateLimits, secondsUntil } from '../services/rate-limits.js';

/** req.ip is the client's address as far as TRUST_PROXY lets the proxies in front say; IPv6 counts per /56. */
const clientIp = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');

/**
 * One per-IP limiter (express-rate-limit over the limit store: Redis shared by replicas, or memory). A
 * limited request goes to the one error mapping as RATE_LIMITED: 429 JSON with Retry-After.
 */
function perIp(options: { limit: number; what: RefusalReason; store: Store; clock: Clock; onlyFailures?: boolean }): RequestHandler {
  return rateLimit({
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit: options.limit,
    store: options.store,
    // A success gives its count back: only failures use up the address's budget.
    skipSuccessfulRequests: options.onlyFailures ?? false,
    // Retry-After comes from the error handler, like every other error header; no draft RateLimit headers.
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: clientIp,
    // An X-Forwarded-For that TRUST_PROXY does not trust is ignored on purpose (anyone can send one).
    validate: { xForwardedForHeader: false },
    handler: (req, _res, next) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      next(rateLimited(options.what, secondsUntil(resetTime, options.clock)));
    },
  });
}

/**
 * The per-IP limits of the REST routes (README "Limits"): sized for an address that carries a whole
 * carrier-grade NAT or a restaurant's Wi-Fi. They stop floods and guessing at sign-in, not people; the
 * per-account budgets do the real work. Each one is its own budget per IP, and while the shared store is
 * away each counts in this replica's memory (ADR 016: refusing sign-ins would lock everyone out).
 */
export function createIpRateLimits(config: Config, clock: Clock, store: LimitStore) {
  const counter = (name: string) => store.windowCounter(`ip-${name}`, 'count-locally');
  const flood = (name: string) => perIp({ limit: config.RATE_LIMIT_FLOOD_PER_IP_PER_MIN, what: 'TOO_MANY_REQUESTS', store: counter(name), clock });
  return {
    /** Failed login, signup, staff and owner login and sync-session together; a success costs nothing. */
    signIns: perIp({
      limit: config.RATE_LIMIT_FAILED_SIGN_INS_PER_IP_PER_MIN,
      what: 'TOO_MANY_FAILED_SIGN_INS',
      store: counter('failed-sign-ins'),
      clock,
      onlyFailures: true,
    }),
    /** GET /csrf/token costs one HMAC: a flood guard only. */
    csrf: flood('csrf'),
    /** A restaurant's public name by its public ID (one cached read). */
    publicName: flood('public-name'),
    /** add-restaurant, claim-reward and request-points over REST together (each is budgeted per account too). */
    writes: flood('writes'),
    otpFeed: perIp({ limit: config.RATE_LIMIT_OTP_FEED_PER_MIN, what: 'TOO_MANY_OTP_REQUESTS', store: counter('otp-feed'), clock }),
  };
}
export type IpRateLimits = ReturnType<typeof createIpRateLimits>;

/**
 * The per-account limit of a REST route, after requireSession: the same budget the GraphQL mutation
 * of the same operation spends (services/rate-limits.ts).
 */
export function perAccount(rateLimits: RateLimits, bucket: AccountBucket): RequestHandler {
  return async (_req: Request, res: Response, next) => {
    const { user } = res.locals as { user?: { uid: string } };
    if (user) await rateLimits.consume(bucket, user.uid);
    next();
  };
}

/**
 * A REST read's query cost, spent from the account's bucket as GraphQL's operations spend it (1, plus the
 * list rows it answers): the same budget whichever transport a client reads through.
 */
export function readCost(rateLimits: RateLimits, cost: number): RequestHandler {
  return async (_req: Request, res: Response, next) => {
    const { user } = res.locals as { user?: { uid: string } };
    if (user) await rateLimits.spendQueryCost(user.uid, cost);
    next();
  };
}
