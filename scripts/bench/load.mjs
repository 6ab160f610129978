// A closed-loop load generator: each client runs one screen after another, as a person tapping
// through the app would, so the figures are screens a second at this concurrency and the latency of each.
import { BenchError } from './errors.mjs';
import { percentile } from './stats.mjs';

/**
 * Every client runs `screen(client)` back to back for `warmupSeconds` (not counted) and then `seconds`;
 * screens that end inside the measured window count. The first failure stops the run and is thrown.
 */
export async function closedLoop(clients, screen, { seconds, warmupSeconds }) {
  const measureFrom = performance.now() + warmupSeconds * 1000;
  const deadline = measureFrom + seconds * 1000;
  const latencies = [];
  let failure = null;
  const loop = async (client) => {
    while (!failure && performance.now() < deadline) {
      const began = performance.now();
      try {
        await screen(client);
      } catch (error) {
        failure ??= error;
        return;
      }
      const ended = performance.now();
      if (ended >= measureFrom && ended <= deadline) latencies.push(ended - began);
    }
  };
  await Promise.all(clients.map(loop));
  if (failure) throw failure instanceof BenchError ? failure : new BenchError(`request failed: ${failure.message}`);
  latencies.sort((a, b) => a - b);
  return { screens: latencies.length, perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
