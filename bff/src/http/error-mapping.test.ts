import { describe, expect, it } from 'vitest';
import { badInput, conflict, DomainError, forbidden, notFound, unauthenticated } from '../domain/errors.js';
import { toHttpErrorResponse } from './error-mapping.js';

describe('toHttpErrorResponse', () => {
  it.each([
    [badInput('bad'), 400, 'BAD_USER_INPUT'],
    [unauthenticated('who?'), 401, 'UNAUTHENTICATED'],
    [forbidden('no'), 403, 'FORBIDDEN'],
    [new DomainError('CSRF_INVALID', 'csrf'), 403, 'CSRF_INVALID'],
    [notFound('gone'), 404, 'NOT_FOUND'],
    [conflict('twice'), 409, 'CONFLICT'],
  ])('maps %s to its status and code, keeping the message', (error, status, code) => {
    expect(toHttpErrorResponse(error)).toEqual({ status, body: { error: error.message, code } });
  });

  it('maps body-parser and csrf-csrf errors', () => {
    expect(toHttpErrorResponse({ type: 'entity.too.large', status: 413 }).status).toBe(413);
    expect(toHttpErrorResponse({ type: 'entity.parse.failed', status: 400 }).body.error).toBe('Request body must be valid JSON.');
    expect(toHttpErrorResponse({ code: 'EBADCSRFTOKEN', status: 403 }).body.code).toBe('CSRF_INVALID');
  });

  it('hides anything unexpected behind a generic 500', () => {
    const response = toHttpErrorResponse(new Error('database password is hunter2'));
    expect(response.status).toBe(500);
    expect(response.body.error).not.toContain('hunter2');
  });
});
