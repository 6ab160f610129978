import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `vitest run` runs each workspace's own config as a project: schema (node), bff (node + emulators), client (jsdom + msw).
export default defineConfig({
  test: {
    projects: ['schema/vitest.config.ts', 'bff/vitest.config.ts', 'client/vitest.config.ts'],
    // vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine. Files spend most of
    // their time waiting on the emulators, Redis and servers, and keep apart by their own users, restaurants, ports and
    // keys, so two share two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
