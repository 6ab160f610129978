import { fetchWithCsrf, GRAPHQL_PATH, readJson } from '../../lib/api';
import { documentIdOf, persistedQueryExtensions } from '../../lib/persisted-query';
import { refusalMessage, refusalOf } from '../../lib/refusals';
import { sessionStore } from '../../lib/session';
import type { TypedDocumentString } from './__generated__/graphql';

/**
 * The owner area's GraphQL: a POST of the operation's id (trusted documents, docs/decisions/016: codegen embeds it in
 * each generated document, documentMode 'string', so no graphql-js and no Apollo in the owner's chunks) with its name
 * and variables, the session cookie and the x-csrf-token of the shared REST step (lib/api.ts). Nothing of the owner area is live, and it needs no normalized cache (owner-data.tsx keeps
 * each answer by operation and variables).
 */
export type OwnerDocument<TResult, TVariables> = TypedDocumentString<TResult, TVariables>;

/** One error of a GraphQL answer, as the BFF sends it. */
export interface OwnerGraphQLErrorItem {
  message: string;
  extensions?: { code?: string } & Record<string, unknown>;
}

/** The server answered with GraphQL errors: the first one's `extensions.code` and message, and all of them. */
export class OwnerGraphQLError extends Error {
  readonly code: string | undefined;
  readonly errors: readonly OwnerGraphQLErrorItem[];

  constructor(errors: readonly OwnerGraphQLErrorItem[]) {
    const first = errors.find((item) => item.message.trim() !== '') ?? errors[0];
    super(first?.message ?? 'GraphQL error');
    this.name = 'OwnerGraphQLError';
    this.errors = errors;
    this.code = errors.find((item) => typeof item.extensions?.code === 'string')?.extensions?.code;
  }

  /** Whether any of the errors has this `extensions.reason` (a refusal the screen says in its own words). */
  hasReason(reason: string): boolean {
    return this.errors.some((item) => item.extensions?.['reason'] === reason);
  }

  /** Whether any of the errors has this `extensions.code`. */
  has(code: string): boolean {
    return this.errors.some((item) => item.extensions?.code === code);
  }
}

/** An answer that is no GraphQL result (a 5xx page, a proxy's error): its HTTP status. */
export class OwnerHttpError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`GraphQL request failed with HTTP ${status}`);
    this.name = 'OwnerHttpError';
    this.status = status;
  }
}

/**
 * What a person can read of a failure: the server's GraphQL message (in their language for a refusal with a reason),
 * else the screen's fallback (offline, a 5xx).
 */
export function ownerErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof OwnerGraphQLError) || error.message.trim() === '' || error.errors.length === 0) return fallback;
  const item = error.errors.find((candidate) => candidate.message === error.message);
  return refusalMessage(refusalOf(item?.extensions), error.message);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function errorItems(body: unknown): OwnerGraphQLErrorItem[] | null {
  if (!isRecord(body) || !Array.isArray(body['errors']) || body['errors'].length === 0) return null;
  return body['errors'].map((item): OwnerGraphQLErrorItem => {
    const record = isRecord(item) ? item : {};
    const extensions = isRecord(record['extensions']) ? record['extensions'] : undefined;
    return { message: typeof record['message'] === 'string' ? record['message'] : '', ...(extensions ? { extensions } : {}) };
  });
}

/** The name of an operation, from its text (`query OwnerRestaurantsRouteQuery {`). */
export function operationNameOf(document: { toString(): string }): string | undefined {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document.toString())?.[1];
}

interface Answer {
  status: number;
  body: unknown;
}

async function post(id: string, operationName: string | undefined, variables: unknown): Promise<Answer> {
  const response = await fetchWithCsrf(
    GRAPHQL_PATH,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ operationName, variables: variables ?? {}, extensions: persistedQueryExtensions(id) }),
    },
    { captureToken: false },
  );
  return { status: response.status, body: await readJson(response) };
}

/** A 401, or an UNAUTHENTICATED error: the session is gone (or must be re-synced). */
const refusedForSession = ({ status, body }: Answer) =>
  status === 401 || (errorItems(body)?.some((item) => item.extensions?.code === 'UNAUTHENTICATED') ?? false);

function resultOf<TResult>({ status, body }: Answer): TResult {
  const errors = errorItems(body);
  if (errors) throw new OwnerGraphQLError(errors);
  if (status < 200 || status >= 300 || !isRecord(body) || !isRecord(body['data'])) throw new OwnerHttpError(status);
  return body['data'] as TResult;
}

/**
 * Sends one operation and resolves to its `data`; rejects with OwnerGraphQLError (the server's errors), OwnerHttpError,
 * or the network's error (lib/connectivity's NetworkError offline). Refused for want of a session, the session is
 * checked again first, as every other area does (lib/session.ts): the same owner back, the operation is sent once
 * more; the session ended, the refusal is the answer and /owner says "You have been logged out".
 */
export async function ownerRequest<TResult, TVariables>(document: OwnerDocument<TResult, TVariables>, variables?: TVariables): Promise<TResult> {
  const id = documentIdOf(document);
  const operationName = operationNameOf(document);
  const answer = await post(id, operationName, variables);
  if (!refusedForSession(answer)) return resultOf<TResult>(answer);
  const outcome = await sessionStore.recheck();
  return resultOf<TResult>(outcome === 'restored' ? await post(id, operationName, variables) : answer);
}
