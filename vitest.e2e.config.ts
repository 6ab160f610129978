import { defineConfig } from 'vitest/config';

// Chromium journeys against the whole local stack (emulators + seed + BFF serving client/dist).
export default defineConfig({
  // The same graphql entry as Node's (see bff/vitest.config.ts): one copy of graphql for the whole stack.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/stack.global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A poll ends as soon as the page shows what it waits for; vitest's 1 s default gave up on a loaded 2-core machine
    // while a sign-in was still settling. Ten seconds is what a person would wait.
    expect: { poll: { timeout: 10_000 } },
  },
});
