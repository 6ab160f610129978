import { DomainError, type DomainErrorKind, refuse } from '../domain/errors.js';
import { BODY_NOT_UTF8 } from './json-body.js';

/** The one table from domain errors to HTTP status (REST) and `extensions.code` (GraphQL). */
export const ERROR_MAPPING: Record<DomainErrorKind, { status: number; graphqlCode: string }> = {
  BAD_INPUT: { status: 400, graphqlCode: 'BAD_USER_INPUT' },
  /** Consent to a privacy notice that is not the current one (the customer read an older notice). */
  CONSENT_VERSION: { status: 400, graphqlCode: 'CONSENT_VERSION' },
  /** An action that needs a recent sign-in (deleting the account) from a session that began earlier: still signed in. */
  SIGN_IN_AGAIN: { status: 403, graphqlCode: 'SIGN_IN_AGAIN' },
  UNAUTHENTICATED: { status: 401, graphqlCode: 'UNAUTHENTICATED' },
  FORBIDDEN: { status: 403, graphqlCode: 'FORBIDDEN' },
  CSRF_INVALID: { status: 403, graphqlCode: 'CSRF_INVALID' },
  NOT_FOUND: { status: 404, graphqlCode: 'NOT_FOUND' },
  CONFLICT: { status: 409, graphqlCode: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, graphqlCode: 'PAYLOAD_TOO_LARGE' },
  RATE_LIMITED: { status: 429, graphqlCode: 'RATE_LIMITED' },
  BUSY: { status: 503, graphqlCode: 'BUSY' },
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Errors from body parsing and csrf-csrf carry a `type`/`code` and a status; turn them into domain errors. */
export function toDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (typeof error !== 'object' || error === null) return null;
  const { type, code, status } = error as { type?: string; code?: string; status?: number };
  if (code === 'EBADCSRFTOKEN') {
    return refuse('CSRF_INVALID', 'CSRF_INVALID');
  }
  if (type === 'entity.too.large') return new DomainError('PAYLOAD_TOO_LARGE', 'Request body is too large.');
  if (type === 'entity.parse.failed') return new DomainError('BAD_INPUT', 'Request body must be valid JSON.');
  if (type === BODY_NOT_UTF8) return new DomainError('BAD_INPUT', 'Request body must be valid UTF-8.');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new DomainError('BAD_INPUT', 'The request could not be read.');
  }
  return null;
}

export interface HttpErrorResponse {
  status: number;
  /** `reason` (and its `params` or data) only on a refusal that carries one (schema/src/refusals.ts). */
  body: { error: string; code: string; reason?: string } & Record<string, unknown>;
  /** Seconds for the Retry-After header (429, 503). */
  retryAfterSeconds?: number;
}

export function toHttpErrorResponse(error: unknown): HttpErrorResponse {
  const domainError = toDomainError(error);
  if (!domainError) return { status: 500, body: { error: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR' } };
  const { status, graphqlCode } = ERROR_MAPPING[domainError.kind];
  return {
    status,
    body: { ...refusalFields(domainError), error: domainError.message, code: graphqlCode },
    retryAfterSeconds: domainError.retryAfterSeconds,
  };
}

/** A refusal's reason, values and data, as both transports carry them beside `code` (REST body, GraphQL `extensions`). */
export function refusalFields(error: DomainError): Record<string, unknown> {
  return error.details ? { ...error.details } : {};
}
