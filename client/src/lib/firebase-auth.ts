import type { ConfirmationResult, RecaptchaVerifier } from 'firebase/auth';
import { syncCaptchaBadge } from './captcha-badge';
import { getConfig } from './config';

/**
 * The Firebase Auth web SDK, loaded lazily (design.md budgets): nothing here imports Firebase
 * statically, so the SDK is a separate chunk fetched on the first interaction with a login form,
 * on a 401 from `me` when a signed-in Firebase user is persisted, or when a login starts.
 */
async function loadSdk() {
  const [{ initializeApp, getApps }, authSdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const {
    initializeAuth,
    indexedDBLocalPersistence,
    browserLocalPersistence,
    connectAuthEmulator,
    RecaptchaVerifier: RecaptchaVerifierClass,
    signInWithPhoneNumber,
    createUserWithEmailAndPassword,
    signInWithEmailAndPassword,
    signOut,
    verifyPasswordResetCode,
    confirmPasswordReset,
    sendPasswordResetEmail,
  } = authSdk;

  const config = getConfig();
  const app = getApps()[0] ?? initializeApp(config.firebase);
  // No popup/redirect resolver: phone and email sign-in do not need it, and it is a lot of code.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.mode === 'local' && config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    // The emulator checks no reCAPTCHA; the invisible verifier is still created as in production.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return {
    auth,
    RecaptchaVerifier: RecaptchaVerifierClass,
    signInWithPhoneNumber,
    createUserWithEmailAndPassword,
    signInWithEmailAndPassword,
    signOut,
    verifyPasswordResetCode,
    confirmPasswordReset,
    sendPasswordResetEmail,
  };
}

type FirebaseAuthKit = Awaited<ReturnType<typeof loadSdk>>;

let kitPromise: Promise<FirebaseAuthKit> | null = null;

export function loadFirebaseAuth(): Promise<FirebaseAuthKit> {
  if (!kitPromise) {
    const pending = loadSdk();
    kitPromise = pending;
    pending.catch(() => {
      if (kitPromise === pending) kitPromise = null; // e.g. offline: let the next attempt retry
    });
  }
  return kitPromise;
}

/** Starts loading the SDK without waiting (first focus/pointer/key on a login form input). */
export function preloadFirebaseAuth(): void {
  loadFirebaseAuth().catch((error: unknown) => console.error('Could not load Firebase Auth', error));
}

export function isFirebaseAuthLoaded(): boolean {
  return kitPromise !== null;
}

const AUTH_USER_KEY_PREFIX = 'firebase:authUser:';
const FIREBASE_DB = 'firebaseLocalStorageDb';
const FIREBASE_STORE = 'firebaseLocalStorage';

/**
 * Whether the SDK has a signed-in user persisted in this browser, read from its storage without
 * loading the SDK, so a visitor without an account never downloads it (design.md, Auth and session).
 * When the browser cannot tell cheaply, answers true and lets the SDK decide.
 */
export async function hasPersistedAuthUser(): Promise<boolean> {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (localStorage.key(i)?.startsWith(AUTH_USER_KEY_PREFIX)) return true;
    }
  } catch {
    // storage blocked: fall through to IndexedDB
  }
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === FIREBASE_DB)) return false;
  } catch {
    return true;
  }
  return new Promise<boolean>((resolve) => {
    const request = indexedDB.open(FIREBASE_DB);
    request.onerror = () => resolve(true);
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(FIREBASE_STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const keys = db.transaction(FIREBASE_STORE, 'readonly').objectStore(FIREBASE_STORE).getAllKeys();
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result.some((key) => typeof key === 'string' && key.startsWith(AUTH_USER_KEY_PREFIX)));
      };
      keys.onerror = () => {
        db.close();
        resolve(true);
      };
    };
  });
}

/**
 * A fresh ID token of the persisted Firebase user, or null when nobody is signed in.
 * Used by the session re-sync after a 401 from `me`.
 */
export async function freshIdTokenOfCurrentUser(): Promise<string | null> {
  if (!(await hasPersistedAuthUser())) return null;
  const { auth } = await loadFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? user.getIdToken(true) : null;
}

/** Signs out of Firebase if the SDK is loaded or a user is persisted; never throws. */
export async function signOutOfFirebase(): Promise<void> {
  try {
    if (!isFirebaseAuthLoaded() && !(await hasPersistedAuthUser())) return;
    const { auth, signOut } = await loadFirebaseAuth();
    await signOut(auth);
  } catch (error) {
    console.error('Firebase sign-out failed', error);
  }
}

export const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';

/**
 * A backstop for an SDK call that never settles, so the form leaves "Sending…" / "Verifying…".
 * Longer than the SDK's own 30 s network timeout, and than a reCAPTCHA challenge usually takes.
 */
export const AUTH_CALL_TIMEOUT_MS = 60_000;

/** Shaped like the SDK's own errors (a `code`), so lib/auth-errors words it like any other. */
const authTimeoutError = () => Object.assign(new Error('The sign-in service did not answer in time (auth/timeout).'), { code: 'auth/timeout' });

/**
 * Gives up on `work` after AUTH_CALL_TIMEOUT_MS. The SDK call itself cannot be cancelled, so what it
 * does after the page gave up is undone by `afterGivingUp` (a late sign-in is signed out again: the
 * server never heard of it, and a half-done login must not linger in the browser).
 */
function withTimeout<T>(work: Promise<T>, afterGivingUp?: (late: T) => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let gaveUp = false;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      gaveUp = true;
      reject(authTimeoutError());
    }, AUTH_CALL_TIMEOUT_MS);
  });
  work.then(
    (late) => gaveUp && afterGivingUp?.(late),
    () => undefined,
  );
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A sign-in that finished after the page gave up on it is signed out again. */
const signOutLateSignIn = () => void signOutOfFirebase();

let verifier: { instance: RecaptchaVerifier; host: HTMLElement } | null = null;

function disposeVerifier(): void {
  try {
    verifier?.instance.clear();
  } catch {
    // already cleared
  }
  verifier?.host.remove();
  verifier = null;
}

/**
 * A new invisible verifier for every send, in a new element inside #recaptcha-container. A verifier
 * is spent after one send: the SDK resets its widget afterwards, and the emulator's mock reCAPTCHA
 * (appVerificationDisabledForTesting) deletes the widget on reset while the verifier keeps its id,
 * so a second verify() waits forever for a token (the Resend OTP hang). The new element is needed
 * because Google's reCAPTCHA refuses to render twice into the same element, even after clear().
 */
function freshRecaptchaVerifier(kit: FirebaseAuthKit): RecaptchaVerifier {
  disposeVerifier();
  const container = document.getElementById(RECAPTCHA_CONTAINER_ID);
  if (!container) throw new Error('The reCAPTCHA container is missing from the page. Reload and try again.');
  const host = document.createElement('div');
  container.append(host);
  const instance = new kit.RecaptchaVerifier(kit.auth, host, {
    size: 'invisible',
    'expired-callback': () => console.log('reCAPTCHA expired'),
  });
  verifier = { instance, host };
  return instance;
}

/** Runs a fresh invisible reCAPTCHA in #recaptcha-container and sends the OTP to `phoneNumber` (E.164). */
export async function sendPhoneOtp(phoneNumber: string): Promise<ConfirmationResult> {
  const kit = await loadFirebaseAuth();
  try {
    return await withTimeout(kit.signInWithPhoneNumber(kit.auth, phoneNumber, freshRecaptchaVerifier(kit)));
  } catch (error) {
    // Given up (or failed): the widget must not send a code later for a confirmation nobody holds.
    disposeVerifier();
    throw error;
  } finally {
    syncCaptchaBadge(window.location.pathname);
  }
}

/** Confirms the OTP and returns the ID token to hand to the BFF. */
export async function confirmPhoneOtp(confirmation: ConfirmationResult, code: string): Promise<string> {
  const credential = await withTimeout(confirmation.confirm(code), signOutLateSignIn);
  return credential.user.getIdToken();
}

export async function signUpWithEmail(email: string, password: string): Promise<string> {
  const { auth, createUserWithEmailAndPassword } = await loadFirebaseAuth();
  const credential = await withTimeout(createUserWithEmailAndPassword(auth, email, password), signOutLateSignIn);
  return credential.user.getIdToken();
}

export async function signInWithEmail(email: string, password: string): Promise<string> {
  const { auth, signInWithEmailAndPassword } = await loadFirebaseAuth();
  const credential = await withTimeout(signInWithEmailAndPassword(auth, email, password), signOutLateSignIn);
  return credential.user.getIdToken();
}

/**
 * A new ID token of the user signed in on this page, asked of Firebase (not the cached one): after the owner sign-up
 * the server set the owner role on the account, and only a fresh token carries it.
 */
export async function refreshIdToken(): Promise<string> {
  const { auth } = await loadFirebaseAuth();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Nobody is signed in (auth/no-current-user).'), { code: 'auth/no-current-user' });
  return withTimeout(user.getIdToken(true));
}

/** The email a set-password link (a Firebase password-reset code) is for; rejects when it expired or was used. */
export async function passwordResetEmail(oobCode: string): Promise<string> {
  const { auth, verifyPasswordResetCode } = await loadFirebaseAuth();
  return withTimeout(verifyPasswordResetCode(auth, oobCode));
}

/** Sets the password of the account a set-password link is for (the code then stops working). */
export async function setPasswordWithCode(oobCode: string, newPassword: string): Promise<void> {
  const { auth, confirmPasswordReset } = await loadFirebaseAuth();
  await withTimeout(confirmPasswordReset(auth, oobCode, newPassword));
}

/**
 * "Forgot password?": Firebase emails the account a link to set a new password (production: its action URL is the app's
 * /reset-password, docs/deploy.md; locally the Auth emulator sends nothing and the form shows the link). `continuePath`
 * (the login page the person came from) travels in the link as its continueUrl, so the reset page leads back there.
 * An email without an account is answered like any other: the page never tells which emails have one.
 */
export async function sendPasswordReset(email: string, continuePath: string, languageCode: string): Promise<void> {
  const { auth, sendPasswordResetEmail } = await loadFirebaseAuth();
  // The email in the person's language, where the project has its template.
  auth.languageCode = languageCode;
  try {
    await withTimeout(sendPasswordResetEmail(auth, email, { url: new URL(continuePath, window.location.origin).href }));
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') return;
    throw error;
  }
}

export type { ConfirmationResult };
