import { z } from 'zod';

const verificationCodesSchema = z.object({
  verificationCodes: z
    .array(z.object({ phoneNumber: z.string(), code: z.string(), sessionInfo: z.string().optional() }))
    .default([]),
});

export interface IssuedOtp {
  phoneNumber: string;
  code: string;
}

/** Every OTP the Auth emulator has issued for the project, oldest first (the emulator's REST API). */
export async function issuedOtps(authEmulatorHost: string, projectId: string): Promise<IssuedOtp[]> {
  const response = await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${projectId}/verificationCodes`, {
    signal: AbortSignal.timeout(2000),
  });
  if (!response.ok) throw new Error(`Auth emulator answered ${response.status} for verification codes`);
  const { verificationCodes } = verificationCodesSchema.parse(await response.json());
  return verificationCodes.map(({ phoneNumber, code }) => ({ phoneNumber, code }));
}

export async function latestOtp(authEmulatorHost: string, projectId: string): Promise<IssuedOtp | null> {
  const codes = await issuedOtps(authEmulatorHost, projectId);
  return codes.at(-1) ?? null;
}

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
    if (!stopped) timer = setTimeout(tick, options.intervalMs ?? 1000).unref();
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
