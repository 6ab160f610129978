import { fetchWithCsrf, GRAPHQL_PATH } from './api';
import { persistedIdOf } from './persisted-query';

/**
 * One GraphQL query sent ahead of Apollo (app/route-prefetch.ts sends a screen's route query at start), or its
 * answer as the page carried it (adoptAnswer), handed to Apollo's HTTP link (lib/apollo.ts) when it asks for the
 * very same operation, variables and persisted id (docs/decisions/016), so the screen makes one request, not two (or none).
 */
export interface PrefetchRequest {
  operationName: string;
  variables: Record<string, unknown>;
  /** `persistedQuery` with the operation's id (lib/persisted-query.ts): sent exactly as Apollo sends it. */
  extensions: { persistedQuery: { version: number; sha256Hash: string } };
}

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

const keyOf = (operationName: unknown, variables: unknown, extensions: unknown) =>
  JSON.stringify([operationName, variables ?? {}, persistedIdOf(extensions) ?? null]);

/** Sends the query now; the answer waits for Apollo to ask for it (takePrefetchedResponse). */
export function prefetchQuery(request: PrefetchRequest): void {
  const response = fetchWithCsrf(
    GRAPHQL_PATH,
    { method: 'POST', headers: { accept: ACCEPT, 'content-type': 'application/json' }, body: JSON.stringify(request) },
    { captureToken: false },
  );
  // Whoever takes it handles a failure; unclaimed, it must not be an unhandled rejection.
  response.catch(() => {});
  prefetched = { key: keyOf(request.operationName, request.variables, request.extensions), sentAt: Date.now(), response };
}

/**
 * An answer the page already carries for the query (lib/route-data.ts), handed to Apollo as if it had just come
 * back from the network: the screen makes no request for it.
 */
export function adoptAnswer(request: PrefetchRequest, body: unknown): void {
  const response = new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  prefetched = { key: keyOf(request.operationName, request.variables, request.extensions), sentAt: Date.now(), response: Promise.resolve(response) };
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
 * and id), once, while it is fresh and only if it is a success; otherwise null.
 */
export async function takePrefetchedResponse(body: unknown): Promise<Response | null> {
  if (!prefetched || typeof body !== 'string') return null;
  let request: { operationName?: unknown; variables?: unknown; extensions?: unknown };
  try {
    request = JSON.parse(body) as typeof request;
  } catch {
    return null;
  }
  const candidate = prefetched;
  if (candidate.key !== keyOf(request.operationName, request.variables, request.extensions)) return null;
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
