import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // Imported here, not at the top: a static import would load lib/session (and lib/firebase-auth)
  // before a test file's vi.mock could replace them.
  const [{ resetCsrfToken }, { resetConfigCache }, { sessionStore }] = await Promise.all([
    import('../lib/api'),
    import('../lib/config'),
    import('../lib/session'),
  ]);
  resetCsrfToken();
  sessionStore.reset();
  document.getElementById('app-config')?.remove();
  resetConfigCache();
  vi.useRealTimers();
});

afterAll(() => server.close());
