/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { languageBoot } from './build/language-boot.ts';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

// The BFF serves client/dist in production and runs this config in middleware mode for `npm run dev`.
export default defineConfig({
  root: clientRoot,
  // precompress: .br and .gz next to each built asset, for the BFF to send as they are (browser build only).
  // pwa: the web app manifest and the service worker that precaches the app (build/pwa.ts).
  // languageBoot: the page's one inline script, a remembered Hindi before the first paint (build/language-boot.ts).
  plugins: [react(), languageBoot(), precompress(), ...pwa(clientRoot)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      // The app, and the local GraphQL playground as its own page so the app never loads it.
      input: { main: `${clientRoot}index.html`, graphiql: `${clientRoot}graphiql.html` },
      // GraphiQL's React-compiler directives are meaningless in a bundle; the warning is noise.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  worker: { format: 'es' },
});
