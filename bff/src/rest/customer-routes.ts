import { Router, type Request, type Response } from 'express';
import { consentBodySchema, DATA_EXPORT_QUERY_COST, deleteAccountBodySchema } from '@foodspot/schema/privacy';
import { saveProfileBodySchema } from '@foodspot/schema/profile';
import { addRestaurantBodySchema, platformBodySchema, requestPointsBodySchema, restaurantUidSchema } from '@foodspot/schema/validation';
import type { Services } from '../context.js';
import { type PointsRequestModel, restPointsOf } from '../domain/decisions.js';
import type { MembershipModel } from '../domain/membership.js';
import { dayOf } from '../domain/days.js';
import { type IpRateLimits, perAccount, readCost } from '../http/rate-limit.js';
import { parseInput } from '../http/parse-input.js';
import type { Csrf } from '../http/csrf.js';
import { clearSessionCookie, clearSignedInHint } from '../http/session-cookie.js';
import { requireSession, type SessionLocals } from './require-session.js';

type Res = Response<unknown, SessionLocals>;

/** The restaurant object of spec section 3. */
const toRestaurantJson = (model: MembershipModel) => ({
  restaurantUid: model.restaurantUid,
  restaurantName: model.restaurantName,
  points: model.points,
  minimumSpend: model.minimumSpend,
  reward: model.reward,
  resId: model.resId,
  cusId: model.cusId,
  pin: model.pin,
  customerUid: model.customerUid,
  restaurantPhone: model.restaurantPhone,
  pointsToNextReward: model.pointsToNextReward,
});

/** The spec's request shape: `points` is the string 'pending' while pending (domain/decisions.ts). */
const toRequestJson = (request: PointsRequestModel) => ({
  formattedDate: request.formattedDate,
  platform: request.platform,
  points: restPointsOf(request),
  status: request.status,
  // Beyond the spec's shape only when the customer gave one (the spec's clients send none).
  ...(request.orderId ? { orderId: request.orderId } : {}),
  // Likewise only on a rejection that kept why: the reason's code (English words in @foodspot/schema/rejection-reasons).
  ...(request.rejectionReason ? { rejectionReason: request.rejectionReason, rejectionNote: request.rejectionNote } : {}),
});

/** The spec's history answer is one list: its newest rows. */
const REST_HISTORY_ROWS = 100;

const restaurantUidParam = (req: Request) => parseInput(restaurantUidSchema, req.params['restaurantUid']);

/** /customer/*: the signed-in customer's own data (spec section 7). Thin: parse, call a service, shape. */
export function customerRoutes(services: Services, limits: IpRateLimits, session: { csrf: Csrf; secureCookies: boolean }): Router {
  const router = Router();
  // Reads may trust a session check up to 30 s old; every change (profile, add, delete, claim, request)
  // is made only by a session Firebase Auth confirms now (ADR 010).
  const cachedSession = requireSession(services);
  const freshSession = requireSession(services, { fresh: true });
  router.use((req, res, next) => (req.method === 'GET' ? cachedSession : freshSession)(req, res, next));
  // README "Limits": per IP, and per account with the same budget as the GraphQL mutations.
  const limitAdd = [limits.writes, perAccount(services.rateLimits, 'addRestaurant')];
  const limitClaims = [limits.writes, perAccount(services.rateLimits, 'claims')];
  // Reads spend the account's query-cost bucket as GraphQL's do (ADR 016): 1, plus the rows of a list.
  const spendRead = readCost(services.rateLimits, 1);
  router.use((req, res, next) => (req.method === 'GET' && !req.path.startsWith('/points-history/') ? spendRead(req, res, next) : next()));

  // The changes with no budget of their own spend the bucket as their GraphQL mutations do (saveProfile,
  // deleteRestaurant): each is a fresh check with Auth and a transaction, and was otherwise unlimited.
  const spendChange = readCost(services.rateLimits, 1);

  router.post('/save', spendChange, async (req, res: Res) => {
    const { role: _fixedRole, ...profile } = parseInput(saveProfileBodySchema, req.body);
    await services.customers.saveProfile(res.locals.user, profile);
    res.json({ message: 'Profile saved' });
  });

  // Consent to the privacy notice the customer read (its version from GET /privacy-notice).
  router.post('/consent', limits.writes, async (req, res: Res) => {
    const { noticeVersion } = parseInput(consentBodySchema, req.body);
    const viewer = await services.customers.giveConsent(res.locals.user, noticeVersion);
    res.json({ message: 'Thank you. Your consent is recorded.', consentCurrent: viewer.consentCurrent });
  });

  // The saved profile, which the profile page shows for editing.
  router.get('/profile', async (_req, res: Res) => {
    const { firstName, lastName, phone, email, pin } = await services.customers.getProfile(res.locals.user);
    res.json({ result: { firstName, lastName, phone, email, pin } });
  });

  router.get('/restaurants', async (_req, res: Res) => {
    const memberships = await services.memberships.list(res.locals.user);
    // Its 1 was spent before reading (spendRead); each restaurant read counts too, as over GraphQL.
    await services.rateLimits.settleQueryCost(res.locals.user.uid, 1, 1 + memberships.length);
    res.json({ results: memberships.map(toRestaurantJson) });
  });

  router.post('/add-restaurant', ...limitAdd, async (req, res: Res) => {
    const { resId } = parseInput(addRestaurantBodySchema, req.body);
    const membership = await services.memberships.add(res.locals.user, resId);
    res.status(201).json({ message: `${membership.restaurantName} was added to your list.`, result: toRestaurantJson(membership) });
  });

  router.get('/restaurant/:restaurantUid', async (req, res: Res) => {
    const membership = await services.memberships.get(res.locals.user, restaurantUidParam(req));
    res.json({ result: toRestaurantJson(membership) });
  });

  router.delete('/delete-restaurant/:restaurantUid', spendChange, async (req, res: Res) => {
    await services.memberships.remove(res.locals.user, restaurantUidParam(req));
    res.json({ message: 'The restaurant and your points there were deleted.' });
  });

  router.get('/latest-claim/:restaurantUid', async (req, res: Res) => {
    const claims = await services.rewards.latestClaims(res.locals.user, restaurantUidParam(req));
    res.json({ result: claims.map(({ formattedDate, platform, status }) => ({ formattedDate, platform, status })) });
  });

  router.post('/claim-reward', ...limitClaims, async (req, res: Res) => {
    const { restaurantUid, platform } = parseInput(platformBodySchema, req.body);
    const claim = await services.rewards.claimReward(res.locals.user, restaurantUid, platform);
    res.status(201).json({
      message: 'Your claim was sent to the restaurant.',
      result: { formattedDate: claim.formattedDate, platform: claim.platform, status: claim.status },
    });
  });

  router.get('/latest-request/:restaurantUid', async (req, res: Res) => {
    const requests = await services.rewards.latestRequests(res.locals.user, restaurantUidParam(req));
    res.json({ result: requests.map(toRequestJson) });
  });

  router.post('/request-points', ...limitClaims, async (req, res: Res) => {
    const { restaurantUid, platform, orderId } = parseInput(requestPointsBodySchema, req.body);
    const request = await services.rewards.requestPoints(res.locals.user, restaurantUid, platform, orderId);
    res.status(201).json({ message: 'Your points request was sent to the restaurant.', result: toRequestJson(request) });
  });

  // "Download my data": one JSON file of everything kept about the customer (docs/privacy.md).
  router.get('/export', readCost(services.rateLimits, DATA_EXPORT_QUERY_COST - 1), async (_req, res: Res) => {
    const exported = await services.accounts.exportData(res.locals.user);
    res.attachment(`foodspot-my-data-${dayOf(new Date(exported.exportedAt))}.json`);
    // Indented: a person opens this file in a text viewer on their phone, not a program.
    res.type('application/json').send(JSON.stringify(exported, null, 2));
  });

  // "Withdraw consent and delete my account": everything goes, every session ends; this device gets a fresh CSRF token.
  router.delete('/account', limits.writes, spendChange, async (req, res: Res) => {
    const { pin } = parseInput(deleteAccountBodySchema, req.body ?? {});
    await services.accounts.deleteAccount(res.locals.user, pin);
    clearSessionCookie(res, session.secureCookies);
    clearSignedInHint(res, session.secureCookies);
    const csrfToken = session.csrf.issueTokenForNewSession(req, res, null);
    res.json({ message: 'Your account and its data are deleted.', csrfToken });
  });

  router.get('/points-history/:restaurantUid', readCost(services.rateLimits, 1 + REST_HISTORY_ROWS), async (req, res: Res) => {
    const page = await services.rewards.history(res.locals.user, restaurantUidParam(req), { first: REST_HISTORY_ROWS });
    res.json({ results: page.items.map(({ pointsId, formattedDate, platform, points }) => ({ pointsId, formattedDate, platform, points })) });
  });

  return router;
}
