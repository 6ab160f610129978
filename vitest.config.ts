import { defineConfig } from 'vitest/config';

// `vitest run` runs each workspace's own config as a project: bff (node + emulators) and client (jsdom + msw).
export default defineConfig({
  test: {
    projects: ['bff/vitest.config.ts', 'client/vitest.config.ts'],
  },
});
