import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.js';
import { rateLimited } from '../services/rate-limits.js';
import { isInternalError, logInternalErrors, refusedBeforeRunning } from './apollo.js';

describe('which GraphQL errors are logged as ours', () => {
  it('a refusal before running (an account past its query-cost bucket) is the caller’s: not internal, not logged', () => {
    const overBudget = rateLimited('QUERY_BUDGET_SPENT', 3);
    const overHttp = refusedBeforeRunning(overBudget);
    const overSocket = new GraphQLError(overBudget.message, { originalError: overBudget });
    expect(isInternalError(overHttp)).toBe(false);
    expect(isInternalError(overSocket)).toBe(false);
    const log = createLogger('silent');
    const error = vi.spyOn(log, 'error');
    logInternalErrors([overHttp, overSocket], log, 'request-1');
    expect(error).not.toHaveBeenCalled();
  });

  it('an error we do not understand still is', () => {
    expect(isInternalError(new GraphQLError('boom', { originalError: new Error('boom') }))).toBe(true);
  });
});
