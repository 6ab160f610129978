/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'client',
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      mockReset: true,
      unstubGlobals: true,
      // jsdom screens take ~0.5 s each here; on a 2-core machine busy with the BFF suite at the same time, a few took
      // over vitest's 5 s default (a timed-out screen then leaks into the next test), so they get 15 s.
      testTimeout: 15_000,
    },
  }),
);
