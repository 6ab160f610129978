import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  clearOfflineSnapshot,
  formatSavedAt,
  loadOfflineSnapshot,
  MAX_RESTAURANTS,
  OFFLINE_SNAPSHOT_KEY,
  readOfflineSnapshot,
  saveRestaurantDetails,
  saveRestaurantList,
  saveRestaurantPoints,
  useOfflineSnapshot,
  useRememberedRestaurant,
  withRewardState,
} from './offline-snapshot';

const ME = { role: 'customer' as const, profileSet: true as const, phoneNumber: '+919800000001', email: null };
const CHAAT = { restaurantUid: 'r-chaat', restaurantName: 'Mumbai Chaat Corner', points: 350, minimumSpend: 300 };
const DOSA = { restaurantUid: 'r-dosa', restaurantName: 'Saravana Tiffin Centre', points: 120, minimumSpend: 500 };
// 22 Nov 2026, 2:05 pm in Kolkata (08:35 UTC).
const SAVED_AT = Date.UTC(2026, 10, 22, 8, 35);

const saveList = (uid = 'u-asha', restaurants = [CHAAT, DOSA], now = SAVED_AT) =>
  saveRestaurantList({ uid, me: ME, firstName: 'Asha', restaurants }, now);

describe('the offline snapshot', () => {
  it('keeps the last list with its time, the session answer and the first name, and reads it back checked', async () => {
    expect(readOfflineSnapshot()).toBeNull();
    await saveList();
    expect(readOfflineSnapshot()).toEqual({
      version: 1,
      uid: 'u-asha',
      savedAt: SAVED_AT,
      me: ME,
      firstName: 'Asha',
      restaurants: [CHAAT, DOSA],
      details: {},
    });
    // Small: well under a kilobyte for two restaurants.
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)!.length).toBeLessThan(600);
  });

  it("keeps a restaurant screen's details (never the PIN) for the same customer, across later lists, and drops them with the restaurant", async () => {
    await saveList();
    await saveRestaurantDetails('u-asha', 'r-chaat', { resId: 'FS1003', reward: 'Free pani puri plate', cusId: '123456', pin: '4321' } as never);
    expect(readOfflineSnapshot()?.details).toEqual({ 'r-chaat': { resId: 'FS1003', reward: 'Free pani puri plate', cusId: '123456' } });
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).not.toContain('4321');

    await saveList('u-asha', [{ ...CHAAT, points: 400 }, DOSA], SAVED_AT + 60_000);
    expect(readOfflineSnapshot()?.details['r-chaat']?.cusId).toBe('123456');
    expect(readOfflineSnapshot()?.restaurants[0]?.points).toBe(400);

    await saveList('u-asha', [DOSA], SAVED_AT + 120_000);
    expect(readOfflineSnapshot()?.details).toEqual({});
  });

  it('holds one customer at a time: another uid replaces it, and details of another uid are ignored', async () => {
    await saveList();
    await saveRestaurantDetails('u-asha', 'r-chaat', { resId: 'FS1003', reward: 'Free pani puri plate', cusId: '123456' });
    await saveRestaurantDetails('u-someone-else', 'r-dosa', { resId: 'FS1001', reward: 'Free masala dosa', cusId: '654321' });
    expect(Object.keys(readOfflineSnapshot()?.details ?? {})).toEqual(['r-chaat']);
    await saveList('u-ravi', [DOSA]);
    expect(readOfflineSnapshot()).toMatchObject({ uid: 'u-ravi', restaurants: [DOSA], details: {} });
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, uid: 'u-asha' })],
    [
      'negative points',
      JSON.stringify({ version: 1, uid: 'u', savedAt: 1, me: ME, firstName: null, restaurants: [{ ...CHAAT, points: -5 }], details: {} }),
    ],
    [
      'a staff session',
      JSON.stringify({ version: 1, uid: 'u', savedAt: 1, me: { ...ME, role: 'staff' }, firstName: null, restaurants: [], details: {} }),
    ],
  ])('drops a stored value it cannot read (%s) instead of showing it', async (_case, raw) => {
    localStorage.setItem(OFFLINE_SNAPSHOT_KEY, raw);
    expect(await loadOfflineSnapshot()).toBeNull();
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toBeNull();
  });

  it('keeps nothing rather than half of an answer it does not expect, and cuts an endless list', async () => {
    await saveList('u-asha', [{ ...CHAAT, restaurantName: 'x'.repeat(500) }]);
    expect(readOfflineSnapshot()).toBeNull();
    const many = Array.from({ length: MAX_RESTAURANTS + 5 }, (_, i) => ({ ...DOSA, restaurantUid: `r-${i}` }));
    await saveList('u-asha', many);
    expect(readOfflineSnapshot()?.restaurants).toHaveLength(MAX_RESTAURANTS);
  });

  it('is cleared (logout) and tells the screens, which re-render', async () => {
    await saveList();
    const { result } = renderHook(() => useOfflineSnapshot());
    expect(result.current?.uid).toBe('u-asha');
    act(() => clearOfflineSnapshot());
    expect(result.current).toBeNull();
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toBeNull();
  });

  it('gives a restaurant screen its last-known state only while offline, with the reward state derived as the server does', async () => {
    await saveList();
    await saveRestaurantDetails('u-asha', 'r-chaat', { resId: 'FS1003', reward: 'Free pani puri plate', cusId: '123456' });
    const { result, rerender } = renderHook(({ offline }) => useRememberedRestaurant('r-chaat', undefined, { offline }), {
      initialProps: { offline: false },
    });
    expect(result.current).toBeNull();
    rerender({ offline: true });
    expect(result.current).toEqual({
      ...CHAAT,
      pointsToNextReward: 0,
      rewardUnlocked: true,
      resId: 'FS1003',
      reward: 'Free pani puri plate',
      cusId: '123456',
      pendingMinimumSpend: null,
      minimumSpendFrom: null,
      suspended: false,
    });
    expect(withRewardState(DOSA)).toMatchObject({ pointsToNextReward: 380, rewardUnlocked: false });
  });

  it('follows the points a restaurant screen saw (a claim approved live), so a reload offline shows what is left', async () => {
    await saveList();
    await saveRestaurantDetails('u-asha', 'r-chaat', { resId: 'FS1003', reward: 'Free pani puri plate', cusId: '123456' });
    const details = { resId: 'FS1003', reward: 'Free pani puri plate', cusId: '123456' };
    const { result, rerender } = renderHook(
      ({ offline, points }) => useRememberedRestaurant('r-chaat', offline ? undefined : { uid: 'u-asha', details, points }, { offline }),
      { initialProps: { offline: false, points: 350 } },
    );
    rerender({ offline: false, points: 50 }); // the reward's 300 points were spent
    await vi.waitFor(() => expect(readOfflineSnapshot()?.restaurants[0]?.points).toBe(50));
    rerender({ offline: true, points: 50 });
    expect(result.current).toMatchObject({ points: 50, pointsToNextReward: 250, rewardUnlocked: false });
    // Another customer's screen, or a restaurant the copy does not hold, changes nothing.
    await saveRestaurantPoints('u-other', 'r-chaat', 999);
    await saveRestaurantPoints('u-asha', 'r-unknown', 999);
    expect(readOfflineSnapshot()?.restaurants).toEqual([{ ...CHAAT, points: 50 }, DOSA]);
  });

  it("keeps a restaurant's announced price and paused programme only when there are some, and reads a copy saved before them", async () => {
    const FROM = '2026-12-09T18:30:00.000Z';
    const announced = { ...CHAAT, pendingMinimumSpend: 600, minimumSpendFrom: FROM, suspended: false };
    const paused = { ...DOSA, pendingMinimumSpend: null, minimumSpendFrom: null, suspended: true };
    await saveList('u-asha', [announced, paused]);
    expect(readOfflineSnapshot()?.restaurants).toEqual([
      { ...CHAAT, pendingMinimumSpend: 600, minimumSpendFrom: FROM },
      { ...DOSA, suspended: true },
    ]);
    await saveRestaurantDetails('u-asha', 'r-dosa', { resId: 'FS1001', reward: 'Free masala dosa', cusId: '654321' });
    const { result } = renderHook(() => useRememberedRestaurant('r-dosa', undefined, { offline: true }));
    expect(result.current).toMatchObject({ pendingMinimumSpend: null, minimumSpendFrom: null, suspended: true });

    // A copy this app saved before issue 21 (no such fields) still opens offline: nothing announced, running.
    const old = { version: 1, uid: 'u-asha', savedAt: SAVED_AT, me: ME, firstName: 'Asha', restaurants: [CHAAT], details: {} };
    localStorage.setItem(OFFLINE_SNAPSHOT_KEY, JSON.stringify(old));
    expect(await loadOfflineSnapshot()).toEqual(old);
  });

  it('does not bring back a save asked for just before a clear (logging out while the schema loads)', async () => {
    await saveList();
    const late = saveList('u-asha', [DOSA], SAVED_AT + 60_000);
    clearOfflineSnapshot();
    await late;
    expect(readOfflineSnapshot()).toBeNull();
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toBeNull();
  });

  it("says when, as people in India read it, whatever the phone's time zone", () => {
    expect(formatSavedAt(SAVED_AT)).toBe('22 Nov, 2:05 pm');
    expect(formatSavedAt(Date.UTC(2026, 0, 5, 20, 0))).toBe('6 Jan, 1:30 am');
  });

  it('in Hindi says the part of the day in words, not am/pm', () => {
    expect(formatSavedAt(SAVED_AT, 'hi')).toBe('22 नव॰, दोपहर 2:05');
    expect(formatSavedAt(Date.UTC(2026, 0, 5, 20, 0), 'hi')).toBe('6 जन॰, रात 1:30');
  });
});
