import { graphql, http, HttpResponse, type GraphQLQuery, type GraphQLVariables } from 'msw';
import { expect, vi } from 'vitest';
import type {
  HistoryRouteQueryQuery,
  HomeGreeting_ViewerFragment,
  LatestClaim_ClaimFragment,
  LatestRequest_RequestFragment,
  LiveMembershipSubscription,
  OnlinePointsRouteQueryQuery,
  RestaurantRouteQueryQuery,
  RewardsRouteQueryQuery,
} from '../__generated__/graphql';
import type { Me } from '../lib/session';
import { onEachRequest, server } from './server';

/** Fixtures for the customer screens: a signed-in customer and GraphQL answers at the network edge. */
export const CUSTOMER: Me = { role: 'customer', profileSet: true, consentCurrent: true, phoneNumber: '+919876543210', email: null };

/** A result type of the generated client types with the `__typename` Apollo's cache keys objects by. */
type Typed<T, Name extends string> = T & { __typename: Name };
type RestaurantOf<Query extends { restaurant: unknown }> = NonNullable<Query['restaurant']>;

export type ViewerFixture = Typed<Omit<HomeGreeting_ViewerFragment, 'profile'>, 'Viewer'> & {
  profile: Typed<NonNullable<HomeGreeting_ViewerFragment['profile']>, 'Profile'>;
};

export const VIEWER: ViewerFixture = { __typename: 'Viewer', uid: 'uid-1', profile: { __typename: 'Profile', firstName: 'Priya' } };

export function signedInCustomer() {
  server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json(CUSTOMER)));
}

/** A fixture builder: `base` with the fields a test gives replaced. */
export function fixture<T extends object>(base: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...base, ...overrides });
}

export type ClaimFixture = Typed<LatestClaim_ClaimFragment, 'Claim'>;
export type PointsRequestFixture = Typed<LatestRequest_RequestFragment, 'PointsRequest'>;
export type HistoryItemFixture = Typed<RestaurantOf<HistoryRouteQueryQuery>['history']['items'][number], 'HistoryItem'>;

/** A membership with every field a customer screen selects of it: the route queries and the live message. */
export type MembershipFixture = Typed<
  RestaurantOf<RestaurantRouteQueryQuery> &
    Omit<RestaurantOf<RewardsRouteQueryQuery> & RestaurantOf<OnlinePointsRouteQueryQuery>, 'latestClaim' | 'latestRequest'> &
    Omit<LiveMembershipSubscription['pointsChanged'], 'latestClaim' | 'latestRequest'>,
  'Membership'
> & { latestClaim: ClaimFixture | null; latestRequest: PointsRequestFixture | null };

const chaatCorner = fixture<Omit<MembershipFixture, 'pointsToNextReward' | 'rewardUnlocked'>>({
  __typename: 'Membership',
  restaurantUid: 'r-chaat',
  restaurantName: 'Mumbai Chaat Corner',
  resId: 'FS1003',
  restaurantPhone: '+91 22 2456 1003',
  reward: 'Free pani puri plate',
  minimumSpend: 300,
  // No dearer reward announced, the programme running (issue 21): see programmeChange for the other cases.
  pendingMinimumSpend: null,
  minimumSpendFrom: null,
  suspended: false,
  // Not locked after wrong PINs (issue 22): see the restaurant screen's tests for a lock.
  pinLockedUntil: null,
  points: 120,
  cusId: '482913',
  pin: '4321',
  latestClaim: null,
  latestRequest: null,
  historyUpdatedAt: null,
});

/** Mumbai Chaat Corner unless told otherwise; the points to the next reward and the unlock follow from the points. */
export function membership(overrides: Partial<MembershipFixture> = {}): MembershipFixture {
  const base = chaatCorner(overrides);
  return {
    ...base,
    pointsToNextReward: overrides.pointsToNextReward ?? Math.max(0, base.minimumSpend - base.points),
    rewardUnlocked: overrides.rewardUnlocked ?? base.points >= base.minimumSpend,
  };
}

/**
 * A dearer reward its owner announced (issue 21): 600 points from 10 Dec 2026, the start of that day in Kolkata
 * (18:30 UTC the day before); until then minimumSpend is still the old price.
 */
export const PRICE_ANNOUNCED = { pendingMinimumSpend: 600, minimumSpendFrom: '2026-12-09T18:30:00.000Z' } as const;

/**
 * The app's clock as on `instant` and moving on from there (Date.now only; timers run as usual), so a test of an
 * announced price reads the same whatever day it runs. Restored after the test (restoreMocks).
 */
export function clockAt(instant: string) {
  const realNow = Date.now.bind(Date);
  const shift = Date.parse(instant) - realNow();
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
}

/** The programme's changes as a note by the points, never in a live region that would announce it by itself. */
export function expectCalmNote(note: HTMLElement) {
  expect(note.closest('[aria-live], [role="status"], [role="alert"], [role="log"]')).toBeNull();
}

/** What the subscription sends: the membership's current points, latest claim and latest request. */
export function livePoints(
  restaurant: MembershipFixture,
  points: number,
  latest: Partial<Pick<MembershipFixture, 'latestClaim' | 'latestRequest' | 'historyUpdatedAt'>> = {},
): Typed<LiveMembershipSubscription['pointsChanged'], 'Membership'> {
  return {
    __typename: 'Membership',
    restaurantUid: restaurant.restaurantUid,
    // What the owner may change while a screen is open: as the restaurant is.
    restaurantName: restaurant.restaurantName,
    restaurantPhone: restaurant.restaurantPhone,
    reward: restaurant.reward,
    pendingMinimumSpend: restaurant.pendingMinimumSpend,
    minimumSpendFrom: restaurant.minimumSpendFrom,
    suspended: restaurant.suspended,
    pinLockedUntil: restaurant.pinLockedUntil,
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

export const claim = fixture<ClaimFixture>({
  __typename: 'Claim',
  id: 'claim-1',
  platform: 'In-Store',
  status: 'pending',
  createdAt: '2025-01-05T13:00:00.000Z',
  formattedDate: '5 Jan 2025, 6:30 pm',
});

export const pointsRequest = fixture<PointsRequestFixture>({
  __typename: 'PointsRequest',
  id: 'request-1',
  platform: 'Swiggy',
  orderId: null,
  points: null,
  pending: true,
  status: 'pending',
  rejectionReason: null,
  rejectionNote: null,
  createdAt: '2025-01-06T08:00:00.000Z',
  formattedDate: '6 Jan 2025, 1:30 pm',
});

/** Every GraphQL operation sent over HTTP, by name, in order of sending (whatever handler answers it). */
export function recordGraphQLOperations(): string[] {
  const names: string[] = [];
  onEachRequest((request) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/graphql') return;
    const index = names.push('(reading)') - 1;
    void request
      .clone()
      .json()
      .then((body: { operationName?: string }) => (names[index] = body.operationName ?? '(anonymous)'));
  });
  return names;
}

type Respond = (variables: GraphQLVariables) => Record<string, unknown> | Promise<Record<string, unknown>>;

/** Answers a query (or mutation) by name; `answer` may look at the variables. */
export function answer(kind: 'query' | 'mutation', operationName: string, respond: Respond) {
  const handler = kind === 'query' ? graphql.query : graphql.mutation;
  server.use(handler<GraphQLQuery, GraphQLVariables>(operationName, async ({ variables }) => HttpResponse.json(await respond(variables))));
}

/**
 * Answers a query by name like `answer`, but holds each answer from the `from`-th load on (1: every load) until
 * the test calls the release this returns: to see a loading state, or what a screen shows from the cache meanwhile.
 * `respond` also gets the number of the load (1 for the first).
 */
export function answerHeld(
  operationName: string,
  respond: (variables: GraphQLVariables, load: number) => Record<string, unknown>,
  { from = 1 }: { from?: number } = {},
): () => void {
  const held = gate();
  let loads = 0;
  server.use(
    graphql.query<GraphQLQuery, GraphQLVariables>(operationName, async ({ variables }) => {
      const load = ++loads;
      if (load >= from) await held.opened;
      return HttpResponse.json(respond(variables, load));
    }),
  );
  return held.release;
}

/** A GraphQL error as the BFF sends it. */
export function graphQLError(message: string, code: string, refusal?: { reason: string; params?: Record<string, string | number> }) {
  return { data: null, errors: [{ message, extensions: { code, ...refusal } }] };
}

/** Holds an answer until the test releases it (to see a loading state). */
export function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}
