import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { carryRouteData } from '../test/route-data';
import { server } from '../test/server';
import { withoutSignedInHint } from '../test/session-hint';
import { hasPersistedAuthUser } from './firebase-auth';
import { ROUTE_DATA_ELEMENT_ID } from './route-data';
import { hasSignedInHint, type Me, sessionStore, SIGNED_IN_HINT_COOKIE } from './session';

const CUSTOMER: Me = { role: 'customer', profileSet: true, consentCurrent: true, phoneNumber: '+919876543210', email: null };

function setCookie(cookie: string) {
  document.cookie = `${cookie}; path=/`;
  onTestFinished(() => {
    document.cookie = `${cookie.slice(0, cookie.indexOf('='))}=; max-age=0; path=/`;
  });
}

/** Counts GET me and answers it with a signed-in customer. */
function countMeRequests() {
  const counter = { count: 0 };
  server.use(
    http.get('/api/v1/auth/customer/me', () => {
      counter.count += 1;
      return HttpResponse.json(CUSTOMER);
    }),
  );
  return counter;
}

describe('hasSignedInHint', () => {
  it('reads the BFF hint cookie among others', () => {
    withoutSignedInHint();
    expect(hasSignedInHint()).toBe(false);
    setCookie('theme=dark');
    setCookie(`not_${SIGNED_IN_HINT_COOKIE}=1`);
    expect(hasSignedInHint()).toBe(false);
    setCookie(`${SIGNED_IN_HINT_COOKIE}=1`);
    expect(hasSignedInHint()).toBe(true);
  });
});

describe('sessionStore.ensure (the guards)', () => {
  it('signs out a browser with neither the hint nor a Firebase user without asking me (no 401 in its console)', async () => {
    withoutSignedInHint();
    const me = countMeRequests();
    await sessionStore.ensure();
    expect(me.count).toBe(0);
    expect(hasPersistedAuthUser).toHaveBeenCalled();
    expect(sessionStore.getState()).toEqual({ status: 'ready', me: null, error: null });
  });

  it('asks me when a Firebase user is persisted, even without the hint (a session from before the hint)', async () => {
    withoutSignedInHint();
    vi.mocked(hasPersistedAuthUser).mockResolvedValue(true);
    const me = countMeRequests();
    await sessionStore.ensure();
    expect(me.count).toBe(1);
    expect(sessionStore.getState()).toEqual({ status: 'ready', me: CUSTOMER, error: null });
  });

  it('asks me once for callers at the same time when the hint is there', async () => {
    const me = countMeRequests();
    await Promise.all([sessionStore.ensure(), sessionStore.ensure(), sessionStore.ensureIfSignedIn()]);
    expect(me.count).toBe(1);
    expect(sessionStore.getState()).toEqual({ status: 'ready', me: CUSTOMER, error: null });
  });

  it('lets a login that happened meanwhile win over the signed-out answer', async () => {
    withoutSignedInHint();
    const me = countMeRequests();
    const ensuring = sessionStore.ensure();
    sessionStore.invalidate();
    await ensuring;
    expect(sessionStore.getState().status).toBe('idle');
    expect(me.count).toBe(0);
  });
});

describe('sessionStore.ensureIfSignedIn', () => {
  it('asks nothing and stays idle in a browser with neither the hint nor a Firebase user', async () => {
    withoutSignedInHint();
    const me = countMeRequests();
    await sessionStore.ensureIfSignedIn();
    expect(me.count).toBe(0);
    expect(sessionStore.getState()).toEqual({ status: 'idle', me: null, error: null });
  });

  it('asks me when the hint is there', async () => {
    const me = countMeRequests();
    await sessionStore.ensureIfSignedIn();
    expect(me.count).toBe(1);
    expect(hasPersistedAuthUser).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toEqual({ status: 'ready', me: CUSTOMER, error: null });
  });

  it('asks me when a Firebase user is persisted (a session from before the hint)', async () => {
    withoutSignedInHint();
    vi.mocked(hasPersistedAuthUser).mockResolvedValue(true);
    const me = countMeRequests();
    await sessionStore.ensureIfSignedIn();
    expect(me.count).toBe(1);
    expect(sessionStore.getState().me).toEqual(CUSTOMER);
  });

  it('leaves a session that is known or on its way alone', async () => {
    const me = countMeRequests();
    await sessionStore.ensure();
    await sessionStore.ensureIfSignedIn();
    expect(me.count).toBe(1);
  });
});

describe('sessionStore.ensure', () => {
  it('asks me without the hint: pages that need the answer ask anyway', async () => {
    const me = countMeRequests();
    await sessionStore.ensure();
    expect(me.count).toBe(1);
    expect(sessionStore.getState()).toEqual({ status: 'ready', me: CUSTOMER, error: null });
  });
});

describe('a page that carries `me` (lib/route-data.ts)', () => {
  const carry = (me: unknown) => carryRouteData({ me, query: null });

  it('is the first answer: no request; the next check after a login asks the network', async () => {
    carry(CUSTOMER);
    const me = countMeRequests();
    await sessionStore.ensure();
    expect(me.count).toBe(0);
    expect(sessionStore.getState()).toEqual({ status: 'ready', me: CUSTOMER, error: null });
    sessionStore.invalidate();
    await sessionStore.ensure();
    expect(me.count).toBe(1);
  });

  it('is dropped by a login or logout before the first ask: that session is not the one it carried', async () => {
    carry(CUSTOMER);
    const me = countMeRequests();
    sessionStore.invalidate();
    await sessionStore.ensure();
    expect(me.count).toBe(1);
    expect(document.getElementById(ROUTE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('is asked for as usual when what it carries is not a session', async () => {
    carry({ role: 'admin' });
    const me = countMeRequests();
    await sessionStore.ensure();
    expect(me.count).toBe(1);
    expect(sessionStore.getState()).toEqual({ status: 'ready', me: CUSTOMER, error: null });
  });
});
