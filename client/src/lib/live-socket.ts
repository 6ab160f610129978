import type { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client, type Sink, type SubscribePayload } from 'graphql-ws';
import { SESSION_ENDED_CLOSE_CODE, SessionEndedError } from './graphql-errors';
import { persistedIdOf } from './persisted-query';

/**
 * The graphql-ws link, in its own chunk (see lib/apollo.ts). Same-origin socket: the browser sends the
 * session cookie with the upgrade, so no connection params. graphql-ws connects on the first
 * subscription, reconnects (resubscribing) after a drop, and closes the socket when none is left.
 */

/** An early subscription not taken over by then is dropped: its screen was never opened (a detour through /profile). */
export const EARLY_SUBSCRIPTION_MAX_AGE_MS = 10_000;

type SinkEvent = { kind: 'next'; value: Parameters<Sink['next']>[0] } | { kind: 'error'; error: unknown } | { kind: 'complete' };

/** A subscription sent at start, its messages kept until the screen's identical subscribe takes it over. */
interface EarlySubscription {
  key: string;
  events: SinkEvent[];
  sink: Sink | null;
  taken: boolean;
  unsubscribe: () => void;
}

interface EarlySocket {
  client: Client;
  adopted: boolean;
  subscription: EarlySubscription;
  expiry: ReturnType<typeof setTimeout>;
}

let early: EarlySocket | null = null;

// Kept open a few seconds after the last subscription, so moving between a restaurant's screens reuses it.
const newClient = (url: string) => createClient({ url, lazyCloseTimeout: 3000 });

const keyOf = (payload: SubscribePayload) =>
  JSON.stringify([payload.operationName ?? null, payload.variables ?? {}, payload.query, persistedIdOf(payload.extensions) ?? null]);

/**
 * What goes over the socket: an operation with its id (lib/apollo.ts's persisted-query link) is sent by the id alone,
 * with the empty query graphql-ws's protocol still asks for (docs/decisions/016); the BFF takes the text from its manifest.
 */
const byId = (payload: SubscribePayload): SubscribePayload => (persistedIdOf(payload.extensions) === undefined ? payload : { ...payload, query: '' });

function emit(sink: Sink, event: SinkEvent): void {
  if (event.kind === 'next') sink.next(event.value);
  else if (event.kind === 'error') sink.error(event.error);
  else sink.complete();
}

/**
 * Opens the socket and sends a screen's live subscription at start (app/route-prefetch.ts), while the screen's
 * chunks, the session check and its route query are still on their way: the screen waits for the first live
 * message, which then comes with the query's answer instead of one socket handshake and one Firestore listener
 * after it. The Apollo link made next (createSocketLink) adopts this socket, and its first subscribe with the
 * very same operation, variables and text takes this subscription over, messages so far included.
 */
export function startEarlySubscription(url: string, payload: SubscribePayload): void {
  if (early) return;
  const client = newClient(url);
  const sent = byId(payload);
  const subscription: EarlySubscription = { key: keyOf(sent), events: [], sink: null, taken: false, unsubscribe: () => {} };
  const deliver = (event: SinkEvent) => (subscription.sink ? emit(subscription.sink, event) : subscription.events.push(event));
  subscription.unsubscribe = client.subscribe(sent, {
    next: (value) => deliver({ kind: 'next', value }),
    error: (error) => deliver({ kind: 'error', error }),
    complete: () => deliver({ kind: 'complete' }),
  });
  const socket: EarlySocket = {
    client,
    adopted: false,
    subscription,
    expiry: setTimeout(() => drop(socket), EARLY_SUBSCRIPTION_MAX_AGE_MS),
  };
  early = socket;
}

/** Ends what of an early socket nobody took over: its subscription, and the socket itself unless adopted. */
function drop(socket: EarlySocket): void {
  clearTimeout(socket.expiry);
  if (!socket.subscription.taken) socket.subscription.unsubscribe();
  if (!socket.adopted) void socket.client.dispose();
  if (early === socket) early = null;
}

/** Whether the early subscription was refused (UNAUTHENTICATED before the session's re-sync, say). */
const failed = (subscription: EarlySubscription) => subscription.events.some((event) => event.kind === 'error');

/** The early subscription for this payload on this client, handed to `sink` (once), or null. */
function takeEarlySubscription(client: Client, payload: SubscribePayload, sink: Sink): (() => void) | null {
  const subscription = early?.client === client ? early.subscription : null;
  if (!subscription || subscription.taken || subscription.key !== keyOf(payload) || failed(subscription)) return null;
  subscription.taken = true;
  // Asynchronously, as graphql-ws delivers: the caller has its unsubscribe function before the first message.
  queueMicrotask(() => {
    for (const event of subscription.events.splice(0)) emit(sink, event);
    subscription.sink = sink;
  });
  return subscription.unsubscribe;
}

/** Whether graphql-ws failed a subscription with the close of a socket whose session ended (the BFF's 4401). */
const isSessionEndClose = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === SESSION_ENDED_CLOSE_CODE;

/**
 * `sink`, but a socket closed because its session ended fails it with a SessionEndedError, which tells the app's
 * session link (lib/apollo.ts) to check the session, not a bare close event that reads like a dropped connection.
 */
function reportingSessionEnd(sink: Sink): Sink {
  return {
    next: (value) => sink.next(value),
    error: (error) => sink.error(isSessionEndClose(error) ? new SessionEndedError() : error),
    complete: () => sink.complete(),
  };
}

export function createSocketLink(url: string): { link: ApolloLink; dispose: () => void } {
  // A socket whose subscription was refused was opened with a session since re-synced: a new one carries the new cookie.
  const adopted = early && !early.adopted && !failed(early.subscription) ? early : null;
  if (adopted) adopted.adopted = true;
  const client = adopted?.client ?? newClient(url);
  const subscribe: Client['subscribe'] = (payload, given) => {
    const sink = reportingSessionEnd(given);
    const sent = byId(payload);
    return takeEarlySubscription(client, sent, sink) ?? client.subscribe(sent, sink);
  };
  return { link: new GraphQLWsLink({ ...client, subscribe }), dispose: () => void client.dispose() };
}

/** Tests start every case from scratch. */
export function resetEarlySubscription(): void {
  if (early) drop(early);
}
