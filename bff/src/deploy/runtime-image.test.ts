import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BffProcess, startBffProcess } from '../test/bff-process.js';
import { readDockerfile, REPO_ROOT } from '../test/dockerfile.js';
import { importClosure, layOutRuntimeStage, type RuntimeLayout } from '../test/runtime-layout.js';

/**
 * "The image's start command runs the built server", without Docker: the runtime stage's files are laid out in
 * a folder (its COPY lines applied to this checkout's build, its production `npm ci` done from the lockfile, see
 * runtime-layout.ts), then its CMD runs there against the test emulators and its HEALTHCHECK asks it. What this
 * cannot show: that `docker build` succeeds, the base image's Node (the CMD runs on the tests' Node 24), the
 * user's file permissions. docs/deploy.md lists them. The client is in the layout only once `npm run build` has
 * built it (npm test builds it after the unit tests). Ports: free ones from 6600-6649.
 */

// A range of its own: test files run two at a time, and another file probing the same free port could bind it first.
const PORT_RANGE = [6600, 6649] as const;
const layoutDir = path.join(REPO_ROOT, '.test-artifacts', `runtime-image-${process.pid}`);
const stages = readDockerfile();
let layout: RuntimeLayout;
let bff: BffProcess | undefined;

beforeAll(() => {
  rmSync(layoutDir, { recursive: true, force: true });
  mkdirSync(layoutDir, { recursive: true });
  layout = layOutRuntimeStage(stages, stages.at(-1)!, layoutDir);
});

afterAll(async () => {
  await bff?.process.stop();
  rmSync(layoutDir, { recursive: true, force: true });
});

/**
 * Imported by bff/src/graphql/limits.ts without being in bff/package.json: graphql-armor's rule packages, which
 * @escape.tech/graphql-armor (a dependency) pins and npm installs beside it. This list may only shrink.
 */
const IMPORTED_UNDECLARED = new Set([
  '@escape.tech/graphql-armor-cost-limit',
  '@escape.tech/graphql-armor-max-aliases',
  '@escape.tech/graphql-armor-max-depth',
  '@escape.tech/graphql-armor-max-directives',
]);

const workspaceOf = (file: string) => file.split('/')[0]!;
const dependenciesOf = (workspace: string) =>
  Object.keys((JSON.parse(readFileSync(path.join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies ?? {});

/** The HEALTHCHECK's command (node -e ...) with the image's environment and this PORT: its exit code. */
function healthcheck(port: string): Promise<number> {
  const [node, ...args] = layout.healthcheck;
  expect(node).toBe('node');
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: layout.root, env: { ...layout.env, PORT: port }, timeout: 10_000 }, (error) =>
      resolve(error ? Number((error as { code?: number }).code ?? 1) : 0),
    );
  });
}

describe('the runtime stage, laid out', () => {
  it('holds the production dependencies of bff and schema only, and the built output', () => {
    const names = new Set(layout.packages.map((key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)));
    for (const name of ['express', 'firebase-admin', '@apollo/server', 'graphql', 'prom-client', 'zod', 'libphonenumber-js'])
      expect(names).toContain(name);
    // devDependencies of any workspace, the client's own packages, and the tools.
    for (const name of ['vitest', 'typescript', 'firebase-tools', 'vite', 'react', 'firebase', '@apollo/client', 'pino-pretty', 'fast-check', 'msw'])
      expect(names, name).not.toContain(name);
    for (const file of ['bff/dist/server.js', 'schema/dist/type-defs.js', 'schema/customer.graphql', 'package-lock.json'])
      expect(existsSync(path.join(layout.root, file)), file).toBe(true);
    expect(layout.notBuilt.filter((source) => source !== 'client/dist')).toEqual([]);
  });

  it('has every package the server and the CLIs import, each a production dependency of its workspace', () => {
    const closure = importClosure(layout.root, ['bff/dist/server.js', 'bff/dist/cli/staff.js', 'bff/dist/cli/restaurant.js']);
    expect(closure.missing).toEqual([]);
    expect(closure.modules.length).toBeGreaterThan(50);
    for (const { name, importer } of closure.packages) {
      if (name.startsWith('@foodspot/') || IMPORTED_UNDECLARED.has(name)) continue;
      expect(dependenciesOf(workspaceOf(importer)), `${name} (imported by ${importer})`).toContain(name);
    }
    // The build stage leaves the compiled tests, their helpers and the local launcher behind; nothing loaded needs them.
    expect(closure.modules.filter((module) => /^bff\/dist\/(dev|test)\/|\.test\.js$/.test(module))).toEqual([]);
  });

  it('runs its CMD: the server starts, answers /healthz and /readyz, and its HEALTHCHECK passes', async () => {
    const [node, ...args] = layout.cmd;
    expect(node).toBe('node');
    bff = await startBffProcess({
      portRange: PORT_RANGE,
      csrfSecret: 'image-test-secret-that-is-long-enough-0123456789',
      command: { args, cwd: layout.root, env: layout.env },
      // Production's rule for GraphQL, so the start reads the operations manifest from the image's files.
      env: { TRUSTED_DOCUMENTS: 'only' },
    });
    const port = new URL(bff.url).port;
    const health = await fetch(`${bff.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${bff.url}/readyz`)).status).toBe(200);
    // REST with its CSRF cookie, and the metrics (open in local mode).
    expect((await fetch(`${bff.url}/api/v1/csrf/token`)).status).toBe(200);
    expect(await (await fetch(`${bff.url}/metrics`)).text()).toContain('foodspot_http_request_duration_seconds_count');
    if (!layout.notBuilt.includes('client/dist')) {
      const page = await fetch(`${bff.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    }
    expect(await healthcheck(port)).toBe(0);

    // SIGTERM (what Cloud Run sends, 10 s before SIGKILL) drains and exits 0 well within that.
    const stopping = Date.now();
    await bff.process.stop('SIGTERM', 10_000);
    expect(await bff.process.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(10_000);
    expect(await healthcheck(port)).not.toBe(0);
  });
});
