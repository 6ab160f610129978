import { Timestamp } from 'firebase-admin/firestore';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { startTestServer, type TestServer, uniquePhone, uniqueSuffix, useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';
import { nextOf, wsClients } from '../test/ws-client.js';

const server = useTestServer();
let ownOrigin: string;
const sockets = wsClients(() => server.url);

beforeAll(() => {
  ownOrigin = server.url;
});
afterAll(() => sockets.disposeAll());

const listenerCount = (target: TestServer = server) => target.services.membershipFeed.activeListenerCount();
/**
 * Watching one membership: a listener on it, one on its restaurant (an owner's changes reach open screens too) and one
 * on the customer (a PIN lock set or lifted).
 */
const ONE_MEMBERSHIP = 3;
const membershipDoc = (uid: string, restaurantUid: string) => server.firebase.db.doc(`customers/${uid}/restaurants/${restaurantUid}`);

const POINTS_CHANGED = /* GraphQL */ `
  subscription PointsChanged($restaurantUid: ID!) {
    pointsChanged(restaurantUid: $restaurantUid) {
      restaurantUid
      restaurantName
      points
      pointsToNextReward
      rewardUnlocked
      cusId
      pin
    }
  }
`;

/** A signed-in customer with a saved profile and one restaurant in the list, written straight to Firestore. */
async function customerWithRestaurant(membership: { points?: number } = { points: 120 }) {
  const browser = new TestBrowser(server.url);
  await browser.fetchCsrfToken();
  const { idToken, localId: uid } = await authEmulatorClient(server.authHost, server.projectId).signInWithPhone(uniquePhone());
  expect((await browser.post('/api/v1/auth/customer/login', { idToken, method: 'phone' })).status).toBe(200);
  const suffix = uniqueSuffix();
  const restaurantUid = `live-${suffix}`;
  const { db } = server.firebase;
  await Promise.all([
    db
      .doc(`customers/${uid}`)
      .set(
        { firstName: 'Asha', lastName: 'Rao', phone: '9876543210', email: null, pin: '1234', role: 'customer', profileSet: true },
        { merge: true },
      ),
    db.doc(`restaurants/${restaurantUid}`).set({
      resId: `LV${suffix}`,
      name: 'Live Tiffin',
      phone: null,
      minimumSpend: 500,
      reward: 'Free dosa',
      createdAt: Timestamp.now(),
    }),
    membershipDoc(uid, restaurantUid).set({ ...membership, cusId: '123456', joinedAt: Timestamp.now() }),
  ]);
  return { uid, restaurantUid, cookie: `__session=${browser.cookie('__session')}` };
}

const wsClient = (headers: Record<string, string>, target: TestServer = server) => sockets.open(headers, target.url);

type PointsResult = { pointsChanged: { points: number; pointsToNextReward: number; rewardUnlocked: boolean } };
const subscribe = (client: Client, restaurantUid: string) => client.iterate<PointsResult>({ query: POINTS_CHANGED, variables: { restaurantUid } });

/** The HTTP status the server answers a WebSocket handshake with (101 when it opens). */
function handshakeStatus(headers: Record<string, string>, path = '/graphql'): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`, 'graphql-transport-ws', { headers });
    socket.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', reject);
  });
}

describe('Subscription.pointsChanged', () => {
  it('sends the current points at once, then the new points after a change in Firestore', async () => {
    const { uid, restaurantUid, cookie } = await customerWithRestaurant();
    const updates = subscribe(wsClient({ cookie, origin: ownOrigin }), restaurantUid);

    expect(await nextOf(updates)).toEqual({
      data: {
        pointsChanged: {
          restaurantUid,
          restaurantName: 'Live Tiffin',
          points: 120,
          pointsToNextReward: 380,
          rewardUnlocked: false,
          cusId: '123456',
          pin: '1234',
        },
      },
    });

    await membershipDoc(uid, restaurantUid).set({ points: 640 }, { merge: true });
    const changedAt = Date.now();
    expect((await nextOf(updates)).data?.pointsChanged).toMatchObject({ points: 640, pointsToNextReward: 0, rewardUnlocked: true });
    // design.md budget: a change reaches an open page in well under a second.
    expect(Date.now() - changedAt).toBeLessThan(1000);

    // A change to another field is not a points change: the next message is the next points value.
    await membershipDoc(uid, restaurantUid).set({ cusId: '654321' }, { merge: true });
    await membershipDoc(uid, restaurantUid).set({ points: 140 }, { merge: true });
    expect((await nextOf(updates)).data?.pointsChanged).toMatchObject({ points: 140, pointsToNextReward: 360 });
    await updates.return?.();
  });

  it('counts a membership without points as 0', async () => {
    const { restaurantUid, cookie } = await customerWithRestaurant({});
    const updates = subscribe(wsClient({ cookie, origin: ownOrigin }), restaurantUid);
    expect((await nextOf(updates)).data?.pointsChanged).toMatchObject({ points: 0, pointsToNextReward: 500 });
    await updates.return?.();
  });

  it('shares one Firestore listener between sockets on the same document and releases it when both close', async () => {
    await vi.waitFor(() => expect(listenerCount()).toBe(0));
    const { uid, restaurantUid, cookie } = await customerWithRestaurant();
    const first = wsClient({ cookie, origin: ownOrigin });
    const second = wsClient({ cookie, origin: ownOrigin });
    const firstUpdates = subscribe(first, restaurantUid);
    const secondUpdates = subscribe(second, restaurantUid);
    expect((await nextOf(firstUpdates)).data?.pointsChanged.points).toBe(120);
    expect((await nextOf(secondUpdates)).data?.pointsChanged.points).toBe(120);
    expect(listenerCount()).toBe(ONE_MEMBERSHIP);

    await membershipDoc(uid, restaurantUid).set({ points: 200 }, { merge: true });
    expect((await nextOf(firstUpdates)).data?.pointsChanged.points).toBe(200);
    expect((await nextOf(secondUpdates)).data?.pointsChanged.points).toBe(200);

    await first.dispose();
    // The other socket still watches: the listener stays, and keeps delivering.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listenerCount()).toBe(ONE_MEMBERSHIP);
    await membershipDoc(uid, restaurantUid).set({ points: 260 }, { merge: true });
    expect((await nextOf(secondUpdates)).data?.pointsChanged.points).toBe(260);

    await second.dispose();
    await vi.waitFor(() => expect(listenerCount()).toBe(0));
  });

  it('releases the listener when the client completes the subscription but keeps its socket', async () => {
    const { restaurantUid, cookie } = await customerWithRestaurant();
    const updates = subscribe(wsClient({ cookie, origin: ownOrigin }), restaurantUid);
    await nextOf(updates);
    expect(listenerCount()).toBe(ONE_MEMBERSHIP);
    await updates.return?.();
    await vi.waitFor(() => expect(listenerCount()).toBe(0));
  });

  it('answers UNAUTHENTICATED without a session cookie, and with a forged one', async () => {
    const { restaurantUid } = await customerWithRestaurant();
    const handshakes: Record<string, string>[] = [{ origin: ownOrigin }, { origin: ownOrigin, cookie: '__session=forged' }];
    for (const headers of handshakes) {
      const result = await nextOf(subscribe(wsClient(headers), restaurantUid));
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'LOG_IN_FIRST', params: {} });
    }
    expect(listenerCount()).toBe(0);
  });

  it("answers NOT_FOUND for a restaurant that is not in the caller's list, whether or not it exists", async () => {
    const other = await customerWithRestaurant();
    const { cookie } = await customerWithRestaurant();
    for (const restaurantUid of [other.restaurantUid, 'no-such-restaurant']) {
      const result = await nextOf(subscribe(wsClient({ cookie, origin: ownOrigin }), restaurantUid));
      expect(result.errors).toEqual([
        expect.objectContaining({
          message: 'This restaurant is not in your list.',
          extensions: { code: 'NOT_FOUND', reason: 'NOT_IN_LIST', params: {} },
        }),
      ]);
    }
    expect(listenerCount()).toBe(0);
  });

  it('formats validation errors like HTTP GraphQL does', async () => {
    const { cookie } = await customerWithRestaurant();
    const client = wsClient({ cookie, origin: ownOrigin });
    await expect(nextOf(client.iterate({ query: 'subscription { pointsChanged(restaurantUid: "x") { nope } }' }))).rejects.toEqual([
      expect.objectContaining({ message: expect.stringMatching(/nope/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
    ]);
  });
});

describe('the WebSocket handshake', () => {
  it('opens for the app’s own origin', async () => {
    const { cookie } = await customerWithRestaurant();
    expect(await handshakeStatus({ cookie, origin: ownOrigin })).toBe(101);
  });

  it('is refused with 403 for a foreign Origin or none, even with a valid session', async () => {
    const { cookie } = await customerWithRestaurant();
    expect(await handshakeStatus({ cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await handshakeStatus({ cookie, origin: ownOrigin.replace('localhost', '127.0.0.1') })).toBe(403);
    expect(await handshakeStatus({ cookie })).toBe(403);
  });

  it('is refused with 403 for another scheme, or an Origin that is more than scheme, host and port; case is by URL rules', async () => {
    const { cookie } = await customerWithRestaurant();
    const { host } = new URL(ownOrigin);
    for (const origin of [
      `https://${host}`,
      `HTTPS://${host.toUpperCase()}`,
      `ws://${host}`,
      `${ownOrigin}/`,
      `${ownOrigin}/graphql`,
      `http://user@${host}`,
      'null',
    ]) {
      expect(await handshakeStatus({ cookie, origin }), origin).toBe(403);
    }
    expect(await handshakeStatus({ cookie, origin: `HTTP://${host.toUpperCase()}` })).toBe(101);
    // Behind a proxy the app trusts (one hop locally) that says the client came by https, the https page is the app's own.
    expect(await handshakeStatus({ cookie, origin: `https://${host}`, 'x-forwarded-proto': 'https' })).toBe(101);
    expect(await handshakeStatus({ cookie, origin: ownOrigin, 'x-forwarded-proto': 'https' })).toBe(403);
  });

  it('is refused with 404 on any path but /graphql', async () => {
    expect(await handshakeStatus({ origin: ownOrigin }, '/api/v1/socket')).toBe(404);
  });
});

describe('shutdown', () => {
  it('closes open sockets and releases their listeners', async () => {
    const { restaurantUid, cookie } = await customerWithRestaurant();
    const other = await startTestServer();
    const updates = subscribe(wsClient({ cookie, origin: other.url }, other), restaurantUid);
    await nextOf(updates);
    expect(listenerCount(other)).toBe(ONE_MEMBERSHIP);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(listenerCount(other)).toBe(0);
    await expect(updates.next()).rejects.toMatchObject({ code: 1001 });
  });
});
