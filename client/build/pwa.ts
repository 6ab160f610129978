/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { HOME_PAGES_BESIDE_A_RESTAURANT } from '@foodspot/schema/routes';

/** The brand colour (index.html's theme-color, the favicon's square). */
export const BRAND_COLOUR = '#c2410c';
/** What the installed app opens on: the customer's restaurants (a signed-out customer is sent on to `/`). */
export const START_URL = '/home';
/**
 * The pages a navigation gets from the service worker, each precached under its own URL as the BFF serves it
 * (with the run-time config in it): the prerendered pages (the privacy notice too: what we keep about a person is
 * readable offline), and `/home`'s page, the client-rendered shell, for
 * every other navigation (the fallback).
 */
export const PRECACHED_PAGES = ['/', '/email-login', '/email-sign-up', '/privacy', START_URL];
/**
 * Navigations the service worker leaves to the network: the API, GraphQL and its playground, the health
 * checks, robots.txt, and the staff console (a till needs the network anyway, and customers' phones should
 * not download the console's code into their cache).
 */
export const NETWORK_ONLY_NAVIGATIONS = [
  /^\/api(?:\/|$)/,
  /^\/graphql/,
  /^\/graphiql/,
  /^\/healthz/,
  /^\/readyz/,
  /^\/robots\.txt/,
  /^\/staff(?:\/|$)/,
];
/**
 * A restaurant's page (`/home/{restaurantUid}`, not the static pages beside it), as the worker sees a navigation's
 * path and query: the BFF makes it for the signed-in customer and it carries their data (docs/decisions/012), so
 * the worker asks the network for it and never stores it, and gives the precached shell of START_URL only when
 * the network fails (offline). No timeout: Workbox allows one only with NetworkFirst, which stores the answer.
 */
export const CARRYING_PAGE = new RegExp(`^/home/(?!(?:${HOME_PAGES_BESIDE_A_RESTAURANT.join('|')})/?(?:\\?|$))[^/?]+/?(?:\\?|$)`, 'i');
/** CARRYING_PAGE for Workbox's runtime route, which tests the whole URL (same origin, so anywhere in it). */
const CARRYING_PAGE_URL = new RegExp(`^https?://[^/]+${CARRYING_PAGE.source.slice(1)}`, 'i');
/** Lazy chunks never precached (the modules that start them): the staff console, for staff only. */
const NOT_PRECACHED_MODULES = [/\/src\/features\/staff\/staff-page\.tsx$/];

/**
 * The files of the app page (index.html) and of every lazy chunk it may load, from the bundle's import graph:
 * what the service worker precaches. The GraphQL playground (graphiql.html, megabytes of editor) is another
 * page and is left out, as are the chunks only NOT_PRECACHED_MODULES reach.
 */
export function appFiles(bundle: Rollup.OutputBundle, entryHtml: string): Set<string> {
  const files = new Set<string>();
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId !== null && path.resolve(chunk.facadeModuleId) === entryHtml);
  if (!entry) throw new Error(`pwa: no entry chunk for ${entryHtml} in the bundle`);
  const queue = [entry];
  while (queue.length > 0) {
    const chunk = queue.pop();
    if (!chunk || files.has(chunk.fileName)) continue;
    if (chunk !== entry && chunk.facadeModuleId && NOT_PRECACHED_MODULES.some((module) => module.test(chunk.facadeModuleId ?? ''))) continue;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
      const imported = byFile.get(next);
      if (imported) queue.push(imported);
    }
  }
  return files;
}

/**
 * The web app manifest, the service worker (Workbox via vite-plugin-pwa, `generateSW`) and its precache list.
 *
 * - Precached: the app's hashed scripts and styles (appFiles) and the pages of PRECACHED_PAGES. Never an API
 *   or GraphQL answer: those always go to the network. Its one runtime route stores nothing: a restaurant's
 *   page from the network, with the shell as the fallback (CARRYING_PAGE).
 * - The pages' revision is a hash of the built index.html, which names every hashed entry file, so any change
 *   of the app's code makes the worker fetch them again. The run-time config inside them is the BFF's at the
 *   time the worker installed (a config change without a new build reaches installed apps at the next build).
 * - registerType 'prompt': a new worker waits until the customer taps "Reload" (lib/service-worker.ts); it is
 *   registered by the app itself after the page has loaded (injectRegister false), never in the page's head.
 */
export function pwa(clientRoot: string): Plugin[] {
  let precached: Set<string> | null = null;
  const entryHtml = path.resolve(clientRoot, 'index.html');
  const recordAppFiles: Plugin = {
    name: 'foodspot:pwa-app-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client' && !environment.config.build.ssr,
    generateBundle(_options, bundle) {
      precached = appFiles(bundle, entryHtml);
    },
  };
  return [
    recordAppFiles,
    ...VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: START_URL,
        name: 'Foodspot Rewards',
        short_name: 'Foodspot',
        description: 'All your restaurant loyalty programmes in one place: points, rewards and claims.',
        lang: 'en-IN',
        start_url: START_URL,
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND_COLOUR,
        background_color: '#fffaf5',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['assets/**/*.{js,css}'],
        // The playground's editor is bigger than Workbox's default limit; it is filtered out below anyway.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // Hashed names: the URL is the revision.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [
          async (entries) => {
            if (!precached) throw new Error('pwa: the bundle was not seen (foodspot:pwa-app-files)');
            const appAssets = precached;
            const html = await readFile(path.resolve(clientRoot, 'dist/index.html'));
            const revision = createHash('sha256').update(html).digest('hex').slice(0, 16);
            const manifest = entries.filter((entry) => appAssets.has(entry.url));
            const pages = PRECACHED_PAGES.map((url) => ({ url, revision, size: 0 }));
            return { manifest: [...manifest, ...pages], warnings: [] };
          },
        ],
        navigateFallback: START_URL,
        navigateFallbackDenylist: [...NETWORK_ONLY_NAVIGATIONS, CARRYING_PAGE],
        // A restaurant's page from the network, never stored; the shell when the network fails (see CARRYING_PAGE).
        runtimeCaching: [
          {
            urlPattern: CARRYING_PAGE_URL,
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: START_URL } },
          },
        ],
        // A new worker waits for the customer's "Reload" (SKIP_WAITING message), and takes over only then.
        skipWaiting: false,
        clientsClaim: false,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
      },
    }),
  ];
}
