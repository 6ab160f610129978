import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { currentSaveName, saveStartedAt } from './data-dir.js';
import type { StackPorts } from './local-stack.js';
import { assertPortFree, isProcessAlive } from './processes.js';

/**
 * The launcher of `npm start` as real processes (bff/dist/dev/start-local.js, built by tsc -b) with
 * real emulators: two stacks of one project side by side, kill -9, periodic saves. Ports are ones the
 * system picks as free, so the test runs of other checkouts on the machine (which start launchers too) never
 * take the same.
 */
const START_LOCAL = fileURLToPath(new URL('../../dist/dev/start-local.js', import.meta.url));
// `npm start` runs on the developer's Node, which may be older than the tests' Node 24: npm test names the Node
// that ran it (scripts/test.mjs), and the launcher runs on that one.
const DEVELOPER_NODE = process.env['DEVELOPER_NODE'] || process.execPath;
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 120_000;
const SAVE_INTERVAL_MS = 1000;

const scratch = mkdtempSync(path.join(tmpdir(), 'foodspot-stack-test-'));
const launchers: Launcher[] = [];
const reserved = new Set<number>();

afterEach(() => {
  // A failed test must not leave a launcher behind (its watchdogs then stop the emulators).
  for (const launcher of launchers.splice(0)) launcher.child.kill('SIGKILL');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A port the system picks as free right now (then let go, for the launcher to bind). */
function systemPickedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await systemPickedPort();
    if (reserved.has(port)) continue;
    reserved.add(port);
    ports.push(port);
  }
  return ports;
}

async function stackPorts(): Promise<StackPorts> {
  const [app, auth, firestore, hub, logging] = await freePorts(5);
  return { app: app!, auth: auth!, firestore: firestore!, hub: hub!, logging: logging! };
}

interface Launcher {
  child: ChildProcess;
  ports: StackPorts;
  projectId: string;
  dataDir: string;
  exited: Promise<number | null>;
  output(): string;
}

/** `npm start`'s launcher with its own ports, data folder and TMPDIR; resolves once /healthz answers. */
async function startLauncher(options: { ports: StackPorts; projectId: string; dataDir: string; tmpDir: string }): Promise<Launcher> {
  expect(existsSync(START_LOCAL), 'run tsc -b first').toBe(true);
  expect(existsSync(DEVELOPER_NODE), `DEVELOPER_NODE names no file: ${DEVELOPER_NODE}`).toBe(true);
  const { ports } = options;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TMPDIR: options.tmpDir,
    PORT: String(ports.app),
    AUTH_EMULATOR_PORT: String(ports.auth),
    FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    EMULATOR_HUB_PORT: String(ports.hub),
    EMULATOR_LOGGING_PORT: String(ports.logging),
    FIREBASE_PROJECT_ID: options.projectId,
    LOCAL_DATA_DIR: options.dataDir,
    EXPORT_INTERVAL_MS: String(SAVE_INTERVAL_MS),
    LOG_LEVEL: 'info',
  };
  delete env['FIREBASE_AUTH_EMULATOR_HOST'];
  delete env['FIRESTORE_EMULATOR_HOST'];
  const child = spawn(DEVELOPER_NODE, [START_LOCAL], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const launcher: Launcher = { child, ports, projectId: options.projectId, dataDir: options.dataDir, exited, output: () => output };
  launchers.push(launcher);
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`the launcher exited while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the launcher was not ready within ${START_TIMEOUT_MS / 1000}s:\n${output}`);
    const ok = await fetch(`http://${HOST}:${ports.app}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return launcher;
    await sleep(300);
  }
}

/** Ctrl-C: a clean stop, which saves. */
async function stopLauncher(launcher: Launcher): Promise<void> {
  launcher.child.kill('SIGINT');
  const code = await Promise.race([launcher.exited, sleep(60_000).then(() => 'timeout' as const)]);
  expect(code, launcher.output()).toBe(0);
  launchers.splice(launchers.indexOf(launcher), 1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => T | Promise<T>, timeoutMs: number): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

// The emulators' own REST APIs (as the project owner), independent of the BFF.
const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };

async function signUp(launcher: Launcher, email: string): Promise<string> {
  const response = await fetch(`http://${HOST}:${launcher.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { localId: string }).localId;
}

interface Account {
  localId: string;
  email?: string;
}

async function accounts(launcher: Launcher): Promise<Account[]> {
  const response = await fetch(
    `http://${HOST}:${launcher.ports.auth}/identitytoolkit.googleapis.com/v1/projects/${launcher.projectId}/accounts:batchGet?maxResults=-1`,
    { headers: owner },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { users?: Account[] }).users ?? [];
}

const docUrl = (launcher: Launcher, id: string) =>
  `http://${HOST}:${launcher.ports.firestore}/v1/projects/${launcher.projectId}/databases/(default)/documents/probes/${id}`;

async function writeDoc(launcher: Launcher, id: string): Promise<void> {
  const response = await fetch(docUrl(launcher, id), {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify({ fields: { id: { stringValue: id } } }),
  });
  expect(response.status).toBe(200);
}

async function docExists(launcher: Launcher, id: string): Promise<boolean> {
  const response = await fetch(docUrl(launcher, id), { headers: owner });
  expect([200, 404]).toContain(response.status);
  return response.status === 200;
}

/** The accounts in the launcher's last complete save. */
function savedAccounts(dataDir: string): Account[] {
  const name = currentSaveName(dataDir);
  expect(name, `no save in ${dataDir}`).not.toBeNull();
  const file = path.join(dataDir, name!, 'auth', 'auth_export', 'accounts.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { users?: Account[] }).users ?? [];
}

const emails = (list: Account[]) => list.map((account) => account.email).filter(Boolean);
const staffUid = (list: Account[]) => list.find((account) => account.email === 'staff.fs1001@foodspot.test')?.localId;

/** Every process whose command line names `marker` (the emulators name their private temp folder). */
function processesNaming(marker: string): number[] {
  if (!existsSync('/proc')) return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker) && isProcessAlive(Number(entry))) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

async function portsFree(ports: StackPorts): Promise<boolean> {
  const checks = await Promise.all(
    Object.values(ports).map((port) =>
      assertPortFree(port, HOST, 'test').then(
        () => true,
        () => false,
      ),
    ),
  );
  return checks.every(Boolean);
}

/** kill -9 of the launcher: its emulators (and their watchdogs) exit, ports and temp folders are freed. */
async function killLauncherHard(launcher: Launcher, tmpDir: string): Promise<void> {
  const emulatorPids = processesNaming(tmpDir);
  if (existsSync('/proc')) expect(emulatorPids.length, 'two watchdogs, java and the firebase CLI').toBeGreaterThanOrEqual(4);
  const killedAt = Date.now();
  launcher.child.kill('SIGKILL');
  await launcher.exited;
  launchers.splice(launchers.indexOf(launcher), 1);
  await until('the emulators to exit', () => emulatorPids.every((pid) => !isProcessAlive(pid)), 10_000);
  await until('the ports to be free', () => portsFree(launcher.ports), 10_000);
  const seconds = (Date.now() - killedAt) / 1000;
  expect(seconds, 'seconds from kill -9 to free ports').toBeLessThan(8);
  await until('the private temp folders to be removed', () => readdirSync(tmpDir).length === 0, 5000);
}

describe('the local stack launcher (npm start) with real emulators', () => {
  // One walk, so the Java emulator starts as few times as the checks need: two stacks at once, B stopped cleanly
  // and A killed with -9, then both started again at once, each from its own save.
  it(
    'two stacks of one project side by side keep their own data; a clean stop saves, and kill -9 loses nothing the periodic save held',
    { timeout: 300_000 },
    async () => {
      const projectId = 'demo-foodspot-twins';
      const sharedTmp = mkdtempSync(path.join(scratch, 'tmp-'));
      const dataA = path.join(scratch, 'twins-a');
      const dataB = path.join(scratch, 'twins-b');
      const [portsA, portsB] = [await stackPorts(), await stackPorts()];
      const [a, b] = await Promise.all([
        startLauncher({ ports: portsA, projectId, dataDir: dataA, tmpDir: sharedTmp }),
        startLauncher({ ports: portsB, projectId, dataDir: dataB, tmpDir: sharedTmp }),
      ]);

      // Each firebase CLI keeps its hub locator in a temp folder of its own, none in the shared one.
      const top = readdirSync(sharedTmp);
      expect(top.filter((name) => name.startsWith('hub-'))).toEqual([]);
      const hubFiles = top.filter((name) => name.startsWith('foodspot-auth-')).map((name) => readdirSync(path.join(sharedTmp, name)));
      expect(hubFiles).toHaveLength(2);
      for (const files of hubFiles) expect(files).toContain(`hub-${projectId}.json`);

      await signUp(a, 'only-in-a@example.com');
      await writeDoc(a, 'doc-a');
      await signUp(b, 'only-in-b@example.com');
      await writeDoc(b, 'doc-b');
      const staffA = staffUid(await accounts(a));
      const staffB = staffUid(await accounts(b));
      expect(staffA).toBeTruthy();
      expect(staffB).toBeTruthy();

      await stopLauncher(b);
      // A is untouched by B's stop...
      expect(emails(await accounts(a))).toContain('only-in-a@example.com');
      expect(emails(await accounts(a))).not.toContain('only-in-b@example.com');
      expect(await docExists(a, 'doc-a')).toBe(true);
      expect(await docExists(a, 'doc-b')).toBe(false);
      // ...and B saved its own accounts, not A's.
      expect(emails(savedAccounts(dataB))).toContain('only-in-b@example.com');
      expect(emails(savedAccounts(dataB))).not.toContain('only-in-a@example.com');
      expect(staffUid(savedAccounts(dataB))).toBe(staffB);

      // kill -9 of A (killLauncherHard): its emulators exit within seconds and every port is free again, after a
      // periodic save that began after its last writes.
      await signUp(a, 'before-crash@example.com');
      await writeDoc(a, 'before-crash');
      const writtenAt = Date.now();
      await until(
        'a periodic save after the writes',
        () => {
          const name = currentSaveName(dataA);
          return name && saveStartedAt(name) > writtenAt ? name : null;
        },
        10 * SAVE_INTERVAL_MS + 10_000,
      );
      await killLauncherHard(a, sharedTmp);
      const save = currentSaveName(dataA)!;
      expect(emails(savedAccounts(dataA))).toContain('only-in-a@example.com');
      expect(emails(savedAccounts(dataA))).not.toContain('only-in-b@example.com');
      expect(staffUid(savedAccounts(dataA))).toBe(staffA);

      // Both come back on the same ports (nothing left running), each with exactly its own users and documents, and
      // the seed keeps their staff uids: B from its clean stop's save, A from the last periodic save before the kill.
      const [a2, b2] = await Promise.all([
        startLauncher({ ports: portsA, projectId, dataDir: dataA, tmpDir: sharedTmp }),
        startLauncher({ ports: portsB, projectId, dataDir: dataB, tmpDir: sharedTmp }),
      ]);
      const againB = await accounts(b2);
      expect(emails(againB)).toContain('only-in-b@example.com');
      expect(emails(againB)).not.toContain('only-in-a@example.com');
      expect(staffUid(againB)).toBe(staffB);
      expect(await docExists(b2, 'doc-b')).toBe(true);
      expect(await docExists(b2, 'doc-a')).toBe(false);
      const againA = await accounts(a2);
      expect(emails(againA)).toEqual(expect.arrayContaining(['only-in-a@example.com', 'before-crash@example.com']));
      expect(emails(againA)).not.toContain('only-in-b@example.com');
      expect(staffUid(againA)).toBe(staffA);
      expect(await docExists(a2, 'doc-a')).toBe(true);
      expect(await docExists(a2, 'before-crash')).toBe(true);
      expect(await docExists(a2, 'doc-b')).toBe(false);
      await stopLauncher(b2);
      // A's data is still there once a newer save has replaced the one its emulators started from.
      await until(
        'a newer save',
        () => {
          const name = currentSaveName(dataA);
          return name && name !== save ? name : null;
        },
        10 * SAVE_INTERVAL_MS + 10_000,
      );
      expect(existsSync(path.join(dataA, save))).toBe(false);
      expect(await docExists(a2, 'before-crash')).toBe(true);
      expect(emails(await accounts(a2))).toContain('before-crash@example.com');
      await stopLauncher(a2);
      expect(existsSync(path.join(dataA, 'launcher.pid'))).toBe(false);
      expect(readdirSync(sharedTmp)).toEqual([]);
    },
  );
});
