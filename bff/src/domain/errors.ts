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
     * What a client needs to act on the refusal beyond its sentence: a stable `reason` and its data (the REST body and
     * GraphQL `extensions` carry them beside `code`).
     */
    readonly details?: { reason: string } & Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badInput = (message: string) => new DomainError('BAD_INPUT', message);
export const unauthenticated = (message = 'Please log in to continue.') => new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
/** Too many writers at once on the same data: nothing was written, trying again shortly will work. */
export const busy = (retryAfterSeconds = 1) =>
  new DomainError('BUSY', 'We are busy with this right now. Nothing was changed; please try again in a moment.', retryAfterSeconds);
