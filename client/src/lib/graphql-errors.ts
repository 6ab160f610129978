import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { refusalMessage, refusalOf, type Refusal } from './refusals';

/** The server's message a person can read (GraphQL errors carry one), in their language for a refusal with a reason; else the screen's fallback. */
export function graphQLErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const item = error.errors.find((candidate) => typeof candidate.message === 'string' && candidate.message.trim() !== '');
    if (item) return refusalMessage(refusalOf(item.extensions), item.message);
  }
  return fallback;
}

/** The refusal (reason code and values) of the server's GraphQL error, if it has one: what a screen decides by. */
export function graphQLRefusal(error: unknown): Refusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const item of error.errors) {
    const refusal = refusalOf(item.extensions);
    if (refusal) return refusal;
  }
  return null;
}

/** Whether one of the server's GraphQL errors says `code` (its `extensions.code`). */
const hasErrorCode = (error: unknown, code: string): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.['code'] === code);

/** Whether the server refused the request's input (`BAD_USER_INPUT`): asking again with the same input cannot help. */
export const isBadUserInput = (error: unknown): boolean => hasErrorCode(error, 'BAD_USER_INPUT');

/** Whether the server refused a change that conflicts with what is stored (`CONFLICT`). */
export const isConflict = (error: unknown): boolean => hasErrorCode(error, 'CONFLICT');

/** Whether the account may not do this (`FORBIDDEN`). */
export const isForbidden = (error: unknown): boolean => hasErrorCode(error, 'FORBIDDEN');

/** Whether what the request names is not there (any more) for this account (`NOT_FOUND`). */
export const isNotFound = (error: unknown): boolean => hasErrorCode(error, 'NOT_FOUND');

/** The close code the BFF ends a live socket with when its session ends (logout, revocation, expiry: bff/src/graphql/websocket.ts). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** The live socket was closed because its session ended (close code 4401), as lib/live-socket.ts reports it. */
export class SessionEndedError extends Error {
  constructor() {
    super(`Socket closed with event ${SESSION_ENDED_CLOSE_CODE} Session ended`);
    this.name = 'SessionEndedError';
  }
}

const unauthenticated = (errors: readonly { extensions?: Record<string, unknown> | undefined }[] | undefined) =>
  errors?.some((item) => item.extensions?.['code'] === 'UNAUTHENTICATED') === true;

/** Whether a GraphQL result says the session is gone (`extensions.code` UNAUTHENTICATED). */
export function isUnauthenticatedResult(result: { errors?: readonly { extensions?: Record<string, unknown> | undefined }[] }): boolean {
  return unauthenticated(result.errors);
}

/** Whether an operation failed because the session is gone: the socket's 4401, a 401, or UNAUTHENTICATED errors. */
export function isSessionEndedError(error: unknown): boolean {
  if (error instanceof SessionEndedError) return true;
  if (ServerError.is(error)) return error.statusCode === 401;
  return CombinedGraphQLErrors.is(error) && unauthenticated(error.errors);
}
