import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { fetchWithCsrf } from './api';

export const GRAPHQL_PATH = '/graphql';

/** fetch for Apollo: the same CSRF token cache (and retry on CSRF_INVALID) as the REST calls. */
const csrfFetch: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return fetchWithCsrf(url, init ?? {}, { captureToken: false });
};

/**
 * Apollo is used only under /home (a lazy chunk). One client per mount of the customer area, so a
 * logout followed by another login never shows the previous user's cached data.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include', fetch: csrfFetch }),
    cache: new InMemoryCache(),
  });
}
