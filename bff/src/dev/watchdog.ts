/**
 * Every emulator runs under this small Node script, so it dies with the launcher even when the
 * launcher is killed with SIGKILL (which no handler can catch, and Node cannot ask Linux for
 * PR_SET_PDEATHSIG). The launcher holds the write end of the script's stdin; the kernel closes it
 * however the launcher dies, so the script sees end-of-file, stops the emulator (SIGTERM, then
 * SIGKILL after the grace period), removes the emulator's private temp folder and exits. It also
 * watches its parent pid, in case the pipe is ever held elsewhere.
 *
 * While the launcher lives, the script forwards SIGINT / SIGTERM / SIGHUP to the emulator (once
 * each) and exits with the emulator's status. The launcher starts it in a process group of its
 * own, with the emulator inside, so a forced stop kills the whole group.
 *
 * Plain CommonJS in a string and run with `node -e`: it works the same whether the launcher runs
 * from `bff/dist` (npm start) or from TypeScript source (vitest), and no file has to be found.
 *
 * argv: `-- <command> [...args]`; env: FOODSPOT_WATCHDOG_CLEANUP (a folder to remove once the
 * emulator has exited), FOODSPOT_WATCHDOG_GRACE_MS (default 3000). Both are removed from the
 * emulator's environment.
 */
export const WATCHDOG_SCRIPT = String.raw`'use strict';
const { spawn } = require('node:child_process');
const { rmSync } = require('node:fs');
const { constants } = require('node:os');

const [command, ...args] = process.argv.slice(1);
const cleanupDir = process.env.FOODSPOT_WATCHDOG_CLEANUP || '';
const graceMs = Number(process.env.FOODSPOT_WATCHDOG_GRACE_MS || 3000);
const env = { ...process.env };
delete env.FOODSPOT_WATCHDOG_CLEANUP;
delete env.FOODSPOT_WATCHDOG_GRACE_MS;
const parentPid = process.ppid;

const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
const signal = (name) => {
  try {
    child.kill(name);
  } catch {
    // already gone
  }
};

const forwarded = new Set();
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    if (forwarded.has(name)) return;
    forwarded.add(name);
    signal(name);
  });
}

let orphaned = false;
const parentGone = () => {
  if (orphaned) return;
  orphaned = true;
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), graceMs).unref();
};
process.stdin.on('end', parentGone);
process.stdin.on('close', parentGone);
process.stdin.on('error', parentGone);
process.stdin.resume();
setInterval(() => {
  if (process.ppid !== parentPid) parentGone();
}, 500).unref();

const cleanUp = () => {
  if (!cleanupDir) return;
  try {
    rmSync(cleanupDir, { recursive: true, force: true });
  } catch {
    // best effort: it lives in the temp folder
  }
};
child.once('error', (error) => {
  process.stderr.write('cannot start ' + command + ': ' + error.message + '\n');
  cleanUp();
  process.exit(127);
});
child.once('exit', (code, signalName) => {
  cleanUp();
  if (orphaned && process.platform !== 'win32') {
    // Anything the emulator left behind in this process group goes too (this script included).
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      // not a group leader
    }
  }
  process.exit(code ?? 128 + (constants.signals[signalName] || 0));
});
`;
