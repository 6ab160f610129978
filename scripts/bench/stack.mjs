// The bench's side of stack-host.mjs: starts it, asks it for read counts, reads its memory, stops it.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { URL } from 'node:url';
import { BenchError, within } from './errors.mjs';

export const PROJECT_ID = 'demo-foodspot-bench';
/** `BENCH_PORT_OFFSET=N` shifts every bench port by N, so two benches can run on one machine. */
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
if (!Number.isInteger(OFFSET) || OFFSET < 0 || OFFSET > 1000)
  throw new Error(`BENCH_PORT_OFFSET must be a whole number from 0 to 1000, not "${process.env.BENCH_PORT_OFFSET}"`);
export const PORTS = Object.fromEntries(
  Object.entries({ app: 5701, auth: 9701, firestore: 8701, hub: 4701, logging: 4801 }).map(([name, port]) => [name, port + OFFSET]),
);

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new BenchError(`bench port ${port} is in use (ss -ltnp | grep ${port}): is another bench running?`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** The Node flags of `npm run serve` (package.json), the production start: the bench's BFF runs as deployed. */
export const SERVE_NODE_FLAGS = (() => {
  const serve = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts.serve;
  const match = /^node((?: --[\w-]+(?:=\S+)?)*) bff\/dist\/server\.js$/.exec(serve ?? '');
  if (!match) throw new Error(`package.json's "serve" script is not "node [--flags] bff/dist/server.js": ${serve}`);
  return match[1].split(' ').filter(Boolean);
})();

/** Resident set size of a process, from /proc (what `top` calls RES). */
export function residentBytes(pid) {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new BenchError(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Starts the stack in a child process; resolves once the BFF listens. */
export async function startBenchStack() {
  for (const port of Object.values(PORTS)) await assertPortFree(port);
  const child = fork(new URL('./stack-host.mjs', import.meta.url), {
    // `BENCH_BFF_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` profiles the BFF alone (NODE_OPTIONS refuses --cpu-prof).
    execArgv: [...process.execArgv, ...SERVE_NODE_FLAGS, ...(process.env.BENCH_BFF_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])],
    // NODE_ENV as the README's deploy step sets it: graphql-js and Express skip their development checks.
    env: { ...process.env, NODE_ENV: 'production', BENCH_STACK: JSON.stringify({ projectId: PROJECT_ID, ports: PORTS }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map();
  let nextId = 0;
  let exited = false;
  let stopping = false;
  const ready = new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.type === 'ready') resolve(message);
      else if (message.type === 'failed') reject(new BenchError(`the bench stack did not start: ${message.message}`));
      else if (message.type === 'answer') pending.get(message.id)?.(message.value);
    });
    child.once('exit', (code) => {
      exited = true;
      reject(new BenchError(`the bench stack exited (code ${code}) before it was ready`));
    });
  });
  // A dead child makes IPC sends fail with EPIPE; lost() reports it, not an unhandled 'error' event.
  child.on('error', () => {});
  const { url, authHost } = await within(ready, 120_000, 'starting the bench stack');
  child.on('exit', (code, signal) => {
    exited = true;
    if (!stopping) console.error(`bench: the BFF process exited unexpectedly (${signal ?? `code ${code}`})`);
  });

  const ask = (type) =>
    within(
      new Promise((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        child.send({ type, id });
      }),
      10_000,
      `the BFF process answering ${type}`,
    );

  return {
    url,
    authHost,
    projectId: PROJECT_ID,
    pid: child.pid,
    /** Why the BFF process is gone, if it is (a failed request then reads better). */
    lost: () => (stopping || child.connected ? null : 'the BFF process died during the run'),
    rss: () => residentBytes(child.pid),
    /** process.memoryUsage() inside the BFF process. */
    memoryUsage: () => ask('memory-usage'),
    /** Firestore document reads the BFF made while `operation` ran (nothing else may run meanwhile). */
    async reads(operation) {
      await ask('reads-reset');
      await operation();
      return ask('reads-count');
    },
    async stop() {
      if (exited || stopping || !child.connected) return;
      stopping = true;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await within(gone, 30_000, 'stopping the bench stack').catch(() => child.kill('SIGKILL'));
    },
  };
}
