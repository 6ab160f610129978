import { defineConfig } from 'vitest/config';

// `vitest run` runs each workspace's own config as a project: schema (node), bff (node + emulators), client (jsdom + msw).
export default defineConfig({
  test: {
    projects: ['schema/vitest.config.ts', 'bff/vitest.config.ts', 'client/vitest.config.ts'],
  },
});
