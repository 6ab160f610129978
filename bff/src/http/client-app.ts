import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { PublicClientConfig } from '../config.js';

const CONFIG_PLACEHOLDER = '<!--app-config-->';

/** The run-time config goes into the page as a JSON data block: no extra request, no inline script for the CSP. */
export function injectConfig(html: string, config: PublicClientConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(CONFIG_PLACEHOLDER, `<script type="application/json" id="app-config">${json}</script>`);
}

/**
 * Crawlers may index every page (the ones behind login only show the landing page to them, and
 * blocking them would fail Lighthouse's "page is blocked from indexing"); the API is no page.
 */
export const ROBOTS_TXT = ['User-agent: *', 'Disallow: /api/', 'Disallow: /graphql', ''].join('\n');

export function serveRobotsTxt(_req: Request, res: Response): void {
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.type('text/plain').send(ROBOTS_TXT);
}

/**
 * Whether a path is one of the client's routes, which get the app page. A path under /assets or with
 * a file extension (manifest.webmanifest, an old hashed asset, favicon.ico) names a file: when no
 * such file exists it is a 404, never the HTML page.
 */
export function isAppRoute(pathname: string): boolean {
  if (pathname === '/assets' || pathname.startsWith('/assets/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

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

/** `index` is the app; `graphiql` the local playground page. */
export type ClientPage = 'index' | 'graphiql';
export type IndexHtmlRenderer = (url: string, page: ClientPage) => Promise<string>;

/** Serves the built client from client/dist: hashed assets cached for a year, index.html never cached. */
export function staticClient(distDir: string): { mount(app: Express): void; renderIndexHtml: IndexHtmlRenderer } | null {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const pages: Record<ClientPage, string | null> = {
    index: readFileSync(indexPath, 'utf8'),
    graphiql: existsSync(path.join(distDir, 'graphiql.html')) ? readFileSync(path.join(distDir, 'graphiql.html'), 'utf8') : null,
  };
  return {
    mount(app) {
      // A missing hashed asset (an old tab after a deploy) falls through to the 404 (see isAppRoute).
      app.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
      // The HTML pages only ever go out through the config-injecting routes (the playground only in local
      // mode), under any spelling of their path: express.static decodes "/%67raphiql.html" to the file.
      const files = express.static(distDir, { index: false, maxAge: '1h' });
      app.use((req, res, next) => (namesHtmlFile(req.path) ? next() : files(req, res, next)));
    },
    renderIndexHtml: async (_url, page) => {
      const html = pages[page];
      if (html === null) throw new Error(`client/dist has no ${page}.html: run npm run build`);
      return html;
    },
  };
}

export function servePage(render: IndexHtmlRenderer, config: PublicClientConfig, page: ClientPage = 'index') {
  return async (req: Request, res: Response) => {
    const html = injectConfig(await render(req.originalUrl, page), config);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(html);
  };
}
