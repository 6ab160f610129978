import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  /** The last lines it printed, for error messages. */
  recentOutput(): string;
}

/** Spawns a child whose output is kept (and optionally echoed) and which can be stopped reliably. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { echo?: (line: string) => void } = {},
): ManagedProcess {
  // Own process group: the firebase CLI signals its whole group on shutdown, which must not hit us.
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  // Never leave an emulator behind, even when this process dies without a clean stop.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 60) lines.shift();
      options.echo?.(line);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      process.off('exit', killOnExit);
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
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Fails with a clear message when something else already listens on the port. */
export async function assertPortFree(port: number, host: string, what: string): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', () => reject(new Error(`Port ${port} is in use, so the ${what} cannot start there. Stop what uses it (is another npm start running?) or choose another port.`)));
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
