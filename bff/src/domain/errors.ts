import { refusalText, type RefusalParams, type RefusalReason } from '@foodspot/schema/refusals';

/**
 * Domain errors: services throw these; the transports map them in one place (http/error-mapping.ts).
 * Messages are written for a person to read.
 */
export type DomainErrorKind =
  | 'BAD_INPUT'
  | 'CONSENT_VERSION'
  | 'SIGN_IN_AGAIN'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CSRF_INVALID'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'BUSY';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For RATE_LIMITED and BUSY: when trying again makes sense (the Retry-After header). */
    readonly retryAfterSeconds?: number,
    /**
     * What a client needs to act on the refusal beyond its sentence: a stable `reason`, the values its words name
     * (`params`: the client says it in the person's language, schema/src/refusals.ts) and any data (a list to choose
     * from). The REST body and GraphQL `extensions` carry them beside `code`.
     */
    readonly details?: { reason: string; params?: RefusalParams } & Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A refusal a person meets: its English words from the shared catalogue, with its reason code for the client's own words. */
export function refuse(kind: DomainErrorKind, reason: RefusalReason, params: RefusalParams = {}, retryAfterSeconds?: number): DomainError {
  return new DomainError(kind, refusalText(reason, params), retryAfterSeconds, { reason, params });
}

export const badInput = (message: string) => new DomainError('BAD_INPUT', message);
/** Not signed in (or no longer): a session refusal a person meets, by its reason. */
export const unauthenticated = (reason: RefusalReason = 'LOG_IN_FIRST') => refuse('UNAUTHENTICATED', reason);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
/** Too many writers at once on the same data: nothing was written, trying again shortly will work. */
export const busy = (retryAfterSeconds = 1) => refuse('BUSY', 'BUSY', {}, retryAfterSeconds);
