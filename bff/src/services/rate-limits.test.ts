import { describe, expect, it } from 'vitest';
import { accountRateLimits, parseConfig } from '../config.js';
import { DomainError } from '../domain/errors.js';
import { createRateLimits, DEFAULT_RATE_LIMITS, rateLimited } from './rate-limits.js';

describe('per-account rate limits', () => {
  it('allows the limit per account and bucket, then throws RATE_LIMITED with a Retry-After within the minute', async () => {
    const limits = createRateLimits({ ...DEFAULT_RATE_LIMITS, addRestaurantPerMin: 2, claimsPerMin: 1 });
    await limits.consume('addRestaurant', 'alice');
    await limits.consume('addRestaurant', 'alice');
    const error = await limits.consume('addRestaurant', 'alice').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many Restaurant IDs tried\. Please wait \d+ seconds? and try again\.$/),
    });
    expect((error as DomainError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((error as DomainError).retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another account, and another bucket of the same account, have their own budgets.
    await limits.consume('addRestaurant', 'bob');
    await limits.consume('claims', 'alice');
    await expect(limits.consume('claims', 'alice')).rejects.toMatchObject({ kind: 'RATE_LIMITED' });
  });

  it('takes its limits from the settings it was made with (the config)', async () => {
    const limits = createRateLimits({ ...DEFAULT_RATE_LIMITS, creditsPerMin: 1 });
    await limits.consume('credits', 'desk');
    await expect(limits.consume('credits', 'desk')).rejects.toMatchObject({ kind: 'RATE_LIMITED' });
    expect(limits.settings.creditsPerMin).toBe(1);
  });
});

describe('rateLimited', () => {
  it('says how long to wait in words and in whole seconds', () => {
    expect(rateLimited('TOO_MANY_REQUESTS', 0.2)).toMatchObject({
      message: 'Too many requests from this network. Please wait 1 second and try again.',
      retryAfterSeconds: 1,
    });
    expect(rateLimited('TOO_MANY_REQUESTS', 41.3)).toMatchObject({
      message: 'Too many requests from this network. Please wait 42 seconds and try again.',
      retryAfterSeconds: 42,
    });
    expect(rateLimited('TOO_MANY_REQUESTS', 600)).toMatchObject({
      message: 'Too many requests from this network. Please wait 10 minutes and try again.',
      retryAfterSeconds: 600,
      // The client says the wait in its own language from the seconds.
      details: { reason: 'TOO_MANY_REQUESTS', params: { duration: '10 minutes', durationSeconds: 600 } },
    });
  });
});

describe('the production defaults', () => {
  it('are the same in the config and in the service', () => {
    const config = parseConfig({
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_WEB_API_KEY: 'k',
      CSRF_SECRET: 'x'.repeat(32),
      STAFF_ID_SECRET: 's'.repeat(32),
      PUBLIC_ORIGIN: 'https://rewards.example.in',
    });
    expect(accountRateLimits(config)).toEqual(DEFAULT_RATE_LIMITS);
    expect(config).toMatchObject({ RATE_LIMIT_FAILED_SIGN_INS_PER_IP_PER_MIN: 300, RATE_LIMIT_FLOOD_PER_IP_PER_MIN: 6000, QUERY_COST_BURST: 2000 });
    expect(() =>
      parseConfig({
        FIREBASE_PROJECT_ID: 'p',
        FIREBASE_WEB_API_KEY: 'k',
        CSRF_SECRET: 'x'.repeat(32),
        RATE_LIMIT_FAILED_SIGN_INS_PER_IP_PER_MIN: '0',
      }),
    ).toThrow(/RATE_LIMIT_FAILED_SIGN_INS_PER_IP_PER_MIN/);
  });
});
