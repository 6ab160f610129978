import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetCsrfToken } from '../lib/api';
import { resetConfigCache } from '../lib/config';
import { sessionStore } from '../lib/session';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetCsrfToken();
  sessionStore.reset();
  document.getElementById('app-config')?.remove();
  resetConfigCache();
  vi.useRealTimers();
});

afterAll(() => server.close());
