import { describe, expect, it } from 'vitest';
import { authErrorField, authErrorMessage } from './auth-errors';

/** Shaped like a FirebaseError: an Error with a `code`. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-verification-code', 'That code is not right. Check the OTP and try again.'],
    ['auth/code-expired', 'That code has expired. Press Resend OTP to get a new one.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    ['auth/wrong-password', 'Wrong email or password.'],
    ['auth/invalid-credential', 'Wrong email or password.'],
    ['auth/user-not-found', 'Wrong email or password.'],
    ['auth/email-already-in-use', 'An account with this email already exists. Log in instead.'],
    ['auth/invalid-email', 'Enter a valid email address.'],
    ['auth/missing-email', 'Enter your email address.'],
    ['auth/missing-password', 'Enter your password.'],
    ['auth/weak-password', 'Choose a stronger password of at least 6 characters.'],
    ['auth/network-request-failed', 'Could not reach the server. Check your internet connection and try again.'],
    ['auth/timeout', 'This is taking too long. Please try again.'],
    ['auth/invalid-phone-number', 'That phone number does not look right. Enter your 10-digit mobile number.'],
    ['auth/quota-exceeded', 'We cannot send more codes right now. Please try again later.'],
    ['auth/captcha-check-failed', 'The security check failed. Reload the page and try again.'],
  ])('%s', (code, sentence) => {
    expect(authErrorMessage(firebaseError(code))).toBe(sentence);
  });

  it("keeps the provider's message for a code it does not know", () => {
    expect(authErrorMessage(firebaseError('auth/operation-not-allowed'))).toBe('Firebase: Error (auth/operation-not-allowed).');
  });

  it('keeps the message of an error without a code, and has a fallback for anything else', () => {
    expect(authErrorMessage(new Error('Failed to fetch CSRF Token'))).toBe('Failed to fetch CSRF Token');
    expect(authErrorMessage({ code: 'constructor' })).toBe('Something went wrong. Please try again.');
    expect(authErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});

describe('login errors tell nobody which emails have an account', () => {
  it('an unknown email and a wrong password read the same and point at both fields', () => {
    expect(authErrorMessage(firebaseError('auth/user-not-found'))).toBe(authErrorMessage(firebaseError('auth/wrong-password')));
    expect(authErrorField(firebaseError('auth/user-not-found'))).toBe('credentials');
  });
});

describe('authErrorField', () => {
  it.each([
    ['auth/invalid-email', 'email'],
    ['auth/email-already-in-use', 'email'],
    ['auth/weak-password', 'password'],
    ['auth/invalid-credential', 'credentials'],
    ['auth/invalid-phone-number', 'phone'],
    ['auth/invalid-verification-code', 'code'],
    ['auth/code-expired', 'code'],
    ['auth/network-request-failed', null],
    ['auth/too-many-requests', null],
    ['auth/operation-not-allowed', null],
  ])('%s -> %s', (code, field) => {
    expect(authErrorField(firebaseError(code))).toBe(field);
  });

  it('is null for an error without a code', () => {
    expect(authErrorField(new Error('Failed to fetch CSRF Token'))).toBeNull();
  });
});
