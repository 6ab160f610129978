/**
 * The client's pages under `/home/` that are not a restaurant (client/src/app/app.tsx routes them before
 * `/home/:restaurantUid`): the BFF carries no restaurant's data in them (bff/src/http/route-data.ts) and the
 * service worker serves them from its cache like any page (client/build/pwa.ts, CARRYING_PAGE).
 */
export const HOME_PAGES_BESIDE_A_RESTAURANT: readonly string[] = ['add-restaurant', 'contact-us'];
