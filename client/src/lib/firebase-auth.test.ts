import { afterEach, describe, expect, it } from 'vitest';
import { freshIdTokenOfCurrentUser, hasPersistedAuthUser, isFirebaseAuthLoaded } from './firebase-auth';

afterEach(() => localStorage.clear());

describe('lazy Firebase Auth', () => {
  it('knows there is no signed-in user without loading the SDK', async () => {
    expect(await hasPersistedAuthUser()).toBe(false);
    expect(await freshIdTokenOfCurrentUser()).toBeNull();
    expect(isFirebaseAuthLoaded()).toBe(false);
  });

  it('sees a user the SDK persisted in localStorage', async () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"u1"}');
    expect(await hasPersistedAuthUser()).toBe(true);
  });
});
