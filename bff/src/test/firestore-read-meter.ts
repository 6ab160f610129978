import type { Firestore } from 'firebase-admin/firestore';

/**
 * Counts the Firestore document reads a Firestore instance makes, as Firestore bills them: one per
 * document a lookup returns or finds missing, one per document a query returns (a query with no
 * result still costs one), one per document a listener receives (its first snapshot and every change).
 *
 * It listens at the SDK's one funnel for streamed calls (`requestStream`, used by get, getAll,
 * queries, transactions and listeners), so it sees every read our services make without mocking
 * them. Used by the read-budget tests and `npm run bench`.
 */
export interface FirestoreReadMeter {
  /** Reads since the meter started or was last reset. */
  readonly reads: number;
  /** Round trips (lookups, queries, listeners opened) since the meter started or was last reset. */
  readonly roundTrips: number;
  reset(): void;
  /** Runs `operation` and tells how many reads and round trips happened meanwhile (the caller avoids overlapping work). */
  measure<T>(operation: () => Promise<T>): Promise<{ result: T; reads: number; roundTrips: number }>;
  /** Puts the SDK's funnel back. */
  stop(): void;
}

type StreamResponse = { found?: unknown; missing?: unknown; document?: unknown; documentChange?: unknown };
type RequestStream = (method: string, ...rest: unknown[]) => Promise<NodeJS.EventEmitter>;

export function meterFirestoreReads(db: Firestore): FirestoreReadMeter {
  const target = db as unknown as { requestStream: RequestStream };
  const original = target.requestStream;
  if (typeof original !== 'function') throw new Error('This @google-cloud/firestore has no requestStream: update firestore-read-meter.ts');
  let reads = 0;
  let roundTrips = 0;

  const countResponse = (method: string, response: StreamResponse): number => {
    if (method === 'batchGetDocuments') return response.found || response.missing ? 1 : 0;
    if (method === 'runQuery') return response.document ? 1 : 0;
    if (method === 'listen') return response.documentChange ? 1 : 0;
    return 0;
  };

  target.requestStream = async function meteredRequestStream(this: unknown, method: string, ...rest: unknown[]) {
    roundTrips += 1;
    const stream = await original.call(this, method, ...rest);
    let documents = 0;
    // Wrapping `emit` sees every response without attaching a 'data' listener, which would start the
    // paused stream before its consumer is ready.
    const emit = stream.emit.bind(stream);
    stream.emit = (event: string | symbol, ...args: unknown[]) => {
      if (event === 'data' && args[0] && typeof args[0] === 'object') {
        const counted = countResponse(method, args[0]);
        documents += counted;
        reads += counted;
      }
      if (event === 'end' && (method === 'runQuery' || method === 'runAggregationQuery') && documents === 0) reads += 1;
      return emit(event, ...args);
    };
    return stream;
  };

  return {
    get reads() {
      return reads;
    },
    get roundTrips() {
      return roundTrips;
    },
    reset() {
      reads = 0;
      roundTrips = 0;
    },
    async measure(operation) {
      const before = { reads, roundTrips };
      const result = await operation();
      return { result, reads: reads - before.reads, roundTrips: roundTrips - before.roundTrips };
    },
    stop() {
      target.requestStream = original;
    },
  };
}
