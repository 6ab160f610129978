import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Config } from '../config.js';
import type { Clock } from '../services/clock.js';
import { type AccountBucket, ClockStore, RATE_LIMIT_WINDOW_MS, rateLimited, type RateLimits, secondsUntil } from '../services/rate-limits.js';

/** Behind the load balancer (`trust proxy` 1) req.ip is the client's address; IPv6 counts per /56. */
const clientIp = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');

/**
 * One per-IP limiter (express-rate-limit, in memory per replica). A limited request goes to the one
 * error mapping as RATE_LIMITED: 429 JSON with Retry-After.
 */
function perIp(limit: number, what: string, clock: Clock): RequestHandler {
  return rateLimit({
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit,
    // Counted by the injected clock, like the per-account limits.
    store: new ClockStore(clock),
    // Retry-After comes from the error handler, like every other error header; no draft RateLimit headers.
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: clientIp,
    handler: (req, _res, next) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      next(rateLimited(what, secondsUntil(resetTime, clock)));
    },
  });
}

/** The per-IP limits of the REST routes (README "Limits"); each instance is one budget per IP. */
export function createIpRateLimits(config: Config, clock: Clock) {
  return {
    /** login, signup, staff login and sync-session together. */
    login: perIp(config.RATE_LIMIT_LOGIN_PER_MIN, 'Too many sign-in attempts from this network.', clock),
    csrf: perIp(config.RATE_LIMIT_CSRF_PER_MIN, 'Too many requests from this network.', clock),
    otpFeed: perIp(config.RATE_LIMIT_OTP_FEED_PER_MIN, 'Too many requests for the local OTP.', clock),
    /** add-restaurant, claim-reward and request-points together. */
    writes: perIp(config.RATE_LIMIT_WRITES_PER_IP_PER_MIN, 'Too many requests from this network.', clock),
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
