import { Router, type Response } from 'express';
import { saveProfileBodySchema } from '@foodspot/schema/validation';
import type { Services } from '../context.js';
import { parseInput } from './parse.js';
import { requireSession, type SessionLocals } from './require-session.js';

/** /customer/*: the signed-in customer's own data. */
export function customerRoutes(services: Services): Router {
  const router = Router();
  router.use(requireSession(services));

  router.post('/save', async (req, res: Response<unknown, SessionLocals>) => {
    const { role: _fixedRole, ...profile } = parseInput(saveProfileBodySchema, req.body);
    await services.customers.saveProfile(res.locals.user, profile);
    res.json({ message: 'Profile saved' });
  });

  return router;
}
