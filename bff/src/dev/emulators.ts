import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { assertPortFree, type ManagedProcess, startProcess, waitForHttp } from './processes.js';

export const EMULATOR_HOST = '127.0.0.1';

const SDK_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

export const FIRESTORE_INSTALL_HINT = [
  'The Cloud Firestore emulator (a Java jar) was not found. Install one of:',
  '  - Debian/Ubuntu: apt-get install google-cloud-cli-firestore-emulator   (needs Google Cloud\'s apt repository)',
  '  - any OS with the Google Cloud SDK: gcloud components install cloud-firestore-emulator',
  '  - or point FIRESTORE_EMULATOR_JAR at a cloud-firestore-emulator*.jar you already have.',
  'It also needs Java 17 or newer on the PATH (java -version).',
].join('\n');

/** FIRESTORE_EMULATOR_JAR, else the Google Cloud SDK's jar, else firebase-tools' download cache. Never a fake. */
export function findFirestoreJar(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env['FIRESTORE_EMULATOR_JAR']) {
    return existsSync(env['FIRESTORE_EMULATOR_JAR']) ? env['FIRESTORE_EMULATOR_JAR'] : null;
  }
  if (existsSync(SDK_JAR)) return SDK_JAR;
  const cacheDir = path.join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cacheDir)) {
    const jar = readdirSync(cacheDir)
      .filter((name) => /^cloud-firestore-emulator.*\.jar$/.test(name))
      .sort()
      .at(-1);
    if (jar) return path.join(cacheDir, jar);
  }
  return null;
}

export interface FirestoreEmulator {
  host: string;
  process: ManagedProcess;
  /** Writes the whole database to dir/name (the jar's export API), for the next start's seed. */
  exportTo(projectId: string, dir: string, name: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startFirestoreEmulator(options: {
  port: number;
  seedFromExport?: string;
  echo?: (line: string) => void;
}): Promise<FirestoreEmulator> {
  const jar = findFirestoreJar();
  if (!jar) throw new Error(FIRESTORE_INSTALL_HINT);
  const host = `${EMULATOR_HOST}:${options.port}`;
  await assertPortFree(options.port, EMULATOR_HOST, 'Firestore emulator');
  const args = [
    '-Duser.language=en',
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    `--host=${EMULATOR_HOST}`,
    `--port=${options.port}`,
    ...(options.seedFromExport ? [`--seed_from_export=${options.seedFromExport}`] : []),
  ];
  const process = startProcess('Firestore emulator', 'java', args, { echo: options.echo });
  await waitForHttp(`http://${host}/`, process, 60_000);
  return {
    host,
    process,
    async exportTo(projectId, dir, name) {
      mkdirSync(dir, { recursive: true });
      const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          database: `projects/${projectId}/databases/(default)`,
          export_directory: dir,
          export_name: name,
        }),
      });
      if (!response.ok) throw new Error(`Firestore export failed: ${response.status} ${await response.text()}`);
    },
    stop: () => process.stop('SIGTERM'),
  };
}

export interface AuthEmulator {
  host: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

/**
 * The Auth emulator from firebase-tools (pure Node). The CLI also binds a hub and a logging port,
 * so each caller names all three; a test run and `npm start` then never collide.
 */
export async function startAuthEmulator(options: {
  projectId: string;
  port: number;
  hubPort: number;
  loggingPort: number;
  /** Import from and export to this directory (kept across restarts). */
  dataDir?: string;
  echo?: (line: string) => void;
}): Promise<AuthEmulator> {
  const require = createRequire(import.meta.url);
  const firebaseBin = path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib', 'bin', 'firebase.js');
  const configDir = path.join(tmpdir(), `foodspot-auth-${options.port}`);
  mkdirSync(configDir, { recursive: true });
  const configFile = path.join(configDir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: EMULATOR_HOST, port: options.port },
        hub: { host: EMULATOR_HOST, port: options.hubPort },
        logging: { host: EMULATOR_HOST, port: options.loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  for (const [port, what] of [[options.port, 'Auth emulator'], [options.hubPort, 'emulator hub'], [options.loggingPort, 'emulator logging']] as const) {
    await assertPortFree(port, EMULATOR_HOST, what);
  }
  const args = [firebaseBin, 'emulators:start', '--only', 'auth', '--project', options.projectId, '--config', configFile];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    const hasExport = existsSync(path.join(options.dataDir, 'firebase-export-metadata.json'));
    args.push(...(hasExport ? ['--import', options.dataDir] : []), '--export-on-exit', options.dataDir);
  }
  const process = startProcess('Auth emulator', globalThis.process.execPath, args, {
    cwd: configDir,
    echo: options.echo,
    env: { ...globalThis.process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
  });
  const host = `${EMULATOR_HOST}:${options.port}`;
  await waitForHttp(`http://${host}/`, process, 90_000);
  return {
    host,
    process,
    // SIGINT lets the CLI run its export-on-exit before it quits.
    stop: () => process.stop('SIGINT', 20_000),
  };
}
