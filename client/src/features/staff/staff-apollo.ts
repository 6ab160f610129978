import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { csrfFetch, GRAPHQL_PATH } from '../../lib/apollo';

/**
 * The staff console's client: HTTP only (no live socket), one per visit like the customer area's.
 * It lives here, not in lib/apollo, so the customer chunks carry none of it.
 */
export function createStaffApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include', fetch: csrfFetch }),
    cache: new InMemoryCache({
      typePolicies: {
        // The queue has no id of its own: it is keyed by its restaurant. Its lists are the server's
        // current answer (or that answer minus a decided item): replaced, never merged.
        StaffQueue: { keyFields: ['resId'], fields: { claims: { merge: false }, requests: { merge: false } } },
      },
    }),
  });
}
