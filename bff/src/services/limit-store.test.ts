import { randomUUID } from 'node:crypto';
import type { Options, Store } from 'express-rate-limit';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startRedisServer } from '../dev/redis-server.js';
import { DomainError } from '../domain/errors.js';
import { fakeClock } from '../test/fake-clock.js';
import { testPortOffset } from '../test/port-offset.js';
import { createMemoryLimitStore, createRedisLimitStore, type LimitStore } from './limit-store.js';

const BUCKET = { capacity: 100, perSecond: 10 };
const opened: LimitStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
});

/** A store on the test run's Redis (the global setup's), counting by `clock`. */
async function redisStore(clock = fakeClock(), url = inject('redisUrl')) {
  const store = createRedisLimitStore({ url, clock });
  opened.push(store);
  expect(await store.ready(5000)).toBe(true);
  return store;
}

const counter = (store: LimitStore, name: string, whenDown: 'count-locally' | 'refuse' = 'count-locally'): Store => {
  const made = store.windowCounter(name, whenDown);
  void made.init?.({ windowMs: 60_000 } as Options);
  return made;
};

describe.each([
  ['memory', (clock: ReturnType<typeof fakeClock>) => Promise.resolve(createMemoryLimitStore(clock))],
  ['Redis', (clock: ReturnType<typeof fakeClock>) => redisStore(clock)],
])('the %s limit store', (_name, makeStore) => {
  it('a leaky bucket takes what fits, refuses what does not with when it would fit, and drains with time', async () => {
    const clock = fakeClock();
    const store = await makeStore(clock);
    const key = `bucket-${randomUUID()}`;
    expect(await store.pour(key, 60, BUCKET)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await store.pour(key, 40, BUCKET)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // Full: 30 more would fit in 3 s, and nothing was poured by asking.
    expect(await store.pour(key, 30, BUCKET)).toEqual({ allowed: false, retryAfterSeconds: 3 });
    clock.advance(2000);
    expect((await store.pour(key, 30, BUCKET)).allowed).toBe(false);
    clock.advance(1000);
    expect((await store.pour(key, 30, BUCKET)).allowed).toBe(true);
    // A cost known only afterwards is poured whatever the level, and the next request waits for it.
    expect((await store.pour(key, 50, BUCKET, { force: true })).allowed).toBe(true);
    expect(await store.pour(key, 1, BUCKET)).toEqual({ allowed: false, retryAfterSeconds: 5.1 });
    // What was reserved and not used is given back, never below empty.
    expect((await store.pour(key, -50, BUCKET, { force: true })).allowed).toBe(true);
    expect(await store.pour(key, 1, BUCKET)).toEqual({ allowed: false, retryAfterSeconds: 0.1 });
    expect((await store.pour(key, -1000, BUCKET, { force: true })).allowed).toBe(true);
    expect(await store.pour(key, 100, BUCKET)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await store.pour(key, 1, BUCKET)).toEqual({ allowed: false, retryAfterSeconds: 0.1 });
  });

  it('holds members until released or their lease runs out', async () => {
    const clock = fakeClock();
    const store = await makeStore(clock);
    const key = `held-${randomUUID()}`;
    expect(await store.hold(key, 'a', 10_000)).toBe(1);
    expect(await store.hold(key, 'b', 10_000)).toBe(2);
    expect(await store.hold(key, 'a', 10_000)).toBe(2); // renewing is not a second member
    await store.release(key, 'a');
    clock.advance(10_001);
    expect(await store.hold(key, 'c', 10_000)).toBe(1); // b's lease ran out
  });
});

describe('counters in Redis are shared by every replica', () => {
  it('two stores (two replicas) count one window and one bucket together', async () => {
    const clock = fakeClock();
    const [one, two] = [await redisStore(clock), await redisStore(clock)];
    const name = `shared-${randomUUID()}`;
    const [counterOne, counterTwo] = [counter(one, name), counter(two, name)];
    expect((await counterOne.increment('198.18.0.1')).totalHits).toBe(1);
    expect((await counterTwo.increment('198.18.0.1')).totalHits).toBe(2);
    expect((await counterOne.increment('198.18.0.1')).totalHits).toBe(3);
    await counterTwo.decrement('198.18.0.1');
    expect((await counterOne.increment('198.18.0.1')).totalHits).toBe(3);
    const key = `bucket-${randomUUID()}`;
    expect((await one.pour(key, 80, BUCKET)).allowed).toBe(true);
    expect((await two.pour(key, 30, BUCKET)).allowed).toBe(false);
    expect(await one.hold(`held-${key}`, 'socket-1', 60_000)).toBe(1);
    expect(await two.hold(`held-${key}`, 'socket-2', 60_000)).toBe(2);
  });
});

describe('when Redis stops answering (ADR 016)', () => {
  it('counts locally or refuses, per counter, within a moment; never opens the gate; shares again once Redis is back', async () => {
    const port = 3391 + testPortOffset();
    const redis = await startRedisServer({ port });
    const events: boolean[] = [];
    const store = createRedisLimitStore({ url: redis.url, clock: fakeClock(), onOutage: ({ down }) => events.push(down) });
    opened.push(store);
    expect(await store.ready(5000)).toBe(true);
    const claims = counter(store, `claims-${randomUUID()}`);
    const adds = counter(store, `adds-${randomUUID()}`, 'refuse');
    expect((await claims.increment('asha')).totalHits).toBe(1);
    expect((await claims.increment('asha')).totalHits).toBe(2);

    // A Redis that hangs (SIGSTOP) is the worst case: every command waits for its timeout, then fails.
    process.kill(-redis.process.child.pid!, 'SIGSTOP');
    try {
      const started = Date.now();
      // Counting locally starts afresh in this replica: the gate narrows to one replica's budget, it does not open.
      expect((await claims.increment('asha')).totalHits).toBe(1);
      expect((await claims.increment('asha')).totalHits).toBe(2);
      const refused = await Promise.resolve(adds.increment('asha')).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ kind: 'BUSY', retryAfterSeconds: 5 });
      expect((await store.pour('cost-asha', 60, BUCKET)).allowed).toBe(true);
      expect((await store.pour('cost-asha', 60, BUCKET)).allowed).toBe(false);
      // Each command gave up after its short timeout: a request never waits long on a missing Redis.
      expect(Date.now() - started).toBeLessThan(5 * 1000);
      expect(events).toEqual([true]);
    } finally {
      process.kill(-redis.process.child.pid!, 'SIGCONT');
    }
    // Back: the shared count goes on from where Redis left it.
    await expect.poll(async () => (await claims.increment('asha')).totalHits, { timeout: 10_000, interval: 200 }).toBeGreaterThanOrEqual(3);
    // The refused add had reached Redis before its timeout and ran when Redis woke: a hang may count once more, never less.
    expect((await adds.increment('asha')).totalHits).toBe(2);
    expect(events).toEqual([true, false]);
    await redis.stop();
  }, 30_000);
});
