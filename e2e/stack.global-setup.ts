import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../bff/src/dev/local-stack.js';
import { createLogger } from '../bff/src/logger.js';
import { testPortOffset } from '../bff/src/test/port-offset.js';
import { RELAXED_LIMITS } from '../bff/src/test/relaxed-limits.js';
import { movableClock, serveClockControl } from './server-clock.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    authEmulatorHost: string;
    firestoreEmulatorHost: string;
    projectId: string;
    /** Where a test moves the stack's clock (server-clock.ts). */
    clockControlUrl: string;
  }
}

const PROJECT_ID = 'demo-foodspot-e2e';
// Not the ports of `npm start` nor of the BFF tests.
const offset = testPortOffset();
const PORTS = { app: 5301 + offset, auth: 9499 + offset, firestore: 8480 + offset, hub: 4440 + offset, logging: 4540 + offset };

/** The same launcher code as `npm start`, on test ports, with throw-away data. */
export default async function setup(project: TestProject) {
  if (!existsSync('client/dist/index.html')) {
    throw new Error('client/dist is missing: run `npm run build -w client` before the e2e tests (npm test does).');
  }
  const clock = movableClock();
  // Journeys sign many people in from one address in a few minutes: limits are the BFF tests' concern.
  const stack = await startLocalStack({ projectId: PROJECT_ID, ports: PORTS, logger: createLogger('warn'), env: RELAXED_LIMITS, clock });
  const clockControl = await serveClockControl(clock).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  project.provide('clockControlUrl', `http://127.0.0.1:${(clockControl.address() as AddressInfo).port}`);
  project.provide('baseUrl', `http://localhost:${stack.server.port}`);
  project.provide('authEmulatorHost', stack.config.FIREBASE_AUTH_EMULATOR_HOST!);
  project.provide('firestoreEmulatorHost', stack.config.FIRESTORE_EMULATOR_HOST!);
  project.provide('projectId', PROJECT_ID);
  return async () => {
    clockControl.close();
    await stack.stop();
  };
}
