import type { Firestore } from 'firebase-admin/firestore';
import type { RestaurantDoc } from '../domain/membership.js';
import { firestorePaths } from './firestore-paths.js';

/** Restaurants this process keeps listening to; the least recently read beyond it are let go. */
const DEFAULT_CAPACITY = 1000;

interface Entry {
  /** The document as the listener last saw it; null when it does not exist. */
  ready: Promise<RestaurantDoc | null>;
  stop: () => void;
}

/**
 * Restaurant documents (name, reward, minimum spend) kept in memory and fresh by one Firestore
 * listener each, so customer screens read them for free (docs/architecture.md "Budgets": at most 2 reads per screen).
 * They change rarely and are never the basis of a decision about points: transactions that depend
 * on `minimumSpend` read the document themselves.
 *
 * Callers look up only restaurants a membership names (so junk ids cannot make us open listeners).
 */
export function createRestaurantDirectory(deps: { db: Firestore; capacity?: number }) {
  const paths = firestorePaths(deps.db);
  const capacity = deps.capacity ?? DEFAULT_CAPACITY;
  // A Map iterates in insertion order: re-inserting on every read keeps the least recently read first.
  const entries = new Map<string, Entry>();

  function open(restaurantUid: string): Entry {
    let settle: { resolve: (doc: RestaurantDoc | null) => void; reject: (error: unknown) => void } | null = null;
    const entry: Entry = {
      ready: new Promise((resolve, reject) => (settle = { resolve, reject })),
      stop: () => undefined,
    };
    entry.stop = paths.restaurant(restaurantUid).onSnapshot(
      (snapshot) => {
        const doc = snapshot.data() ?? null;
        if (settle) settle.resolve(doc);
        else entry.ready = Promise.resolve(doc);
        settle = null;
      },
      (error) => {
        // The listener is gone (Firestore ended it): forget the entry so the next read starts afresh.
        if (entries.get(restaurantUid) === entry) entries.delete(restaurantUid);
        settle?.reject(error);
        settle = null;
      },
    );
    return entry;
  }

  function entryOf(restaurantUid: string): Entry {
    let entry = entries.get(restaurantUid);
    if (entry) entries.delete(restaurantUid);
    else entry = open(restaurantUid);
    entries.set(restaurantUid, entry);
    for (const [uid, oldest] of entries) {
      if (entries.size <= capacity) break;
      oldest.stop();
      entries.delete(uid);
    }
    return entry;
  }

  return {
    /** The restaurant document, or null when it does not exist. */
    get: (restaurantUid: string): Promise<RestaurantDoc | null> => entryOf(restaurantUid).ready,

    getMany: (restaurantUids: readonly string[]): Promise<(RestaurantDoc | null)[]> => Promise.all(restaurantUids.map((uid) => entryOf(uid).ready)),

    /** Restaurants listened to now (for tests and the bench). */
    size: () => entries.size,

    close(): void {
      for (const entry of entries.values()) entry.stop();
      entries.clear();
    },
  };
}
export type RestaurantDirectory = ReturnType<typeof createRestaurantDirectory>;
