import { type App, deleteApp, getApps, initializeApp, applicationDefault } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

export interface FirebaseHandles {
  app: App;
  auth: Auth;
  db: Firestore;
  close(): Promise<void>;
}

/**
 * One firebase-admin app per project id, so tests can give each file its own Firestore project.
 * Emulator hosts come from FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST, as the SDK reads them.
 * In production, credentials come from Application Default Credentials.
 */
export function connectFirebase(projectId: string, useEmulators: boolean): FirebaseHandles {
  // The Firestore SDK traces every call through OpenTelemetry unless told not to, and this env variable is its
  // only switch. We export no traces, yet the spans, request tags and attributes cost the detail screen about
  // a tenth of its server time (docs/performance.md). An operator who wants the traces sets it to "on".
  process.env['FIRESTORE_ENABLE_TRACING'] ??= 'off';
  const name = `foodspot-${projectId}-${getApps().length}`;
  const app = initializeApp(useEmulators ? { projectId } : { projectId, credential: applicationDefault() }, name);
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  return {
    app,
    auth: getAuth(app),
    db,
    close: () => deleteApp(app),
  };
}
