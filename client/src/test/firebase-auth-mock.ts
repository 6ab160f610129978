import { vi } from 'vitest';
import type * as FirebaseAuthModule from '../lib/firebase-auth';

/**
 * Replaces the Firebase SDK calls of lib/firebase-auth (the one module that talks to Firebase) for
 * tests; test/setup.ts installs it for every test file. Everything else stays real.
 */
export async function firebaseAuthMock(importOriginal: () => Promise<typeof FirebaseAuthModule>) {
  const actual = await importOriginal();
  return {
    ...actual,
    loadFirebaseAuth: vi.fn(() => Promise.reject(new Error('tests never load the Firebase SDK'))),
    preloadFirebaseAuth: vi.fn(),
    isFirebaseAuthLoaded: vi.fn(() => false),
    hasPersistedAuthUser: vi.fn(() => Promise.resolve(false)),
    freshIdTokenOfCurrentUser: vi.fn((): Promise<string | null> => Promise.resolve(null)),
    signOutOfFirebase: vi.fn(async () => {}),
    sendPhoneOtp: vi.fn(),
    confirmPhoneOtp: vi.fn(),
    signUpWithEmail: vi.fn(),
    signInWithEmail: vi.fn(),
    refreshIdToken: vi.fn(),
    passwordResetEmail: vi.fn(),
    setPasswordWithCode: vi.fn(),
    sendPasswordReset: vi.fn(async () => {}),
  } satisfies typeof FirebaseAuthModule;
}
