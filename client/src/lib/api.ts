/**
 * The shared REST step of spec section 7: every call to the backend carries the CSRF token in
 * `x-csrf-token` and sends cookies. Per design.md (deviation 3) the token is fetched once per page
 * load and shared by concurrent callers; a CSRF rejection refetches it and retries once, and any
 * JSON response that carries a `csrfToken` (login, signup, logout, sync-session) replaces it.
 */
import { NetworkError, reportNetworkFailure, reportNetworkSuccess } from './connectivity';
import { translate } from './i18n';
import { refusalMessage, refusalOf } from './refusals';

export const API_BASE = '/api/v1';
/** GraphQL over HTTP (queries, mutations) and graphql-ws (subscriptions), on the same path. */
export const GRAPHQL_PATH = '/graphql';

/** ws(s)://<this host>/graphql: the BFF serves graphql-ws on the same path, authenticated by the session cookie. */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GRAPHQL_PATH}`;
}
export const CSRF_TOKEN_PATH = `${API_BASE}/csrf/token`;
export const CSRF_FETCH_ERROR = 'Failed to fetch CSRF Token';

let tokenPromise: Promise<string> | null = null;

/**
 * fetch(), telling the connectivity store whether the server was reached: a fetch that throws a TypeError
 * never reached it (offline), and is thrown as a NetworkError so callers can tell it from an HTTP error.
 */
async function fetchReporting(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    reportNetworkFailure();
    throw new NetworkError(undefined, { cause: error });
  }
  reportNetworkSuccess();
  return response;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function requestCsrfToken(): Promise<string> {
  let response: Response;
  try {
    response = await fetchReporting(CSRF_TOKEN_PATH, { credentials: 'include' });
  } catch (error) {
    // Offline stays recognisable (isNetworkError) under the message the spec asks for.
    throw error instanceof NetworkError ? new NetworkError(CSRF_FETCH_ERROR, { cause: error }) : new Error(CSRF_FETCH_ERROR);
  }
  if (!response.ok) throw new Error(CSRF_FETCH_ERROR);
  const body = await readJson(response);
  if (!isRecord(body) || typeof body.csrfToken !== 'string' || body.csrfToken === '') throw new Error(CSRF_FETCH_ERROR);
  return body.csrfToken;
}

/** The cached token; the first caller starts the request and every concurrent caller awaits the same one. */
export function getCsrfToken(): Promise<string> {
  if (!tokenPromise) {
    const pending = requestCsrfToken();
    tokenPromise = pending;
    // A failed fetch is not cached: the next call tries again.
    pending.catch(() => {
      if (tokenPromise === pending) tokenPromise = null;
    });
  }
  return tokenPromise;
}

/** Drops the cached token (tests; nothing else needs it). */
export function resetCsrfToken(): void {
  tokenPromise = null;
}

async function isCsrfRejection(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = await readJson(response.clone());
  return isRecord(body) && body.code === 'CSRF_INVALID';
}

async function captureToken(response: Response): Promise<void> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return;
  const body = await readJson(response.clone());
  if (isRecord(body) && typeof body.csrfToken === 'string' && body.csrfToken !== '') {
    tokenPromise = Promise.resolve(body.csrfToken);
  }
}

export interface CsrfFetchOptions {
  /** Look for a fresh `csrfToken` in the JSON body (default true; GraphQL responses never carry one). */
  captureToken?: boolean;
}

/** fetch() with the CSRF header and cookies, for any backend URL (REST paths and /graphql). */
export async function fetchWithCsrf(url: string, init: RequestInit = {}, options: CsrfFetchOptions = {}): Promise<Response> {
  const send = async () => {
    const used = getCsrfToken();
    const token = await used;
    const headers = new Headers(init.headers);
    headers.set('x-csrf-token', token);
    const response = await fetchReporting(url, { ...init, headers, credentials: 'include' });
    return { used, response };
  };

  const first = await send();
  let { response } = first;
  if (await isCsrfRejection(response)) {
    // Only drop the token this request used: a concurrent caller may already hold a fresh one.
    if (tokenPromise === first.used) tokenPromise = null;
    ({ response } = await send());
  }
  if (options.captureToken !== false) await captureToken(response);
  return response;
}

/** What checking the session again after a 401 found (lib/session.ts): back (send again), ended, or not known. */
export type RecheckOutcome = 'restored' | 'ended' | 'unknown';

let recheckSession: (() => Promise<RecheckOutcome>) | null = null;

/** lib/session.ts registers its re-check here (it imports this module, so not the other way round). */
export function onUnauthenticated(recheck: () => Promise<RecheckOutcome>): void {
  recheckSession = recheck;
}

/**
 * The shared REST step: `path` is relative to /api/v1, e.g. `/customer/profile`. A 401 outside the session's own
 * routes (`/auth/...`) first has the session checked again (the re-sync of spec section 7): restored, the request
 * is sent once more; ended, the 401 is the answer and the app already says "You have been logged out".
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetchWithCsrf(`${API_BASE}${path}`, init);
  if (response.status !== 401 || path.startsWith('/auth/') || !recheckSession) return response;
  if ((await recheckSession()) !== 'restored') return response;
  return fetchWithCsrf(`${API_BASE}${path}`, init);
}

/** POST (or another method) with a JSON body. */
export function apiSend(path: string, body?: unknown, method = 'POST'): Promise<Response> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return apiFetch(path, init);
}

/** The parsed JSON body, or null when there is none or it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** The `error` field of a parsed error body, if it has one: in the person's language for a refusal with a reason. */
export function errorFromBody(body: unknown): string | null {
  return isRecord(body) && typeof body.error === 'string' && body.error.trim() !== '' ? refusalMessage(refusalOf(body), body.error) : null;
}

/** The `code` field of a parsed error body (the server's machine-readable reason), if it has one. */
export function codeFromBody(body: unknown): string | null {
  return isRecord(body) && typeof body.code === 'string' ? body.code : null;
}

/** Reads `{ error }` from a JSON response; a readable fallback when the body has none. */
export async function readError(response: Response, fallback?: string): Promise<string> {
  return errorFromBody(await readJson(response)) ?? fallback ?? translate('common.somethingWrong');
}

/** The message of anything thrown (Firebase errors, network failures, the CSRF error). */
export function messageOf(error: unknown, fallback?: string): string {
  // The app's own CSRF sentence in the app's language; anything else as it came.
  if (error instanceof Error && error.message === CSRF_FETCH_ERROR) return translate('common.csrfFailed');
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback ?? translate('common.somethingWrong');
}
