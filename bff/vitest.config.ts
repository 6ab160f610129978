import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node loads graphql's CommonJS entry for every package (graphql 16 has no "exports"); Vite would give our
  // own files the .mjs entry, and the two copies refuse each other's schema ("another module or realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
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
