import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { apiFetch, apiSend, CSRF_FETCH_ERROR, CSRF_TOKEN_PATH, readError } from './api';

function countTokenRequests(tokens: string[]) {
  const calls = { count: 0 };
  server.use(
    http.get('/api/v1/csrf/token', () => {
      const token = tokens[Math.min(calls.count, tokens.length - 1)];
      calls.count += 1;
      return HttpResponse.json({ csrfToken: token });
    }),
  );
  return calls;
}

describe('the shared REST step', () => {
  it('fetches the CSRF token once and sends it, with cookies, on every call', async () => {
    const tokenCalls = countTokenRequests(['token-a']);
    const seen: Array<{ token: string | null; credentials: string }> = [];
    server.use(
      http.get('/api/v1/thing', ({ request }) => {
        seen.push({ token: request.headers.get('x-csrf-token'), credentials: request.credentials });
        return HttpResponse.json({ ok: true });
      }),
    );

    // Concurrent callers share the one in-flight token request; later callers reuse the cache.
    await Promise.all([apiFetch('/thing'), apiFetch('/thing'), apiFetch('/thing')]);
    await apiFetch('/thing');

    expect(tokenCalls.count).toBe(1);
    expect(seen).toHaveLength(4);
    expect(seen.every((call) => call.token === 'token-a' && call.credentials === 'include')).toBe(true);
  });

  it('asks for the token as the page preloads it (a plain GET with cookies), so the page load makes one token request', async () => {
    let request: Request | null = null;
    server.use(
      http.get(CSRF_TOKEN_PATH, ({ request: received }) => {
        request = received;
        return HttpResponse.json({ csrfToken: 'token-a' });
      }),
      http.get('/api/v1/thing', () => HttpResponse.json({ ok: true })),
    );
    await apiFetch('/thing');
    // The BFF's <link rel="preload" as="fetch" crossorigin="use-credentials">: same method, mode and
    // credentials, and no header of its own, or the browser would not use the preloaded answer.
    const sent = request as Request | null;
    expect(sent?.method).toBe('GET');
    expect(sent?.mode).toBe('cors');
    expect(sent?.credentials).toBe('include');
    expect(sent?.headers.get('x-csrf-token')).toBeNull();
    expect(sent?.headers.get('content-type')).toBeNull();
  });

  it('merges the caller options and headers', async () => {
    countTokenRequests(['token-a']);
    let received: { method: string; contentType: string | null; custom: string | null; body: unknown } | null = null;
    server.use(
      http.post('/api/v1/echo', async ({ request }) => {
        received = {
          method: request.method,
          contentType: request.headers.get('content-type'),
          custom: request.headers.get('x-custom'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );

    await apiFetch('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-custom': 'yes' },
      body: JSON.stringify({ a: 1 }),
    });

    expect(received).toEqual({ method: 'POST', contentType: 'application/json', custom: 'yes', body: { a: 1 } });
  });

  it('fails with "Failed to fetch CSRF Token" when the token call fails, and tries again next time', async () => {
    let fail = true;
    server.use(
      http.get('/api/v1/csrf/token', () =>
        fail ? HttpResponse.json({ error: 'boom' }, { status: 500 }) : HttpResponse.json({ csrfToken: 'token-b' }),
      ),
      http.get('/api/v1/thing', ({ request }) => HttpResponse.json({ token: request.headers.get('x-csrf-token') })),
    );

    await expect(apiFetch('/thing')).rejects.toThrow(new Error(CSRF_FETCH_ERROR));
    expect(CSRF_FETCH_ERROR).toBe('Failed to fetch CSRF Token');

    fail = false;
    const response = await apiFetch('/thing');
    expect(await response.json()).toEqual({ token: 'token-b' });
  });

  it('refetches the token and retries once on a 403 CSRF_INVALID', async () => {
    const tokenCalls = countTokenRequests(['stale', 'fresh']);
    const tokensSeen: Array<string | null> = [];
    server.use(
      http.post('/api/v1/customer/save', ({ request }) => {
        const token = request.headers.get('x-csrf-token');
        tokensSeen.push(token);
        if (token !== 'fresh') {
          return HttpResponse.json({ error: 'Invalid or missing CSRF token.', code: 'CSRF_INVALID' }, { status: 403 });
        }
        return HttpResponse.json({ message: 'Profile saved' });
      }),
    );

    const response = await apiSend('/customer/save', { firstName: 'Asha' });

    expect(response.status).toBe(200);
    expect(tokensSeen).toEqual(['stale', 'fresh']);
    expect(tokenCalls.count).toBe(2);
  });

  it('retries only once, and does not retry other 403s', async () => {
    const tokenCalls = countTokenRequests(['t1', 't2', 't3']);
    let csrfHits = 0;
    let roleHits = 0;
    server.use(
      http.post('/api/v1/always-csrf', () => {
        csrfHits += 1;
        return HttpResponse.json({ error: 'Invalid CSRF token', code: 'CSRF_INVALID' }, { status: 403 });
      }),
      http.post('/api/v1/forbidden', () => {
        roleHits += 1;
        return HttpResponse.json({ error: 'Customers only', code: 'FORBIDDEN' }, { status: 403 });
      }),
    );

    const csrf = await apiSend('/always-csrf');
    expect(csrf.status).toBe(403);
    expect(csrfHits).toBe(2);

    const forbidden = await apiSend('/forbidden');
    expect(forbidden.status).toBe(403);
    expect(roleHits).toBe(1);
    expect(await readError(forbidden)).toBe('Customers only');
    expect(tokenCalls.count).toBe(2);
  });

  it('replaces the cached token with the csrfToken of a response (login, logout, sync-session)', async () => {
    const tokenCalls = countTokenRequests(['before-login']);
    const tokensSeen: Array<string | null> = [];
    server.use(
      http.post('/api/v1/auth/customer/login', ({ request }) => {
        tokensSeen.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({ isNewUser: false, profileSet: true, csrfToken: 'after-login' });
      }),
      http.get('/api/v1/auth/customer/me', ({ request }) => {
        tokensSeen.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({ role: 'customer', profileSet: true, phoneNumber: null, email: null });
      }),
    );

    const login = await apiSend('/auth/customer/login', { idToken: 'id', method: 'phone' });
    // The caller can still read the body the token was taken from.
    expect(await login.json()).toMatchObject({ profileSet: true, csrfToken: 'after-login' });
    await apiFetch('/auth/customer/me');

    expect(tokensSeen).toEqual(['before-login', 'after-login']);
    expect(tokenCalls.count).toBe(1);
  });
});

describe('readError', () => {
  it('reads the error field of a JSON error body', async () => {
    expect(await readError(Response.json({ error: 'No such restaurant', code: 'NOT_FOUND' }, { status: 404 }))).toBe('No such restaurant');
  });

  it('falls back to a readable message when the body has no error', async () => {
    expect(await readError(new Response('<html>', { status: 502 }), 'Try again later.')).toBe('Try again later.');
  });
});
