import type { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/**
 * The graphql-ws link, in its own chunk (see lib/apollo.ts). Same-origin socket: the browser sends the
 * session cookie with the upgrade, so no connection params. graphql-ws connects on the first
 * subscription, reconnects (resubscribing) after a drop, and closes the socket when none is left.
 */
export function createSocketLink(url: string): { link: ApolloLink; dispose: () => void } {
  // Kept open a few seconds after the last subscription, so moving between a restaurant's screens reuses it.
  const client = createClient({ url, lazyCloseTimeout: 3000 });
  return { link: new GraphQLWsLink(client), dispose: () => void client.dispose() };
}
