import { http, HttpResponse } from 'msw';
import type { OwnerRestaurant_RestaurantFragment } from './__generated__/graphql';
import type { Me } from '../../lib/session';
import { answer } from '../../test/customer-area';
import { server } from '../../test/server';

/** Fixtures of the owner area's tests: an owner's session and the GraphQL answers of the owner API at the network edge. */
export const OWNER_ME: Me = { role: 'owner', profileSet: false, consentCurrent: true, phoneNumber: null, email: 'owner@example.com' };

export type RestaurantFixture = OwnerRestaurant_RestaurantFragment & { __typename: 'OwnerRestaurant' };

export function ownerRestaurant(overrides: Partial<RestaurantFixture> = {}): RestaurantFixture {
  return {
    __typename: 'OwnerRestaurant',
    restaurantUid: 'r-dosa',
    resId: 'FS1004',
    name: 'Anna Dosa Corner',
    phone: '044 2434 1001',
    city: 'Chennai',
    reward: 'Free masala dosa',
    minimumSpend: 500,
    pendingMinimumSpend: null,
    minimumSpendFrom: null,
    suspended: false,
    largeBillThreshold: 10000,
    ...overrides,
  };
}

export function signedInOwner() {
  server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json(OWNER_ME)));
}

/** ownerRestaurants answers `restaurants`. */
export function ownerRestaurantsAre(restaurants: RestaurantFixture[]) {
  answer('query', 'OwnerRestaurantsRouteQuery', () => ({ data: { ownerRestaurants: restaurants } }));
}
