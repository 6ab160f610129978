import { z } from 'zod';

/**
 * Local mode only: the OTPs the Firebase Auth emulator issued (no SMS is sent), read from its REST API.
 * The login page shows the newest (GET /api/v1/local/last-otp) and the launcher prints each (dev/otp-feed.ts).
 */
const verificationCodesSchema = z.object({
  verificationCodes: z.array(z.object({ phoneNumber: z.string(), code: z.string(), sessionInfo: z.string().optional() })).default([]),
});

export interface IssuedOtp {
  phoneNumber: string;
  code: string;
  /** What names this send (the emulator's session info); unique per code. */
  id: string;
}

/** Every OTP the Auth emulator has issued for the project, oldest first. */
export async function issuedOtps(authEmulatorHost: string, projectId: string): Promise<IssuedOtp[]> {
  const response = await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${projectId}/verificationCodes`, {
    signal: AbortSignal.timeout(2000),
  });
  if (!response.ok) throw new Error(`Auth emulator answered ${response.status} for verification codes`);
  const { verificationCodes } = verificationCodesSchema.parse(await response.json());
  return verificationCodes.map(({ phoneNumber, code, sessionInfo }) => ({ phoneNumber, code, id: sessionInfo ?? `${phoneNumber}:${code}` }));
}

export async function latestOtp(authEmulatorHost: string, projectId: string): Promise<IssuedOtp | null> {
  const codes = await issuedOtps(authEmulatorHost, projectId);
  return codes.at(-1) ?? null;
}
