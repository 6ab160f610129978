import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './server';

// The first render of a file loads lazy route chunks through Vite's transform, which can pass
// Testing Library's default 1 s on a busy machine; a real failure still fails, only later.
configure({ asyncUtilTimeout: 3000 });

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
