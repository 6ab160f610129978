// The bench's BFF process: the whole local stack (emulators as their own processes, the BFF in this
// one), like `npm start`, in a child of the bench so the BFF never shares the load generator's event
// loop and its resident memory can be read alone. It also carries the Firestore read meter, which must
// sit in the process that owns the BFF's Firestore instance. Talks to the bench over IPC.
import { startLocalStack } from '../../bff/dist/dev/local-stack.js';
import { createLogger } from '../../bff/dist/logger.js';
import { meterFirestoreReads } from '../../bff/dist/test/firestore-read-meter.js';
import { RELAXED_LIMITS } from '../../bff/dist/test/relaxed-limits.js';

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
  // Rate limits off: the bench logs in hundreds of customers from one IP.
  stack = await startLocalStack({ projectId, ports, logger, env: RELAXED_LIMITS });
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
