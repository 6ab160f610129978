import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { onTestFinished } from 'vitest';

/** The network edge of the client tests: every REST and GraphQL call is answered here. */
export const CSRF_TOKEN = 'csrf-token-1';

/** The seeded demo restaurants by public ID (README "Demo restaurants and staff"). */
export const DEMO_RESTAURANTS: Record<string, string> = {
  FS1001: 'Saravana Tiffin Centre',
  FS1002: 'Punjab Dhaba Express',
  FS1003: 'Mumbai Chaat Corner',
};

export const defaultHandlers = [
  http.get('/api/v1/csrf/token', () => HttpResponse.json({ csrfToken: CSRF_TOKEN })),
  http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 })),
  // The public name of a restaurant (the landing page names a poster's restaurant): the seeded demo restaurants.
  http.get('/api/v1/restaurants/:resId/public-name', ({ params }) => {
    const name = DEMO_RESTAURANTS[String(params['resId'])];
    return name ? HttpResponse.json({ name }) : HttpResponse.json({ error: 'No restaurant has this ID.', code: 'NOT_FOUND' }, { status: 404 });
  }),
];

export const server = setupServer(...defaultHandlers);

/** Calls `listener` with each request sent to the network edge, until the test finishes. */
export function onEachRequest(listener: (request: Request) => void) {
  const onStart = ({ request }: { request: Request }) => listener(request);
  server.events.on('request:start', onStart);
  onTestFinished(() => server.events.removeListener('request:start', onStart));
}

/** Every request the app sends to the BFF, as "METHOD /path", in the order they were sent. */
export function recordRequests(): string[] {
  const requests: string[] = [];
  onEachRequest((request) => requests.push(`${request.method} ${new URL(request.url).pathname}`));
  return requests;
}
