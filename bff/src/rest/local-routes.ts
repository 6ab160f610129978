import { Router } from 'express';
import { z } from 'zod';
import type { IssuedPasswordReset } from '../services/emulator-oob-codes.js';
import type { IssuedOtp } from '../services/emulator-otps.js';

/** What the local feeds read from the Auth emulator, handed in (app.ts), so this transport knows nothing of the local stack. */
export interface LocalFeeds {
  lastOtp: () => Promise<IssuedOtp | null>;
  lastPasswordReset: (email: string) => Promise<IssuedPasswordReset | null>;
}

const passwordResetQuery = z.object({ email: z.string().trim().min(1).max(320) });

/**
 * Local mode only (app.ts mounts it only then): the Auth emulator sends no SMS and no email, so the login pages show
 * the OTP it issued, and the forgot-password form the reset link it made.
 */
export function localRoutes(feeds: LocalFeeds): Router {
  const router = Router();
  router.get('/last-otp', async (_req, res) => {
    const otp = await feeds.lastOtp();
    res.json(otp ? { phoneNumber: otp.phoneNumber, code: otp.code } : { phoneNumber: null, code: null });
  });
  // `?email=…`: the newest reset link made for that email, as a path of this app (`/reset-password?oobCode=…`), or null.
  router.get('/last-password-reset', async (req, res) => {
    const query = passwordResetQuery.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: 'Say which email: ?email=…', code: 'BAD_INPUT' });
      return;
    }
    const reset = await feeds.lastPasswordReset(query.data.email);
    res.json({ email: query.data.email, link: reset?.link ?? null });
  });
  return router;
}
