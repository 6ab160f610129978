import type { TestProject } from 'vitest/node';
import { type AuthEmulator, type FirestoreEmulator, startAuthEmulator, startFirestoreEmulator } from '../dev/emulators.js';
import { type RedisServer, startRedisServer } from '../dev/redis-server.js';
import { seedDemoAccounts, seedDemoRestaurants } from '../dev/seed.js';
import { connectFirebase } from '../firebase.js';

export const TEST_PROJECT_ID = 'demo-foodspot-test';

import { testPortOffset } from './port-offset.js';

// Not the ports of `npm start` (5000, 9099, 8080, 4400, 4500), so both can run at once.
const offset = testPortOffset();
const PORTS = { auth: 9399 + offset, firestore: 8380 + offset, hub: 4430 + offset, logging: 4530 + offset, redis: 3390 + offset };

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    firestoreEmulatorHost: string;
    projectId: string;
    /** One Redis for the tests of shared limits; each such test uses keys of its own accounts and addresses. */
    redisUrl: string;
  }
}

/**
 * Starts the real Auth and Firestore emulators and a real Redis once for the BFF tests, and seeds the demo
 * restaurants and accounts once, before any test file runs. Seeding sets the demo staff's password, and Auth
 * then refuses every session of theirs begun in an earlier second: a file starting while another works as
 * `staff.fs1003@foodspot.test` would end that file's sessions.
 */
export default async function setup(project: TestProject) {
  const [firestore, auth, redis]: [FirestoreEmulator, AuthEmulator, RedisServer] = await Promise.all([
    startFirestoreEmulator({ port: PORTS.firestore }),
    startAuthEmulator({ projectId: TEST_PROJECT_ID, port: PORTS.auth, hubPort: PORTS.hub, loggingPort: PORTS.logging }),
    startRedisServer({ port: PORTS.redis }),
  ]);
  // firebase-admin reads the emulator hosts from the environment.
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = auth.host;
  process.env['FIRESTORE_EMULATOR_HOST'] = firestore.host;
  const seeder = connectFirebase(TEST_PROJECT_ID, true);
  await seedDemoRestaurants(seeder.db);
  await seedDemoAccounts(seeder);
  await seeder.close();
  project.provide('authEmulatorHost', auth.host);
  project.provide('firestoreEmulatorHost', firestore.host);
  project.provide('projectId', TEST_PROJECT_ID);
  project.provide('redisUrl', redis.url);
  return async () => {
    await Promise.all([firestore.stop(), auth.stop(), redis.stop()]);
  };
}
