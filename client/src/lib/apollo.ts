import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { takePrefetchedResponse } from './prefetched-query';
import { fetchWithCsrf, GRAPHQL_PATH, graphqlWsUrl, type RecheckOutcome } from './api';
import { isSessionEndedError, isUnauthenticatedResult } from './graphql-errors';
import { documentIdOf } from './persisted-query';
import { sessionStore } from './session';
// Type only: the module itself is loaded on the first subscription.
import type { createSocketLink } from './live-socket';

export { GRAPHQL_PATH };

/**
 * fetch for Apollo: the same CSRF token cache (and retry on CSRF_INVALID) as the REST calls. A screen's
 * route query that was already sent at start (app/route-prefetch.ts) is answered from there, not sent twice.
 */
export const csrfFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const prefetched = await takePrefetchedResponse(init?.body);
  if (prefetched) return prefetched;
  return fetchWithCsrf(url, init ?? {}, { captureToken: false });
};

/**
 * Subscriptions go over graphql-ws, loaded on the first subscription only (lib/live-socket.ts is its own
 * chunk): the add-restaurant and contact screens never download it or open a socket; every screen that shows
 * a restaurant's state (list, detail, rewards, online points, history) watches it live (ADR 006).
 * `dispose` closes the socket; a later subscription opens a new one.
 */
export function lazyWebSocketLink(): { link: ApolloLink; dispose: () => void } {
  let socket: Promise<ReturnType<typeof createSocketLink>> | null = null;
  const load = () => {
    if (!socket) {
      const loading = import('./live-socket').then((module) => module.createSocketLink(graphqlWsUrl()));
      socket = loading;
      // A failed chunk load is not cached: the next subscription tries again.
      loading.catch(() => {
        if (socket === loading) socket = null;
      });
    }
    return socket;
  };
  const link = new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let closed = false;
        let inner: { unsubscribe(): void } | null = null;
        load().then(
          ({ link: socketLink }) => {
            if (!closed) inner = socketLink.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
  const dispose = () => {
    const current = socket;
    socket = null;
    void current?.then(
      ({ dispose: close }) => close(),
      () => {},
    );
  };
  return { link, dispose };
}

/**
 * Every operation (query, mutation, live subscription) refused for want of a session (UNAUTHENTICATED, a 401, the
 * live socket's close code 4401) has the session checked again first (`recheck`, lib/session.ts, with the spec's
 * re-sync). Restored: the operation is sent once more (a subscription resubscribes, on a new socket with the new
 * cookie). Otherwise the refusal is the answer, held until the check is done: when the session ended, the app
 * says "You have been logged out" by then, never a network error or a retry that cannot work.
 */
export function sessionLink(recheck: () => Promise<RecheckOutcome> = sessionStore.recheck): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let closed = false;
        let inner: Subscription | null = null;
        // One resend per refusal: a resend refused again is the answer; one that is answered may be resent later.
        const run = (mayResend: boolean) => {
          // Events after a refusal wait for the check, then follow it in order (or are dropped by a resend).
          let held: Array<() => void> | null = null;
          const refused = (deliver: () => void) => {
            held = [deliver];
            void recheck().then((outcome) => {
              if (closed) return;
              if (outcome === 'restored') {
                inner?.unsubscribe();
                run(false);
                return;
              }
              const waiting = held ?? [];
              held = null;
              waiting.forEach((event) => event());
            });
          };
          const started = forward(operation).subscribe({
            next: (result) => {
              if (held) held.push(() => observer.next(result));
              else if (mayResend && isUnauthenticatedResult(result)) refused(() => observer.next(result));
              else {
                mayResend = true;
                observer.next(result);
              }
            },
            error: (error: unknown) => {
              if (held) held.push(() => observer.error(error));
              else if (mayResend && isSessionEndedError(error)) refused(() => observer.error(error));
              else observer.error(error);
            },
            complete: () => {
              if (held) held.push(() => observer.complete());
              else observer.complete();
            },
          });
          if (!closed) inner = started;
          else started.unsubscribe();
        };
        run(true);
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}

/**
 * Every operation goes out by its id, never its text (trusted documents, docs/decisions/016; lib/persisted-query.ts):
 * over HTTP the body is `{ operationName, variables, extensions: { persistedQuery } }`, over the socket the query is
 * left empty (lib/live-socket.ts). The id is the one codegen embedded in the document, so nothing is hashed here. POST,
 * not GET: every answer carries one customer's data and is `no-store`, so a GET would be cached nowhere. An id the BFF
 * does not know (a version of the app older than the server's) is sent once more with its text, as Apollo's protocol
 * does; in production that text is refused as well unless it is one of the app's own.
 */
export function persistedQueryLink(): ApolloLink {
  return new PersistedQueryLink({ generateHash: (document) => documentIdOf(document) });
}

/** How the customer area's data is normalised, so a mutation or a live update changes every screen at once. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Viewer: { keyFields: ['uid'] },
      // One membership per restaurant for the signed-in customer (one Apollo client per visit).
      Membership: {
        keyFields: ['restaurantUid'],
        fields: {
          history: {
            keyArgs: false,
            // "Load more" (after: cursor) appends to the page already shown; a first page replaces it.
            merge(existing: { items: readonly unknown[] } | undefined, incoming: { items: readonly unknown[] }, { args }) {
              if (!existing || !args?.after) return incoming;
              return { ...incoming, items: [...existing.items, ...incoming.items] };
            },
          },
        },
      },
      HistoryItem: { keyFields: ['pointsId'] },
    },
  });
}

export interface CustomerApollo {
  client: ApolloClient;
  /** Closes the live-points socket, if one is open (leaving the customer area, logging out). */
  closeSocket: () => void;
}

/**
 * Apollo is used only under /home (a lazy chunk). One client per mount of the customer area, so a
 * logout followed by another login never shows the previous user's cached data.
 */
export function createApolloClient(): CustomerApollo {
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include', fetch: csrfFetch });
  const socket = lazyWebSocketLink();
  const client = new ApolloClient({
    link: ApolloLink.from([
      sessionLink(),
      persistedQueryLink(),
      ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, socket.link, http),
    ]),
    // No `extensions.clientLibrary` (Apollo's name and version) on every request: nothing reads it (the BFF reports no usage).
    enhancedClientAwareness: { transport: false },
    cache: createCache(),
  });
  return { client, closeSocket: socket.dispose };
}
