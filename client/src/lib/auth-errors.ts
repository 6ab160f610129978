import { messageOf } from './api';
import { translate } from './i18n';
import type { Translation } from './locales/en';

type AuthErrorKey = keyof Translation['authErrors'];
const WRONG_CREDENTIALS = 'wrongCredentials';
const CAPTCHA_FAILED = 'captchaFailed';
const INVALID_PHONE = 'invalidPhone';
const PASSWORD_TOO_WEAK = 'weakPassword';

/** Firebase Auth error codes, in sentences a person understands and can act on (keys of `authErrors` in the texts). */
const AUTH_ERROR_MESSAGES = new Map<string, AuthErrorKey>([
  ['auth/invalid-verification-code', 'wrongCode'],
  ['auth/missing-verification-code', 'missingCode'],
  ['auth/code-expired', 'codeExpired'],
  ['auth/too-many-requests', 'tooManyRequests'],
  ['auth/wrong-password', WRONG_CREDENTIALS],
  ['auth/invalid-credential', WRONG_CREDENTIALS],
  ['auth/invalid-login-credentials', WRONG_CREDENTIALS],
  // The same words as a wrong password: a login never tells which emails have an account (issue 20).
  ['auth/user-not-found', WRONG_CREDENTIALS],
  ['auth/email-already-in-use', 'emailInUse'],
  ['auth/invalid-email', 'invalidEmail'],
  ['auth/missing-email', 'missingEmail'],
  ['auth/missing-password', 'missingPassword'],
  ['auth/weak-password', PASSWORD_TOO_WEAK],
  ['auth/password-does-not-meet-requirements', PASSWORD_TOO_WEAK],
  ['auth/network-request-failed', 'network'],
  ['auth/timeout', 'timeout'],
  ['auth/invalid-phone-number', INVALID_PHONE],
  ['auth/missing-phone-number', INVALID_PHONE],
  ['auth/quota-exceeded', 'quota'],
  ['auth/captcha-check-failed', CAPTCHA_FAILED],
  ['auth/invalid-app-credential', CAPTCHA_FAILED],
  ['auth/missing-app-credential', CAPTCHA_FAILED],
]);

/** The field an authentication error is about, where the form shows it: `credentials` is the email and password together. */
export type AuthErrorField = 'email' | 'password' | 'credentials' | 'phone' | 'code';

const AUTH_ERROR_FIELDS: Partial<Record<AuthErrorKey, AuthErrorField>> = {
  wrongCredentials: 'credentials',
  invalidEmail: 'email',
  missingEmail: 'email',
  emailInUse: 'email',
  missingPassword: 'password',
  weakPassword: 'password',
  invalidPhone: 'phone',
  wrongCode: 'code',
  missingCode: 'code',
  codeExpired: 'code',
};

const codeOf = (error: unknown) => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? AUTH_ERROR_MESSAGES.get(code) : undefined;
};

/** Which field a thrown authentication error is about, or null for the whole form (network, too many tries, ...). */
export function authErrorField(error: unknown): AuthErrorField | null {
  const key = codeOf(error);
  return (key && AUTH_ERROR_FIELDS[key]) ?? null;
}

/**
 * What to tell a person about a thrown authentication error (spec section 8): the sentence for its
 * Firebase code, else its own message. Reads `code` structurally, so this never imports the
 * Firebase SDK, which stays out of the `/` bundle (design.md budgets).
 */
export function authErrorMessage(error: unknown): string {
  const key = codeOf(error);
  return key ? translate(`authErrors.${key}`) : messageOf(error);
}
