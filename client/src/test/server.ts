import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The network edge of the client tests: every REST and GraphQL call is answered here. */
export const CSRF_TOKEN = 'csrf-token-1';

export const defaultHandlers = [
  http.get('/api/v1/csrf/token', () => HttpResponse.json({ csrfToken: CSRF_TOKEN })),
  http.get('/api/v1/auth/customer/me', () =>
    HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 }),
  ),
];

export const server = setupServer(...defaultHandlers);
