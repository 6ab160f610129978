// `npm run bench`: figures, side by side in one run (not part of `npm test`; nothing here asserts a time).
// Starts its own throw-away stack on bench ports (5701/9701/8701/4701/4801), so it runs beside
// `npm start` and a test run, with production's limits and trusted documents (stack-host.mjs). What each
// figure means: docs/performance.md.
//
//   reads       Firestore document reads per customer screen (list, detail, rewards, online points, history)
//   memory      BFF resident memory idle and with 1,000 open live subscriptions
//   detail      the detail screen: spec REST client vs our GraphQL client (by id, and with its text) vs a bare
//               Express hello-world, 16 connections taking turns over 960 customers
//   live        staff credit to the subscriber's live message, p50/p95 over 200 sequential updates
//   lighthouse  Lighthouse mobile on / and /home/{id} with a session, median of 3
//   phone       /home/{id} with a session in a Chromium slowed down for real (CPU 4x, slow 4G), median of 5
//   soak        (only when asked) credits from 8 tills while customers watch live
//   abuse       (only when asked) another customer's read while 4 signed-in sockets flood refused operations
//
// Options: --only <section>[,<section>...] (default: all but soak), --seconds N (each detail run, default 10;
// the soak, default 60), --warmup N (seconds before each detail run, default 2), --customers N (soak, default 20).
// A broken run (any error answer, a subscription that never answers) stops with a message and exit code 1.
import { parseArgs } from 'node:util';
import { abuseSection } from './bench/abuse.mjs';
import { detailSection } from './bench/detail.mjs';
import { BenchError } from './bench/errors.mjs';
import { lighthouseSection } from './bench/lighthouse.mjs';
import { phoneSection } from './bench/phone.mjs';
import { liveSection } from './bench/live.mjs';
import { memorySection } from './bench/memory.mjs';
import { readsSection } from './bench/reads.mjs';
import { machineHeader, renderReport, writeReport } from './bench/report.mjs';
import { soakSection } from './bench/soak.mjs';
import { sleep } from './bench/stats.mjs';
import { startBenchStack } from './bench/stack.mjs';

// In this order: reads and idle memory on a quiet, fresh stack, before the load runs.
const SECTIONS = {
  reads: readsSection,
  memory: memorySection,
  detail: detailSection,
  live: liveSection,
  lighthouse: lighthouseSection,
  phone: phoneSection,
  soak: soakSection,
  abuse: abuseSection,
};
const DEFAULT_SECTIONS = ['reads', 'memory', 'detail', 'live', 'lighthouse', 'phone'];

function readArgs() {
  try {
    return parseArgs({
      options: {
        only: { type: 'string' },
        seconds: { type: 'string' },
        warmup: { type: 'string', default: '2' },
        customers: { type: 'string', default: '20' },
      },
    });
  } catch (error) {
    throw new BenchError(error.message);
  }
}

function parseOptions() {
  const { values } = readArgs();
  const only = values.only ? values.only.split(',').map((name) => name.trim()) : DEFAULT_SECTIONS;
  const unknown = only.filter((name) => !SECTIONS[name]);
  if (unknown.length) throw new BenchError(`unknown section ${unknown.join(', ')}; sections: ${Object.keys(SECTIONS).join(', ')}`);
  const number = (text, name, min = 1) => {
    const value = Number(text);
    if (!Number.isFinite(value) || value < min) throw new BenchError(`--${name} must be a number of at least ${min}`);
    return value;
  };
  const sections = Object.keys(SECTIONS).filter((name) => only.includes(name));
  return {
    sections,
    detailSeconds: values.seconds ? number(values.seconds, 'seconds') : 10,
    soakSeconds: values.seconds ? number(values.seconds, 'seconds') : 60,
    warmupSeconds: number(values.warmup, 'warmup', 0),
    customers: number(values.customers, 'customers'),
  };
}

const log = (line) => console.error(`bench: ${line}`);

async function runSections(stack, options) {
  const outputs = [];
  for (const name of options.sections) {
    const seconds = name === 'soak' ? options.soakSeconds : options.detailSeconds;
    try {
      outputs.push(await SECTIONS[name]({ stack, log, seconds, warmupSeconds: options.warmupSeconds, customers: options.customers }));
    } catch (error) {
      await sleep(300); // lets a dead BFF process's exit reach us, so the message can say so
      const lost = stack.lost();
      if (error instanceof BenchError) error.message = `${name}: ${error.message}${lost ? ` (${lost})` : ''}`;
      throw error;
    }
  }
  return outputs;
}

async function main() {
  const options = parseOptions();
  const header = machineHeader(new Date());
  log(`starting the bench stack (sections: ${options.sections.join(', ')})`);
  const stack = await startBenchStack();
  const stopOnSignal = () => void stack.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  let outputs;
  try {
    outputs = await runSections(stack, options);
  } finally {
    await stack.stop();
  }
  const report = renderReport(header, outputs, new Date());
  console.log(report);
  console.log(`(written to ${writeReport(report, header.startedAt)})`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof BenchError ? `bench failed: ${error.message}` : error);
    process.exit(1);
  },
);
