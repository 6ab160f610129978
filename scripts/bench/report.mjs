// The report's header (when, where, on what) and its file under .test-artifacts/ (git-ignored).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { URL } from 'node:url';

const REPO_ROOT = new URL('../../', import.meta.url).pathname;

function gitRevision() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** Taken at the start: the load average tells whether other work shared the machine. */
export function machineHeader(startedAt) {
  const cpus = os.cpus();
  return {
    startedAt,
    loadAtStart: load(),
    lines: [
      `- Run: ${startedAt.toISOString()}, commit ${gitRevision()}`,
      `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
    ],
  };
}

export function renderReport(header, sections, finishedAt) {
  const seconds = ((finishedAt - header.startedAt) / 1000).toFixed(0);
  return [
    '## npm run bench',
    '',
    ...header.lines,
    `- Load average (1 / 5 / 15 min) at the start ${header.loadAtStart}, at the end ${load()} (${os.cpus().length} cores: a 1-min load well above 0 at the start means other work shared the machine).`,
    `- Took ${seconds} s (after the build).`,
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}

export function writeReport(text, startedAt) {
  const dir = path.join(REPO_ROOT, '.test-artifacts');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${startedAt.toISOString().replace(/[:.]/g, '-')}.md`);
  writeFileSync(file, text);
  return path.relative(REPO_ROOT, file);
}
