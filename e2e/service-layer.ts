import { inject } from 'vitest';
import { createServices } from '../bff/src/context.js';
import { connectFirebase, type FirebaseHandles } from '../bff/src/firebase.js';

let firebase: FirebaseHandles | undefined;

/**
 * The BFF's own services against the e2e emulators, for what no customer-facing route may do
 * (crediting points before the staff side exists).
 */
export function serviceLayer() {
  if (!firebase) {
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = inject('authEmulatorHost');
    process.env['FIRESTORE_EMULATOR_HOST'] = inject('firestoreEmulatorHost');
    firebase = connectFirebase(inject('projectId'), true);
  }
  return { firebase, services: createServices({ auth: firebase.auth, db: firebase.db }) };
}

export async function closeServiceLayer() {
  await firebase?.close();
  firebase = undefined;
}
