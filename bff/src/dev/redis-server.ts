import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { assertPortFree, type ManagedProcess, startProcess } from './processes.js';

/**
 * Debian's `redis-server`, for tests of what many replicas share (the limit counters, ADR 016). Nothing
 * is saved to disk: each start is an empty Redis. `npm test` installs the package when it is missing
 * (scripts/ensure-system-deps.mjs).
 */
export interface RedisServer {
  url: string;
  port: number;
  process: ManagedProcess;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

/** Whether Redis answers PING on the port (a raw RESP round trip: no client library needed). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startRedisServer({ port }: { port: number }): Promise<RedisServer> {
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('redis-server is not installed: `npm test` installs it as root (apt-get install -y redis-server), or install it by hand.');
  }
  await assertPortFree(port, HOST, 'test Redis');
  const process = startProcess('redis-server', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    HOST,
    '--save',
    '',
    '--appendonly',
    'no',
    '--protected-mode',
    'yes',
  ]);
  const deadline = Date.now() + 15_000;
  while (!(await answersPing(port))) {
    if (Date.now() > deadline) {
      await process.stop('SIGKILL');
      throw new Error(`redis-server did not answer on ${port} within 15 s:\n${process.recentOutput()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://${HOST}:${port}`, port, process, stop: () => process.stop() };
}
