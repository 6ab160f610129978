import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { withoutSignedInHint } from '../test/session-hint';
import { isOffline } from './connectivity';
import { OFFLINE_SNAPSHOT_KEY, readOfflineSnapshot, saveRestaurantList } from './offline-snapshot';
import { logOut, type Me, OFFLINE_SESSION_ERROR, sessionStore } from './session';

const CUSTOMER: Me = { role: 'customer', profileSet: true, consentCurrent: true, phoneNumber: '+919800000001', email: null };

function lastVisit() {
  return saveRestaurantList({
    uid: 'u-asha',
    me: { role: 'customer', profileSet: true, phoneNumber: CUSTOMER.phoneNumber, email: null },
    firstName: 'Asha',
    restaurants: [{ restaurantUid: 'r-chaat', restaurantName: 'Mumbai Chaat Corner', points: 350, minimumSpend: 300 }],
  });
}

/** No connection: every request fails before reaching the server (fetch's TypeError). */
const noNetwork = () => server.use(http.all('*', () => HttpResponse.error()));

describe('the session check offline', () => {
  it('uses the last-known customer, marked offline, when the network fails (not a 401)', async () => {
    await lastVisit();
    noNetwork();
    await sessionStore.refresh();
    expect(sessionStore.getState()).toEqual({ status: 'ready', me: CUSTOMER, error: null, offline: true });
    expect(isOffline()).toBe(true);
  });

  it('says the app is offline (not signed out, not a login page) when this device knows no earlier session', async () => {
    noNetwork();
    await sessionStore.refresh();
    expect(sessionStore.getState()).toEqual({ status: 'error', me: null, error: OFFLINE_SESSION_ERROR });
  });

  it('trusts nothing stored once the hint cookie is gone (logged out elsewhere in this browser)', async () => {
    await lastVisit();
    withoutSignedInHint();
    noNetwork();
    await sessionStore.refresh();
    expect(sessionStore.getState().status).toBe('error');
    expect(sessionStore.getState().me).toBeNull();
  });

  it('keeps a server error an error: only a request that never arrived counts as offline', async () => {
    await lastVisit();
    server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ error: 'Auth is down' }, { status: 503 })));
    await sessionStore.refresh();
    expect(sessionStore.getState()).toEqual({ status: 'error', me: null, error: 'Auth is down' });
    expect(isOffline()).toBe(false);
  });

  it('checks again for real once back online, and a session that is gone then clears the offline copy', async () => {
    await lastVisit();
    noNetwork();
    await sessionStore.refresh();
    expect(sessionStore.getState().offline).toBe(true);

    // Back online: the server says the session is gone (401, no Firebase user to re-sync).
    server.resetHandlers();
    server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })));
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => sessionStore.getState().status).toBe('ready');
    expect(sessionStore.getState()).toEqual({ status: 'ready', me: null, error: null });
    await expect.poll(() => localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toBeNull();
  });

  it('back online with a valid session: the real answer, no longer marked offline', async () => {
    await lastVisit();
    noNetwork();
    await sessionStore.refresh();
    server.resetHandlers();
    server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json(CUSTOMER)));
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => sessionStore.getState()).toEqual({ status: 'ready', me: CUSTOMER, error: null });
    expect(readOfflineSnapshot()?.uid).toBe('u-asha');
  });

  it('logging out removes the offline copy, even offline', async () => {
    await lastVisit();
    noNetwork();
    await logOut();
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toBeNull();
    expect(sessionStore.getState()).toEqual({ status: 'ready', me: null, error: null });
  });
});
