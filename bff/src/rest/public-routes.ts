import { type RequestHandler, Router } from 'express';
import { PRIVACY_NOTICE } from '@foodspot/schema/privacy';
import { resIdSchema } from '@foodspot/schema/validation';
import type { Services } from '../context.js';
import { parseInput } from '../http/parse-input.js';
import type { IpRateLimits } from '../http/rate-limit.js';

/** How long a browser or a shared cache may keep a public answer: names change rarely and are public. */
const PUBLIC_MAX_AGE_SECONDS = 300;

/**
 * /restaurants/*: what anyone may read without a session. Thin: parse, call a service, shape.
 * Limited per IP with the other public reads (the CSRF token's budget).
 */
export function publicRoutes(services: Services, limits: IpRateLimits): Router {
  const router = Router();

  // The landing page names the restaurant a counter poster's link is about to add ("Log in to add … to your list").
  router.get('/:resId/public-name', limits.publicName, async (req, res) => {
    const resId = parseInput(resIdSchema, req.params['resId']);
    const name = await services.publicRestaurants.publicName(resId);
    res.setHeader('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
    res.json({ name });
  });

  return router;
}

/** GET /privacy-notice: the current notice's version and date, which a consent must name (POST /customer/consent). */
export const privacyNotice: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
  res.json(PRIVACY_NOTICE);
};
