import { describe, expect, it } from 'vitest';
import { sizedFor, testDepth } from './test-depth.js';

describe('TEST_DEPTH', () => {
  it('is the CI size unless npm run test:deep asks for the full one', () => {
    expect(testDepth({})).toBe('ci');
    expect(testDepth({ TEST_DEPTH: '' })).toBe('ci');
    expect(testDepth({ TEST_DEPTH: 'deep' })).toBe('deep');
    expect(sizedFor({ ci: 200, deep: 1000 }, {})).toBe(200);
    expect(sizedFor({ ci: 200, deep: 1000 }, { TEST_DEPTH: 'deep' })).toBe(1000);
  });

  it('refuses a size it does not know, rather than running the CI size unnoticed', () => {
    expect(() => testDepth({ TEST_DEPTH: 'full' })).toThrow('TEST_DEPTH must be "deep" (npm run test:deep) or unset, not "full"');
  });
});
