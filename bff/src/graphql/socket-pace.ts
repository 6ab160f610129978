/**
 * What one socket may send, signed in or not: operations a second, and operations refused before they run (bad
 * variables, validation, an unknown persisted id, RATE_LIMITED) a minute. Past either the socket is closed with
 * 1008 (RFC 6455 policy violation: graphql-ws clients do not reconnect after it). Without these, one signed-in
 * socket took 48,630 refused operations in 8 s and four of them tripled another customer's read p90.
 */
export const SOCKET_PACE = {
  /**
   * A socket without a session: the app sends one or two on a socket whose session ended; an audit kept 20 in
   * flight with bad variables and made the server log 5,700 errors a second.
   */
  signedOutOperationsPerSecond: 5,
  /**
   * A socket with a session: the customer app subscribes to each restaurant on its screen and the till to its
   * queue, at most 20 live operations a socket, all at once when the socket (re)connects. Twice that fits.
   */
  signedInOperationsPerSecond: 40,
  /** Refused operations a socket may send in a minute: the app sends none, so a run of them is a script's. */
  refusedOperationsPerMinute: 20,
} as const;

/**
 * How often one account (or, signed out, one address) may have a socket closed for its pace: a few, then one more
 * every 20 s; past that its new sockets are refused (429) until it has waited. The app's sockets are never closed for
 * their pace, and graphql-ws clients do not reconnect after 1008: only a script reconnects in a loop.
 */
export const PACE_CLOSES = { capacity: 3, perSecond: 3 / 60 };
/** Where the limit store keeps a lease key's pace closes. */
export const pacedOutKey = (leaseKey: string) => `paced-out:${leaseKey}`;

/** The closes a socket that broke its pace gets. */
export const TOO_MANY_OPERATIONS = { code: 1008, reason: 'Too many operations' };
export const TOO_MANY_REFUSED = { code: 1008, reason: 'Too many refused operations' };

interface Window {
  startedAt: number;
  count: number;
}

/** Counts in fixed windows: `limit` per `windowMs`, a new window once the last one is over. */
function overLimit(window: Window | undefined, limit: number, windowMs: number, now: number): { window: Window; over: boolean } {
  const current = !window || now - window.startedAt >= windowMs ? { startedAt: now, count: 0 } : window;
  current.count += 1;
  return { window: current, over: current.count > limit };
}

/** One socket's pace: a few numbers kept on its session, nothing shared. */
export function createSocketPace(now: () => number = Date.now) {
  let operations: Window | undefined;
  let refusals: Window | undefined;
  return {
    /** Counts one operation; true when it is one more than the socket may send this second. */
    operationOverRate(signedIn: boolean): boolean {
      const limit = signedIn ? SOCKET_PACE.signedInOperationsPerSecond : SOCKET_PACE.signedOutOperationsPerSecond;
      const counted = overLimit(operations, limit, 1000, now());
      operations = counted.window;
      return counted.over;
    },
    /** Counts one refused operation; true when it is one more than the socket may send this minute. */
    refusalOverLimit(): boolean {
      const counted = overLimit(refusals, SOCKET_PACE.refusedOperationsPerMinute, 60_000, now());
      refusals = counted.window;
      return counted.over;
    },
  };
}

export type SocketPace = ReturnType<typeof createSocketPace>;
