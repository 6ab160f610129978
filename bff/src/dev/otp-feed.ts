import { type IssuedOtp, issuedOtps } from '../services/emulator-otps.js';

/** Prints a line for every new OTP, so a person at the terminal can log in without a phone. */
export function watchOtps(options: {
  authEmulatorHost: string;
  projectId: string;
  onOtp: (otp: IssuedOtp) => void;
  intervalMs?: number;
}): () => void {
  let seen = -1;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Each tick is scheduled after the previous one finished, so a slow answer never prints a code twice.
  const tick = async () => {
    try {
      const codes = await issuedOtps(options.authEmulatorHost, options.projectId);
      if (seen === -1) seen = codes.length; // codes from before this start were printed by an earlier run
      for (const otp of codes.slice(seen)) options.onOtp(otp);
      seen = codes.length;
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
