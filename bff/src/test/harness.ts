import { afterAll, beforeAll, inject } from 'vitest';
import { parseConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { type RunningServer, startServer } from '../server.js';
import type { Logger } from 'pino';
import type { Clock } from '../services/clock.js';
import type { ServiceDeps } from '../context.js';
import { RELAXED_LIMITS } from './relaxed-limits.js';

export { RELAXED_LIMITS };

/** The config's own defaults: what production runs with. */
export const PRODUCTION_LIMITS: Record<string, undefined> = Object.fromEntries(Object.keys(RELAXED_LIMITS).map((key) => [key, undefined]));

/** A real BFF on a free port, against the emulators the global setup started. */
export async function startTestServer(
  options: {
    env?: Record<string, string | undefined>;
    clock?: Clock;
    beforeDeletionStep?: ServiceDeps['beforeDeletionStep'];
    /** Where the BFF logs (silent when omitted). */
    logger?: Logger;
  } = {},
): Promise<RunningServer & { authHost: string; projectId: string }> {
  const authHost = inject('authEmulatorHost');
  const projectId = inject('projectId');
  // firebase-admin reads the emulator hosts from the environment.
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = authHost;
  process.env['FIRESTORE_EMULATOR_HOST'] = inject('firestoreEmulatorHost');
  const config = parseConfig({
    APP_MODE: 'local',
    PORT: '0',
    HOST: '127.0.0.1',
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_WEB_API_KEY: 'demo-api-key',
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    FIRESTORE_EMULATOR_HOST: process.env['FIRESTORE_EMULATOR_HOST'],
    CSRF_SECRET: 'test-secret-that-is-long-enough-for-csrf-0123456789',
    CLIENT_DIST: '/nonexistent-client-dist',
    LOG_LEVEL: 'silent',
    ...RELAXED_LIMITS,
    // Deletions another test stopped on purpose are left to that test (deletion-crash.test.ts, account.test.ts).
    DELETION_RESUME_AFTER_MS: '600000',
    ...options.env,
  });
  const server = await startServer(config, {
    logger: options.logger ?? createLogger('silent'),
    clock: options.clock,
    beforeDeletionStep: options.beforeDeletionStep,
  });
  // The demo restaurants and accounts are seeded once for the run (emulators.global-setup.ts).
  return { ...server, authHost, projectId };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The test file's BFF: started (`startTestServer(options)`) before its tests and closed after them.
 * The object is filled in by that `beforeAll`, so read it in hooks and tests, not at the top level;
 * a file's own `beforeAll`, registered after this call, runs once the server is up.
 */
export function useTestServer(options: Parameters<typeof startTestServer>[0] = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(options));
  });
  afterAll(async () => {
    if ('close' in server) await server.close();
  });
  return server;
}

let counter = 0;
/** Unique per call and per test file, so files sharing the emulators never see each other's users. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** A +91 mobile number nobody else in this run uses. */
export function uniquePhone(): string {
  const digits = `${Date.now()}${process.pid}${(counter += 1)}`.slice(-9);
  return `+919${digits}`;
}
