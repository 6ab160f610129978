/**
 * Where a visitor was going when the customer guard sent them to log in (or to complete the profile), so the
 * login pages and the profile page send them on there instead of `/home`: a link like
 * `/home/add-restaurant?resId=FS1001` from a poster keeps its query through the phone or email login and the
 * profile step. Kept in sessionStorage (this tab only: the login never leaves the tab) for 30 minutes, so an
 * abandoned login does not steer a later one.
 */
const STORAGE_KEY = 'foodspot.returnTo';
const MAX_AGE_MS = 30 * 60 * 1000;
export const DEFAULT_RETURN_PATH = '/home';

/**
 * The account's deletion on /profile: a customer asked to sign in again before deleting comes back to it. (No other
 * /profile path: the profile step itself sends customers on to the return path.)
 */
export const DELETE_ACCOUNT_RETURN_PATH = '/profile#delete-account';

/** Only a path of the customer area of this origin: never `//host`, `/\host` or a login page (no loops). */
export function isReturnPath(path: string): boolean {
  if (path === DELETE_ACCOUNT_RETURN_PATH) return true;
  return /^\/home(?:[/?#]|$)/.test(path) && !path.includes('\\') && !/\p{Cc}/u.test(path);
}

export function rememberReturnTo(path: string): void {
  if (!isReturnPath(path)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage refused (a private mode, a full quota): the visitor lands on /home, as before.
  }
}

export function forgetReturnTo(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Where to send a customer who just logged in (or completed the profile): the remembered path, else `/home`. */
export function returnPath(): string {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return DEFAULT_RETURN_PATH;
    const { path, at } = saved as Record<string, unknown>;
    if (typeof path !== 'string' || typeof at !== 'number' || !isReturnPath(path)) return DEFAULT_RETURN_PATH;
    const age = Date.now() - at;
    return age >= 0 && age < MAX_AGE_MS ? path : DEFAULT_RETURN_PATH;
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}
