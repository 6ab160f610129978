import { SIGNED_IN_HINT_COOKIE } from '@foodspot/schema/session';

/** Sets or deletes the BFF's signed-in hint cookie in the test's document. */
export function setSignedInHint(present: boolean): void {
  document.cookie = present ? `${SIGNED_IN_HINT_COOKIE}=1; path=/` : `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
}

/**
 * This test's browser shows no sign of a session (docs/decisions/005): test/setup.ts sets the hint before every
 * test, since msw's answers to `me` set no cookie; the next test gets it back.
 */
export function withoutSignedInHint(): void {
  setSignedInHint(false);
}
