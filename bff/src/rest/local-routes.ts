import { Router } from 'express';
import type { IssuedOtp } from '../services/emulator-otps.js';

/**
 * Local mode only: lets the login page show the OTP the Auth emulator issued, since no SMS is sent.
 * Where the OTP comes from is handed in (app.ts), so this transport knows nothing of the local stack.
 */
export function localRoutes(lastOtp: () => Promise<IssuedOtp | null>): Router {
  const router = Router();
  router.get('/last-otp', async (_req, res) => {
    const otp = await lastOtp();
    res.json(otp ? { phoneNumber: otp.phoneNumber, code: otp.code } : { phoneNumber: null, code: null });
  });
  return router;
}
