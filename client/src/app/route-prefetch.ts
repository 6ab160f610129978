import { fetchWithCsrf, GRAPHQL_PATH } from '../lib/api';
import { hasSignedInHint } from '../lib/session';

/**
 * The route query of a screen, sent at start (app/mount.tsx) while the screen's chunks are still downloading,
 * instead of after the customer area's chunk, the session check and the screen's chunk have loaded one after
 * another. Apollo's HTTP link then takes this answer instead of sending the same query again (lib/apollo.ts),
 * so a fresh visit still makes one GraphQL request.
 *
 * `query` is the text Apollo sends for the screen's query (its cache adds `__typename` to every selection):
 * route-prefetch.test.ts checks it against the screen's own document, so the two cannot drift apart
 * unnoticed. An answer is only taken for the very same text and variables.
 */
interface RoutePrefetch {
  path: string;
  operationName: string;
  query: string;
  variables: (params: Record<string, string | undefined>) => Record<string, unknown>;
}

export const ROUTE_PREFETCHES: readonly RoutePrefetch[] = [
  {
    path: '/home/:restaurantUid',
    operationName: 'RestaurantRouteQuery',
    query: `query RestaurantRouteQuery($restaurantUid: ID!) {
  me {
    uid
    profile {
      firstName
      __typename
    }
    __typename
  }
  restaurant(restaurantUid: $restaurantUid) {
    restaurantUid
    restaurantName
    resId
    reward
    points
    minimumSpend
    pointsToNextReward
    rewardUnlocked
    cusId
    pin
    __typename
  }
}`,
    variables: ({ restaurantUid = '' }) => ({ restaurantUid }),
  },
];

/** What Apollo's HTTP link sends as Accept; the same here, so the answer is the one Apollo would get. */
const ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
/** An answer older than this is not used: by then the screen asks for itself (a detour through /profile, say). */
export const PREFETCH_MAX_AGE_MS = 10_000;

interface Prefetched {
  key: string;
  sentAt: number;
  response: Promise<Response>;
}

let prefetched: Prefetched | null = null;

const keyOf = (operationName: unknown, variables: unknown, query: unknown) => JSON.stringify([operationName, variables ?? {}, query]);

/**
 * Sends the route query of the route a fresh visit opens (its path pattern as the router matched it, and its
 * params), when the screen has one and this browser may be signed in (the hint cookie: an anonymous visitor
 * is sent away by the guard, so asking would only cost a request).
 */
export function prefetchRouteQuery(route: { path: string; params: Record<string, string | undefined> } | null): void {
  if (!route || !hasSignedInHint()) return;
  const prefetch = ROUTE_PREFETCHES.find((candidate) => candidate.path === route.path);
  if (!prefetch) return;
  const variables = prefetch.variables(route.params);
  const response = fetchWithCsrf(
    GRAPHQL_PATH,
    {
      method: 'POST',
      headers: { accept: ACCEPT, 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: prefetch.operationName, variables, query: prefetch.query }),
    },
    { captureToken: false },
  );
  // Whoever takes it handles a failure; unclaimed, it must not be an unhandled rejection.
  response.catch(() => {});
  prefetched = { key: keyOf(prefetch.operationName, variables, prefetch.query), sentAt: Date.now(), response };
}

/** Whether an answer holds data and no errors: anything else is asked again by Apollo itself. */
async function usable(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    const body = (await response.clone().json()) as { data?: unknown; errors?: unknown };
    return body.data !== null && typeof body.data === 'object' && body.errors === undefined;
  } catch {
    return false;
  }
}

/**
 * The prefetched answer for a GraphQL request body Apollo is about to send (the same operation, variables
 * and query text), once, while it is fresh and only if it is a success; otherwise null.
 */
export async function takePrefetchedResponse(body: unknown): Promise<Response | null> {
  if (!prefetched || typeof body !== 'string') return null;
  let request: { operationName?: unknown; variables?: unknown; query?: unknown };
  try {
    request = JSON.parse(body) as typeof request;
  } catch {
    return null;
  }
  const candidate = prefetched;
  if (candidate.key !== keyOf(request.operationName, request.variables, request.query)) return null;
  prefetched = null;
  if (Date.now() - candidate.sentAt > PREFETCH_MAX_AGE_MS) return null;
  try {
    const response = await candidate.response;
    return (await usable(response)) ? response : null;
  } catch {
    return null;
  }
}

/** Tests start every case from scratch. */
export function resetRoutePrefetch(): void {
  prefetched = null;
}
