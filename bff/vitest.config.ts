import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One emulator pair for the whole run; test files keep apart by unique users.
    globalSetup: ['./src/test/emulators.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
