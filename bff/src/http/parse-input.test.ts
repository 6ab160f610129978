import { REFUSALS } from '@foodspot/schema/refusals';
import { pinSchema, platformSchema } from '@foodspot/schema/validation';
import { describe, expect, it } from 'vitest';
import { parseInput } from './parse-input.js';

describe('a field problem', () => {
  it('the catalogue has words for (a PIN that is not 4 digits, a platform over 40 characters) carries its reason', () => {
    expect(() => parseInput(pinSchema, 'ab')).toThrow(
      expect.objectContaining({ kind: 'BAD_INPUT', details: { reason: 'PIN_NOT_FOUR_DIGITS', params: {} } }),
    );
    expect(() => parseInput(platformSchema, 'x'.repeat(41))).toThrow(
      expect.objectContaining({ kind: 'BAD_INPUT', message: REFUSALS.PLATFORM_TOO_LONG, details: { reason: 'PLATFORM_TOO_LONG', params: {} } }),
    );
  });

  it('the catalogue has no words for stays English only, as zod says it', () => {
    expect(() => parseInput(platformSchema, '')).toThrow(
      expect.objectContaining({ kind: 'BAD_INPUT', message: 'Platform is required', details: undefined }),
    );
  });
});
