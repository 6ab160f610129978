import { graphql, http, HttpResponse, type GraphQLQuery, type GraphQLVariables } from 'msw';
import { onTestFinished } from 'vitest';
import type { Me } from '../lib/session';
import { server } from './server';

/** Fixtures for the customer screens: a signed-in customer and GraphQL answers at the network edge. */
export const CUSTOMER: Me = { role: 'customer', profileSet: true, phoneNumber: '+919876543210', email: null };

export const VIEWER = { __typename: 'Viewer', uid: 'uid-1', profile: { __typename: 'Profile', firstName: 'Priya' } } as const;

export function signedInCustomer() {
  server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json(CUSTOMER)));
}

export interface MembershipFixture {
  __typename: 'Membership';
  restaurantUid: string;
  restaurantName: string;
  resId: string;
  restaurantPhone: string | null;
  reward: string;
  minimumSpend: number;
  points: number;
  pointsToNextReward: number;
  rewardUnlocked: boolean;
  cusId: string;
  pin: string;
  customerUid: string;
  latestClaim: Record<string, unknown> | null;
  latestRequest: Record<string, unknown> | null;
  historyUpdatedAt: string | null;
}

export function membership(overrides: Partial<MembershipFixture> = {}): MembershipFixture {
  const base = {
    __typename: 'Membership' as const,
    restaurantUid: 'r-chaat',
    restaurantName: 'Mumbai Chaat Corner',
    resId: 'FS1003',
    restaurantPhone: '+91 22 4000 1003',
    reward: 'Free pani puri plate',
    minimumSpend: 300,
    points: 120,
    cusId: '482913',
    pin: '4321',
    customerUid: 'uid-1',
    latestClaim: null,
    latestRequest: null,
    historyUpdatedAt: null,
    ...overrides,
  };
  return {
    ...base,
    pointsToNextReward: overrides.pointsToNextReward ?? Math.max(0, base.minimumSpend - base.points),
    rewardUnlocked: overrides.rewardUnlocked ?? base.points >= base.minimumSpend,
  };
}

/** What the subscription sends: the membership's current points, latest claim and latest request. */
export function livePoints(
  restaurant: MembershipFixture,
  points: number,
  latest: Partial<Pick<MembershipFixture, 'latestClaim' | 'latestRequest' | 'historyUpdatedAt'>> = {},
) {
  return {
    __typename: 'Membership',
    restaurantUid: restaurant.restaurantUid,
    points,
    minimumSpend: restaurant.minimumSpend,
    pointsToNextReward: Math.max(0, restaurant.minimumSpend - points),
    rewardUnlocked: points >= restaurant.minimumSpend,
    latestClaim: restaurant.latestClaim,
    latestRequest: restaurant.latestRequest,
    historyUpdatedAt: restaurant.historyUpdatedAt,
    ...latest,
  };
}

export function claim(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Claim',
    id: 'claim-1',
    platform: 'In-Store',
    status: 'pending',
    createdAt: '2025-01-05T13:00:00.000Z',
    formattedDate: '5 Jan 2025, 6:30 pm',
    ...overrides,
  };
}

export function pointsRequest(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PointsRequest',
    id: 'request-1',
    platform: 'Swiggy',
    points: null,
    pending: true,
    status: 'pending',
    createdAt: '2025-01-06T08:00:00.000Z',
    formattedDate: '6 Jan 2025, 1:30 pm',
    ...overrides,
  };
}

/** Every GraphQL operation sent over HTTP, by name, in order of sending (whatever handler answers it). */
export function recordGraphQLOperations(): string[] {
  const names: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/graphql') return;
    const index = names.push('(reading)') - 1;
    void request
      .clone()
      .json()
      .then((body: { operationName?: string }) => (names[index] = body.operationName ?? '(anonymous)'));
  };
  server.events.on('request:start', onRequest);
  onTestFinished(() => server.events.removeListener('request:start', onRequest));
  return names;
}

/** Answers a query (or mutation) by name; `answer` may look at the variables. */
export function answer(
  kind: 'query' | 'mutation',
  operationName: string,
  respond: (variables: GraphQLVariables) => Record<string, unknown> | Promise<Record<string, unknown>>,
) {
  const handler = kind === 'query' ? graphql.query : graphql.mutation;
  server.use(
    handler<GraphQLQuery, GraphQLVariables>(operationName, async ({ variables }) => HttpResponse.json(await respond(variables))),
  );
}

/** A GraphQL error as the BFF sends it. */
export function graphQLError(message: string, code: string) {
  return { data: null, errors: [{ message, extensions: { code } }] };
}

/** Holds an answer until the test releases it (to see a loading state). */
export function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}
