import { ws } from 'msw';
import { graphqlWsUrl } from '../lib/api';
import { persistedIdOf } from '../lib/persisted-query';
import { server } from './server';

/**
 * The BFF's graphql-ws endpoint at the network edge (msw intercepts the WebSocket): speaks the
 * graphql-transport-ws protocol, records subscriptions and lets a test push messages to them.
 */
interface Subscription {
  id: string;
  operationName: string | undefined;
  variables: Record<string, unknown>;
  /** The operation's persisted id, as the app sends it (docs/decisions/016); its query is then empty. */
  persistedId: string | undefined;
  query: string | undefined;
  send: (message: unknown) => void;
}

export interface LiveSocket {
  /** Active subscriptions (subscribe received, not completed). */
  readonly subscriptions: readonly Subscription[];
  /** How many sockets were opened. */
  readonly connections: number;
  /** Resolves once a subscription for this restaurant is active. */
  subscribed(restaurantUid: string): Promise<void>;
  /** Sends a `next` with `pointsChanged` to each subscription of that restaurant. */
  pushPoints(restaurantUid: string, pointsChanged: Record<string, unknown>): void;
  /** Sends an `error` message (GraphQL errors) to each subscription of that restaurant. */
  fail(restaurantUid: string, message: string, code: string): void;
  /** Resolves once a subscription with this operation name is active (for those without a restaurant). */
  subscribedTo(operationName: string): Promise<void>;
  /** Sends a `next` with this data to each subscription with this operation name. */
  push(operationName: string, data: Record<string, unknown>): void;
  /** Closes every open socket as the BFF does when their session ends (logout elsewhere, revocation): 4401. */
  endSession(): void;
  /** Ends each subscription with this operation name with a GraphQL error, as the BFF ends a feed it refuses. */
  failOperation(operationName: string, message: string, extensions: Record<string, unknown>): void;
}

// One link for the whole run: each ws.link() registers a listener on msw's shared BroadcastChannel.
const link = ws.link(graphqlWsUrl());

export function mockLiveSocket(): LiveSocket {
  const active = new Map<string, Subscription>();
  const waiters: Array<{ matches: (subscription: Subscription) => boolean; resolve: () => void }> = [];
  let connections = 0;
  const open = new Set<{ close: (code?: number, reason?: string) => void }>();

  const ofRestaurant = (restaurantUid: string) => (subscription: Subscription) => subscription.variables.restaurantUid === restaurantUid;
  const ofOperation = (operationName: string) => (subscription: Subscription) => subscription.operationName === operationName;
  const forRestaurant = (restaurantUid: string) => [...active.values()].filter(ofRestaurant(restaurantUid));
  const waitFor = (matches: (subscription: Subscription) => boolean) =>
    [...active.values()].some(matches) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ matches, resolve }));

  server.use(
    link.addEventListener('connection', ({ client }) => {
      connections += 1;
      open.add(client);
      const send = (message: unknown) => client.send(JSON.stringify(message));
      client.addEventListener('message', (event) => {
        const message = JSON.parse(event.data as string) as {
          type: string;
          id?: string;
          payload?: { operationName?: string; variables?: Record<string, unknown>; query?: string; extensions?: unknown };
        };
        switch (message.type) {
          case 'connection_init':
            send({ type: 'connection_ack' });
            break;
          case 'ping':
            send({ type: 'pong' });
            break;
          case 'subscribe': {
            const subscription = {
              id: message.id!,
              operationName: message.payload?.operationName,
              variables: message.payload?.variables ?? {},
              persistedId: persistedIdOf(message.payload?.extensions),
              query: message.payload?.query,
              send,
            };
            active.set(subscription.id, subscription);
            for (const waiter of waiters.splice(0)) {
              if (waiter.matches(subscription)) waiter.resolve();
              else waiters.push(waiter);
            }
            break;
          }
          case 'complete':
            active.delete(message.id!);
            break;
        }
      });
      client.addEventListener('close', () => {
        open.delete(client);
        for (const [id, subscription] of active) if (subscription.send === send) active.delete(id);
      });
    }),
  );

  return {
    get subscriptions() {
      return [...active.values()];
    },
    get connections() {
      return connections;
    },
    subscribed: (restaurantUid) => waitFor(ofRestaurant(restaurantUid)),
    subscribedTo: (operationName) => waitFor(ofOperation(operationName)),
    push(operationName, data) {
      for (const subscription of [...active.values()].filter(ofOperation(operationName))) {
        subscription.send({ id: subscription.id, type: 'next', payload: { data } });
      }
    },
    pushPoints(restaurantUid, pointsChanged) {
      for (const subscription of forRestaurant(restaurantUid)) {
        subscription.send({ id: subscription.id, type: 'next', payload: { data: { pointsChanged } } });
      }
    },
    endSession() {
      for (const client of [...open]) {
        open.delete(client);
        active.clear();
        client.close(4401, 'Session ended');
      }
    },
    failOperation(operationName, message, extensions) {
      for (const subscription of [...active.values()].filter(ofOperation(operationName))) {
        subscription.send({ id: subscription.id, type: 'error', payload: [{ message, extensions }] });
        active.delete(subscription.id);
      }
    },
    fail(restaurantUid, message, code) {
      for (const subscription of forRestaurant(restaurantUid)) {
        subscription.send({ id: subscription.id, type: 'error', payload: [{ message, extensions: { code } }] });
        active.delete(subscription.id);
      }
    },
  };
}
