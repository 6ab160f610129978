import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { persistedIdOf } from '../lib/persisted-query';
import { resolvePersistedIdsAtTheEdge, sentGraphQL } from './persisted-documents';
import { server } from './server';
import { setSignedInHint } from './session-hint';

// lib/firebase-auth is the one module that talks to Firebase: every test file gets the fake from
// firebase-auth-mock.ts (lib/firebase-auth.test.ts, which tests the real module, unmocks it).
vi.mock('../lib/firebase-auth', async (importOriginal) => {
  const { firebaseAuthMock } = await import('./firebase-auth-mock');
  return firebaseAuthMock(importOriginal);
});

// The first render of a file loads lazy route chunks through Vite's transform, which can pass
// Testing Library's default 1 s on a busy machine (two test workers and the emulators on two cores took over
// 5 s); a real failure still fails, only later.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app sends GraphQL operations by id; the BFF's manifest gives msw their text (test/persisted-documents.ts).
  resolvePersistedIdsAtTheEdge();
});

// The signed-in hint (docs/decisions/005): most tests answer `me` with msw, which sets no cookie, and a browser
// without the hint or a persisted Firebase user is signed out without asking. Tests of that anonymous browser
// delete it (test/session-hint.ts).
beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  setSignedInHint(true);
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // Trusted documents (docs/decisions/016): whatever a test did, the app sent every operation with its id (the text
  // goes with it only when the server did not know the id), never a text alone.
  const withoutId = sentGraphQL.splice(0).filter((body) => persistedIdOf(body['extensions']) === undefined);
  expect(
    withoutId.map((body) => body['operationName'] ?? '(anonymous)'),
    'GraphQL operations sent without their id',
  ).toEqual([]);
  // Imported here, not at the top: a static import would load lib/session (and lib/firebase-auth)
  // before a test file's own vi.mock could replace them.
  const [{ resetCsrfToken }, { resetConfigCache }, { sessionStore }, { resetConnectivity }, { resetLanguage }, { resetEarlySubscription }] =
    await Promise.all([
      import('../lib/api'),
      import('../lib/config'),
      import('../lib/session'),
      import('../lib/connectivity'),
      import('../lib/i18n'),
      import('../lib/live-socket'),
    ]);
  // A visit to a restaurant's screen sent its live subscription at start (app/route-prefetch.ts).
  resetEarlySubscription();
  // A test that switched to Hindi leaves the next one in English, with nothing remembered.
  await resetLanguage();
  resetCsrfToken();
  // A network failure leaves the app offline (and a timer to look again), and the customer area keeps the last
  // list for offline use (lib/offline-snapshot.ts): neither carries into the next test.
  resetConnectivity();
  // Cleared, not just removed: a save a test asked for that is still waiting must not write into the next test.
  (await import('../lib/offline-snapshot')).clearOfflineSnapshot();
  sessionStore.reset();
  // The till keeps the bill being typed in this tab's storage (features/staff/in-store-credit-form.tsx): not the next test's.
  sessionStorage.clear();
  document.getElementById('app-config')?.remove();
  // A page that carried its route's data (lib/route-data.ts) is read afresh by the next test.
  (await import('../lib/route-data')).resetRouteData();
  document.getElementById('route-data')?.remove();
  resetConfigCache();
  vi.useRealTimers();
});

afterAll(() => server.close());
