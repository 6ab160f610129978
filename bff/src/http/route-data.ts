import { RestaurantRouteQuery } from '@foodspot/schema/operation-ids';
import { persistedDocuments } from '@foodspot/schema/persisted-documents';
import { type MeResponse, SIGNED_IN_HINT_COOKIE } from '@foodspot/schema/session';
import { HOME_PAGES_BESIDE_A_RESTAURANT } from '@foodspot/schema/routes';
import type { Request } from 'express';
import { meResponseOf, type SessionUser } from '../domain/customer.js';
import type { Services } from '../context.js';
import { jsonDataElement } from './app-pages.js';
import { matchesRoute } from './client-routes.js';
import { readSessionCookie } from './session-cookie.js';

/**
 * The answers a route's first screen waits for, carried in its page (docs/decisions/012): the guard's `me` and the
 * route query, exactly as GET /auth/customer/me and POST /graphql would answer them now. A fresh visit then
 * renders as soon as its scripts are in, instead of sending two requests after them and waiting a round trip
 * more. The client takes them once, at start (client/src/lib/route-data.ts); anything missing it asks for itself.
 */
export interface RouteData {
  me: MeResponse;
  query: { operationName: string; variables: Record<string, unknown>; result: { data: Record<string, unknown> } };
}

/** Runs one GraphQL operation as POST /graphql would for this user (app.ts: Apollo with the request's context). */
export type RunOperation = (
  req: Request,
  user: SessionUser,
  services: ReturnType<Services['forOperation']>,
  operation: { operationName: string; query: string; variables: Record<string, unknown> },
) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly unknown[] }>;

/**
 * The text of the route query, as the client's id names it in the manifest codegen writes (docs/decisions/016): the
 * very operation the screen would otherwise send, run in-process (not through /graphql, so whatever TRUSTED_DOCUMENTS
 * says, it runs).
 */
function routeQueryText(): string {
  const text = persistedDocuments().get(RestaurantRouteQuery);
  if (text === undefined) throw new Error('RestaurantRouteQuery is not in the persisted documents manifest: run npm run codegen');
  return text;
}

/**
 * The route whose page carries its data: the restaurant's screen, what a poster link, a shared link and
 * the home-screen shortcut open, and never a page the service worker stores (those are the same bytes for all,
 * client/build/pwa.ts's PRECACHED_PAGES, so `/home` itself never carries anyone's data).
 */
const ROUTE = { path: '/home/:restaurantUid', operationName: 'RestaurantRouteQuery', query: routeQueryText() } as const;
const STATIC_HOME_PAGES = new Set(HOME_PAGES_BESIDE_A_RESTAURANT);

function restaurantUidOf(pathname: string): string | null {
  if (!matchesRoute(ROUTE.path, pathname)) return null;
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  let restaurantUid: string;
  try {
    restaurantUid = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return STATIC_HOME_PAGES.has(restaurantUid.toLowerCase()) ? null : restaurantUid;
}

/**
 * The data for this request's page, or null: not a route that carries data, no session, a session that no
 * longer holds, or a query that did not answer cleanly (the client then asks as it always did, and shows
 * what it gets). The session is checked fresh, as `me` checks it (revocation included).
 */
export async function routeDataFor(req: Request, services: Services, runOperation: RunOperation): Promise<RouteData | null> {
  // A page load (not HEAD), by a browser the client would ask `me` for: with the hint cookie (ADR 005). Without
  // it the client takes the visitor as signed out and would leave the data unread in the page.
  if (req.method !== 'GET' || req.cookies?.[SIGNED_IN_HINT_COOKIE] === undefined) return null;
  const restaurantUid = restaurantUidOf(req.path);
  const cookie = readSessionCookie(req);
  if (restaurantUid === null || cookie === undefined) return null;
  const user = await services.sessions.verifySession(cookie, { fresh: true }).catch(() => null);
  if (!user) return null;
  // One operation's services: `me` and the query's `me` share one read of the customer document.
  const operationServices = services.forOperation();
  const { operationName, query } = ROUTE;
  const variables = { restaurantUid };
  const [viewer, result] = await Promise.all([
    operationServices.customers.getViewer(user),
    runOperation(req, user, operationServices, { operationName, query, variables }),
  ]);
  if (!result.data || result.errors?.length) return null;
  return { me: meResponseOf(viewer), query: { operationName, variables, result: { data: result.data } } };
}

/** The data as the page's JSON data block (the client reads it by this id). */
export const routeDataElement = (data: RouteData): string => jsonDataElement('route-data', data);
