import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, livePoints, membership, VIEWER } from '../../test/customer-area';
import { openCustomerScreen } from '../../test/customer-screen';
import { sortRestaurants } from './restaurants-page';

// In the order added: Chaat needs 180 more, Dosa 20 more, the thali is unlocked.
const CHAAT = membership({ points: 120 });
const DOSA = membership({ restaurantUid: 'r-dosa', restaurantName: 'Saravana Tiffin Centre', resId: 'FS1001', minimumSpend: 500, points: 480 });
const THALI = membership({ restaurantUid: 'r-thali', restaurantName: 'Punjab Dhaba Express', resId: 'FS1002', minimumSpend: 1000, points: 1250 });

const names = () =>
  within(screen.getByRole('list', { name: 'Your restaurants' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('restaurants list order', () => {
  it('shows the order added by default, and nearest reward first (unlocked first) when chosen; the choice is kept on this device', async () => {
    answer('query', 'RestaurantsRouteQuery', () => ({ data: { me: VIEWER, restaurants: [CHAAT, DOSA, THALI] } }));
    const first = openCustomerScreen('/home');
    await screen.findByRole('list', { name: 'Your restaurants' });

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('added');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Order added', 'Nearest reward first']);
    expect(names()).toEqual(['Mumbai Chaat Corner', 'Saravana Tiffin Centre', 'Punjab Dhaba Express']);

    await first.user.selectOptions(sort, 'Nearest reward first');
    expect(names()).toEqual(['Punjab Dhaba Express', 'Saravana Tiffin Centre', 'Mumbai Chaat Corner']);
    expect(localStorage.getItem('foodspot.restaurantSort')).toBe('nearest-reward');

    // Live points re-sort the list: Chaat reaches its reward.
    await Promise.all([first.socket.subscribed('r-chaat'), first.socket.subscribed('r-dosa')]);
    first.socket.pushPoints('r-chaat', livePoints(CHAAT, 300));
    await waitFor(() => expect(names()).toEqual(['Mumbai Chaat Corner', 'Punjab Dhaba Express', 'Saravana Tiffin Centre']));
  });

  it('opens in the order this device chose last time', async () => {
    localStorage.setItem('foodspot.restaurantSort', 'nearest-reward');
    answer('query', 'RestaurantsRouteQuery', () => ({ data: { me: VIEWER, restaurants: [CHAAT, DOSA, THALI] } }));
    const { user } = openCustomerScreen('/home');
    await screen.findByRole('list', { name: 'Your restaurants' });

    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('nearest-reward');
    expect(names()).toEqual(['Punjab Dhaba Express', 'Saravana Tiffin Centre', 'Mumbai Chaat Corner']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Order added');
    expect(names()).toEqual(['Mumbai Chaat Corner', 'Saravana Tiffin Centre', 'Punjab Dhaba Express']);
    expect(localStorage.getItem('foodspot.restaurantSort')).toBe('added');
  });

  it('keeps the order added among equals', () => {
    const a = { id: 'a', pointsToNextReward: 50, rewardUnlocked: false };
    const b = { id: 'b', pointsToNextReward: 0, rewardUnlocked: true };
    const c = { id: 'c', pointsToNextReward: 50, rewardUnlocked: false };
    const d = { id: 'd', pointsToNextReward: 0, rewardUnlocked: true };
    expect(sortRestaurants([a, b, c, d], 'nearest-reward').map((item) => item.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(sortRestaurants([a, b, c, d], 'added').map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
