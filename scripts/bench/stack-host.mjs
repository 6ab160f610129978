// The bench's BFF process: the whole local stack (emulators as their own processes, the BFF in this
// one), like `npm start`, in a child of the bench so the BFF never shares the load generator's event
// loop and its resident memory can be read alone. It also carries the Firestore read meter, which must
// sit in the process that owns the BFF's Firestore instance. Talks to the bench over IPC.
import { startLocalStack } from '../../bff/dist/dev/local-stack.js';
import { createLogger } from '../../bff/dist/logger.js';
import { meterFirestoreReads } from '../../bff/dist/test/firestore-read-meter.js';
import { RELAXED_LIMITS } from '../../bff/dist/test/relaxed-limits.js';

/**
 * The limits of production (README, "Limits"; ADR 016) except the few the bench cannot avoid meeting. The
 * per-IP limits and the per-account budgets (sessions started, restaurants added, claims, the query-cost
 * bucket) stay at their defaults: every bench customer is an account of its own behind an address of its
 * own (X-Forwarded-For, customers.mjs), and the sections use enough customers that none comes near a budget.
 * Relaxed, and why:
 * - RATE_LIMIT_CREDITS_PER_MIN: "live" sends 200 credits one after another (about 5 s) and the soak credits
 *   from 8 tills at once, all from the one seeded staff account of FS1003; a till credits 120 bills a minute
 *   at most, so the default would stop "live" after 120 credits. It also sizes the Customer ID look-ups.
 * - PIN_FAILURES_PER_STAFF, OWNER_RESTAURANTS_PER_DAY, OWNER_STAFF_INVITES_PER_DAY: kept in Firestore on the
 *   seeded staff and owner accounts; the bench makes no wrong PIN and creates no restaurant, so they are
 *   relaxed as the tests relax them, only so that a bench never depends on the emulator's history.
 */
const BENCH_LIMITS = {
  RATE_LIMIT_CREDITS_PER_MIN: RELAXED_LIMITS.RATE_LIMIT_CREDITS_PER_MIN,
  PIN_FAILURES_PER_STAFF: RELAXED_LIMITS.PIN_FAILURES_PER_STAFF,
  OWNER_RESTAURANTS_PER_DAY: RELAXED_LIMITS.OWNER_RESTAURANTS_PER_DAY,
  OWNER_STAFF_INVITES_PER_DAY: RELAXED_LIMITS.OWNER_STAFF_INVITES_PER_DAY,
};

const { projectId, ports } = JSON.parse(process.env.BENCH_STACK ?? '{}');
const logger = createLogger('warn');

let stack;
let meter;

async function stop(code) {
  await stack?.stop().catch((error) => console.error(`bench stack: stop failed: ${error.message}`));
  process.exit(code);
}

const answers = {
  'reads-reset': () => {
    meter.reset();
    return 0;
  },
  'reads-count': () => meter.reads,
  // Where the resident memory goes (V8 heap vs buffers and native), for whoever has to shrink it.
  'memory-usage': () => process.memoryUsage(),
};

process.on('message', (message) => {
  if (message?.type === 'stop') return void stop(0);
  const answer = answers[message?.type];
  if (answer) process.send({ type: 'answer', id: message.id, value: answer() });
});
// The bench died or was killed: the emulators must not outlive it.
process.on('disconnect', () => void stop(1));

try {
  // Production's limits (but BENCH_LIMITS) and production's trusted documents: GraphQL runs the app's own
  // operations only, sent by id as the app sends them (ADR 017).
  stack = await startLocalStack({ projectId, ports, logger, env: { ...BENCH_LIMITS, TRUSTED_DOCUMENTS: 'only' } });
  meter = meterFirestoreReads(stack.server.firebase.db);
  process.send({
    type: 'ready',
    url: `http://localhost:${stack.server.port}`,
    authHost: stack.config.FIREBASE_AUTH_EMULATOR_HOST,
  });
} catch (error) {
  process.send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  await stop(1);
}
