import { type Request, type Response, Router } from 'express';
import { restaurantUidSchema } from '@foodspot/schema/validation';
import type { Services } from '../context.js';
import { parseInput } from '../http/parse-input.js';
import { requireSession, type SessionLocals } from './require-session.js';

/** /owner/*: the owner's downloads for their accountant (the owner area itself is GraphQL). */
export function ownerRoutes(services: Services): Router {
  const router = Router();
  // Personal data leaves in these files: the session is checked with Firebase Auth now (ADR 010).
  router.use(requireSession(services, { fresh: true }));

  const csvDownload =
    (file: 'members' | 'activity', make: (user: SessionLocals['user'], restaurantUid: string) => Promise<{ resId: string; csv: string }>) =>
    async (req: Request, res: Response<unknown, SessionLocals>) => {
      const restaurantUid = parseInput(restaurantUidSchema, req.params['restaurantUid']);
      const { resId, csv } = await make(res.locals.user, restaurantUid);
      res.type('text/csv; charset=utf-8');
      // Named so the accountant can tell the files apart: FS1004-members-2026-11-26.csv
      res.attachment(`${resId}-${file}-${new Date().toISOString().slice(0, 10)}.csv`);
      // A byte-order mark, so spreadsheet programs read names in Devanagari as UTF-8.
      res.send(`\uFEFF${csv}`);
    };

  router.get(
    '/restaurants/:restaurantUid/members.csv',
    csvDownload('members', (user, restaurantUid) => services.owners.membersCsv(user, restaurantUid)),
  );
  router.get(
    '/restaurants/:restaurantUid/activity.csv',
    csvDownload('activity', (user, restaurantUid) => services.owners.activityCsv(user, restaurantUid)),
  );
  return router;
}
