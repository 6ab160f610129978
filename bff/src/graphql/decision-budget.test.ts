import { beforeAll, describe, expect, it } from 'vitest';
import { adjustPoints } from '../test/adjust-points.js';
import { customerAt, freshStaffAt } from '../test/clients-at.js';
import { restaurantUidOf } from '../test/customers.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { APPROVE_CLAIM, CREDIT, REJECT_CLAIM } from '../test/staff-operations.js';

/**
 * Deciding a claim or a points request moves points as an in-store credit does, so a till account decides no faster
 * than it may credit (RATE_LIMIT_CREDITS_PER_MIN, its own counter): a stolen till session cannot approve in a loop.
 */
const PER_MINUTE = 3;
const server = useTestServer({ env: { RATE_LIMIT_CREDITS_PER_MIN: String(PER_MINUTE) } });
let chaat: string; // FS1003: reward at 300

beforeAll(async () => {
  chaat = await restaurantUidOf(server, 'FS1003');
});

const PIN = '4321'; // VALID_PROFILE's
const QUEUE = '{ staffQueue { claims { id cusId status } } }';
const membershipDoc = (uid: string) => server.firebase.db.doc(`customers/${uid}/restaurants/${chaat}`);
const pointsOf = async (uid: string) => ((await membershipDoc(uid).get()).data() as { points: number }).points;

/** A member of FS1003 with 650 points and a pending in-store claim, and the claim's id in the till's queue. */
async function claimant(staff: TestBrowser) {
  const customer = await customerAt(server);
  expect((await customer.browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
  await adjustPoints(server, { customerUid: customer.uid, restaurantUid: chaat, amount: 650, platform: 'In-Store', source: 'service' });
  expect((await customer.browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaat, platform: 'In-Store' })).status).toBe(201);
  const { cusId } = (await membershipDoc(customer.uid).get()).data() as { cusId: string };
  const claims = ((await staff.graphql(QUEUE)).body.data?.['staffQueue'] as { claims: { id: string; cusId: string }[] }).claims;
  return { ...customer, cusId, claimId: claims.find((claim) => claim.cusId === cusId)!.id };
}

type Claimant = Awaited<ReturnType<typeof claimant>>;

/** The claim's status after the till's answer, or the refusal's code and reason. */
async function decide(staff: TestBrowser, query: string, variables: Record<string, unknown>) {
  const { body } = await staff.graphql(query, variables);
  const error = body.errors?.[0];
  if (!error) return { status: (Object.values(body.data ?? {})[0] as { status: string }).status };
  const extensions = error.extensions as Record<string, unknown>;
  return { code: extensions['code'], reason: extensions['reason'] };
}

describe('a till account’s decisions', () => {
  it(`are at most ${PER_MINUTE} a minute, approvals and rejections together; past it RATE_LIMITED (TOO_MANY_DECISIONS) and nothing changes`, async () => {
    const desk = (await freshStaffAt(server, 'FS1003')).browser;
    const customers: Claimant[] = [];
    for (let n = 0; n < PER_MINUTE + 2; n += 1) customers.push(await claimant(desk));
    const [first, second, third, fourth, fifth] = customers as [Claimant, Claimant, Claimant, Claimant, Claimant];
    expect(await decide(desk, APPROVE_CLAIM, { id: first.claimId, pin: PIN })).toEqual({ status: 'approved' });
    expect(await decide(desk, REJECT_CLAIM, { id: second.claimId })).toEqual({ status: 'rejected' });
    expect(await decide(desk, APPROVE_CLAIM, { id: third.claimId, pin: PIN })).toEqual({ status: 'approved' });

    const limited = { code: 'RATE_LIMITED', reason: 'TOO_MANY_DECISIONS' };
    expect(await decide(desk, APPROVE_CLAIM, { id: fourth.claimId, pin: PIN })).toEqual(limited);
    expect(await decide(desk, REJECT_CLAIM, { id: fifth.claimId })).toEqual(limited);
    expect(await pointsOf(fourth.uid)).toBe(650);
    const pending = ((await desk.graphql(QUEUE)).body.data?.['staffQueue'] as { claims: { id: string }[] }).claims.map((claim) => claim.id);
    expect(pending).toEqual(expect.arrayContaining([fourth.claimId, fifth.claimId]));

    // Its credits are a budget of their own, and another till account is not held.
    const credit = await desk.graphql(CREDIT, { cusId: fourth.cusId, pin: PIN, amount: 10 });
    expect(credit.body.errors).toBeUndefined();
    const otherDesk = (await freshStaffAt(server, 'FS1003')).browser;
    expect(await decide(otherDesk, APPROVE_CLAIM, { id: fourth.claimId, pin: PIN })).toEqual({ status: 'approved' });
  });
});
