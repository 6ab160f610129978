/**
 * Live values from Firestore listeners (ADR 003), shared per key: one listener per document or query
 * per process, however many sockets watch it, stopped when its last watcher leaves.
 */

/** Starts a Firestore listener that reports values and failures; returns how to stop it. */
export type ListenerStart<T> = (emit: (value: T) => void, fail: (error: unknown) => void) => () => void;

interface Watcher<T> {
  push(value: T): void;
  fail(error: unknown): void;
}

interface SharedListener<T> {
  watchers: Set<Watcher<T>>;
  /** undefined until the first value arrives */
  latest?: { value: T };
  stop(): void;
}

const done = <T>(): IteratorResult<T> => ({ done: true, value: undefined });

export function createLiveFeed<T>(options: { same?: (a: T, b: T) => boolean } = {}) {
  const same = options.same ?? Object.is;
  const listeners = new Map<string, SharedListener<T>>();

  function detach(key: string, listener: SharedListener<T>, watcher: Watcher<T>) {
    if (!listener.watchers.delete(watcher) || listener.watchers.size > 0) return;
    listener.stop();
    if (listeners.get(key) === listener) listeners.delete(key);
  }

  function attach(key: string, start: ListenerStart<T>, watcher: Watcher<T>): () => void {
    let listener = listeners.get(key);
    if (!listener) {
      const created: SharedListener<T> = { watchers: new Set(), stop: () => undefined };
      listeners.set(key, created);
      // A listener that cannot even start must not stay in the map for later watchers to wait on.
      try {
        created.stop = start(
          (value) => {
            // A change nobody can see (another field of the document) is not sent.
            if (created.latest && same(created.latest.value, value)) return;
            created.latest = { value };
            for (const each of created.watchers) each.push(value);
          },
          (error) => {
            // Firestore has ended this listener (or the watched thing is gone); the next watcher starts afresh.
            if (listeners.get(key) === created) listeners.delete(key);
            created.stop();
            const failed = [...created.watchers];
            created.watchers.clear();
            for (const each of failed) each.fail(error);
          },
        );
      } catch (error) {
        listeners.delete(key);
        throw error;
      }
      listener = created;
    }
    const shared = listener;
    shared.watchers.add(watcher);
    if (shared.latest) watcher.push(shared.latest.value);
    return () => detach(key, shared, watcher);
  }

  return {
    /**
     * The current value at once (as soon as the listener has one), then once per change. Only the newest
     * value is kept: a slow reader gets the current state, not a backlog. Hand-written rather than an async
     * generator so that `return()` releases the listener at once, even while a `next()` waits for a change.
     */
    watch(key: string, start: ListenerStart<T>): AsyncIterableIterator<T> {
      let pending: { value: T } | undefined;
      let failure: { error: unknown } | undefined;
      let finished = false;
      let wake: (() => void) | undefined;
      const release = attach(key, start, {
        push(value) {
          pending = { value };
          wake?.();
        },
        fail(error) {
          failure = { error };
          wake?.();
        },
      });

      return {
        async next() {
          while (!pending && !failure && !finished) await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          if (finished) return done<T>();
          if (pending) {
            const { value } = pending;
            pending = undefined;
            return { done: false, value };
          }
          finished = true;
          throw failure!.error;
        },
        return() {
          finished = true;
          release();
          wake?.();
          return Promise.resolve(done<T>());
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },

    /** Firestore listeners open in this process (one per watched key). */
    activeListenerCount: () => listeners.size,
  };
}

/** Maps each value (waiting for an async map), passing `return()` through so an unsubscribe releases the source at once. */
export function mapLatest<T, U>(source: AsyncIterableIterator<T>, map: (value: T) => U | Promise<U>): AsyncIterableIterator<U> {
  return {
    async next() {
      const result = await source.next();
      if (result.done) return done<U>();
      try {
        return { done: false, value: await map(result.value) };
      } catch (error) {
        await source.return?.();
        throw error;
      }
    },
    async return() {
      await source.return?.();
      return done<U>();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** What `source` yields, less the values `isRepeat` says add nothing; `return()` passes through. */
export function skipRepeats<T>(source: AsyncIterableIterator<T>, isRepeat: (value: T) => boolean): AsyncIterableIterator<T> {
  return {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done || !isRepeat(result.value)) return result;
      }
    },
    async return() {
      await source.return?.();
      return done<T>();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** `first`, then whatever `rest` yields; `return()` releases `rest` at once. */
export function startWith<T>(first: T, rest: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let firstSent = false;
  return {
    async next() {
      if (firstSent) return rest.next();
      firstSent = true;
      return { done: false, value: first };
    },
    async return() {
      firstSent = true;
      await rest.return?.();
      return done<T>();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * The newest pair of what two feeds say, each time either says something new (once both have spoken):
 * e.g. a membership and its restaurant. `firstSoFar` and `secondSoFar` are what a feed said before it was handed
 * here. A failure or the end of either ends both; `return()` releases both.
 */
export function combineLatest<A, B>(
  first: AsyncIterableIterator<A>,
  second: AsyncIterableIterator<B>,
  firstSoFar?: { value: A },
  secondSoFar?: { value: B },
): AsyncIterableIterator<[A, B]> {
  let a: { value: A } | undefined = firstSoFar;
  let b: { value: B } | undefined = secondSoFar;
  let changed = false;
  let failure: { error: unknown } | undefined;
  let finished = false;
  let wake: (() => void) | undefined;
  const pump = async <T>(source: AsyncIterableIterator<T>, keep: (value: T) => void) => {
    try {
      for (let result = await source.next(); !finished; result = await source.next()) {
        if (result.done) {
          finished = true;
          break;
        }
        keep(result.value);
        changed = true;
        wake?.();
      }
    } catch (error) {
      failure ??= { error };
    }
    wake?.();
  };
  const releaseBoth = async () => {
    await Promise.all([first.return?.(), second.return?.()]);
  };
  void pump(first, (value) => (a = { value }));
  void pump(second, (value) => (b = { value }));
  return {
    async next() {
      while (!(changed && a && b) && !failure && !finished) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      if (failure) {
        const { error } = failure;
        failure = undefined;
        finished = true;
        await releaseBoth();
        throw error;
      }
      if (finished) return done<[A, B]>();
      changed = false;
      return { done: false, value: [a!.value, b!.value] };
    },
    async return() {
      finished = true;
      wake?.();
      await releaseBoth();
      return done<[A, B]>();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** A feed value, or the failure that ended the feed. */
export type Settled<T> = { value: T } | { error: unknown };

/**
 * Turns a failure of the source into one last item instead of a thrown error, so a transport can send it
 * as an ordinary error message (NOT_FOUND when the watched membership was deleted) and then end, instead
 * of the WebSocket layer treating it as a crash of the whole socket.
 */
export function settleErrors<T>(source: AsyncIterableIterator<T>): AsyncIterableIterator<Settled<T>> {
  let ended = false;
  return {
    async next() {
      if (ended) return done<Settled<T>>();
      try {
        const result = await source.next();
        return result.done ? done<Settled<T>>() : { done: false, value: { value: result.value } };
      } catch (error) {
        ended = true;
        await source.return?.();
        return { done: false, value: { error } };
      }
    },
    async return() {
      ended = true;
      await source.return?.();
      return done<Settled<T>>();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

export function unwrapSettled<T>(item: Settled<T>): T {
  if ('error' in item) throw item.error;
  return item.value;
}

/**
 * What `source` yields until `access` says the watcher may no longer see it: `check` throws on a value of `access`
 * (a document saying who may watch), and that error ends the feed (settleErrors sends it to the client). Both are
 * released when either ends or the watcher leaves.
 */
export function untilRefused<T, A>(
  source: AsyncIterableIterator<T>,
  access: AsyncIterableIterator<A>,
  check: (value: A) => void,
): AsyncIterableIterator<T> {
  let refuse: (error: unknown) => void = () => undefined;
  const refused = new Promise<never>((_resolve, reject) => (refuse = reject));
  // Awaited by next(); a refusal while nobody waits must not be "unhandled".
  refused.catch(() => undefined);
  void (async () => {
    try {
      for (;;) {
        const result = await access.next();
        if (result.done) return;
        check(result.value);
      }
    } catch (error) {
      refuse(error);
    }
  })();
  const release = async () => {
    await Promise.all([source.return?.(), access.return?.()]);
  };
  return {
    async next() {
      try {
        return await Promise.race([source.next(), refused]);
      } catch (error) {
        await release();
        throw error;
      }
    },
    async return() {
      await release();
      return done<T>();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
