import { describe, expect, it } from 'vitest';
import { isAppRoute, matchesRoute } from './client-routes.js';

describe('isAppRoute', () => {
  it.each(['/', '/profile', '/home', '/home/r-chaat_1/rewards', '/no/such/page', '/staff'])('%s is a client route', (pathname) => {
    expect(isAppRoute(pathname)).toBe(true);
  });

  it.each(['/robots.txt', '/manifest.webmanifest', '/favicon.ico', '/assets', '/assets/app', '/assets/app-1a2b.js', '/home/x/old.js.map'])(
    '%s names a file',
    (pathname) => expect(isAppRoute(pathname)).toBe(false),
  );
});

describe('matchesRoute', () => {
  it.each([
    ['/home', '/home', true],
    ['/home', '/home/', true],
    ['/home', '/HOME', true],
    ['/home/:restaurantUid', '/home/r-chaat_1', true],
    ['/home/:restaurantUid', '/home/r%20x', true],
    ['/home/:restaurantUid', '/home', false],
    ['/home/:restaurantUid', '/home/r1/rewards', false],
    ['/home/:restaurantUid/rewards', '/home/r1/rewards', true],
    ['/home/:restaurantUid/rewards', '/home/r1/history', false],
    ['/home/add-restaurant', '/home/add%2Drestaurant', true],
    ['/staff', '/staffroom', false],
  ])('route %s matches %s: %s', (pattern, pathname, expected) => {
    expect(matchesRoute(pattern, pathname)).toBe(expected);
  });
});
