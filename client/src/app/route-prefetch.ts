import * as ids from '@foodspot/schema/operation-ids';
import { graphqlWsUrl } from '../lib/api';
import { persistedQueryExtensions } from '../lib/persisted-query';
import { adoptAnswer, prefetchQuery } from '../lib/prefetched-query';
import { takeCarriedAnswer } from '../lib/route-data';
import { hasSignedInHint } from '../lib/session';

/**
 * The route query of a screen, sent at start (app/mount.tsx) while the screen's chunks are still downloading,
 * instead of after the customer area's chunk, the session check and the screen's chunk have loaded one after
 * another. Apollo's HTTP link then takes this answer instead of sending the same query again (lib/apollo.ts),
 * so a fresh visit makes one GraphQL request, or none when the page carried the answer (lib/route-data.ts).
 *
 * `id` is the persisted id Apollo sends for the screen's query (trusted documents, docs/decisions/016), written by
 * codegen (codegen.ts, `operation-ids.ts`) so this start chunk holds neither the document nor its text;
 * route-prefetch.test.ts checks it against the id in the screen's document. An answer is only taken for the very
 * same id and variables.
 */
interface RoutePrefetch {
  path: string;
  operationName: string;
  id: string;
  variables: (params: Record<string, string | undefined>) => Record<string, unknown>;
}

export const ROUTE_PREFETCHES: readonly RoutePrefetch[] = [
  {
    path: '/home/:restaurantUid',
    operationName: 'RestaurantRouteQuery',
    id: ids.RestaurantRouteQuery,
    variables: ({ restaurantUid = '' }) => ({ restaurantUid }),
  },
];

/**
 * The screens of one restaurant wait for its first live message (lib/live-membership.ts), and each watches it
 * with the same subscription: sent at start too, on a socket the screen's Apollo link then adopts
 * (lib/live-socket.ts), so the first message arrives beside the route query's answer, not after it.
 */
export const LIVE_ROUTES: readonly string[] = [
  '/home/:restaurantUid',
  '/home/:restaurantUid/rewards',
  '/home/:restaurantUid/online-points',
  '/home/:restaurantUid/history',
];

/**
 * Sends the route query and the live subscription of the route a fresh visit opens (its path pattern as the
 * router matched it, and its params), those the screen has, when this browser may be signed in (the hint
 * cookie: an anonymous visitor is sent away by the guard, so asking would only cost a request).
 */
export function prefetchRouteQuery(route: { path: string; params: Record<string, string | undefined> } | null): void {
  if (!route || !hasSignedInHint()) return;
  const prefetch = ROUTE_PREFETCHES.find((candidate) => candidate.path === route.path);
  if (prefetch) {
    const request = {
      operationName: prefetch.operationName,
      variables: prefetch.variables(route.params),
      extensions: persistedQueryExtensions(prefetch.id),
    };
    // The page may carry the answer already (lib/route-data.ts): then there is nothing to send.
    const carried = takeCarriedAnswer(request.operationName, request.variables);
    if (carried !== null) adoptAnswer(request, carried);
    else prefetchQuery(request);
  }
  const restaurantUid = route.params.restaurantUid;
  if (restaurantUid && LIVE_ROUTES.includes(route.path)) {
    const payload = {
      operationName: 'LiveMembership',
      variables: { restaurantUid },
      query: '',
      extensions: persistedQueryExtensions(ids.LiveMembership),
    };
    // The chunk is one of the route's preloads; if it fails to load, the screen subscribes as it always does.
    import('../lib/live-socket').then(
      ({ startEarlySubscription }) => startEarlySubscription(graphqlWsUrl(), payload),
      () => {},
    );
  }
}
