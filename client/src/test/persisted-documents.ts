import manifest from '@foodspot/schema/persisted-documents.json';
// Not lib/api's GRAPHQL_PATH: test/setup.ts imports this file before any test file's vi.mock could replace lib/ modules.
import { persistedIdOf } from '../lib/persisted-query';

const GRAPHQL_PATH = '/graphql';

/**
 * The BFF's trusted-documents step, at the client tests' network edge (docs/decisions/016). The app sends every
 * GraphQL operation by its id alone; msw's `graphql.query(name)` handlers find an operation by its text, so, as the
 * BFF does before Apollo Server, an id is turned into the manifest's text (schema/src/__generated__/persisted-
 * documents.json, the file the BFF reads) before msw sees the request. An id the manifest does not hold is answered
 * PERSISTED_QUERY_NOT_FOUND, as the BFF answers it. What the app really sent is kept in `sentGraphQL`.
 */
const texts: Record<string, string> = manifest;

/** Each GraphQL body the app sent over HTTP in the current test, as it left the app. */
export const sentGraphQL: Array<Record<string, unknown>> = [];

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** Installs the step in front of msw's fetch (call after `server.listen`, which replaces fetch). */
export function resolvePersistedIdsAtTheEdge(): void {
  const network = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const body = init?.body;
    if (typeof body !== 'string' || new URL(urlOf(input), window.location.href).pathname !== GRAPHQL_PATH) return network(input, init);
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return network(input, init);
    }
    sentGraphQL.push(request);
    const id = persistedIdOf(request['extensions']);
    if (id === undefined || typeof request['query'] === 'string') return network(input, init);
    const text = texts[id];
    if (text === undefined) {
      const refusal = { errors: [{ message: 'No operation of this app has this id.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
      return Promise.resolve(Response.json(refusal, { status: 400, headers: { 'content-type': 'application/graphql-response+json' } }));
    }
    return network(input, { ...init, body: JSON.stringify({ ...request, query: text }) });
  };
}
