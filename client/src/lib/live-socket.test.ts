import { CombinedGraphQLErrors } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ids from '@foodspot/schema/operation-ids';
import { livePoints, membership } from '../test/customer-area';
import { mockLiveSocket } from '../test/graphql-ws';
import { graphqlWsUrl } from './api';
import { createApolloClient, type CustomerApollo } from './apollo';
import { LiveMembershipSubscription } from './live-membership';
import { EARLY_SUBSCRIPTION_MAX_AGE_MS, startEarlySubscription } from './live-socket';
import { persistedQueryExtensions } from './persisted-query';

const CHAAT = membership();
const early = (restaurantUid: string) =>
  startEarlySubscription(graphqlWsUrl(), {
    operationName: 'LiveMembership',
    variables: { restaurantUid },
    query: '',
    extensions: persistedQueryExtensions(ids.LiveMembership),
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let apollo: CustomerApollo | null = null;
afterEach(() => {
  apollo?.client.stop();
  apollo?.closeSocket();
  apollo = null;
});

/** What the screen's hook does: the live subscription through the customer area's Apollo client. */
function watch(restaurantUid: string) {
  apollo ??= createApolloClient();
  const points: number[] = [];
  const errors: unknown[] = [];
  const subscription = apollo.client.subscribe({ query: LiveMembershipSubscription, variables: { restaurantUid } }).subscribe({
    next: (result) => {
      if (result.error) errors.push(result.error);
      else if (result.data) points.push(result.data.pointsChanged.points);
    },
    error: (error: unknown) => errors.push(error),
  });
  return { points, errors, subscription };
}

describe('a live subscription sent at start', () => {
  it("is taken over by the screen's identical subscribe: one socket, one subscription, no message lost", async () => {
    const socket = mockLiveSocket();
    early('r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 100));
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120));
    await settle();

    const screen = watch('r-chaat');
    await vi.waitFor(() => expect(screen.points).toEqual([100, 120]));
    socket.pushPoints('r-chaat', livePoints(CHAAT, 130));
    await vi.waitFor(() => expect(screen.points).toEqual([100, 120, 130]));
    expect(socket.connections).toBe(1);
    expect(socket.subscriptions).toHaveLength(1);

    screen.subscription.unsubscribe();
    await vi.waitFor(() => expect(socket.subscriptions).toEqual([]));
  });

  it('is not taken over once refused (a session re-synced since): the screen subscribes anew, on a new socket', async () => {
    const socket = mockLiveSocket();
    early('r-chaat');
    await socket.subscribed('r-chaat');
    socket.fail('r-chaat', 'Please log in to continue.', 'UNAUTHENTICATED');
    await settle();

    const screen = watch('r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 150));
    await vi.waitFor(() => expect(screen.points).toEqual([150]));
    expect(screen.errors).toEqual([]);
    expect(socket.connections).toBe(2);
  });

  it("hands an error that comes after the takeover to the screen, as its own subscription's", async () => {
    const socket = mockLiveSocket();
    early('r-gone');
    await socket.subscribed('r-gone');
    const screen = watch('r-gone');
    await settle();
    socket.fail('r-gone', 'This restaurant is not in your list.', 'NOT_FOUND');

    await vi.waitFor(() => expect(screen.errors).toHaveLength(1));
    expect(screen.errors[0]).toBeInstanceOf(CombinedGraphQLErrors);
    expect(String(screen.errors[0])).toContain('This restaurant is not in your list.');
    expect(socket.connections).toBe(1);
  });

  it("is not handed to another restaurant's subscribe, and is dropped when no screen took it in time", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const socket = mockLiveSocket();
    early('r-chaat');
    await socket.subscribed('r-chaat');

    const other = watch('r-dosa');
    await socket.subscribed('r-dosa');
    socket.pushPoints('r-dosa', livePoints(membership({ restaurantUid: 'r-dosa' }), 40));
    await vi.waitFor(() => expect(other.points).toEqual([40]));
    // The same socket (adopted by the Apollo link), two subscriptions.
    expect(socket.connections).toBe(1);
    expect(socket.subscriptions.map((subscription) => subscription.variables.restaurantUid).sort()).toEqual(['r-chaat', 'r-dosa']);

    vi.advanceTimersByTime(EARLY_SUBSCRIPTION_MAX_AGE_MS + 1);
    await vi.waitFor(() => expect(socket.subscriptions.map((subscription) => subscription.variables.restaurantUid)).toEqual(['r-dosa']));
  });
});
