import { type Request, type Response, Router } from 'express';
import { restaurantUidSchema } from '@foodspot/schema/validation';
import { z } from 'zod';
import type { Services } from '../context.js';
import { dayOf } from '../domain/days.js';
import { parseInput } from '../http/parse-input.js';
import { CSV_LANGUAGES, type CsvLanguage } from '../services/csv-texts.js';
import type { CsvFile } from '../services/owners.js';
import { requireSession, type SessionLocals } from './require-session.js';

/** What a download reserves before it reads: as much as the biggest GraphQL read (250 rows) and its 1. */
const CSV_RESERVED_COST = 251;

/** Named so the accountant can tell the files apart: FS1004-members-2026-11-26.csv, on the day in India (as its rows). */
export const csvFileName = (resId: string, file: 'members' | 'activity', now: Date) => `${resId}-${file}-${dayOf(now)}.csv`;

/** `?lang=hi`: the language of the owner area the file is downloaded from (its headers and words); English without one. */
const csvQuerySchema = z.object({
  lang: z.enum(CSV_LANGUAGES, { error: `lang must be one of: ${CSV_LANGUAGES.join(', ')}` }).default('en'),
});

/** /owner/*: the owner's downloads for their accountant (the owner area itself is GraphQL). */
export function ownerRoutes(services: Services): Router {
  const router = Router();
  // Personal data leaves in these files: the session is checked with Firebase Auth now (ADR 010).
  router.use(requireSession(services, { fresh: true }));

  // A file reads up to 50,000 rows: it reserves CSV_RESERVED_COST, and is settled at its rows
  // (never more than the whole bucket, so an owner waits at most a minute after the biggest file). ADR 016.
  const csvDownload =
    (file: 'members' | 'activity', make: (user: SessionLocals['user'], restaurantUid: string, language: CsvLanguage) => Promise<CsvFile>) =>
    async (req: Request, res: Response<unknown, SessionLocals>) => {
      const restaurantUid = parseInput(restaurantUidSchema, req.params['restaurantUid']);
      const { lang } = parseInput(csvQuerySchema, req.query);
      const { user } = res.locals;
      await services.rateLimits.spendQueryCost(user.uid, CSV_RESERVED_COST);
      const { resId, csv, rows } = await make(user, restaurantUid, lang).catch(async (error: unknown) => {
        await services.rateLimits.settleQueryCost(user.uid, CSV_RESERVED_COST, 1);
        throw error;
      });
      await services.rateLimits.settleQueryCost(user.uid, CSV_RESERVED_COST, 1 + rows);
      res.type('text/csv; charset=utf-8');
      res.attachment(csvFileName(resId, file, services.clock.now()));
      // A byte-order mark, so spreadsheet programs read names in Devanagari as UTF-8.
      res.send(`\uFEFF${csv}`);
    };

  router.get(
    '/restaurants/:restaurantUid/members.csv',
    csvDownload('members', (user, restaurantUid, language) => services.owners.membersCsv(user, restaurantUid, language)),
  );
  router.get(
    '/restaurants/:restaurantUid/activity.csv',
    csvDownload('activity', (user, restaurantUid, language) => services.owners.activityCsv(user, restaurantUid, language)),
  );
  return router;
}
