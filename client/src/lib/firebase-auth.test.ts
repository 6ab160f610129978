import type { ConfirmationResult } from 'firebase/auth';
import { sendPasswordResetEmail, signInWithPhoneNumber, signOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CALL_TIMEOUT_MS,
  confirmPhoneOtp,
  freshIdTokenOfCurrentUser,
  hasPersistedAuthUser,
  isFirebaseAuthLoaded,
  RECAPTCHA_CONTAINER_ID,
  sendPasswordReset,
  sendPhoneOtp,
} from './firebase-auth';

/** Every RecaptchaVerifier the code under test created, in order. */
const verifiers = vi.hoisted(() => [] as { container: HTMLElement; parameters: { size?: string }; cleared: boolean }[]);

// This file tests the real module, not the fake that test/setup.ts installs everywhere else.
vi.unmock('./firebase-auth');
// The SDK's Node build (what vitest resolves) cannot run phone sign-in, so the SDK is faked here;
// the real SDK against the real Auth emulator is covered by e2e/resend-otp.e2e.ts.
vi.mock('firebase/app', () => ({ initializeApp: () => ({}), getApps: () => [] }));
// The badge poll (5 s) would outlive this file's DOM; its own tests are in captcha-badge.test.ts.
vi.mock('./captcha-badge', () => ({ syncCaptchaBadge: () => () => {} }));
vi.mock('firebase/auth', () => ({
  initializeAuth: () => ({ settings: {} }),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  connectAuthEmulator: () => {},
  RecaptchaVerifier: class {
    cleared = false;
    constructor(
      _auth: unknown,
      readonly container: HTMLElement,
      readonly parameters: { size?: string },
    ) {
      verifiers.push(this);
    }
    clear() {
      if (this.cleared) throw new Error('Firebase: Error (auth/internal-error).');
      this.cleared = true;
    }
  },
  signInWithPhoneNumber: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
  verifyPasswordResetCode: vi.fn(),
  confirmPasswordReset: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
}));

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

describe('Forgot password?', () => {
  it('asks Firebase for the reset email in the chosen language, with the login page as its continue URL', async () => {
    vi.mocked(sendPasswordResetEmail).mockResolvedValueOnce(undefined);
    await sendPasswordReset('asha@example.in', '/owner', 'hi');
    const [auth, email, settings] = vi.mocked(sendPasswordResetEmail).mock.calls.at(-1)!;
    expect(email).toBe('asha@example.in');
    expect(settings).toEqual({ url: `${window.location.origin}/owner` });
    expect(auth.languageCode).toBe('hi');
  });

  it('answers an email without an account as a sent one (never tells which emails have one); other errors stay', async () => {
    const error = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
    vi.mocked(sendPasswordResetEmail).mockRejectedValueOnce(error('auth/user-not-found'));
    await expect(sendPasswordReset('nobody@example.in', '/email-login', 'en')).resolves.toBeUndefined();
    vi.mocked(sendPasswordResetEmail).mockRejectedValueOnce(error('auth/invalid-email'));
    await expect(sendPasswordReset('asha@', '/email-login', 'en')).rejects.toMatchObject({ code: 'auth/invalid-email' });
  });
});

describe('phone OTP', () => {
  const confirmationOf = (verificationId: string, confirm = vi.fn()) => ({ verificationId, confirm }) as unknown as ConfirmationResult;
  let container: HTMLElement;

  beforeEach(() => {
    verifiers.length = 0;
    container = document.createElement('div');
    container.id = RECAPTCHA_CONTAINER_ID;
    document.body.append(container);
  });

  afterEach(() => container.remove());

  it('a resend runs a fresh invisible verifier in #recaptcha-container and clears the spent one', async () => {
    vi.mocked(signInWithPhoneNumber).mockResolvedValueOnce(confirmationOf('v-1')).mockResolvedValueOnce(confirmationOf('v-2'));

    await expect(sendPhoneOtp('+919876543210')).resolves.toMatchObject({ verificationId: 'v-1' });
    await expect(sendPhoneOtp('+919876543210')).resolves.toMatchObject({ verificationId: 'v-2' });

    const [firstCall, secondCall] = vi.mocked(signInWithPhoneNumber).mock.calls;
    expect(firstCall?.[1]).toBe('+919876543210');
    expect(secondCall?.[1]).toBe('+919876543210');
    expect(secondCall?.[2]).not.toBe(firstCall?.[2]);
    expect(verifiers).toHaveLength(2);
    const [spent, fresh] = verifiers;
    expect(spent?.cleared).toBe(true);
    expect(spent?.container.isConnected).toBe(false);
    expect(fresh?.cleared).toBe(false);
    expect(fresh?.parameters.size).toBe('invisible');
    // Google's reCAPTCHA renders only once per element: each verifier gets its own, inside the container.
    expect(fresh?.container.parentElement).toBe(container);
    expect(fresh?.container).not.toBe(spent?.container);
  });

  it('a send after a failed one runs a fresh verifier too', async () => {
    vi.mocked(signInWithPhoneNumber)
      .mockRejectedValueOnce(Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' }))
      .mockResolvedValueOnce(confirmationOf('v-2'));

    await expect(sendPhoneOtp('+919876543210')).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    await expect(sendPhoneOtp('+919876543210')).resolves.toMatchObject({ verificationId: 'v-2' });
    expect(verifiers.map((verifier) => verifier.cleared)).toEqual([true, false]);
    expect(container.children).toHaveLength(1);
  });

  it('gives up on a send that never settles with an auth/timeout error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(signInWithPhoneNumber).mockReturnValue(new Promise(() => {}));

    const sending = expect(sendPhoneOtp('+919876543210')).rejects.toMatchObject({ code: 'auth/timeout' });
    await vi.advanceTimersByTimeAsync(AUTH_CALL_TIMEOUT_MS);
    await sending;
    // The widget given up on is gone: it cannot send a code later for a confirmation nobody holds.
    expect(verifiers.at(-1)?.cleared).toBe(true);
  });

  it('signs a verification that succeeds after the page gave up out again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let succeed!: (credential: unknown) => void;
    const late = new Promise((resolve) => (succeed = resolve));
    const confirmation = confirmationOf(
      'v-1',
      vi.fn(() => late),
    );

    const verifying = expect(confirmPhoneOtp(confirmation, '123456')).rejects.toMatchObject({ code: 'auth/timeout' });
    await vi.advanceTimersByTimeAsync(AUTH_CALL_TIMEOUT_MS);
    await verifying;
    expect(signOut).not.toHaveBeenCalled();
    succeed({ user: { getIdToken: async () => 'late-token' } });
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('gives up on a verification that never settles with an auth/timeout error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const confirmation = confirmationOf(
      'v-1',
      vi.fn(() => new Promise(() => {})),
    );

    const verifying = expect(confirmPhoneOtp(confirmation, '123456')).rejects.toMatchObject({ code: 'auth/timeout' });
    await vi.advanceTimersByTimeAsync(AUTH_CALL_TIMEOUT_MS);
    await verifying;
  });
});
