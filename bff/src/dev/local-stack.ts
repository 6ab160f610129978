import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { AppDeps } from '../app.js';
import { type Config, parseConfig } from '../config.js';
import { connectFirebase } from '../firebase.js';
import { type RunningServer, startServer } from '../server.js';
import { type AuthEmulator, type FirestoreEmulator, startAuthEmulator, startFirestoreEmulator } from './emulators.js';
import { seedDemoRestaurants, seedDemoStaff } from './seed.js';

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
  /** Keep emulator data here across restarts (`.data/`); omit for a throw-away stack. */
  dataDir?: string;
  logger: Logger;
  echoEmulators?: boolean;
  dev?: boolean;
  env?: NodeJS.ProcessEnv;
}

export interface LocalStack {
  config: Config;
  server: RunningServer;
  stop(): Promise<void>;
}

const FIRESTORE_EXPORT_NAME = 'firestore';

/** The Firebase emulators plus seed plus BFF: what `npm start`, `npm run dev` and the e2e tests run. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports, projectId, logger } = options;
  const echo = (name: string) => (options.echoEmulators ? (line: string) => logger.debug({ emulator: name }, line) : undefined);
  const firestoreDir = options.dataDir ? path.join(options.dataDir, 'firestore') : undefined;
  const firestoreSeed = firestoreDir
    ? path.join(firestoreDir, FIRESTORE_EXPORT_NAME, `${FIRESTORE_EXPORT_NAME}.overall_export_metadata`)
    : undefined;

  let firestore: FirestoreEmulator | undefined;
  let auth: AuthEmulator | undefined;
  const started = await Promise.allSettled([
    startFirestoreEmulator({
      port: ports.firestore,
      seedFromExport: firestoreSeed && existsSync(firestoreSeed) ? firestoreSeed : undefined,
      echo: echo('firestore'),
    }).then((emulator) => (firestore = emulator)),
    startAuthEmulator({
      projectId,
      port: ports.auth,
      hubPort: ports.hub,
      loggingPort: ports.logging,
      dataDir: options.dataDir ? path.join(options.dataDir, 'auth') : undefined,
      echo: echo('auth'),
    }).then((emulator) => (auth = emulator)),
  ]);
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all([firestore?.stop(), auth?.stop()]);
    throw (failure as PromiseRejectedResult).reason;
  }
  const firestoreEmulator = firestore!;
  const authEmulator = auth!;

  const stopEmulators = () => Promise.all([firestoreEmulator.stop(), authEmulator.stop()]);
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
    await seedDemoStaff(seeder);
    await seeder.close();
    if (seeded.length) logger.info({ restaurants: seeded }, 'seeded demo restaurants');

    devClient = options.dev ? await createViteDevClient() : undefined;
    server = await startServer(config, { logger, devClient: devClient?.client });
  } catch (error) {
    // A half-started stack must not leave emulators running.
    await devClient?.close();
    await stopEmulators();
    throw error;
  }

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await server.close().catch((error: unknown) => logger.error({ err: error }, 'BFF did not close cleanly'));
      await devClient?.close();
      if (firestoreDir) {
        // The jar's own --export-on-exit writes nothing on SIGTERM, so export through its API, into a
        // fresh folder first: the previous data is replaced only once the new export is complete.
        const staging = `${firestoreDir}.saving`;
        rmSync(staging, { recursive: true, force: true });
        try {
          await firestoreEmulator.exportTo(projectId, staging, FIRESTORE_EXPORT_NAME);
          rmSync(firestoreDir, { recursive: true, force: true });
          renameSync(staging, firestoreDir);
        } catch (error) {
          logger.error({ err: error }, 'Firestore data could not be saved; the previous save is kept');
        }
      }
      await stopEmulators();
    })());
  return { config, server, stop };
}

/** `npm run dev`: Vite's dev server as middleware inside the BFF, so one port serves everything with HMR. */
async function createViteDevClient(): Promise<{ client: NonNullable<AppDeps['devClient']>; close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const clientRoot = path.join(REPO_ROOT, 'client');
  const vite = await createServer({ root: clientRoot, configFile: path.join(clientRoot, 'vite.config.ts'), server: { middlewareMode: true }, appType: 'custom' });
  return {
    client: {
      middleware: vite.middlewares,
      renderIndexHtml: (url, page) => vite.transformIndexHtml(url, readFileSync(path.join(clientRoot, `${page}.html`), 'utf8')),
    },
    close: () => vite.close(),
  };
}
