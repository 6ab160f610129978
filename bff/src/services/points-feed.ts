import type { Firestore } from 'firebase-admin/firestore';
import { type MembershipDoc, pointsOf } from '../domain/membership.js';
import { firestorePaths } from './firestore-paths.js';

interface Subscriber {
  push(points: number): void;
  fail(error: unknown): void;
}

/** One Firestore listener on one points document, shared by every watcher of it. */
interface SharedListener {
  subscribers: Set<Subscriber>;
  /** undefined until the first snapshot arrives */
  points?: number;
  stop(): void;
}

/**
 * Live points (ADR 003): one `onSnapshot` per points document per process, however many sockets
 * watch it; the listener is stopped when its last watcher leaves.
 */
export function createPointsFeed(deps: { db: Firestore }) {
  const paths = firestorePaths(deps.db);
  const listeners = new Map<string, SharedListener>();

  function detach(key: string, listener: SharedListener, subscriber: Subscriber) {
    if (!listener.subscribers.delete(subscriber) || listener.subscribers.size > 0) return;
    listener.stop();
    if (listeners.get(key) === listener) listeners.delete(key);
  }

  function attach(customerUid: string, restaurantUid: string, subscriber: Subscriber): () => void {
    const ref = paths.membership(customerUid, restaurantUid);
    const key = ref.path;
    let listener = listeners.get(key);
    if (!listener) {
      const created: SharedListener = { subscribers: new Set(), stop: () => undefined };
      created.stop = ref.onSnapshot(
        (snapshot) => {
          const points = pointsOf(snapshot.data() as MembershipDoc | undefined);
          // Other fields of the document changing is not a points change.
          if (points === created.points) return;
          created.points = points;
          for (const each of created.subscribers) each.push(points);
        },
        (error) => {
          // Firestore has ended this listener; the next watcher starts a fresh one.
          if (listeners.get(key) === created) listeners.delete(key);
          const failed = [...created.subscribers];
          created.subscribers.clear();
          for (const each of failed) each.fail(error);
        },
      );
      listeners.set(key, created);
      listener = created;
    }
    const shared = listener;
    shared.subscribers.add(subscriber);
    if (shared.points !== undefined) subscriber.push(shared.points);
    return () => detach(key, shared, subscriber);
  }

  return {
    /**
     * The current points at once (0 when the field or document is missing), then once per change.
     * Hand-written rather than an async generator so that `return()` releases the listener at once,
     * even while a `next()` is waiting for a change that may never come.
     */
    watch(customerUid: string, restaurantUid: string): AsyncIterableIterator<number> {
      // Only the newest value is kept: a slow reader gets the current points, not a backlog.
      let pending: number | undefined;
      let failure: { error: unknown } | undefined;
      let finished = false;
      let wake: (() => void) | undefined;
      const release = attach(customerUid, restaurantUid, {
        push(points) {
          pending = points;
          wake?.();
        },
        fail(error) {
          failure = { error };
          wake?.();
        },
      });
      const done = (): IteratorResult<number> => ({ done: true, value: undefined });

      return {
        async next() {
          while (pending === undefined && !failure && !finished) await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          if (finished) return done();
          if (pending !== undefined) {
            const value = pending;
            pending = undefined;
            return { done: false, value };
          }
          finished = true;
          throw failure!.error;
        },
        async return() {
          finished = true;
          release();
          wake?.();
          return done();
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },

    /** Firestore listeners open in this process (one per watched document). */
    activeListenerCount: () => listeners.size,
  };
}
export type PointsFeed = ReturnType<typeof createPointsFeed>;
