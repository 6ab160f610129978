import type { Options, Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { busy } from '../domain/errors.js';
import { type Clock, systemClock } from './clock.js';
import { ClockStore } from './clock-store.js';

/**
 * Where every rate-limit counter lives: in this process's memory (the local default, one replica), or in
 * Redis (`REDIS_URL`), so every replica spends the same budgets and a restart forgets nothing. When Redis
 * cannot answer, each counter does what ADR 016 decided for it: count in this replica's memory until Redis
 * is back (the gates narrow to one replica's budget, never open), or refuse with a 503 that says to try
 * again in a moment (never a 500).
 */
export type WhenSharedStoreIsDown = 'count-locally' | 'refuse';

/** A leaky bucket: it holds `capacity` units and drains `perSecond` of them every second. */
export interface BucketShape {
  capacity: number;
  perSecond: number;
}

export interface Poured {
  allowed: boolean;
  /** When what was refused would fit (0 when allowed). */
  retryAfterSeconds: number;
}

export interface LimitStore {
  /** True when the counters are shared by every replica (Redis). */
  readonly shared: boolean;
  /** A fixed-window counter for express-rate-limit and the per-account budgets; `name` keeps its keys apart. */
  windowCounter(name: string, whenDown: WhenSharedStoreIsDown): Store;
  /**
   * Pours `cost` into the bucket at `key` if it fits; nothing is poured when it does not. `force` pours
   * whatever the level (a cost only known afterwards), so the next request waits for it instead; a
   * negative `cost` with `force` gives back what was reserved and not used (never below empty).
   */
  pour(key: string, cost: number, shape: BucketShape, options?: { force?: boolean }): Promise<Poured>;
  /** Holds `member` in the set at `key` for `ttlMs` (a crashed replica's members expire); answers the set's size. */
  hold(key: string, member: string, ttlMs: number): Promise<number>;
  release(key: string, member: string): Promise<void>;
  close(): Promise<void>;
}

/** The level a bucket has drained to by `nowMs`. */
const drained = (level: number, atMs: number, nowMs: number, shape: BucketShape) =>
  Math.max(0, level - (Math.max(0, nowMs - atMs) * shape.perSecond) / 1000);

function pourInto(state: { level: number; atMs: number }, cost: number, shape: BucketShape, nowMs: number, force: boolean): Poured {
  const level = drained(state.level, state.atMs, nowMs, shape);
  if (!force && level + cost > shape.capacity) {
    return { allowed: false, retryAfterSeconds: (level + cost - shape.capacity) / shape.perSecond };
  }
  state.level = Math.max(0, level + cost);
  state.atMs = nowMs;
  return { allowed: true, retryAfterSeconds: 0 };
}

/** Counters in this process's memory, by the injected clock (tests move it). */
export function createMemoryLimitStore(clock: Clock = systemClock): LimitStore & { forget(): void } {
  const buckets = new Map<string, { level: number; atMs: number }>();
  const sets = new Map<string, Map<string, number>>();
  const counters: ClockStore[] = [];
  let nextSweepMs = 0;
  // Buckets that have drained to empty are forgotten, at most once a minute, so keys seen once do not pile up.
  const sweep = (nowMs: number, shape: BucketShape) => {
    if (nowMs < nextSweepMs) return;
    nextSweepMs = nowMs + 60_000;
    for (const [key, state] of buckets) if (drained(state.level, state.atMs, nowMs, shape) === 0) buckets.delete(key);
  };
  return {
    shared: false,
    windowCounter() {
      const counter = new ClockStore(clock);
      counters.push(counter);
      return counter;
    },
    pour(key, cost, shape, options) {
      const nowMs = clock.now().getTime();
      sweep(nowMs, shape);
      let state = buckets.get(key);
      if (!state) buckets.set(key, (state = { level: 0, atMs: nowMs }));
      return Promise.resolve(pourInto(state, cost, shape, nowMs, options?.force ?? false));
    },
    hold(key, member, ttlMs) {
      const nowMs = clock.now().getTime();
      let members = sets.get(key);
      if (!members) sets.set(key, (members = new Map<string, number>()));
      for (const [name, expiresAtMs] of members) if (expiresAtMs <= nowMs) members.delete(name);
      members.set(member, nowMs + ttlMs);
      return Promise.resolve(members.size);
    },
    release(key, member) {
      const members = sets.get(key);
      members?.delete(member);
      if (members?.size === 0) sets.delete(key);
      return Promise.resolve();
    },
    forget() {
      buckets.clear();
      sets.clear();
      for (const counter of counters) counter.shutdown();
    },
    close() {
      this.forget();
      return Promise.resolve();
    },
  };
}

/** Level and time of a bucket, drained and poured in one step so two replicas never both fit in one gap. */
const POUR_SCRIPT = `
local state = redis.call('HMGET', KEYS[1], 'level', 'at')
local now = tonumber(ARGV[4])
local perMs = tonumber(ARGV[3]) / 1000
local level = tonumber(state[1]) or 0
local at = tonumber(state[2]) or now
level = math.max(0, level - math.max(0, now - at) * perMs)
local cost = tonumber(ARGV[1])
if ARGV[5] ~= '1' and level + cost > tonumber(ARGV[2]) then
  return {0, tostring(level)}
end
level = math.max(0, level + cost)
redis.call('HSET', KEYS[1], 'level', tostring(level), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(level / perMs) + 1000)
return {1, tostring(level)}`;

/** Members with an expiry time as their score: the expired ones leave before counting. */
const HOLD_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return redis.call('ZCARD', KEYS[1])`;

const KEY_PREFIX = 'foodspot:limits:';

/**
 * Every counter in one Redis. Commands fail fast when Redis is away (no offline queue, a short timeout), so
 * a request never waits on it; `local` answers meanwhile, as each counter's outage policy says.
 */
export function createRedisLimitStore(options: {
  url: string;
  clock?: Clock;
  /** Told once per outage (and again when it ends), for the log. */
  onOutage?: (event: { down: boolean; error?: unknown }) => void;
  commandTimeoutMs?: number;
}): LimitStore & { redis: Redis; ready(timeoutMs: number): Promise<boolean> } {
  const clock = options.clock ?? systemClock;
  const local = createMemoryLimitStore(clock);
  const redis = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 250,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  const noteOutage = (error: unknown) => {
    if (down) return;
    down = true;
    options.onOutage?.({ down: true, error });
  };
  const noteAnswer = () => {
    if (!down) return;
    down = false;
    options.onOutage?.({ down: false });
  };
  redis.on('error', noteOutage);
  const call = (command: string, ...args: (string | number)[]) => redis.call(command, ...args.map(String));

  /** Redis's answer, or what the counter does without it. */
  async function orWhenDown<T>(viaRedis: () => Promise<T>, whenDown: () => Promise<T>): Promise<T> {
    try {
      const answer = await viaRedis();
      noteAnswer();
      return answer;
    } catch (error) {
      noteOutage(error);
      return whenDown();
    }
  }

  const refuse = (): never => {
    // Nothing was counted, so nothing happens: the same sentence and 503 as any moment of contention.
    throw busy(5);
  };

  /** express-rate-limit's Store over Redis (rate-limit-redis), with the outage policy around every call. */
  function windowCounter(name: string, whenDown: WhenSharedStoreIsDown): Store {
    const shared = new RedisStore({
      prefix: `${KEY_PREFIX}${name}:`,
      sendCommand: (command: string, ...args: string[]) => call(command, ...args) as Promise<RedisReply>,
    });
    // Its scripts load at construction; before Redis is ready that fails, and the store loads them again on first use.
    shared.incrementScriptSha.catch(() => undefined);
    shared.getScriptSha.catch(() => undefined);
    const fallback = local.windowCounter(name, whenDown);
    const otherwise = <T>(countHere: () => Promise<T>) => (whenDown === 'refuse' ? refuse : countHere);
    return {
      prefix: `${KEY_PREFIX}${name}:`,
      localKeys: false,
      init(storeOptions: Options) {
        shared.init(storeOptions);
        void fallback.init?.(storeOptions);
      },
      get: (key) =>
        orWhenDown(
          () => shared.get(key),
          otherwise(() => Promise.resolve(fallback.get?.(key))),
        ),
      increment: (key) =>
        orWhenDown(
          () => shared.increment(key),
          otherwise(() => Promise.resolve(fallback.increment(key))),
        ),
      decrement: (key) =>
        orWhenDown(
          () => shared.decrement(key),
          () => Promise.resolve(fallback.decrement(key)),
        ),
      resetKey: (key) =>
        orWhenDown(
          () => shared.resetKey(key),
          () => Promise.resolve(fallback.resetKey(key)),
        ),
    };
  }

  return {
    shared: true,
    redis,
    windowCounter,
    pour: (key, cost, shape, pourOptions) =>
      orWhenDown(
        async () => {
          const nowMs = clock.now().getTime();
          const [allowed, level] = (await call(
            'EVAL',
            POUR_SCRIPT,
            1,
            `${KEY_PREFIX}bucket:${key}`,
            cost,
            shape.capacity,
            shape.perSecond,
            nowMs,
            pourOptions?.force ? '1' : '0',
          )) as [number, string];
          return allowed === 1
            ? { allowed: true, retryAfterSeconds: 0 }
            : { allowed: false, retryAfterSeconds: (Number(level) + cost - shape.capacity) / shape.perSecond };
        },
        () => local.pour(key, cost, shape, pourOptions),
      ),
    hold: (key, member, ttlMs) =>
      orWhenDown(
        async () => {
          const nowMs = clock.now().getTime();
          return Number(await call('EVAL', HOLD_SCRIPT, 1, `${KEY_PREFIX}held:${key}`, nowMs, nowMs + ttlMs, member, ttlMs));
        },
        () => local.hold(key, member, ttlMs),
      ),
    release: (key, member) =>
      orWhenDown(
        async () => {
          await call('ZREM', `${KEY_PREFIX}held:${key}`, member);
        },
        () => local.release(key, member),
      ),
    /** Whether Redis answered within `timeoutMs` (the server waits this long at start, then goes on either way). */
    async ready(timeoutMs) {
      if (redis.status === 'ready') return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async close() {
      await local.close();
      redis.disconnect();
    },
  };
}
