import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../bff/src/dev/local-stack.js';
import { createLogger } from '../bff/src/logger.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    authEmulatorHost: string;
    firestoreEmulatorHost: string;
    projectId: string;
  }
}

const PROJECT_ID = 'demo-foodspot-e2e';
// Not the ports of `npm start` nor of the BFF tests.
const PORTS = { app: 5301, auth: 9499, firestore: 8480, hub: 4440, logging: 4540 };

/** The same launcher code as `npm start`, on test ports, with throw-away data. */
export default async function setup(project: TestProject) {
  if (!existsSync('client/dist/index.html')) {
    throw new Error('client/dist is missing: run `npm run build -w client` before the e2e tests (npm test does).');
  }
  const stack = await startLocalStack({ projectId: PROJECT_ID, ports: PORTS, logger: createLogger('warn') });
  project.provide('baseUrl', `http://localhost:${stack.server.port}`);
  project.provide('authEmulatorHost', stack.config.FIREBASE_AUTH_EMULATOR_HOST!);
  project.provide('firestoreEmulatorHost', stack.config.FIRESTORE_EMULATOR_HOST!);
  project.provide('projectId', PROJECT_ID);
  return () => stack.stop();
}
