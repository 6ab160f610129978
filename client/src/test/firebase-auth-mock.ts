import { vi } from 'vitest';
import type * as FirebaseAuthModule from '../lib/firebase-auth';

/**
 * Replaces the Firebase SDK calls of lib/firebase-auth (the one module that talks to Firebase) for
 * tests: `vi.mock('<rel>/lib/firebase-auth', firebaseAuthMock)`. Everything else stays real.
 */
export async function firebaseAuthMock(importOriginal: () => Promise<typeof FirebaseAuthModule>) {
  const actual = await importOriginal();
  return {
    ...actual,
    loadFirebaseAuth: vi.fn(() => Promise.reject(new Error('tests never load the Firebase SDK'))),
    preloadFirebaseAuth: vi.fn(),
    isFirebaseAuthLoaded: vi.fn(() => false),
    hasPersistedAuthUser: vi.fn(async () => false),
    freshIdTokenOfCurrentUser: vi.fn(async (): Promise<string | null> => null),
    signOutOfFirebase: vi.fn(async () => {}),
    sendPhoneOtp: vi.fn(),
    confirmPhoneOtp: vi.fn(),
    signUpWithEmail: vi.fn(),
    signInWithEmail: vi.fn(),
  } satisfies typeof FirebaseAuthModule;
}
