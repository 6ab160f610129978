import { describe, expect, it } from 'vitest';
import { badInput, conflict, DomainError, forbidden, notFound, refuse } from '../domain/errors.js';
import { toHttpErrorResponse } from './error-mapping.js';

describe('toHttpErrorResponse', () => {
  it.each([
    [badInput('bad'), 400, 'BAD_USER_INPUT'],
    [new DomainError('UNAUTHENTICATED', 'who?'), 401, 'UNAUTHENTICATED'],
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

  it("carries a refusal's reason code and values beside code, with its English words from the shared catalogue", () => {
    expect(toHttpErrorResponse(refuse('NOT_FOUND', 'UNKNOWN_RESTAURANT', { resId: 'FS9999' }))).toEqual({
      status: 404,
      body: {
        error: 'No restaurant has the ID FS9999. Check the ID and try again.',
        code: 'NOT_FOUND',
        reason: 'UNKNOWN_RESTAURANT',
        params: { resId: 'FS9999' },
      },
    });
    const paused = toHttpErrorResponse(refuse('BAD_INPUT', 'WRONG_PIN', { tillNowPaused: 1 }));
    expect(paused.body.error).toBe(
      'Wrong PIN for this Customer ID. Too many wrong Customer IDs or PINs: in-store credits from this account are paused for 15 minutes.',
    );
    // A reason's data cannot overwrite the code or the words.
    const sneaky = new DomainError('CONFLICT', 'words', undefined, { reason: 'X', code: 'OK', error: 'other' });
    expect(toHttpErrorResponse(sneaky).body).toEqual({ reason: 'X', code: 'CONFLICT', error: 'words' });
  });

  it('hides anything unexpected behind a generic 500', () => {
    const response = toHttpErrorResponse(new Error('database password is hunter2'));
    expect(response.status).toBe(500);
    expect(response.body.error).not.toContain('hunter2');
  });
});
