import { type IssuedOtp, issuedOtps } from '../services/emulator-otps.js';

/** Prints a line for every new OTP, each exactly once, so a person at the terminal can log in without a phone. */
export function watchOtps(options: {
  authEmulatorHost: string;
  projectId: string;
  onOtp: (otp: IssuedOtp) => void;
  intervalMs?: number;
}): () => void {
  // The codes pending at the last look, by id. A code leaves the emulator's list once it is used, so counting
  // the list misses a new code when another is used in the same second: each code is known by its id instead.
  let seen: Set<string> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Each tick is scheduled after the previous one finished, so a slow answer never prints a code twice.
  const tick = async () => {
    try {
      const codes = await issuedOtps(options.authEmulatorHost, options.projectId);
      // Codes pending at this start were printed by an earlier run.
      if (seen) for (const otp of codes) if (!seen.has(otp.id)) options.onOtp(otp);
      seen = new Set(codes.map((otp) => otp.id));
    } catch {
      // The emulator may be restarting; the next tick tries again.
    }
    if (!stopped) timer = setTimeout(() => void tick(), options.intervalMs ?? 1000).unref();
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
