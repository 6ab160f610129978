import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'schema',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
