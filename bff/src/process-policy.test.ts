import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Both branches of the process policy (ADR 013), each in a real Node process of its own, since what is
 * under test is whether that process lives on or ends: the compiled modules (bff/dist, built by `tsc -b`,
 * which npm test runs first) are loaded by a small script that installs the policy with a shutdown that
 * says when it ran, then leaves a rejection (or an exception) unhandled.
 */
const DIST = new URL('../dist/', import.meta.url).href;
const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));

const SCRIPT = `
import { GraphQLError } from 'graphql';
import { installProcessPolicy } from '${DIST}process-policy.js';
import { withOneWayFailures } from '${DIST}graphql/one-way-failures.js';
import { createLogger } from '${DIST}logger.js';

installProcessPolicy({ logger: createLogger('info'), shutdown: async () => console.log('DRAINED') });
const serveOn = (ms) => setTimeout(() => { console.log('STILL SERVING'); process.exit(0); }, ms);
const mode = process.argv[1];
if (mode === 'orphaned-field-error') {
  // What graphql-js 16 leaves behind: a list item's field error, located at its path, that nobody awaits.
  const { Membership } = withOneWayFailures({ Membership: { history: () => { throw new Error('first must be between 1 and 100'); } } });
  Membership.history({}, {}, { requestId: 'req-7f3a' }, {}).catch((error) => {
    throw new GraphQLError(error.message, { path: ['restaurants', 0, 'history'], originalError: error });
  });
  serveOn(300);
} else if (mode === 'other-rejection') {
  Promise.reject(new Error('a broken invariant'));
  serveOn(3000);
} else if (mode === 'uncaught-exception') {
  setTimeout(() => { throw new TypeError('a bug'); }, 10);
  serveOn(3000);
}
`;

function run(mode: string) {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT, mode], { cwd: BFF_DIR, encoding: 'utf8', timeout: 20_000 });
  const logs = child.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; requestId?: string; path?: unknown[]; orphanedFieldErrors?: number });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr, logs };
}

describe('an unhandled rejection', () => {
  it('that is an orphaned GraphQL field error is logged at error level with its request id and counted; the process serves on', () => {
    const { status, stdout, stderr, logs } = run('orphaned-field-error');
    expect(status, stderr).toBe(0);
    expect(stdout).toContain('STILL SERVING');
    expect(stdout).not.toContain('DRAINED');
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 50, requestId: 'req-7f3a', path: ['restaurants', 0, 'history'], orphanedFieldErrors: 1 }),
    );
  });

  it('of any other kind is logged as fatal, drains through the graceful shutdown and exits 1', () => {
    const { status, stdout, stderr, logs } = run('other-rejection');
    expect(status, stderr).toBe(1);
    expect(stdout).toContain('DRAINED');
    expect(stdout).not.toContain('STILL SERVING');
    expect(logs).toContainEqual(expect.objectContaining({ level: 60, msg: expect.stringContaining('unhandled rejection') as unknown }));
  });
});

describe('an uncaught exception', () => {
  it('is logged as fatal, drains through the graceful shutdown and exits 1', () => {
    const { status, stdout, stderr, logs } = run('uncaught-exception');
    expect(status, stderr).toBe(1);
    expect(stdout).toContain('DRAINED');
    expect(stdout).not.toContain('STILL SERVING');
    expect(logs).toContainEqual(expect.objectContaining({ level: 60, msg: expect.stringContaining('uncaught exception') as unknown }));
  });
});
