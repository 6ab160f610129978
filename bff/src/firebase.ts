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

/**
 * Production's start-up check of Application Default Credentials: without them the BFF would start, answer
 * /healthz, and end a few seconds later on the Firestore client's first call. Throws one sentence that says how
 * to get them; gives up after `timeoutMs` (off Google Cloud, the SDK asks a metadata server that is not there).
 */
export async function checkCredentials(app: App, timeoutMs = 15_000): Promise<void> {
  const credential = app.options.credential;
  // The emulators need none; the SDK talks to them when their hosts are in the environment, which production's
  // config refuses, so only a test of production mode against the emulators gets here with them.
  const emulated = process.env['FIRESTORE_EMULATOR_HOST'] && process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (!credential || emulated) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([credential.getAccessToken(), timeout]);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `no Google credentials (Application Default Credentials: ${reason}). On Cloud Run the service account gives them; ` +
        'elsewhere set GOOGLE_APPLICATION_CREDENTIALS to a service account key file, or run `gcloud auth application-default login` (docs/deploy.md).',
    );
  } finally {
    clearTimeout(timer);
  }
}
