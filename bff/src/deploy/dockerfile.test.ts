import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  dockerIgnores,
  envOf,
  execForm,
  instructionsOf,
  lastOf,
  readDockerfile,
  readDockerignore,
  REPO_ROOT,
  splitFlags,
} from '../test/dockerfile.js';

/**
 * The Dockerfile read as text: no Docker engine runs where the tests run, so `docker build` itself is not tested
 * here (docs/deploy.md says so). runtime-image.test.ts lays out the runtime stage's files and runs its CMD.
 */

const stages = readDockerfile();
const runtime = stages.at(-1)!;
const build = stages.find((stage) => stage.name === 'build')!;
const serveScript = (JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> }).scripts['serve']!;

describe('Dockerfile', () => {
  it('builds in one stage and runs in another, both on Node 24 slim', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'runtime']);
    for (const stage of stages) expect(stage.image).toMatch(/^node:24-slim(@sha256:[0-9a-f]{64})?$/);
  });

  it('builds everything in the build stage: the full install, then tsc -b and the client', () => {
    const runs = instructionsOf(build, 'RUN').map((run) => run.args);
    expect(runs[0]).toMatch(/^npm ci\b/);
    expect(runs[0]).not.toMatch(/--omit|--production|--workspace/);
    expect(runs.some((run) => /^npm run build\b/.test(run))).toBe(true);
    // The prerendered pages carry the support contact: the build takes it as build arguments.
    expect(instructionsOf(build, 'ARG').map((arg) => arg.args)).toEqual([
      'SUPPORT_EMAIL',
      'SUPPORT_PHONE',
      'GRIEVANCE_OFFICER_NAME',
      'GRIEVANCE_OFFICER_EMAIL',
    ]);
  });

  it('runs with production dependencies only: a production npm ci, and nothing from the build stage but built output', () => {
    const runs = instructionsOf(runtime, 'RUN').map((run) => run.args);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatch(/^npm ci .*--omit=dev/);
    expect([...runs[0]!.matchAll(/--workspace=(\S+)/g)].map((match) => match[1])).toEqual(['bff', 'schema']);
    const copies = instructionsOf(runtime, 'COPY').map((copy) => splitFlags(copy.args));
    for (const { flags, rest } of copies) {
      const sources = rest.split(/\s+/).slice(0, -1);
      // Never node_modules (the build stage's holds every devDependency) nor the whole source tree.
      for (const source of sources) expect(source).not.toMatch(/node_modules|^\.$|^\/app\/?$/);
      if (flags['from']) {
        expect(flags['from']).toBe('build');
        // Built output, the SDL, and the client's operations manifest that trusted documents read at start.
        for (const source of sources)
          expect(source).toMatch(/^\/app\/((schema|bff|client)\/(dist|\*\.graphql)|schema\/src\/__generated__\/persisted-documents\.json)$/);
      } else {
        for (const source of sources) expect(source).toMatch(/(^|\/)package(-lock)?\.json$/);
      }
    }
    expect(copies.filter(({ flags }) => flags['from']).map(({ rest }) => rest.split(/\s+/)[0])).toEqual([
      '/app/schema/*.graphql',
      '/app/schema/src/__generated__/persisted-documents.json',
      '/app/schema/dist',
      '/app/bff/dist',
      '/app/client/dist',
    ]);
  });

  it('runs as the unprivileged node user, in production mode, on the port it exposes', () => {
    const user = lastOf(runtime, 'USER').args;
    expect(user).toBe('node');
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const keywords = runtime.instructions.map((instruction) => instruction.keyword);
    expect(keywords.lastIndexOf('USER')).toBeLessThan(keywords.lastIndexOf('CMD'));
    expect(keywords.lastIndexOf('USER')).toBeGreaterThan(keywords.lastIndexOf('RUN'));
    const env = envOf(runtime);
    expect(env['NODE_ENV']).toBe('production');
    expect(env['APP_MODE']).toBeUndefined(); // production is the BFF's default; never local in an image
    expect(lastOf(runtime, 'EXPOSE').args).toBe(env['PORT']);
  });

  it('starts the server as `npm run serve` does, without npm', () => {
    expect(serveScript).toMatch(/^node (--[\w-]+=\S+ )*bff\/dist\/server\.js$/);
    expect(execForm(lastOf(runtime, 'CMD').args)).toEqual(serveScript.split(' '));
  });

  it('checks its health on /healthz with Node itself (the slim image has no curl)', () => {
    const { flags, rest } = splitFlags(lastOf(runtime, 'HEALTHCHECK').args);
    expect(Object.keys(flags).sort()).toEqual(['interval', 'retries', 'start-period', 'timeout']);
    expect(rest).toMatch(/^CMD \[/);
    const command = execForm(rest.slice('CMD '.length));
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    expect(command[2]).toContain("'http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz'");
  });
});

describe('.dockerignore', () => {
  const patterns = readDockerignore();

  it('keeps installed packages, build output, local data, git and secrets out of the build context', () => {
    for (const path of [
      'node_modules/express/package.json',
      'bff/node_modules/express/package.json',
      'client/node_modules/.vite/x',
      'bff/dist/server.js',
      'client/dist/index.html',
      'schema/dist/type-defs.js',
      'bff/tsconfig.tsbuildinfo',
      '.data/firestore/x',
      '.test-artifacts/runtime-image/x',
      'coverage/index.html',
      '.git/HEAD',
      '.env',
      'bff/.env.production',
      'firebase-debug.log',
    ])
      expect(dockerIgnores(patterns, path), path).toBe(true);
  });

  it('sends every tracked source file the build needs', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(tracked.length).toBeGreaterThan(100);
    const left = tracked.filter((path) => dockerIgnores(patterns, path));
    expect(left.sort()).toEqual(['.ci/run', '.dockerignore', 'Dockerfile', 'cloudbuild.yaml'].filter((path) => tracked.includes(path)));
  });
});

describe('cloudbuild.yaml', () => {
  it('passes exactly the build arguments the Dockerfile takes', () => {
    const text = readFileSync(`${REPO_ROOT}cloudbuild.yaml`, 'utf8');
    const passed = [...text.matchAll(/--build-arg=(\w+)=/g)].map((match) => match[1]);
    expect(passed).toEqual(instructionsOf(build, 'ARG').map((arg) => arg.args));
  });
});
