import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { ClientPage, IndexHtmlRenderer } from './app-pages.js';
import { hashedAssets } from './precompressed-assets.js';
import { preloadsFor, readRoutePreloads, type RoutePreloads, withPreloads } from './route-preloads.js';

/**
 * Built files outside assets/ whose name never changes while their content does: the service worker (the
 * browser compares it byte for byte to find a new version of the app) and the web app manifest. Sent
 * `no-cache` (revalidated with their ETag on every check), never cached for an hour like the icons, and
 * never `immutable`: a stale worker would keep an installed app on the old version.
 */
export const REVALIDATED_FILES: ReadonlySet<string> = new Set(['sw.js', 'manifest.webmanifest']);

/** Pages prerendered at build time (client/dist/prerendered/), by the route they are the HTML of. */
const PRERENDERED: Record<string, string> = {
  '/': 'index.html',
  '/email-login': 'email-login.html',
  '/email-sign-up': 'email-sign-up.html',
  '/privacy': 'privacy.html',
};

/** Whether a path, once decoded as express.static decodes it, names an HTML file. */
export function namesHtmlFile(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // not decodable: static would refuse it too
  }
  return /\.html?$/i.test(decoded.trim());
}

/**
 * Serves the built client from client/dist: hashed assets precompressed and cached for a year
 * (precompressed-assets.ts), the other public files for an hour, and the HTML of each page for servePage
 * (app-pages.ts): `/`, `/email-login`, `/email-sign-up` and `/privacy` get their prerendered HTML when the build made it,
 * every other route the client-rendered index.html, with the chunks of the route preloaded when
 * dist/route-preloads.json lists it (route-preloads.ts).
 */
export function staticClient(distDir: string): { mount(app: Express): void; renderIndexHtml: IndexHtmlRenderer } | null {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
  const pages: Record<ClientPage, string | null> = {
    index: readFileSync(indexPath, 'utf8'),
    graphiql: readIfThere(path.join(distDir, 'graphiql.html')),
  };
  const prerendered = new Map<string, string>();
  for (const [route, file] of Object.entries(PRERENDERED)) {
    const html = readIfThere(path.join(distDir, 'prerendered', file));
    if (html !== null) prerendered.set(route, html);
  }
  const routePreloads = readRoutePreloads(path.join(distDir, 'route-preloads.json'));
  // One page per route (not per URL: every /home/{uid} is the same bytes), so servePage's cache holds a handful.
  const routePages = new Map<RoutePreloads, string>();
  const assets = hashedAssets(path.join(distDir, 'assets'));

  /** The page's HTML for this URL, before servePage fills in the config. */
  function pageHtml(url: string, page: ClientPage): string {
    const html = pages[page];
    if (page === 'index') {
      const { pathname } = new URL(url, 'http://localhost');
      const prerenderedHtml = prerendered.get(pathname);
      if (prerenderedHtml !== undefined) return prerenderedHtml;
      const route = preloadsFor(routePreloads, pathname);
      if (route && html !== null) {
        let routePage = routePages.get(route);
        if (routePage === undefined) {
          routePage = withPreloads(html, route);
          routePages.set(route, routePage);
        }
        return routePage;
      }
    }
    if (html === null) throw new Error(`client/dist has no ${page}.html: run npm run build`);
    return html;
  }

  return {
    mount(app) {
      app.use('/assets', ...assets);
      // The HTML pages only ever go out through the config-injecting routes (the playground only in local
      // mode), under any spelling of their path: express.static decodes "/%67raphiql.html" to the file.
      const files = express.static(distDir, {
        index: false,
        maxAge: '1h',
        // The service worker and the web app manifest keep their names across deploys (see REVALIDATED_FILES).
        setHeaders: (res, file) => {
          if (REVALIDATED_FILES.has(path.relative(distDir, file).split(path.sep).join('/'))) res.setHeader('Cache-Control', 'no-cache');
        },
      });
      app.use((req, res, next) => (namesHtmlFile(req.path) ? next() : files(req, res, next)));
    },
    // A page the build lacks is a rejection, as with Vite's renderer in `npm run dev`.
    renderIndexHtml: (url, page) => new Promise((resolve) => resolve(pageHtml(url, page))),
  };
}
