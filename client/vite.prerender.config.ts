/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The prerender build: src/prerender.tsx for Node, run by scripts/prerender.mjs right after the
 * browser build. Standalone on purpose: none of the browser build's plugins (precompression) apply.
 * Its output is a build tool, not something served: it goes under node_modules/.cache (ignored by
 * git, eslint and the BFF), never into dist.
 */
export default defineConfig({
  root: clientRoot,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: 'node_modules/.cache/prerender',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'prerender.js' } },
  },
});
