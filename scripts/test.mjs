// `npm test`: every check, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const checks = [
  ['system dependencies (Chromium, Firestore emulator, redis-server)', 'node scripts/ensure-system-deps.mjs'],
  ['types (tsc -b)', 'npx tsc -b'],
  ['lint (eslint)', 'npx eslint .'],
  ['formatting (prettier; npm run format fixes it)', 'npx prettier --check .'],
  ['generated GraphQL types are current', 'npx graphql-codegen --config codegen.ts --check'],
  ['unit, BFF integration (emulators) and client tests', 'npx vitest run'],
  // Production runs on Node 24 LTS: the same suites on the official binary the npm registry's `node` package ships.
  [
    'schema, BFF and client tests again on Node 24 LTS (the production runtime)',
    'npx -y node@24 --version && npx -y node@24 node_modules/vitest/vitest.mjs run --project schema --project bff --project client',
  ],
  ['client production build', 'npm run build -w client'],
  ['e2e in Chromium against the local stack', 'npx vitest run --config vitest.e2e.config.ts'],
  ['bundle budgets', 'node scripts/check-budgets.mjs'],
];

let passed = 0;
for (const [name, command] of checks) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds}s)`);
    console.log(`checks: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
  passed += 1;
}
console.log(`\nchecks: ${passed} passed, 0 failed`);
