/**
 * What the page of a restaurant carries for a signed-in visitor (docs/decisions/012; the BFF's
 * http/route-data.ts): the answers to the guard's `me` and to the route query, as the server had them when it
 * made the page. Each is taken once, by the first ask at start; every later ask goes to the network as
 * before. The element leaves the document when read, so nothing reads it twice.
 */
export const ROUTE_DATA_ELEMENT_ID = 'route-data';

interface CarriedRouteData {
  me: unknown;
  query: { operationName: string; variables: Record<string, unknown>; result: unknown } | null;
}

let carried: CarriedRouteData | null | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseCarried(text: string): CarriedRouteData | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { me, query } = parsed;
  const validQuery = isRecord(query) && typeof query['operationName'] === 'string' && isRecord(query['variables']) && isRecord(query['result']);
  return {
    me: me ?? null,
    query: validQuery ? (query as CarriedRouteData['query']) : null,
  };
}

function read(): CarriedRouteData | null {
  if (carried === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(ROUTE_DATA_ELEMENT_ID);
    element?.remove();
    carried = element ? parseCarried(element.textContent ?? '') : null;
  }
  return carried;
}

/** The `me` the page carries (unchecked: lib/session.ts parses it as it parses the network's), once; else null. */
export function takeCarriedMe(): unknown {
  const data = read();
  const me = data?.me ?? null;
  if (data) data.me = null;
  return me;
}

const sameVariables = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(a) === JSON.stringify(b);

/** The answer the page carries for this very operation and variables, once; else null. */
export function takeCarriedAnswer(operationName: string, variables: Record<string, unknown>): unknown {
  const data = read();
  const query = data?.query;
  if (!data || !query || query.operationName !== operationName || !sameVariables(query.variables, variables)) return null;
  data.query = null;
  return query.result;
}

/** Nothing the page carried is handed over any more (a login or logout changed the session), and it leaves the document. */
export function discardCarriedData(): void {
  read();
  carried = null;
}

/** Tests start every case from a page that has not been read. */
export function resetRouteData(): void {
  carried = undefined;
}
