/**
 * How large the property and load runs are: `npm test` sizes them for CI; `npm run test:deep` sets
 * `TEST_DEPTH=deep` and runs them at full size.
 */
export function testDepth(env: NodeJS.ProcessEnv = process.env): 'ci' | 'deep' {
  const raw = env['TEST_DEPTH'];
  if (raw === undefined || raw === '' || raw === 'ci') return 'ci';
  if (raw === 'deep') return 'deep';
  throw new Error(`TEST_DEPTH must be "deep" (npm run test:deep) or unset, not "${raw}"`);
}

/** `ci` in `npm test`, `deep` in `npm run test:deep`. */
export const sizedFor = <T>(sizes: { ci: T; deep: T }, env: NodeJS.ProcessEnv = process.env): T => sizes[testDepth(env)];
