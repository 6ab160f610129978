import { MemoryStore, type Options } from 'express-rate-limit';
import { DomainError } from '../domain/errors.js';

/**
 * Per-account request limits, shared by every transport: a REST route and its GraphQL mutation (over
 * HTTP or WebSocket) count against the same budget of the same account. Counted in memory with
 * express-rate-limit's MemoryStore (fixed one-minute windows), so each replica counts on its own;
 * the PIN lockouts that must hold across replicas live in Firestore (services/staff.ts).
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
}

/** The production defaults; config.ts reads the same numbers from the environment. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerMin: 10,
  addRestaurantPerMin: 30,
  claimsPerMin: 20,
  creditsPerMin: 120,
  pinFailuresPerStaff: 30,
};

export type AccountBucket = 'login' | 'addRestaurant' | 'claims' | 'credits';

const WINDOW_MS = 60_000;

/** What was limited, as the start of the sentence a person reads. */
const WHAT: Record<AccountBucket, string> = {
  login: 'Too many sign-ins to this account.',
  addRestaurant: 'Too many Restaurant IDs tried.',
  claims: 'Too many claims and points requests.',
  credits: 'Too many in-store credits from this account.',
};

const LIMIT_OF: Record<AccountBucket, (settings: RateLimitSettings) => number> = {
  login: (settings) => settings.loginPerMin,
  addRestaurant: (settings) => settings.addRestaurantPerMin,
  claims: (settings) => settings.claimsPerMin,
  credits: (settings) => settings.creditsPerMin,
};

/** The one RATE_LIMITED error: a sentence a person understands, and when to try again (Retry-After). */
export function rateLimited(what: string, retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds <= 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return new DomainError('RATE_LIMITED', `${what} Please wait ${wait} and try again.`, seconds);
}

export function createRateLimits(initial: RateLimitSettings = DEFAULT_RATE_LIMITS) {
  let settings = { ...initial };
  const stores = Object.fromEntries(
    (Object.keys(WHAT) as AccountBucket[]).map((bucket) => {
      const store = new MemoryStore();
      store.init({ windowMs: WINDOW_MS } as Options);
      return [bucket, store];
    }),
  ) as Record<AccountBucket, MemoryStore>;

  return {
    get settings(): Readonly<RateLimitSettings> {
      return settings;
    },

    /** The limits from the config; the app applies them once at start-up (see app.ts). */
    configure(next: RateLimitSettings): void {
      settings = { ...next };
    },

    /** Counts one attempt of `accountUid` at `bucket`; throws RATE_LIMITED (with Retry-After) past the limit. */
    async consume(bucket: AccountBucket, accountUid: string): Promise<void> {
      const { totalHits, resetTime } = await stores[bucket].increment(accountUid);
      if (totalHits > LIMIT_OF[bucket](settings)) {
        throw rateLimited(WHAT[bucket], ((resetTime?.getTime() ?? Date.now() + WINDOW_MS) - Date.now()) / 1000);
      }
    },

    /** Stops the stores' cleanup timers (they are unref'd, so this is only tidiness). */
    close(): void {
      for (const store of Object.values(stores)) store.shutdown();
    },
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
