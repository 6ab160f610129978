import { describe, expect, it } from 'vitest';
import { carryRouteData } from '../test/route-data';
import { ROUTE_DATA_ELEMENT_ID, takeCarriedAnswer, takeCarriedMe } from './route-data';

const carry = carryRouteData;

const ME = { role: 'customer', profileSet: true, phoneNumber: '+919876543210', email: null };
const QUERY = { operationName: 'RestaurantRouteQuery', variables: { restaurantUid: 'r-chaat' }, result: { data: { restaurant: null } } };

describe('the data a page carries', () => {
  it('hands `me` and the answer over once each, and leaves the document', () => {
    carry(JSON.stringify({ me: ME, query: QUERY }));
    expect(takeCarriedMe()).toEqual(ME);
    expect(document.getElementById(ROUTE_DATA_ELEMENT_ID)).toBeNull();
    expect(takeCarriedMe()).toBeNull();
    expect(takeCarriedAnswer('RestaurantRouteQuery', { restaurantUid: 'r-chaat' })).toEqual(QUERY.result);
    expect(takeCarriedAnswer('RestaurantRouteQuery', { restaurantUid: 'r-chaat' })).toBeNull();
  });

  it('hands the answer only to the same operation with the same variables', () => {
    carry(JSON.stringify({ me: ME, query: QUERY }));
    expect(takeCarriedAnswer('RestaurantsRouteQuery', { restaurantUid: 'r-chaat' })).toBeNull();
    expect(takeCarriedAnswer('RestaurantRouteQuery', { restaurantUid: 'r-other' })).toBeNull();
    expect(takeCarriedAnswer('RestaurantRouteQuery', { restaurantUid: 'r-chaat' })).toEqual(QUERY.result);
  });

  it.each([
    ['no element', null],
    ['broken JSON', '{"me": '],
    ['not an object', '[1, 2]'],
    ['a query without variables', JSON.stringify({ me: null, query: { operationName: 'RestaurantRouteQuery', result: {} } })],
  ])('hands nothing over for %s', (_name, text) => {
    if (text !== null) carry(text);
    expect(takeCarriedMe()).toBeNull();
    expect(takeCarriedAnswer('RestaurantRouteQuery', { restaurantUid: 'r-chaat' })).toBeNull();
  });
});
