import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { DomainError } from '../domain/errors.js';
import { type Clock, systemClock } from './clock.js';

/**
 * Per-account request limits, shared by every transport: a REST route and its GraphQL mutation (over
 * HTTP or WebSocket) count against the same budget of the same account. Counted in memory (fixed
 * one-minute windows by the injected clock, see ClockStore), so each replica counts on its own;
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

export type AccountBucket = 'login' | 'addRestaurant' | 'claims' | 'credits' | 'lookups' | 'undos';

export const RATE_LIMIT_WINDOW_MS = 60_000;

/** What was limited, as the start of the sentence a person reads. */
const WHAT: Record<AccountBucket, string> = {
  login: 'Too many sign-ins to this account.',
  addRestaurant: 'Too many Restaurant IDs tried.',
  claims: 'Too many claims and points requests.',
  credits: 'Too many in-store credits from this account.',
  lookups: 'Too many Customer IDs looked up from this account.',
  undos: 'Too many credits undone from this account.',
};

const LIMIT_OF: Record<AccountBucket, (settings: RateLimitSettings) => number> = {
  login: (settings) => settings.loginPerMin,
  addRestaurant: (settings) => settings.addRestaurantPerMin,
  claims: (settings) => settings.claimsPerMin,
  credits: (settings) => settings.creditsPerMin,
  // A till looks up each customer it credits (a typo or two more), and undoes far fewer: the credits' budget, each its own.
  lookups: (settings) => settings.creditsPerMin,
  undos: (settings) => settings.creditsPerMin,
};

/** The one RATE_LIMITED error: a sentence a person understands, and when to try again (Retry-After). */
export function rateLimited(what: string, retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds <= 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return new DomainError('RATE_LIMITED', `${what} Please wait ${wait} and try again.`, seconds);
}

/** Seconds until `resetTime` (a whole window when the store gave none), for RATE_LIMITED's Retry-After. */
export const secondsUntil = (resetTime: Date | undefined, clock: Clock) => {
  const nowMs = clock.now().getTime();
  return ((resetTime?.getTime() ?? nowMs + RATE_LIMIT_WINDOW_MS) - nowMs) / 1000;
};

/**
 * An in-memory express-rate-limit store that counts by the injected clock, as its MemoryStore counts by
 * Date.now(): a key's window opens at its first hit, and its count starts afresh once the window is over.
 * Windows that are over are forgotten at most once a window, so keys seen once do not pile up.
 */
export class ClockStore implements Store {
  /** Counts live in this instance only (express-rate-limit's check that no two limiters share one). */
  readonly localKeys = true;
  private windowMs = RATE_LIMIT_WINDOW_MS;
  private readonly clients = new Map<string, ClientRateLimitInfo & { resetTime: Date }>();
  private nextSweepMs = 0;

  constructor(private readonly clock: Clock = systemClock) {}

  init(options: Pick<Options, 'windowMs'>): void {
    this.windowMs = options.windowMs;
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const client = this.clients.get(key);
    return Promise.resolve(client && client.resetTime.getTime() > this.clock.now().getTime() ? client : undefined);
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    const nowMs = this.clock.now().getTime();
    this.sweep(nowMs);
    let client = this.clients.get(key);
    if (!client || client.resetTime.getTime() <= nowMs) {
      client = { totalHits: 0, resetTime: new Date(nowMs + this.windowMs) };
      this.clients.set(key, client);
    }
    client.totalHits += 1;
    return Promise.resolve(client);
  }

  decrement(key: string): Promise<void> {
    const client = this.clients.get(key);
    if (client && client.totalHits > 0) client.totalHits -= 1;
    return Promise.resolve();
  }

  resetKey(key: string): Promise<void> {
    this.clients.delete(key);
    return Promise.resolve();
  }

  resetAll(): Promise<void> {
    this.clients.clear();
    return Promise.resolve();
  }

  shutdown(): void {
    this.clients.clear();
  }

  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweepMs) return;
    this.nextSweepMs = nowMs + this.windowMs;
    for (const [key, client] of this.clients) if (client.resetTime.getTime() <= nowMs) this.clients.delete(key);
  }
}

export function createRateLimits(initial: RateLimitSettings = DEFAULT_RATE_LIMITS, clock: Clock = systemClock) {
  let settings = { ...initial };
  const stores = Object.fromEntries((Object.keys(WHAT) as AccountBucket[]).map((bucket) => [bucket, new ClockStore(clock)])) as Record<
    AccountBucket,
    ClockStore
  >;

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
        throw rateLimited(WHAT[bucket], secondsUntil(resetTime, clock));
      }
    },

    /** Forgets every count (the stores hold no timers). */
    close(): void {
      for (const store of Object.values(stores)) store.shutdown();
    },
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
