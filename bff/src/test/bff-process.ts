import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { assertPortFree, startProcess, type ManagedProcess } from '../dev/processes.js';
import { connectFirebase, type FirebaseHandles } from '../firebase.js';
import { READINESS_CHECK_TIMEOUT_MS } from '../http/readiness.js';
import { RELAXED_LIMITS } from './relaxed-limits.js';

/**
 * The compiled BFF (`bff/dist/server.js`, built by `tsc -b`, which npm test runs first) as a process of
 * its own against the test emulators: for tests of what only a real process shows (a crash, an exit).
 */

const SERVER_JS = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const SRC_DIR = fileURLToPath(new URL('..', import.meta.url));
const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));
const HOST = '127.0.0.1';
// Generous: a loaded two-core test machine starts node slowly, and the emulators serve every test file at once.
const READY_TIMEOUT_MS = 60_000;

/** Source files newer than their compiled output: the BFF under test would be old code. */
function staleSources(): string[] {
  const stale: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts')) {
        const compiled = path.join(DIST_DIR, path.relative(SRC_DIR, full)).replace(/\.ts$/, '.js');
        const compiledAt = (() => {
          try {
            return statSync(compiled).mtimeMs;
          } catch {
            return 0;
          }
        })();
        if (statSync(full).mtimeMs > compiledAt) stale.push(path.relative(SRC_DIR, full));
      }
    }
  };
  walk(SRC_DIR);
  return stale;
}

/** A hint for failure messages when the compiled BFF is older than its sources. */
export const distHint = () => {
  const stale = staleSources();
  return stale.length
    ? ` NOTE: bff/dist may be stale (${stale.length} source file(s) newer than their build, e.g. ${stale.slice(0, 3).join(', ')}): this test runs the compiled BFF, so run \`npx tsc -b\` first.`
    : '';
};

const reservedPorts = new Set<number>();
async function freePort([first, last]: readonly [number, number]): Promise<number> {
  const start = first + Math.floor(Math.random() * (last - first + 1));
  for (let step = 0; step <= last - first; step += 1) {
    const port = first + ((start - first + step) % (last - first + 1));
    if (reservedPorts.has(port)) continue;
    if (
      await assertPortFree(port, HOST, 'test BFF').then(
        () => true,
        () => false,
      )
    ) {
      reservedPorts.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${first}-${last}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BffProcess {
  url: string;
  process: ManagedProcess;
}

/** `node bff/dist/server.js` on a free port of `portRange`; resolves once /readyz answers 200. */
export async function startBffProcess(options: {
  portRange: readonly [number, number];
  csrfSecret: string;
  /** Only internal errors by default (kept for failure messages); nothing is echoed. */
  logLevel?: string;
  /** More settings (a shared REDIS_URL, lower limits), over the relaxed limits. */
  env?: Record<string, string>;
  /** What "started" means: ready to serve (/readyz, the default), or only listening (/healthz: the readiness check waits for Firestore, which a start's own work may keep busy). */
  until?: '/readyz' | '/healthz';
  /** Another start of the built server (an image's CMD in a copy of its files): node's arguments, run in `cwd`. */
  command?: { args: string[]; cwd: string; env: NodeJS.ProcessEnv };
}): Promise<BffProcess> {
  try {
    statSync(SERVER_JS);
  } catch {
    throw new Error(`${SERVER_JS} is missing: this test runs the compiled BFF, so run \`npx tsc -b\` first (npm test does).`);
  }
  const stale = staleSources();
  if (stale.length) console.warn(distHint().trim());
  const port = await freePort(options.portRange);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    ...options.command?.env,
    APP_MODE: 'local',
    PORT: String(port),
    HOST,
    FIREBASE_PROJECT_ID: inject('projectId'),
    FIREBASE_WEB_API_KEY: 'demo-api-key',
    FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    FIRESTORE_EMULATOR_HOST: inject('firestoreEmulatorHost'),
    CSRF_SECRET: options.csrfSecret,
    // An image serves the client it carries.
    ...(options.command ? {} : { CLIENT_DIST: '/nonexistent-client-dist' }),
    LOG_LEVEL: options.logLevel ?? 'error',
    ...RELAXED_LIMITS,
    // Deletions another test stopped on purpose are left to that test; deletion-crash.test.ts passes 0.
    DELETION_RESUME_AFTER_MS: '600000',
    ...options.env,
  };
  // Under the dev launcher's watchdog: should the test process die, the BFF goes too.
  const child = startProcess('BFF', process.execPath, options.command?.args ?? [SERVER_JS], { env, cwd: options.command?.cwd });
  const bff = { url: `http://${HOST}:${port}`, process: child };
  let exited = false;
  void child.exited.then(() => (exited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`the BFF exited while starting:\n${child.recentOutput()}\n${distHint()}`);
    if (Date.now() > deadline) throw new Error(`the BFF was not ready within ${READY_TIMEOUT_MS / 1000}s:\n${child.recentOutput()}\n${distHint()}`);
    // Longer than one readiness check may take, so a slow "ready" is heard rather than cut off and asked again.
    const ready = await fetch(`${bff.url}${options.until ?? '/readyz'}`, { signal: AbortSignal.timeout(READINESS_CHECK_TIMEOUT_MS + 2000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return bff;
    await sleep(100);
  }
}

/**
 * Firebase Admin in the test process, against the same emulators, where the demo restaurants and accounts are
 * seeded (once, by emulators.global-setup.ts): for a test's set-up and for looking at Firestore while the BFF
 * under test runs elsewhere.
 */
export async function seededTestFirebase(): Promise<FirebaseHandles> {
  // firebase-admin reads the hosts from the environment.
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = inject('authEmulatorHost');
  process.env['FIRESTORE_EMULATOR_HOST'] = inject('firestoreEmulatorHost');
  return connectFirebase(inject('projectId'), true);
}
