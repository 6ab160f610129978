// graphql-ws over a WebSocket whose handshake carries the browser's cookies and Origin, as the app's is.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { clientOperation } from '../../bff/dist/test/client-operations.js';
import { BenchError, within } from './errors.mjs';

const LIVE_MEMBERSHIP = clientOperation('LiveMembership');

export function openSocket(browser) {
  const headers = { cookie: browser.cookieHeader(), origin: browser.baseUrl, ...(browser.address ? { 'x-forwarded-for': browser.address } : {}) };
  class WebSocketWithCookies extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: `${browser.baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocketWithCookies,
    retryAttempts: 0,
    lazy: false,
  });
}

/**
 * The client's live subscription (LiveMembership: pointsChanged) on `socket`. `onPoints(points, at)` hears
 * every message; `first` resolves with the first one (the BFF sends the current state at once).
 */
export function watchPoints(socket, restaurantUid, onPoints = () => {}) {
  let resolveFirst;
  let rejectFirst;
  const first = new Promise((resolve, reject) => {
    resolveFirst = resolve;
    rejectFirst = reject;
  });
  const failed = (why) => {
    const error = new BenchError(`the live subscription failed: ${why}`);
    rejectFirst(error);
    watch.error = error;
  };
  // Awaited later through firstMessage(); this only keeps an early failure from being "unhandled".
  first.catch(() => {});
  const watch = { first, error: null };
  watch.stop = socket.subscribe(
    // As the app subscribes (client/src/lib/live-socket.ts): by id, the query left empty (ADR 017).
    {
      query: '',
      variables: { restaurantUid },
      operationName: 'LiveMembership',
      extensions: { persistedQuery: { version: 1, sha256Hash: LIVE_MEMBERSHIP.id } },
    },
    {
      next: ({ data, errors }) => {
        const at = performance.now();
        if (errors || !data?.pointsChanged) return failed(JSON.stringify(errors ?? data));
        resolveFirst(data.pointsChanged.points);
        onPoints(data.pointsChanged.points, at);
      },
      error: (error) => failed(error instanceof Error ? error.message : JSON.stringify(error?.reason ?? error)),
      complete: () => failed('the server completed it'),
    },
  );
  return watch;
}

/** Waits for the first message of a subscription, or fails the bench. */
export const firstMessage = (watch, ms = 20_000) => within(watch.first, ms, 'the first message of a live subscription');
