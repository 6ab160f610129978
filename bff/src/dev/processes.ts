import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { WATCHDOG_SCRIPT } from './watchdog.js';

export interface ManagedProcess {
  name: string;
  /** The watchdog (see watchdog.ts); the program itself runs inside its process group. */
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  /** The last lines it printed, for error messages. */
  recentOutput(): string;
}

/**
 * Spawns a program whose output is kept (and optionally echoed) and which can be stopped reliably.
 * It runs under a watchdog (watchdog.ts), so it also stops when this process dies without a clean
 * stop, even by SIGKILL; `cleanupDir` is removed once it has exited.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'stdio' | 'detached'> & { echo?: (line: string) => void; cleanupDir?: string } = {},
): ManagedProcess {
  const { echo, cleanupDir, env, ...spawnOptions } = options;
  // Own process group (the terminal's Ctrl-C reaches the launcher only, which stops things in order,
  // and a forced stop takes the whole group). stdin is the watchdog's lifeline: it sees end-of-file
  // when this process is gone, however it died.
  const child = spawn(process.execPath, ['-e', WATCHDOG_SCRIPT, '--', command, ...args], {
    ...spawnOptions,
    env: { ...(env ?? process.env), FOODSPOT_WATCHDOG_CLEANUP: cleanupDir ?? '' },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdin?.on('error', () => undefined); // never written to; EPIPE once the watchdog is gone
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      if (process.platform === 'win32') child.kill(signal);
      else process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  // A normal exit of this process (process.exit, an uncaught error) takes the whole group at once.
  const killOnExit = () => {
    killGroup('SIGKILL');
    if (cleanupDir) rmSync(cleanupDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 60) lines.shift();
      echo?.(line);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      process.off('exit', killOnExit);
      // The watchdog removes it; this covers a watchdog that was killed itself.
      if (cleanupDir) rmSync(cleanupDir, { recursive: true, force: true });
      resolve(code);
    });
    child.once('error', (error) => {
      lines.push(String(error));
      resolve(-1);
    });
  });
  let done = false;
  void exited.then(() => (done = true));
  return {
    name,
    child,
    exited,
    recentOutput: () => lines.join('\n'),
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (done) return;
      // The watchdog forwards a polite signal to the program; SIGKILL goes to the whole group.
      if (signal === 'SIGKILL') killGroup('SIGKILL');
      else child.kill(signal);
      const timer = setTimeout(() => killGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Whether a process is still running. A zombie (exited, not yet reaped by its parent) counts as
 * gone: it holds no ports and no files.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state ..."; comm may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (not Linux): kill(0) is all we know
  }
}

/** Fails with a clear message when something else already listens on the port. */
export async function assertPortFree(port: number, host: string, what: string): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', () =>
      reject(
        new Error(
          `Port ${port} is in use, so the ${what} cannot start there. Stop what uses it (is another npm start running?) or choose another port.`,
        ),
      ),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

/** Polls a URL until it answers (any HTTP status), or fails when the process dies or time runs out. */
export async function waitForHttp(url: string, process: ManagedProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void process.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`${process.name} exited before it was ready:\n${process.recentOutput()}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await process.stop('SIGKILL');
  throw new Error(`${process.name} did not answer at ${url} within ${timeoutMs / 1000}s:\n${process.recentOutput()}`);
}
