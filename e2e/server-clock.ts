import { createServer, type Server } from 'node:http';
import { inject } from 'vitest';
import { z } from 'zod';
import type { Clock } from '../bff/src/services/clock.js';

/**
 * The e2e stack's BFF reads this clock: the real time, or as far ahead of it as a test set. A test moves it on
 * to let a lock's 30 seconds pass at once, instead of waiting them out, and sets it back when done.
 */
export interface MovableClock extends Clock {
  setAhead(ms: number): void;
}

export function movableClock(): MovableClock {
  let aheadMs = 0;
  return {
    now: () => new Date(Date.now() + aheadMs),
    setAhead: (ms) => void (aheadMs = ms),
  };
}

const MoveBody = z.object({ aheadMs: z.number().int().min(0).max(86_400_000) }).strict();

/**
 * POST /clock `{ aheadMs }` from the test files (they run in workers of their own) to the stack's process, on a
 * port the system picks (so no test run on the machine can clash with it).
 */
export function serveClockControl(clock: MovableClock): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const answer = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (request.method !== 'POST' || request.url !== '/clock') return answer(404, { error: 'POST /clock { "aheadMs": ms } is the only route' });
      let parsed;
      try {
        parsed = MoveBody.safeParse(JSON.parse(body));
      } catch {
        return answer(400, { error: 'the body is not JSON' });
      }
      if (!parsed.success) return answer(400, { error: 'aheadMs must be a whole number of milliseconds from 0 to one day' });
      clock.setAhead(parsed.data.aheadMs);
      return answer(200, { now: clock.now().toISOString() });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** Runs the e2e stack's BFF clock `ms` ahead of the real time (0: the real time again). */
export async function setServerClockAhead(ms: number): Promise<void> {
  const response = await fetch(`${inject('clockControlUrl')}/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ aheadMs: ms }),
  });
  if (!response.ok) throw new Error(`the e2e stack's clock did not move: ${response.status} ${await response.text()}`);
}
