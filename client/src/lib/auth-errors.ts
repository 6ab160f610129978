import { messageOf } from './api';

const WRONG_CREDENTIALS = 'Wrong email or password.';
const CAPTCHA_FAILED = 'The security check failed. Reload the page and try again.';
const INVALID_PHONE = 'That phone number does not look right. Enter your 10-digit mobile number.';
const PASSWORD_TOO_WEAK = 'Choose a stronger password of at least 6 characters.';

/** Firebase Auth error codes, in sentences a person understands and can act on. */
const AUTH_ERROR_MESSAGES = new Map<string, string>([
  ['auth/invalid-verification-code', 'That code is not right. Check the OTP and try again.'],
  ['auth/missing-verification-code', 'Enter the OTP we sent you.'],
  ['auth/code-expired', 'That code has expired. Press Resend OTP to get a new one.'],
  ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
  ['auth/wrong-password', WRONG_CREDENTIALS],
  ['auth/invalid-credential', WRONG_CREDENTIALS],
  ['auth/invalid-login-credentials', WRONG_CREDENTIALS],
  ['auth/user-not-found', 'There is no account with this email.'],
  ['auth/email-already-in-use', 'An account with this email already exists. Log in instead.'],
  ['auth/invalid-email', 'Enter a valid email address.'],
  ['auth/missing-email', 'Enter your email address.'],
  ['auth/missing-password', 'Enter your password.'],
  ['auth/weak-password', PASSWORD_TOO_WEAK],
  ['auth/password-does-not-meet-requirements', PASSWORD_TOO_WEAK],
  ['auth/network-request-failed', 'Could not reach the server. Check your internet connection and try again.'],
  ['auth/timeout', 'This is taking too long. Please try again.'],
  ['auth/invalid-phone-number', INVALID_PHONE],
  ['auth/missing-phone-number', INVALID_PHONE],
  ['auth/quota-exceeded', 'We cannot send more codes right now. Please try again later.'],
  ['auth/captcha-check-failed', CAPTCHA_FAILED],
  ['auth/invalid-app-credential', CAPTCHA_FAILED],
  ['auth/missing-app-credential', CAPTCHA_FAILED],
]);

/**
 * What to tell a person about a thrown authentication error (spec section 8): the sentence for its
 * Firebase code, else its own message. Reads `code` structurally, so this never imports the
 * Firebase SDK, which stays out of the `/` bundle (design.md budgets).
 */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return (typeof code === 'string' && AUTH_ERROR_MESSAGES.get(code)) || messageOf(error);
}
