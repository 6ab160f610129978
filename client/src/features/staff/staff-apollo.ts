import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { csrfFetch, GRAPHQL_PATH, lazyWebSocketLink, persistedQueryLink, sessionLink } from '../../lib/apollo';

/**
 * The staff console's client, one per visit like the customer area's: HTTP for queries and mutations, the
 * same lazily loaded graphql-ws socket for the live queue. It lives here, not in lib/apollo, so the
 * customer chunks carry none of it. `stop()` closes the socket too.
 */
export function createStaffApolloClient(): { client: ApolloClient; stop: () => void } {
  const socket = lazyWebSocketLink();
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include', fetch: csrfFetch });
  const client = new ApolloClient({
    // A session ended at another till (or revoked) is checked, and said, as in the customer area (lib/apollo.ts).
    // Operations go out by their id, as the customer area's do (lib/apollo.ts, docs/decisions/016).
    link: ApolloLink.from([
      sessionLink(),
      persistedQueryLink(),
      ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, socket.link, http),
    ]),
    // No `extensions.clientLibrary` (Apollo's name and version) on every request: nothing reads it (the BFF reports no usage).
    enhancedClientAwareness: { transport: false },
    cache: new InMemoryCache({
      typePolicies: {
        // The queue has no id of its own: it is keyed by its restaurant. Its lists are the server's
        // current answer (or that answer minus a decided item): replaced, never merged.
        StaffQueue: { keyFields: ['resId'], fields: { claims: { merge: false }, requests: { merge: false } } },
      },
    }),
  });
  return {
    client,
    stop: () => {
      client.stop();
      socket.dispose();
    },
  };
}
