/**
 * How long one readiness check answers `/readyz` for. The route is public (a load balancer, Cloud Run's probes and
 * anyone else reach it) and each check calls Firebase Auth and Firestore, so without this every request to it
 * spent two calls of the project's quotas; now a replica makes at most one check a second, however many ask.
 */
export const READINESS_REUSE_MS = 1000;

/** How long one check waits for Auth and Firestore before it answers "unavailable". */
export const READINESS_CHECK_TIMEOUT_MS = 3000;

/** The document a check reads (it need not exist: the read is the round trip). */
export const READINESS_PROBE_DOCUMENT = 'readiness/probe';

/** `check` shared by every caller within `reuseMs` of its start (the ones asking while it runs included). */
export function sharedReadinessCheck(check: () => Promise<boolean>, reuseMs = READINESS_REUSE_MS, now: () => number = Date.now) {
  let last: { startedAt: number; ready: Promise<boolean> } | undefined;
  return (): Promise<boolean> => {
    const at = now();
    if (!last || at - last.startedAt >= reuseMs) last = { startedAt: at, ready: check().catch(() => false) };
    return last.ready;
  };
}
