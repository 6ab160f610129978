import { Router } from 'express';
import type { Config } from '../config.js';
import { latestOtp } from '../dev/otp-feed.js';

/** Local mode only: lets the login page show the OTP the Auth emulator issued, since no SMS is sent. */
export function localRoutes(config: Config): Router {
  const router = Router();
  router.get('/last-otp', async (_req, res) => {
    const otp = await latestOtp(config.FIREBASE_AUTH_EMULATOR_HOST!, config.FIREBASE_PROJECT_ID);
    res.set('Cache-Control', 'no-store').json(otp ?? { phoneNumber: null, code: null });
  });
  return router;
}
