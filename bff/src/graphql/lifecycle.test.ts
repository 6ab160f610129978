import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantUidOf, signedInCustomer, signedInStaff, VALID_PROFILE } from '../test/customers.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { APPROVE_CLAIM, APPROVE_REQUEST, CREDIT, REJECT_CLAIM, REJECT_REQUEST } from '../test/staff-operations.js';
import { nextOf, wsClients } from '../test/ws-client.js';

/**
 * Every state and transition of claims and points requests (pending -> approved | rejected, ask again after
 * each, delete in between), seen the three ways a customer sees them: the REST contract, the GraphQL query
 * and the live `pointsChanged` message on an open socket.
 */
const server = useTestServer();
let chaat: string; // FS1003: the reward needs 300 points
let staff: TestBrowser;
const sockets = wsClients(() => server.url);

beforeAll(async () => {
  chaat = await restaurantUidOf(server, 'FS1003');
  staff = await signedInStaff(server, 'FS1003');
});
afterAll(() => sockets.disposeAll());

const STATE = 'points latestClaim { id status platform } latestRequest { id status points pending platform }';
interface ClaimState {
  id: string;
  status: string;
  platform: string;
}
interface RequestState {
  id: string;
  status: string;
  points: number | null;
  pending: boolean;
  platform: string;
}
interface MembershipState {
  points: number;
  latestClaim: ClaimState | null;
  latestRequest: RequestState | null;
}
type LiveMessage = { data?: { pointsChanged: MembershipState } | null; errors?: { message: string; extensions?: { code?: string } }[] };

const QUEUE = '{ staffQueue { claims { id cusId } requests { id cusId } } }';
type Queue = { claims: { id: string; cusId: string }[]; requests: { id: string; cusId: string }[] };

/** A customer of FS1003 with the restaurant open in a live socket, as the Rewards and Online Points screens have it. */
async function customerWatchingChaat() {
  const customer = await signedInCustomer(server);
  expect((await customer.browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
  const { body } = await customer.browser.get(`/api/v1/customer/restaurant/${chaat}`);
  const cusId = (body['result'] as { cusId: string }).cusId;
  const socket = sockets.open({ cookie: `__session=${customer.browser.cookie('__session')}`, origin: server.url });
  const live = socket.iterate<LiveMessage['data']>({
    query: `subscription L($r: ID!) { pointsChanged(restaurantUid: $r) { ${STATE} } }`,
    variables: { r: chaat },
  });
  const nextLive = async () => (await nextOf(live)) as LiveMessage;
  return { ...customer, cusId, live, nextLive };
}
type Customer = Awaited<ReturnType<typeof customerWatchingChaat>>;

const staffDo = async (query: string, variables: Record<string, unknown>) => (await staff.graphql(query, variables)).body;
const credit = (customer: Customer, amount: number) => staffDo(CREDIT, { cusId: customer.cusId, pin: VALID_PROFILE.pin, amount });
const approveClaim = (id: string) => staffDo(APPROVE_CLAIM, { id });
const rejectClaim = (id: string) => staffDo(REJECT_CLAIM, { id });
const approveRequest = (id: string, points: number) => staffDo(APPROVE_REQUEST, { id, points });
const rejectRequest = (id: string) => staffDo(REJECT_REQUEST, { id });
const errorCode = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

async function queueItemOf(kind: keyof Queue, cusId: string): Promise<string | undefined> {
  const queue = (await staff.graphql(QUEUE)).body.data?.['staffQueue'] as Queue;
  return queue[kind].find((item) => item.cusId === cusId)?.id;
}

/** What the customer's screens read: the REST latest lists and the GraphQL restaurant query. */
async function seenByCustomer(customer: Customer) {
  const [claims, requests, graphql] = await Promise.all([
    customer.browser.get(`/api/v1/customer/latest-claim/${chaat}`),
    customer.browser.get(`/api/v1/customer/latest-request/${chaat}`),
    customer.browser.graphql(`query Q($r: ID!) { restaurant(restaurantUid: $r) { ${STATE} } }`, { r: chaat }),
  ]);
  return {
    restClaim: (claims.body['result'] as Record<string, unknown>[])[0] ?? null,
    restRequest: (requests.body['result'] as Record<string, unknown>[])[0] ?? null,
    graphql: graphql.body.data?.['restaurant'] as MembershipState,
  };
}

const claim = (customer: Customer, platform = 'In-Store') =>
  customer.browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaat, platform });
const askForPoints = (customer: Customer, platform = 'Swiggy') =>
  customer.browser.post('/api/v1/customer/request-points', { restaurantUid: chaat, platform });

describe('a claim, through every state', () => {
  it('pending, rejected, claimed again, approved: the same state over REST, GraphQL and the live socket', async () => {
    const customer = await customerWatchingChaat();
    expect((await customer.nextLive()).data?.pointsChanged).toEqual({ points: 0, latestClaim: null, latestRequest: null });
    expect(await seenByCustomer(customer)).toMatchObject({ restClaim: null, graphql: { latestClaim: null } });

    // Locked below minimumSpend: no claim, nothing written.
    expect(await claim(customer)).toMatchObject({ status: 409, body: { error: 'Not enough points to claim reward' } });
    expect(errorCode(await credit(customer, 650))).toBeUndefined();
    expect((await customer.nextLive()).data?.pointsChanged).toMatchObject({ points: 650, latestClaim: null });

    // pending
    expect((await claim(customer)).status).toBe(201);
    const pending = (await customer.nextLive()).data?.pointsChanged.latestClaim;
    expect(pending).toMatchObject({ status: 'pending', platform: 'In-Store' });
    expect(await seenByCustomer(customer)).toMatchObject({
      restClaim: { status: 'pending', platform: 'In-Store' },
      graphql: { points: 650, latestClaim: { id: pending!.id, status: 'pending' } },
    });
    expect(await claim(customer, 'Zomato')).toMatchObject({ status: 409 });

    // rejected: the points stay, the customer may claim again
    const firstId = (await queueItemOf('claims', customer.cusId))!;
    expect(await rejectClaim(firstId)).toMatchObject({ data: { rejectClaim: { status: 'rejected' } } });
    expect((await customer.nextLive()).data?.pointsChanged).toMatchObject({ points: 650, latestClaim: { id: pending!.id, status: 'rejected' } });
    expect(await seenByCustomer(customer)).toMatchObject({
      restClaim: { status: 'rejected' },
      graphql: { points: 650, latestClaim: { status: 'rejected' } },
    });
    expect(await queueItemOf('claims', customer.cusId)).toBeUndefined();
    // A decided claim is final: neither decision applies twice.
    expect(errorCode(await rejectClaim(firstId))).toBe('CONFLICT');
    expect(errorCode(await approveClaim(firstId))).toBe('CONFLICT');

    // claimed again, then approved: minimumSpend is deducted once, with its history row
    expect((await claim(customer, 'zomato')).status).toBe(201);
    const again = (await customer.nextLive()).data?.pointsChanged.latestClaim;
    expect(again).toMatchObject({ status: 'pending', platform: 'Zomato' });
    expect(again!.id).not.toBe(pending!.id);
    const secondId = (await queueItemOf('claims', customer.cusId))!;
    expect(await approveClaim(secondId)).toMatchObject({ data: { approveClaim: { status: 'approved' } } });
    expect((await customer.nextLive()).data?.pointsChanged).toMatchObject({ points: 350, latestClaim: { id: again!.id, status: 'approved' } });
    expect(await seenByCustomer(customer)).toMatchObject({ restClaim: { status: 'approved', platform: 'Zomato' }, graphql: { points: 350 } });
    expect(errorCode(await rejectClaim(secondId))).toBe('CONFLICT');
    const history = await customer.browser.get(`/api/v1/customer/points-history/${chaat}`);
    expect((history.body['results'] as { points: number }[]).map((row) => row.points)).toEqual([-300, 650]);

    // still unlocked (350 >= 300): a third claim is accepted
    expect((await claim(customer)).status).toBe(201);
    expect((await customer.nextLive()).data?.pointsChanged.latestClaim).toMatchObject({ status: 'pending' });
    await customer.live.return?.();
  });

  it('deleting the restaurant with a pending claim ends the live feed, takes the claim off the queue, and starts afresh', async () => {
    const customer = await customerWatchingChaat();
    await customer.nextLive();
    await credit(customer, 300);
    await customer.nextLive();
    expect((await claim(customer)).status).toBe(201);
    await customer.nextLive();
    const claimId = (await queueItemOf('claims', customer.cusId))!;

    expect((await customer.browser.request('DELETE', `/api/v1/customer/delete-restaurant/${chaat}`)).status).toBe(200);
    // The open screen hears that the restaurant left the list.
    const ended = await customer.nextLive();
    expect(ended.errors?.[0]).toMatchObject({ message: 'This restaurant is not in your list.', extensions: { code: 'NOT_FOUND' } });
    expect((await customer.live.next()).done).toBe(true);

    expect(errorCode(await approveClaim(claimId))).toBe('NOT_FOUND');
    expect(errorCode(await rejectClaim(claimId))).toBe('NOT_FOUND');
    expect(await queueItemOf('claims', customer.cusId)).toBeUndefined();

    // Added again: a new membership with nothing carried over.
    expect((await customer.browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
    expect(await seenByCustomer(customer)).toMatchObject({
      restClaim: null,
      restRequest: null,
      graphql: { points: 0, latestClaim: null, latestRequest: null },
    });
  });
});

describe('a points request, through every state', () => {
  it("pending, rejected, asked again, approved: REST points are 'pending' only while pending", async () => {
    const customer = await customerWatchingChaat();
    await customer.nextLive();

    expect(await askForPoints(customer)).toMatchObject({ status: 201, body: { result: { points: 'pending', status: 'pending' } } });
    const pending = (await customer.nextLive()).data?.pointsChanged.latestRequest;
    expect(pending).toMatchObject({ status: 'pending', pending: true, points: null, platform: 'Swiggy' });
    expect(await seenByCustomer(customer)).toMatchObject({
      restRequest: { points: 'pending', status: 'pending', platform: 'Swiggy' },
      graphql: { latestRequest: { pending: true, points: null, status: 'pending' } },
    });
    expect(await askForPoints(customer, 'Zomato')).toMatchObject({ status: 409 });

    // rejected: no longer pending, no points; the customer may ask again
    const firstId = (await queueItemOf('requests', customer.cusId))!;
    expect(await rejectRequest(firstId)).toMatchObject({ data: { rejectPointsRequest: { points: null } } });
    expect((await customer.nextLive()).data?.pointsChanged).toMatchObject({
      points: 0,
      latestRequest: { id: pending!.id, status: 'rejected', pending: false, points: null },
    });
    expect(await seenByCustomer(customer)).toMatchObject({
      restRequest: { points: null, status: 'rejected' },
      graphql: { latestRequest: { pending: false, points: null, status: 'rejected' } },
    });
    expect(errorCode(await approveRequest(firstId, 100))).toBe('CONFLICT');

    // asked again, approved with 120 points
    expect(await askForPoints(customer, 'Zomato')).toMatchObject({ status: 201 });
    expect((await customer.nextLive()).data?.pointsChanged.latestRequest).toMatchObject({ status: 'pending', pending: true, platform: 'Zomato' });
    const secondId = (await queueItemOf('requests', customer.cusId))!;
    expect(await approveRequest(secondId, 120)).toMatchObject({ data: { approvePointsRequest: { points: 120 } } });
    expect((await customer.nextLive()).data?.pointsChanged).toMatchObject({
      points: 120,
      latestRequest: { status: 'approved', pending: false, points: 120 },
    });
    expect(await seenByCustomer(customer)).toMatchObject({
      restRequest: { points: 120, status: 'approved', platform: 'Zomato' },
      graphql: { points: 120, latestRequest: { points: 120, status: 'approved' } },
    });
    expect(errorCode(await rejectRequest(secondId))).toBe('CONFLICT');

    // and may ask again after an approval
    expect(await askForPoints(customer)).toMatchObject({ status: 201 });
    await customer.live.return?.();
  });

  it('a request decided after its restaurant was deleted is not found, and changes nothing', async () => {
    const customer = await customerWatchingChaat();
    await customer.nextLive();
    expect((await askForPoints(customer)).status).toBe(201);
    const requestId = (await queueItemOf('requests', customer.cusId))!;
    await customer.live.return?.();
    expect((await customer.browser.request('DELETE', `/api/v1/customer/delete-restaurant/${chaat}`)).status).toBe(200);
    expect(errorCode(await approveRequest(requestId, 500))).toBe('NOT_FOUND');
    expect((await server.firebase.db.doc(`customers/${customer.uid}/restaurants/${chaat}`).get()).exists).toBe(false);
  });
});

describe('the staff queue, live', () => {
  it('sends the queue at once, then again when a claim arrives and when it is decided', async () => {
    const socket = sockets.open({ cookie: `__session=${staff.cookie('__session')}`, origin: server.url });
    const queue = socket.iterate<{ staffQueueChanged: Queue }>({
      query: 'subscription { staffQueueChanged { claims { id cusId } requests { id cusId } } }',
    });
    expect((await nextOf(queue)).data?.staffQueueChanged).toBeDefined();
    // Other test files work at FS1003 too: wait for the message that shows this customer's change.
    const untilQueue = async (shows: (queue: Queue) => boolean) => {
      for (;;) {
        const current = (await nextOf(queue)).data?.staffQueueChanged;
        if (current && shows(current)) return current;
      }
    };
    const hasClaimOf = (cusId: string) => (current: Queue) => current.claims.some((item) => item.cusId === cusId);

    const customer = await customerWatchingChaat();
    await customer.live.return?.();
    await credit(customer, 300);
    const askedAt = Date.now();
    expect((await claim(customer)).status).toBe(201);
    const arrived = await untilQueue(hasClaimOf(customer.cusId));
    console.log(`staff queue: a new claim arrived on the open socket after ${Date.now() - askedAt} ms`);

    await rejectClaim(arrived.claims.find((item) => item.cusId === customer.cusId)!.id);
    await untilQueue((current) => !hasClaimOf(customer.cusId)(current));
    await queue.return?.();
  });

  it('is for staff only', async () => {
    const customer = await signedInCustomer(server);
    const socket = sockets.open({ cookie: `__session=${customer.browser.cookie('__session')}`, origin: server.url });
    const result = await nextOf(socket.iterate({ query: 'subscription { staffQueueChanged { resId } }' }));
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', reason: 'ONLY_STAFF', params: {} });
  });
});
