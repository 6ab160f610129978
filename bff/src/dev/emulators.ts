import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { assertPortFree, type ManagedProcess, startProcess, waitForHttp } from './processes.js';

export const EMULATOR_HOST = '127.0.0.1';

const SDK_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

export const FIRESTORE_INSTALL_HINT = [
  'The Cloud Firestore emulator (a Java jar) was not found. Install one of:',
  "  - Debian/Ubuntu: apt-get install google-cloud-cli-firestore-emulator   (needs Google Cloud's apt repository)",
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

/**
 * A private temp folder for one emulator, removed when it exits (by the watchdog, even after a
 * SIGKILL of the launcher). The firebase CLI keeps its hub locator file (`hub-<project>.json`, the
 * only thing it shares between runs, keyed by project id alone) in the temp folder: with a folder of
 * its own, two stacks of the same project on one machine never find each other's hub, whatever
 * TMPDIR the user has.
 */
function privateTempDir(what: string): string {
  return mkdtempSync(path.join(tmpdir(), `foodspot-${what}-`));
}

/** Points os.tmpdir() at `dir` (TMPDIR on Linux and macOS, TMP / TEMP on Windows). Java takes -Djava.io.tmpdir. */
function tempEnv(dir: string): NodeJS.ProcessEnv {
  return { ...process.env, TMPDIR: dir, TMP: dir, TEMP: dir };
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
  const runDir = privateTempDir('firestore');
  const args = [
    '-Duser.language=en',
    `-Djava.io.tmpdir=${runDir}`,
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    `--host=${EMULATOR_HOST}`,
    `--port=${options.port}`,
    ...(options.seedFromExport ? [`--seed_from_export=${path.resolve(options.seedFromExport)}`] : []),
  ];
  const process = startProcess('Firestore emulator', 'java', args, {
    cwd: runDir,
    env: tempEnv(runDir),
    cleanupDir: runDir,
    echo: options.echo,
  });
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
          export_directory: path.resolve(dir), // the jar runs in its temp folder
          export_name: name,
        }),
        signal: AbortSignal.timeout(60_000),
      });
      if (!response.ok) throw new Error(`Firestore export failed: ${response.status} ${await response.text()}`);
    },
    stop: () => process.stop('SIGTERM'),
  };
}

export interface AuthEmulator {
  host: string;
  /** The CLI's emulator hub, which exports on request. */
  hubHost: string;
  process: ManagedProcess;
  /**
   * Writes every account and the project config to `dir` (a firebase-tools export folder, which
   * `importFrom` reads at the next start), through the hub's export endpoint, the one
   * `firebase emulators:export` uses. `dir` is replaced as a whole; its parent must exist.
   */
  exportTo(dir: string): Promise<void>;
  stop(): Promise<void>;
}

/** A folder holds an Auth export when firebase-tools' metadata file is there. */
export const hasAuthExport = (dir: string) => existsSync(path.join(dir, 'firebase-export-metadata.json'));

/**
 * The Auth emulator from firebase-tools (pure Node). The CLI also binds a hub and a logging port,
 * so each caller names all three; a test run and `npm start` then never collide. It gets a temp
 * folder of its own (see privateTempDir), so nothing is shared with another stack of the project.
 */
export async function startAuthEmulator(options: {
  projectId: string;
  port: number;
  hubPort: number;
  loggingPort: number;
  /** An export folder (exportTo) to start from. */
  importFrom?: string;
  echo?: (line: string) => void;
}): Promise<AuthEmulator> {
  const require = createRequire(import.meta.url);
  const firebaseBin = path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib', 'bin', 'firebase.js');
  for (const [port, what] of [
    [options.port, 'Auth emulator'],
    [options.hubPort, 'emulator hub'],
    [options.loggingPort, 'emulator logging'],
  ] as const) {
    await assertPortFree(port, EMULATOR_HOST, what);
  }
  const runDir = privateTempDir('auth');
  const configFile = path.join(runDir, 'firebase.json');
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
  const args = [firebaseBin, 'emulators:start', '--only', 'auth', '--project', options.projectId, '--config', configFile];
  // No --export-on-exit: the launcher saves through exportTo (periodically and on stop) into a staging
  // folder and swaps it in itself, so a crash never leaves half an export behind.
  if (options.importFrom && hasAuthExport(options.importFrom)) args.push('--import', path.resolve(options.importFrom));
  const process = startProcess('Auth emulator', globalThis.process.execPath, args, {
    cwd: runDir,
    cleanupDir: runDir,
    echo: options.echo,
    env: { ...tempEnv(runDir), NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
  });
  const host = `${EMULATOR_HOST}:${options.port}`;
  const hubHost = `${EMULATOR_HOST}:${options.hubPort}`;
  await waitForHttp(`http://${host}/`, process, 90_000);
  return {
    host,
    hubHost,
    process,
    async exportTo(dir) {
      const response = await fetch(`http://${hubHost}/_admin/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: path.resolve(dir), initiatedBy: 'foodspot-launcher', targets: ['auth'] }),
        signal: AbortSignal.timeout(60_000),
      });
      if (!response.ok) throw new Error(`Auth export failed: ${response.status} ${await response.text()}`);
      if (!hasAuthExport(dir)) throw new Error(`Auth export wrote no ${path.join(dir, 'firebase-export-metadata.json')}`);
    },
    stop: () => process.stop('SIGTERM', 10_000),
  };
}
