import { LANGUAGE_BOOT_SCRIPT } from '@foodspot/schema/language-boot';
import type { Plugin } from 'vite';

/**
 * The app page's first script: on a device that chose Hindi, keeps the English HTML hidden until the app shows it
 * in Hindi (the script and why: schema/src/language-boot.ts). First in the head, before the stylesheets and the
 * module scripts, so it has run before anything can paint. Dev and build alike (the BFF's dev server serves
 * index.html through Vite); the prerendered pages are made from the built index.html, so they have it too.
 */
export function languageBoot(): Plugin {
  return {
    name: 'foodspot:language-boot',
    transformIndexHtml: {
      order: 'pre',
      handler(_html, context) {
        if (!context.filename.endsWith('/index.html')) return [];
        return [{ tag: 'script', children: LANGUAGE_BOOT_SCRIPT, injectTo: 'head-prepend' }];
      },
    },
  };
}
