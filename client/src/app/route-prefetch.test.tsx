import { act, screen, waitFor } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ids from '@foodspot/schema/operation-ids';
import { RestaurantRouteQuery } from '../features/restaurants/restaurant-detail-page';
import { LiveMembershipSubscription } from '../lib/live-membership';
import { resetEarlySubscription } from '../lib/live-socket';
import { mockLiveSocket } from '../test/graphql-ws';
import { carryRouteData } from '../test/route-data';
import { CUSTOMER, gate, livePoints, membership, recordGraphQLOperations, VIEWER } from '../test/customer-area';
import { withoutSignedInHint } from '../test/session-hint';
import { sentGraphQL } from '../test/persisted-documents';
import { recordRequests, server } from '../test/server';
import { documentIdOf, persistedQueryExtensions } from '../lib/persisted-query';
import { matchAppRoute } from './app';
import { mountApp } from './mount';
import { PREFETCH_MAX_AGE_MS, resetRoutePrefetch, takePrefetchedResponse } from '../lib/prefetched-query';
import { ROUTE_DATA_ELEMENT_ID } from '../lib/route-data';
import { prefetchRouteQuery, ROUTE_PREFETCHES } from './route-prefetch';

const CHAAT = membership();
const DETAIL = { data: { me: VIEWER, restaurant: CHAAT } };

let mounted: Root | null = null;

/** A fresh visit: the page the BFF sends for `path` (the empty shell), mounted as main.tsx does. */
async function openFresh(path: string) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  // An async act (the callback returns a promise): React's work after the mount is flushed before going on.
  await act(() => {
    mounted = mountApp(container).root;
    return Promise.resolve();
  });
}

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.getElementById('root')?.remove();
  window.history.replaceState(null, '', '/');
  resetRoutePrefetch();
});

describe('the route query of a fresh visit', () => {
  it('is the very id Apollo sends for the screen query, for the route the screen is on', () => {
    const [detail] = ROUTE_PREFETCHES;
    // The persisted id codegen embedded in the screen's document (docs/decisions/016).
    expect(detail?.id).toBe(documentIdOf(RestaurantRouteQuery));
    expect(detail?.operationName).toBe('RestaurantRouteQuery');
    expect(matchAppRoute('/home/r-chaat')?.path).toBe(detail?.path);
    expect(detail?.variables({ restaurantUid: 'r-chaat' })).toEqual({ restaurantUid: 'r-chaat' });
  });

  it('and the live subscription are the very ids Apollo sends for them', () => {
    expect(ids.LiveMembership).toBe(documentIdOf(LiveMembershipSubscription));
  });

  it('goes out at start, before the session check answers, and the screen shows its answer: one GraphQL request', async () => {
    const me = gate();
    const sent: string[] = [];
    server.use(
      http.get('/api/v1/auth/customer/me', async () => {
        sent.push('me');
        await me.opened;
        return HttpResponse.json(CUSTOMER);
      }),
      graphql.query('RestaurantRouteQuery', ({ variables }) => {
        sent.push(`RestaurantRouteQuery ${String(variables.restaurantUid)}`);
        return HttpResponse.json(DETAIL);
      }),
    );
    const socket = mockLiveSocket();
    const requests = recordRequests();
    const operations = recordGraphQLOperations();
    await openFresh('/home/r-chaat');

    // Both out while the guard still waits for `me`, and the live subscription with them.
    await waitFor(() => expect(sent).toEqual(expect.arrayContaining(['me', 'RestaurantRouteQuery r-chaat'])));
    await socket.subscribed('r-chaat');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    me.release();
    // Pushed until shown: development's StrictMode mounts the customer area twice, and the second mount subscribes
    // anew (lib/live-socket.test.ts follows one takeover message by message).
    await waitFor(() => {
      socket.pushPoints('r-chaat', livePoints(CHAAT, 150));
      expect(screen.getByRole('heading', { level: 1, name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    });
    expect(screen.getByText('Hi, Priya!')).toBeInTheDocument();
    expect(operations).toEqual(['RestaurantRouteQuery']);
    // By its id alone, as Apollo would have sent it, and the live subscription by its id too.
    expect(sentGraphQL).toEqual([
      {
        operationName: 'RestaurantRouteQuery',
        variables: { restaurantUid: 'r-chaat' },
        extensions: persistedQueryExtensions(ids.RestaurantRouteQuery),
      },
    ]);
    expect(socket.subscriptions.map((subscription) => subscription.persistedId)).toContain(ids.LiveMembership);
    // The CSRF token once per page load, shared by `me` and the query.
    expect(requests.filter((request) => request === 'GET /api/v1/csrf/token')).toHaveLength(1);
  });

  it('is not sent when the page carries its answer and `me` (lib/route-data.ts): the screen shows them, and asks nothing', async () => {
    carryRouteData({ me: CUSTOMER, query: { operationName: 'RestaurantRouteQuery', variables: { restaurantUid: 'r-chaat' }, result: DETAIL } });
    const socket = mockLiveSocket();
    const requests = recordRequests();
    const operations = recordGraphQLOperations();
    await openFresh('/home/r-chaat');

    await socket.subscribed('r-chaat');
    await waitFor(() => {
      socket.pushPoints('r-chaat', livePoints(CHAAT, 150));
      expect(screen.getByRole('heading', { level: 1, name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    });
    expect(screen.getByText('Hi, Priya!')).toBeInTheDocument();
    expect(operations).toEqual([]);
    expect(requests.filter((request) => request.includes('/auth/customer/me'))).toEqual([]);
    expect(document.getElementById(ROUTE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('is sent as usual when the page carries the answer of another restaurant', async () => {
    carryRouteData({ me: CUSTOMER, query: { operationName: 'RestaurantRouteQuery', variables: { restaurantUid: 'r-other' }, result: DETAIL } });
    server.use(graphql.query('RestaurantRouteQuery', () => HttpResponse.json(DETAIL)));
    const socket = mockLiveSocket();
    const operations = recordGraphQLOperations();
    await openFresh('/home/r-chaat');
    await socket.subscribed('r-chaat');
    await waitFor(() => expect(operations).toEqual(['RestaurantRouteQuery']));
  });

  it('is not sent without a sign that this browser is signed in (the guard sends such a visitor away)', async () => {
    withoutSignedInHint();
    const operations = recordGraphQLOperations();
    await openFresh('/home/r-chaat');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(operations).toEqual([]);
  });

  it('is not sent for a screen without one, nor for a static path that looks like a restaurant', async () => {
    const operations = recordGraphQLOperations();
    for (const path of ['/home/add-restaurant', '/home/contact-us', '/profile', '/', '/home/r-chaat/rewards'])
      prefetchRouteQuery(matchAppRoute(path));
    prefetchRouteQuery(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(operations).toEqual([]);
  });

  it('is asked again by Apollo when the early answer is an error (a session that had to be re-synced, say)', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/auth/customer/me', () => HttpResponse.json(CUSTOMER)),
      graphql.query('RestaurantRouteQuery', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ data: null, errors: [{ message: 'Please log in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] })
          : HttpResponse.json(DETAIL);
      }),
    );
    const socket = mockLiveSocket();
    const operations = recordGraphQLOperations();
    await openFresh('/home/r-chaat');
    await waitFor(() => {
      socket.pushPoints('r-chaat', livePoints(CHAAT, 150));
      expect(screen.getByRole('heading', { level: 1, name: 'Mumbai Chaat Corner' })).toBeInTheDocument();
    });
    expect(operations).toEqual(['RestaurantRouteQuery', 'RestaurantRouteQuery']);
  });
});

describe('the live subscription of a fresh visit', () => {
  it("goes out at start for each of a restaurant's screens, and for no other", async () => {
    const socket = mockLiveSocket();
    for (const screenPath of ['', '/rewards', '/online-points', '/history']) {
      prefetchRouteQuery(matchAppRoute(`/home/r-chaat${screenPath}`));
      await socket.subscribed('r-chaat');
      expect(socket.subscriptions.map(({ operationName, variables }) => ({ operationName, variables }))).toEqual([
        { operationName: 'LiveMembership', variables: { restaurantUid: 'r-chaat' } },
      ]);
      resetEarlySubscription();
      await waitFor(() => expect(socket.subscriptions).toEqual([]));
    }
    for (const path of ['/home', '/home/add-restaurant', '/home/contact-us', '/profile', '/staff', '/']) prefetchRouteQuery(matchAppRoute(path));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.connections).toBe(4);
  });

  it('is not sent without a sign that this browser is signed in', async () => {
    withoutSignedInHint();
    const socket = mockLiveSocket();
    prefetchRouteQuery(matchAppRoute('/home/r-chaat'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.connections).toBe(0);
  });
});

describe('takePrefetchedResponse', () => {
  const body = (restaurantUid: string, id = ROUTE_PREFETCHES[0]!.id) =>
    JSON.stringify({ operationName: 'RestaurantRouteQuery', variables: { restaurantUid }, extensions: persistedQueryExtensions(id) });

  it('hands the answer over once, and only for the same operation, variables and id', async () => {
    server.use(graphql.query('RestaurantRouteQuery', () => HttpResponse.json(DETAIL)));
    prefetchRouteQuery(matchAppRoute('/home/r-chaat'));
    expect(await takePrefetchedResponse(body('r-other'))).toBeNull();
    expect(await takePrefetchedResponse(body('r-chaat', ids.LiveMembership))).toBeNull();
    expect(await takePrefetchedResponse(undefined)).toBeNull();
    const response = await takePrefetchedResponse(body('r-chaat'));
    expect(await response?.json()).toEqual(DETAIL);
    expect(await takePrefetchedResponse(body('r-chaat'))).toBeNull();
  });

  it('does not hand over an answer sent too long ago', async () => {
    let answered = false;
    server.use(
      graphql.query('RestaurantRouteQuery', () => {
        answered = true;
        return HttpResponse.json(DETAIL);
      }),
    );
    const now = Date.now();
    prefetchRouteQuery(matchAppRoute('/home/r-chaat'));
    vi.spyOn(Date, 'now').mockReturnValue(now + PREFETCH_MAX_AGE_MS + 1000);
    expect(await takePrefetchedResponse(body('r-chaat'))).toBeNull();
    await waitFor(() => expect(answered).toBe(true));
  });

  it('does not hand over a failed request or an HTTP error', async () => {
    server.use(graphql.query('RestaurantRouteQuery', () => HttpResponse.json({ errors: [{ message: 'Busy, try again.' }] }, { status: 503 })));
    prefetchRouteQuery(matchAppRoute('/home/r-chaat'));
    expect(await takePrefetchedResponse(body('r-chaat'))).toBeNull();
    server.use(graphql.query('RestaurantRouteQuery', () => HttpResponse.error()));
    prefetchRouteQuery(matchAppRoute('/home/r-chaat'));
    expect(await takePrefetchedResponse(body('r-chaat'))).toBeNull();
  });
});
