import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { isOffline } from './connectivity';
import { AFTER_PAINT_MS, whenIdle, whenIdleAfter } from './idle';
import type { OfflineDetails, OfflineMe, OfflineRestaurant, OfflineSnapshot, snapshotSchema } from './offline-snapshot-schema';

export type { OfflineDetails, OfflineMe, OfflineRestaurant, OfflineSnapshot } from './offline-snapshot-schema';

/**
 * What the customer area last showed, kept in localStorage so the app opens offline (issue 12, "a member card
 * in every pocket"): the signed-in customer's session answer, first name, restaurant list with points, and,
 * for each restaurant whose screen was opened, its Restaurant ID, reward and Customer ID. One customer at a
 * time (a different uid replaces it), removed at logout and when the session turns out to be gone (lib/session.ts).
 *
 * Never stored: the PIN (a secret that would outlive a revoked session on the device) and anything that changes
 * state. Read-only: offline screens show this and disable every action that writes.
 *
 * Small by design (a few hundred bytes per restaurant), and checked with zod whenever it is read: a value this
 * version cannot read (an older format, an edit, a truncated write) is dropped, never shown.
 */
export const OFFLINE_SNAPSHOT_KEY = 'foodspot.offline.v1';
/** More than anyone follows; a list longer than this is cut rather than filling the storage. */
export const MAX_RESTAURANTS = 200;

const listeners = new Set<() => void>();
/** The last raw value read and what it parsed to, so a render does not parse it again. */
let cached: { raw: string | null; snapshot: OfflineSnapshot | null } | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled (a privacy setting): the app works online as before.
    return null;
  }
}

function changed(): void {
  cached = null;
  listeners.forEach((listener) => listener());
}

type SnapshotSchema = typeof snapshotSchema;
let schema: SnapshotSchema | null = null;
let schemaLoading: Promise<SnapshotSchema> | null = null;
/** When the schema was first asked for online (loadSchemaWhenIdle waits AFTER_PAINT_MS from then). */
let firstAskedAt: number | null = null;
/** Whether a read has asked for the schema already (renders read often; one idle load is enough). */
let schemaAsked = false;
/** Bumped by every clear: a save asked for before it must not bring the data back once the schema is in. */
let generation = 0;

/** zod and the schema, loaded on first use (a chunk of its own); the store reads as empty until they are in. */
function loadSchema(): Promise<SnapshotSchema> {
  if (!schemaLoading) {
    const loading = import('./offline-snapshot-schema').then((module) => {
      schema = module.snapshotSchema;
      changed();
      return schema;
    });
    schemaLoading = loading;
    // A failed chunk load is not cached: the next use tries again.
    loading.catch(() => {
      if (schemaLoading === loading) schemaLoading = null;
    });
  }
  return schemaLoading;
}

/**
 * The schema once the browser is idle. Its first load, online, waits until the screen has painted (lib/idle.ts:
 * its chunk is no request the paint waited for); once it is in, or offline (the copy is what the screen shows),
 * only for an idle moment, so a save is not lost to a reload right after the screen changed.
 */
function loadSchemaWhenIdle(): Promise<SnapshotSchema> {
  if (schema || isOffline()) return new Promise<void>((resolve) => whenIdle(resolve)).then(loadSchema);
  // Counted from the page's first ask: a save asked for later waits only what is left of the half second.
  firstAskedAt ??= Date.now();
  const left = Math.max(0, firstAskedAt + AFTER_PAINT_MS - Date.now());
  return new Promise<void>((resolve) => whenIdleAfter(left, resolve)).then(loadSchema);
}

/**
 * The stored snapshot, checked; null when there is none or it is not one this version can read (then it is
 * removed), and until the schema has loaded (the first call asks for it; listeners hear when it is in).
 */
export function readOfflineSnapshot(): OfflineSnapshot | null {
  if (!schema) {
    if (!schemaAsked) {
      schemaAsked = true;
      loadSchemaWhenIdle().catch((error: unknown) => {
        schemaAsked = false;
        console.error('The offline copy could not be read', error);
      });
    }
    return null;
  }
  const store = storage();
  const raw = store?.getItem(OFFLINE_SNAPSHOT_KEY) ?? null;
  if (cached && cached.raw === raw) return cached.snapshot;
  let snapshot: OfflineSnapshot | null = null;
  if (raw !== null) {
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) snapshot = parsed.data;
    } catch {
      // not JSON: dropped below
    }
    if (snapshot === null) store?.removeItem(OFFLINE_SNAPSHOT_KEY);
  }
  cached = { raw: snapshot === null ? null : raw, snapshot };
  return snapshot;
}

/** The stored snapshot, once the schema is in (what the session uses when the app opens offline). */
export async function loadOfflineSnapshot(): Promise<OfflineSnapshot | null> {
  await loadSchema();
  return readOfflineSnapshot();
}

/** Runs `change` once the schema is in, unless the snapshot was cleared in between; never throws. */
function afterSchema(change: (checked: SnapshotSchema) => void): Promise<void> {
  const asked = generation;
  return loadSchemaWhenIdle().then(
    (checked) => {
      if (asked === generation) change(checked);
    },
    (error: unknown) => console.error('The offline copy could not be saved', error),
  );
}

function write(checker: SnapshotSchema, snapshot: OfflineSnapshot): void {
  const checked = checker.safeParse(snapshot);
  // Something the server sent that this file does not expect (a 300-character name): keep nothing rather than a half.
  if (!checked.success) {
    clearOfflineSnapshot();
    return;
  }
  try {
    storage()?.setItem(OFFLINE_SNAPSHOT_KEY, JSON.stringify(checked.data));
  } catch {
    // Storage full or disabled: offline simply has less to show.
  }
  changed();
}

export interface ListFromServer {
  uid: string;
  me: OfflineMe;
  firstName: string | null;
  restaurants: readonly RestaurantFromServer[];
}

/** A restaurant of the list as the server sent it, as far as the offline copy keeps it. */
export interface RestaurantFromServer {
  restaurantUid: string;
  restaurantName: string;
  points: number;
  minimumSpend: number;
  pendingMinimumSpend?: number | null;
  minimumSpendFrom?: string | null;
  suspended?: boolean;
}

/** What the copy keeps of a restaurant: the programme's changes only when there are some (a few bytes otherwise). */
function keptRestaurant({ restaurantUid, restaurantName, points, minimumSpend, ...programme }: RestaurantFromServer): OfflineRestaurant {
  const kept: OfflineRestaurant = { restaurantUid, restaurantName, points, minimumSpend };
  if (programme.pendingMinimumSpend != null && programme.minimumSpendFrom) {
    kept.pendingMinimumSpend = programme.pendingMinimumSpend;
    kept.minimumSpendFrom = programme.minimumSpendFrom;
  }
  if (programme.suspended) kept.suspended = true;
  return kept;
}

/** A kept restaurant with every field the screens read: none announced and running unless the copy says so. */
function withProgramme(restaurant: OfflineRestaurant) {
  return {
    ...withRewardState(restaurant),
    pendingMinimumSpend: restaurant.pendingMinimumSpend ?? null,
    minimumSpendFrom: restaurant.minimumSpendFrom ?? null,
    suspended: restaurant.suspended ?? false,
  };
}

/** The restaurant list just received from the server; details already known for the same customer are kept for the restaurants it still holds. */
export function saveRestaurantList(list: ListFromServer, now: number = Date.now()): Promise<void> {
  return afterSchema((checker) => {
    const previous = readOfflineSnapshot();
    const restaurants = list.restaurants.slice(0, MAX_RESTAURANTS).map(keptRestaurant);
    const details: Record<string, OfflineDetails> = {};
    if (previous?.uid === list.uid) {
      for (const { restaurantUid } of restaurants) {
        const known = previous.details[restaurantUid];
        if (known) details[restaurantUid] = known;
      }
    }
    write(checker, { version: 1, uid: list.uid, savedAt: now, me: list.me, firstName: list.firstName, restaurants, details });
  });
}

/** A restaurant's screen was shown with these details, for this customer (whose list was saved once at least). */
export function saveRestaurantDetails(uid: string, restaurantUid: string, details: OfflineDetails): Promise<void> {
  return afterSchema((checker) => {
    const previous = readOfflineSnapshot();
    if (!previous || previous.uid !== uid) return;
    const known = previous.details[restaurantUid];
    if (known && known.resId === details.resId && known.reward === details.reward && known.cusId === details.cusId) return;
    // Bounded like the list: a restaurant the list does not hold (yet) may be added, but not without end.
    const others = Object.entries(previous.details)
      .filter(([uidOfRestaurant]) => uidOfRestaurant !== restaurantUid)
      .slice(-(MAX_RESTAURANTS - 1));
    write(checker, {
      ...previous,
      details: { ...Object.fromEntries(others), [restaurantUid]: { resId: details.resId, reward: details.reward, cusId: details.cusId } },
    });
  });
}

/**
 * A restaurant's screen saw these points from the server (its answer, or a live message once a claim was approved
 * or a bill credited): the copy follows, so a reload offline never shows a balance the customer already spent.
 */
export function saveRestaurantPoints(uid: string, restaurantUid: string, points: number): Promise<void> {
  return afterSchema((checker) => {
    const previous = readOfflineSnapshot();
    if (!previous || previous.uid !== uid) return;
    const known = previous.restaurants.find((restaurant) => restaurant.restaurantUid === restaurantUid);
    if (!known || known.points === points) return;
    write(checker, {
      ...previous,
      restaurants: previous.restaurants.map((restaurant) => (restaurant === known ? { ...restaurant, points } : restaurant)),
    });
  });
}

/** Logged out, or the session is gone: nothing of this customer stays on the device. */
export function clearOfflineSnapshot(): void {
  generation += 1;
  try {
    storage()?.removeItem(OFFLINE_SNAPSHOT_KEY);
  } catch {
    // nothing to clear
  }
  changed();
}

export function subscribeOfflineSnapshot(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored snapshot as a React value. */
export function useOfflineSnapshot(): OfflineSnapshot | null {
  return useSyncExternalStore(subscribeOfflineSnapshot, readOfflineSnapshot, () => null);
}

/**
 * "22 Nov, 2:05 pm": the snapshot's time as customers in India read it (en-IN, Asia/Kolkata, whatever the phone's
 * zone); in Hindi the part of the day in words before the time, never "pm" ("22 नव॰, दोपहर 2:05").
 */
export function formatSavedAt(savedAt: number, language = 'en'): string {
  const options = { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' } as const;
  if (language === 'hi') return new Intl.DateTimeFormat('hi-IN', { ...options, dayPeriod: 'short' }).format(new Date(savedAt));
  const parts = new Intl.DateTimeFormat('en-IN', { ...options, hour12: true }).formatToParts(new Date(savedAt));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}

/** A membership's reward state, derived from its points as the server derives it (bff/src/domain/membership.ts). */
export function withRewardState<T extends { points: number; minimumSpend: number }>(
  restaurant: T,
): T & { pointsToNextReward: number; rewardUnlocked: boolean } {
  return {
    ...restaurant,
    pointsToNextReward: Math.max(0, restaurant.minimumSpend - restaurant.points),
    rewardUnlocked: restaurant.points >= restaurant.minimumSpend,
  };
}

/** What the restaurant list's route query answers, as far as the offline copy needs it. */
export interface ListQueryData {
  me: { uid: string; profile: { firstName: string } | null };
  restaurants: ListFromServer['restaurants'];
}

/**
 * The list screen's memory: keeps each list that arrives from the server (`fresh`: an answer of the server, not
 * the cache), for the signed-in customer, and gives the last-known list while offline (null when online or
 * when there is none). Also the stored snapshot, for the time it was saved.
 */
export function useRememberedList(
  fromServer: ListQueryData | undefined,
  {
    offline,
    fresh,
    me,
  }: { offline: boolean; fresh: boolean; me: { role: string; profileSet: boolean; phoneNumber: string | null; email: string | null } | null },
) {
  const snapshot = useOfflineSnapshot();
  useEffect(() => {
    if (offline || !fresh || !fromServer || !me || me.role !== 'customer' || !me.profileSet) return;
    void saveRestaurantList({
      uid: fromServer.me.uid,
      me: { role: 'customer', profileSet: true, phoneNumber: me.phoneNumber, email: me.email },
      firstName: fromServer.me.profile?.firstName ?? null,
      restaurants: fromServer.restaurants,
    });
  }, [fromServer, offline, fresh, me]);
  const restaurants = useMemo(() => snapshot?.restaurants.map(withProgramme) ?? null, [snapshot]);
  return { restaurants: offline ? restaurants : null, snapshot };
}

/** What a restaurant's screen shows offline: the list's points with the details its screen showed last (no PIN). */
export type OfflineRestaurantView = ReturnType<typeof withProgramme> & OfflineDetails;

/**
 * A restaurant screen's memory: keeps the details and the points of each answer from the server (points move
 * live), and gives the last-known restaurant while offline when its screen was opened online before (null otherwise).
 */
export function useRememberedRestaurant(
  restaurantUid: string,
  fromServer: { uid: string; details: OfflineDetails | null; points: number } | undefined,
  { offline }: { offline: boolean },
): OfflineRestaurantView | null {
  const snapshot = useOfflineSnapshot();
  const uid = fromServer?.uid;
  const details = fromServer?.details;
  const points = fromServer?.points;
  useEffect(() => {
    if (!offline && uid && details) void saveRestaurantDetails(uid, restaurantUid, details);
  }, [offline, uid, details, restaurantUid]);
  useEffect(() => {
    if (!offline && uid && points !== undefined) void saveRestaurantPoints(uid, restaurantUid, points);
  }, [offline, uid, points, restaurantUid]);
  return useMemo(() => {
    if (!offline) return null;
    const entry = snapshot?.restaurants.find((restaurant) => restaurant.restaurantUid === restaurantUid);
    const details = snapshot?.details[restaurantUid];
    if (!entry || !details) return null;
    return { ...withProgramme(entry), ...details };
  }, [offline, snapshot, restaurantUid]);
}
