import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { AppDeps } from '../app.js';
import { type Config, parseConfig } from '../config.js';
import { connectFirebase } from '../firebase.js';
import { type RunningServer, startServer } from '../server.js';
import type { Clock } from '../services/clock.js';
import { FIRESTORE_EXPORT_NAME, lockDataDir, pruneSaves, readSavedData, writeSave } from './data-dir.js';
import { type AuthEmulator, type FirestoreEmulator, startAuthEmulator, startFirestoreEmulator } from './emulators.js';
import { seedDemoRestaurants, seedDemoAccounts } from './seed.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface StackPorts {
  app: number;
  auth: number;
  firestore: number;
  hub: number;
  logging: number;
}

/** The ports of `npm start`. Tests pick others so both can run at once. */
export const DEFAULT_PORTS: StackPorts = { app: 5000, auth: 9099, firestore: 8080, hub: 4400, logging: 4500 };

export interface LocalStackOptions {
  ports: StackPorts;
  projectId: string;
  /**
   * Keep emulator data here across restarts (`.data/`, layout in data-dir.ts); omit for a throw-away
   * stack. The data is saved right after the seed, every `saveIntervalMs` and on stop.
   */
  dataDir?: string;
  /** How often the data is saved while running (default 60 s): what a crash can lose at most. */
  saveIntervalMs?: number;
  logger: Logger;
  echoEmulators?: boolean;
  dev?: boolean;
  env?: NodeJS.ProcessEnv;
  /** The time the BFF's rules read (the e2e tests move it); the system clock when omitted. */
  clock?: Clock;
}

export interface LocalStack {
  config: Config;
  server: RunningServer;
  stop(): Promise<void>;
}

export const DEFAULT_SAVE_INTERVAL_MS = 60_000;

/** The Firebase emulators plus seed plus BFF: what `npm start`, `npm run dev` and the e2e tests run. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports, projectId, logger } = options;
  const dataDir = options.dataDir === undefined ? undefined : path.resolve(options.dataDir);
  const echo = (name: string) => (options.echoEmulators ? (line: string) => logger.debug({ emulator: name }, line) : undefined);
  // One launcher per data folder; then the leftovers of a save that a crash cut short can go.
  const releaseDataDir = dataDir ? lockDataDir(dataDir) : undefined;
  const saved = dataDir ? readSavedData(dataDir) : undefined;
  if (dataDir) pruneSaves(dataDir, saved?.name === 'legacy' ? null : (saved?.name ?? null));
  if (saved?.name) logger.info({ save: saved.name }, `starting from the data saved in ${dataDir}`);

  let firestore: FirestoreEmulator | undefined;
  let auth: AuthEmulator | undefined;
  const started = await Promise.allSettled([
    startFirestoreEmulator({
      port: ports.firestore,
      seedFromExport: saved?.firestoreSeed,
      echo: echo('firestore'),
    }).then((emulator) => (firestore = emulator)),
    startAuthEmulator({
      projectId,
      port: ports.auth,
      hubPort: ports.hub,
      loggingPort: ports.logging,
      importFrom: saved?.authImport,
      echo: echo('auth'),
    }).then((emulator) => (auth = emulator)),
  ]);
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all([firestore?.stop(), auth?.stop()]);
    releaseDataDir?.();
    throw failure.reason;
  }
  const firestoreEmulator = firestore!;
  const authEmulator = auth!;

  const stopEmulators = () => Promise.all([firestoreEmulator.stop(), authEmulator.stop()]);
  const saver = dataDir ? createSaver({ dataDir, projectId, logger, firestore: firestoreEmulator, auth: authEmulator }) : undefined;
  let config: Config;
  let server: RunningServer;
  let devClient: Awaited<ReturnType<typeof createViteDevClient>> | undefined;
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...options.env,
      APP_MODE: 'local',
      PORT: String(ports.app),
      HOST: '127.0.0.1',
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_WEB_API_KEY: 'demo-api-key',
      FIREBASE_AUTH_EMULATOR_HOST: authEmulator.host,
      FIRESTORE_EMULATOR_HOST: firestoreEmulator.host,
      CSRF_SECRET: process.env['CSRF_SECRET'] ?? randomBytes(32).toString('hex'),
    };
    // firebase-admin reads the emulator hosts from the process environment.
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = authEmulator.host;
    process.env['FIRESTORE_EMULATOR_HOST'] = firestoreEmulator.host;
    config = parseConfig(env);

    const seeder = connectFirebase(projectId, true);
    const seeded = await seedDemoRestaurants(seeder.db);
    await seedDemoAccounts(seeder);
    await seeder.close();
    if (seeded.length) logger.info({ restaurants: seeded }, 'seeded demo restaurants');

    // Saved at once, so the seeded staff accounts keep their uids even if the launcher dies next.
    await saver?.save();

    devClient = options.dev ? await createViteDevClient() : undefined;
    server = await startServer(config, { logger, devClient: devClient?.client, clock: options.clock });
  } catch (error) {
    // A half-started stack must not leave emulators running.
    await devClient?.close();
    await stopEmulators();
    releaseDataDir?.();
    throw error;
  }
  saver?.every(options.saveIntervalMs ?? DEFAULT_SAVE_INTERVAL_MS);

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await server.close().catch((error: unknown) => logger.error({ err: error }, 'BFF did not close cleanly'));
      await devClient?.close();
      // The last save, the same way as the periodic ones; if it fails the previous save is kept.
      await saver?.close();
      await stopEmulators();
      releaseDataDir?.();
    })());
  return { config, server, stop };
}

interface Saver {
  /** Saves now (after any save under way); logs and swallows a failure: the previous save stays. */
  save(): Promise<void>;
  /** Saves every `intervalMs` from now on, each save after the previous one finished. */
  every(intervalMs: number): void;
  /** Stops the schedule and saves one last time. */
  close(): Promise<void>;
}

/** Firestore (the jar's export API) and Auth (the CLI hub's export) into one staged save (data-dir.ts). */
function createSaver(deps: { dataDir: string; projectId: string; logger: Logger; firestore: FirestoreEmulator; auth: AuthEmulator }): Saver {
  const { dataDir, projectId, logger } = deps;
  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const saveOnce = async () => {
    const started = Date.now();
    try {
      const name = await writeSave(dataDir, (folders) =>
        Promise.all([deps.firestore.exportTo(projectId, folders.firestore, FIRESTORE_EXPORT_NAME), deps.auth.exportTo(folders.auth)]).then(
          () => undefined,
        ),
      );
      logger.debug({ save: name, ms: Date.now() - started }, 'emulator data saved');
    } catch (error) {
      logger.error({ err: error }, `emulator data could not be saved to ${dataDir}; the previous save is kept`);
    }
  };
  const save = () => (queue = queue.then(saveOnce));
  const schedule = (intervalMs: number) => {
    if (closed) return;
    timer = setTimeout(() => void save().then(() => schedule(intervalMs)), intervalMs);
    timer.unref();
  };
  return {
    save,
    every: schedule,
    async close() {
      closed = true;
      clearTimeout(timer);
      await save();
    },
  };
}

/** `npm run dev`: Vite's dev server as middleware inside the BFF, so one port serves everything with HMR. */
async function createViteDevClient(): Promise<{ client: NonNullable<AppDeps['devClient']>; close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const clientRoot = path.join(REPO_ROOT, 'client');
  const vite = await createServer({
    root: clientRoot,
    configFile: path.join(clientRoot, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  return {
    client: {
      middleware: vite.middlewares,
      renderIndexHtml: (url, page) => vite.transformIndexHtml(url, readFileSync(path.join(clientRoot, `${page}.html`), 'utf8')),
    },
    close: () => vite.close(),
  };
}
