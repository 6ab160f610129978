// `npm test`: every check, in order, stopping at the first failure; each step's time and the total.
// `npm run test:deep` (`--deep`): the same checks with the property runs at full size (TEST_DEPTH=deep).
import { spawnSync } from 'node:child_process';

// Every test runs once, on the production runtime: the official Node 24 LTS binary that the npm registry's `node`
// package ships, pinned so that every run uses the same one (docs/decisions/020-every-test-once-on-the-production-node.md).
// The machine's own Node runs this script and the steps that test nothing (types, lint, formatting, build).
const PRODUCTION_NODE = 'node@24.21.0';
const onProductionNode = (script) => `npx -y ${PRODUCTION_NODE} ${script}`;

const unknown = process.argv.slice(2).filter((arg) => arg !== '--deep');
if (unknown.length) {
  console.error(`scripts/test.mjs takes only --deep (npm run test:deep), not ${unknown.join(' ')}`);
  process.exit(2);
}
const deep = process.argv.includes('--deep');
// The test of `npm start`'s launcher runs it on this Node: the one a developer runs it on.
const env = { ...process.env, DEVELOPER_NODE: process.execPath, ...(deep ? { TEST_DEPTH: 'deep' } : {}) };

const checks = [
  ['system dependencies (Chromium, Firestore emulator, redis-server)', 'node scripts/ensure-system-deps.mjs'],
  ['types (tsc -b)', 'npx tsc -b'],
  ['lint (eslint)', 'npx eslint .'],
  ['formatting (prettier; npm run format fixes it)', 'npx prettier --check .'],
  ['generated GraphQL types are current', 'npx graphql-codegen --config codegen.ts --check'],
  [`the production runtime for the tests (${PRODUCTION_NODE})`, onProductionNode('--version')],
  ['unit, BFF integration (emulators) and client tests, on Node 24', onProductionNode('node_modules/vitest/vitest.mjs run')],
  ['client production build', 'npm run build -w client'],
  ['e2e in Chromium against the local stack, on Node 24', onProductionNode('node_modules/vitest/vitest.mjs run --config vitest.e2e.config.ts')],
  ['bundle budgets', 'node scripts/check-budgets.mjs'],
];

if (deep) console.log('Deep run: the property tests at full size (TEST_DEPTH=deep).');
const runStarted = Date.now();
const times = [];
const seconds = (ms) => (ms / 1000).toFixed(1);
const summary = () => {
  for (const [name, ms] of times) console.log(`  ${seconds(ms).padStart(7)}s  ${name}`);
  console.log(`  ${seconds(Date.now() - runStarted).padStart(7)}s  total`);
};

for (const [name, command] of checks) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true, env });
  times.push([name, Date.now() - started]);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds(Date.now() - started)}s)`);
    console.log(`checks: ${times.length - 1} passed, 1 failed`);
    summary();
    process.exit(1);
  }
  console.log(`✓ ${name} (${seconds(Date.now() - started)}s)`);
}
console.log(`\nchecks: ${times.length} passed, 0 failed`);
summary();
