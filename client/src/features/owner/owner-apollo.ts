import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { csrfFetch, GRAPHQL_PATH, sessionLink } from '../../lib/apollo';

interface ActivityPageShape {
  items: readonly unknown[];
  nextCursor?: string | null;
}

/**
 * The owner area's client, one per visit: HTTP only (nothing of the owner area is live), with the session check of
 * every other area (an UNAUTHENTICATED answer asks `me` again, and the page says "You have been logged out").
 */
export function createOwnerApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([sessionLink(), new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include', fetch: csrfFetch })]),
    cache: new InMemoryCache({
      typePolicies: {
        OwnerRestaurant: { keyFields: ['restaurantUid'] },
        StaffMember: { keyFields: ['staffUid'] },
        ActivityItem: { keyFields: ['id'] },
        Query: {
          fields: {
            // The server's current lists: replaced, never merged item by item.
            ownerRestaurants: { merge: false },
            restaurantStaff: { keyArgs: ['restaurantUid'], merge: false },
            restaurantActivity: {
              keyArgs: ['restaurantUid'],
              // "Load more" (after: cursor) appends to the pages shown; a first page replaces them.
              merge(existing: ActivityPageShape | undefined, incoming: ActivityPageShape, { args }) {
                if (!existing || !args?.['after']) return incoming;
                return { ...incoming, items: [...existing.items, ...incoming.items] };
              },
            },
          },
        },
      },
    }),
  });
}
