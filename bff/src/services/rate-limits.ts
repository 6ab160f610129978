import type { Options, Store } from 'express-rate-limit';
import type { RefusalReason } from '@foodspot/schema/refusals';
import { type DomainError, refuse } from '../domain/errors.js';
import { type Clock, systemClock } from './clock.js';
import { RATE_LIMIT_WINDOW_MS } from './clock-store.js';
import { type BucketShape, createMemoryLimitStore, type LimitStore, type WhenSharedStoreIsDown } from './limit-store.js';

/**
 * Per-account request limits, shared by every transport: a REST route and its GraphQL mutation (over
 * HTTP or WebSocket) count against the same budget of the same account. Counted in the limit store
 * (limit-store.ts: Redis shared by every replica in production, this process's memory locally) in fixed
 * one-minute windows; what each costs to read is a leaky bucket of query cost per account. The PIN
 * lockouts live in Firestore with the points they guard (services/staff.ts).
 */
export interface RateLimitSettings {
  /** Sessions started for one account (login, signup, staff login, sync-session). */
  loginPerMin: number;
  addRestaurantPerMin: number;
  /** claimReward and requestPoints together. */
  claimsPerMin: number;
  /** creditInStore per staff account. */
  creditsPerMin: number;
  /** Wrong PINs and unknown Customer IDs per staff account in PIN_LOCKOUT.windowMs (kept in Firestore). */
  pinFailuresPerStaff: number;
  /** Query cost an account may spend in a burst (the bucket's size) ... */
  queryCostBurst: number;
  /** ... and per minute after it (the bucket drains this much a minute). */
  queryCostPerMin: number;
}

/** The production defaults; config.ts reads the same numbers from the environment. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerMin: 10,
  addRestaurantPerMin: 30,
  claimsPerMin: 20,
  creditsPerMin: 120,
  pinFailuresPerStaff: 30,
  queryCostBurst: 2000,
  queryCostPerMin: 2000,
};

export type AccountBucket = 'login' | 'addRestaurant' | 'claims' | 'credits' | 'lookups' | 'undos' | 'decisions';

/**
 * What each budget does while the shared store (Redis) cannot answer (ADR 016). Adding a Restaurant ID is
 * the one budget that exists against guessing (public IDs are short), is rare, and can wait: it refuses.
 * Everything else a customer or a till does every minute counts in this replica's memory meanwhile.
 */
const WHEN_SHARED_STORE_IS_DOWN: Record<AccountBucket, WhenSharedStoreIsDown> = {
  login: 'count-locally',
  addRestaurant: 'refuse',
  claims: 'count-locally',
  credits: 'count-locally',
  lookups: 'count-locally',
  undos: 'count-locally',
  decisions: 'count-locally',
};

/** What was limited: the refusal a person reads (schema/src/refusals.ts). */
const WHAT: Record<AccountBucket, RefusalReason> = {
  login: 'TOO_MANY_SIGN_INS',
  addRestaurant: 'TOO_MANY_RESTAURANT_IDS',
  claims: 'TOO_MANY_CLAIMS',
  credits: 'TOO_MANY_CREDITS',
  lookups: 'TOO_MANY_LOOKUPS',
  undos: 'TOO_MANY_UNDOS',
  decisions: 'TOO_MANY_DECISIONS',
};

const LIMIT_OF: Record<AccountBucket, (settings: RateLimitSettings) => number> = {
  login: (settings) => settings.loginPerMin,
  addRestaurant: (settings) => settings.addRestaurantPerMin,
  claims: (settings) => settings.claimsPerMin,
  credits: (settings) => settings.creditsPerMin,
  // A till looks up each customer it credits (a typo or two more), and undoes far fewer: the credits' budget, each its own.
  lookups: (settings) => settings.creditsPerMin,
  undos: (settings) => settings.creditsPerMin,
  // Approving a claim or a request moves points as a credit does: a stolen till session decides no faster than it credits.
  decisions: (settings) => settings.creditsPerMin,
};

/** The one RATE_LIMITED error: a sentence a person understands, and when to try again (Retry-After). */
export function rateLimited(what: RefusalReason, retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds <= 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return refuse('RATE_LIMITED', what, { duration: wait, durationSeconds: seconds }, seconds);
}

/** Seconds until `resetTime` (a whole window when the store gave none), for RATE_LIMITED's Retry-After. */
export const secondsUntil = (resetTime: Date | undefined, clock: Clock) => {
  const nowMs = clock.now().getTime();
  return ((resetTime?.getTime() ?? nowMs + RATE_LIMIT_WINDOW_MS) - nowMs) / 1000;
};

/** The query-cost bucket of the settings. */
const costBucketOf = (settings: RateLimitSettings): BucketShape => ({ capacity: settings.queryCostBurst, perSecond: settings.queryCostPerMin / 60 });

export function createRateLimits(
  initial: RateLimitSettings = DEFAULT_RATE_LIMITS,
  clock: Clock = systemClock,
  store: LimitStore = createMemoryLimitStore(clock),
) {
  const settings: Readonly<RateLimitSettings> = { ...initial };
  const counters = Object.fromEntries(
    (Object.keys(WHAT) as AccountBucket[]).map((bucket) => {
      const counter = store.windowCounter(`account-${bucket}`, WHEN_SHARED_STORE_IS_DOWN[bucket]);
      void counter.init?.({ windowMs: RATE_LIMIT_WINDOW_MS } as Options);
      return [bucket, counter];
    }),
  ) as Record<AccountBucket, Store>;

  return {
    get settings(): Readonly<RateLimitSettings> {
      return settings;
    },

    /** The store the counters live in (the per-IP limits and the socket caps use the same one). */
    store,

    /** Counts one attempt of `accountUid` at `bucket`; throws RATE_LIMITED (with Retry-After) past the limit. */
    async consume(bucket: AccountBucket, accountUid: string): Promise<void> {
      const { totalHits, resetTime } = await counters[bucket].increment(accountUid);
      if (totalHits > LIMIT_OF[bucket](settings)) {
        throw rateLimited(WHAT[bucket], secondsUntil(resetTime, clock));
      }
    },

    /**
     * Spends `cost` of the account's query-cost bucket before an operation runs; throws RATE_LIMITED, with
     * when it would fit, past it. A cost above the whole bucket is taken as the whole bucket, so it waits
     * for an empty one rather than never running.
     */
    async spendQueryCost(accountUid: string, cost: number): Promise<void> {
      const shape = costBucketOf(settings);
      const { allowed, retryAfterSeconds } = await store.pour(`cost:${accountUid}`, Math.min(cost, shape.capacity), shape);
      if (!allowed) throw rateLimited('QUERY_BUDGET_SPENT', retryAfterSeconds);
    },

    /**
     * Settles an operation that ran: what it `used` beyond what it `reserved` before it ran is added (the next
     * request waits for it), and what it reserved but did not use is given back. Like spending, it never counts
     * more than the whole bucket.
     */
    async settleQueryCost(accountUid: string, reserved: number, used: number): Promise<void> {
      const shape = costBucketOf(settings);
      const difference = Math.min(used, shape.capacity) - Math.min(reserved, shape.capacity);
      if (difference !== 0) await store.pour(`cost:${accountUid}`, difference, shape, { force: true });
    },

    /** Forgets what this replica counted, and lets go of the shared store. */
    close: () => store.close(),
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
