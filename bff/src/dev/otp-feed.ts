import { type IssuedPasswordReset, issuedPasswordResets } from '../services/emulator-oob-codes.js';
import { type IssuedOtp, issuedOtps } from '../services/emulator-otps.js';

/**
 * Calls `onNew` for every item `read` lists that the previous look did not, each exactly once. Items pending at the first
 * look were printed by an earlier run. Each item is known by its id: an item leaves the emulator's list once it is used,
 * so counting the list misses a new one when another is used in the same second.
 */
function watchIssued<T>(read: () => Promise<T[]>, idOf: (item: T) => string, onNew: (item: T) => void, intervalMs: number): () => void {
  let seen: Set<string> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Each tick is scheduled after the previous one finished, so a slow answer never prints an item twice.
  const tick = async () => {
    try {
      const items = await read();
      if (seen) for (const item of items) if (!seen.has(idOf(item))) onNew(item);
      seen = new Set(items.map(idOf));
    } catch {
      // The emulator may be restarting; the next tick tries again.
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs).unref();
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

interface FeedOptions {
  authEmulatorHost: string;
  projectId: string;
  intervalMs?: number;
}

/** Prints a line for every new OTP, each exactly once, so a person at the terminal can log in without a phone. */
export function watchOtps(options: FeedOptions & { onOtp: (otp: IssuedOtp) => void }): () => void {
  return watchIssued(
    () => issuedOtps(options.authEmulatorHost, options.projectId),
    (otp) => otp.id,
    options.onOtp,
    options.intervalMs ?? 1000,
  );
}

/**
 * Prints a line for every new password-reset link (Forgot password?, and an owner's set-password link for a cashier),
 * each exactly once: no email is sent locally. The link is the app's reset page (a path; the launcher puts its origin
 * in front).
 */
export function watchPasswordResets(options: FeedOptions & { onReset: (reset: IssuedPasswordReset) => void }): () => void {
  return watchIssued(
    () => issuedPasswordResets(options.authEmulatorHost, options.projectId),
    (reset) => reset.oobCode,
    options.onReset,
    options.intervalMs ?? 1000,
  );
}
