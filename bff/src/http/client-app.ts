import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { PublicClientConfig } from '../config.js';

const CONFIG_PLACEHOLDER = '<!--app-config-->';

/** The run-time config goes into the page as a JSON data block: no extra request, no inline script for the CSP. */
/** `value` as a JSON data block of the page: never run as a script, and nothing in it can end the element. */
export function jsonDataElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export function injectConfig(html: string, config: PublicClientConfig): string {
  return html.replace(CONFIG_PLACEHOLDER, jsonDataElement('app-config', config));
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

export type ContentCoding = 'br' | 'gzip' | 'identity';
type Compressed = Exclude<ContentCoding, 'identity'>;

/**
 * The coding to send, from the request's Accept-Encoding (RFC 9110 12.5.3) and the codings at hand:
 * the highest q wins, brotli over gzip at equal q (it is smaller), and `q=0` or no header means no.
 */
export function negotiateEncoding(header: string | undefined, available: readonly Compressed[]): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of ['br', 'gzip'] as const) {
    if (!available.includes(coding)) continue;
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/**
 * Marks a response that chose its own Content-Encoding (a precompressed asset or page, or a page sent
 * as identity on purpose), so the global compression below leaves it alone.
 */
function markEncoded(res: Response): void {
  res.locals['encodedByApp'] = true;
}

/**
 * The app's on-the-fly compression (JSON, GraphQL, anything else compressible above 1 KB, brotli or gzip).
 * The compression package already skips a response that has a Content-Encoding; responses that picked
 * identity themselves are skipped too, so a page's ETag always names the bytes that went out.
 */
export function responseCompression(): RequestHandler {
  return compression({ threshold: 1024, filter: (req, res) => res.locals['encodedByApp'] !== true && compression.filter(req, res) });
}

const SIBLING_SUFFIX: Record<Compressed, string> = { br: '.br', gzip: '.gz' };

/** The files the build wrote under assets/ (paths with `/`), and the `.br` / `.gz` siblings of each (client/build/precompress.ts). */
function findAssets(assetsDir: string): { files: Set<string>; precompressed: Map<string, Compressed[]> } {
  const precompressed = new Map<string, Compressed[]>();
  if (!existsSync(assetsDir)) return { files: new Set(), precompressed };
  const files = new Set(readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/')));
  for (const file of files) {
    const codings = (['br', 'gzip'] as const).filter((coding) => files.has(file + SIBLING_SUFFIX[coding]));
    if (codings.length > 0) precompressed.set(file, codings);
  }
  return { files, precompressed };
}

/** Larger files (the local playground's editor) are streamed from disk as before. */
const MAX_ASSET_BYTES_IN_MEMORY = 512 * 1024;
/** Below this the app's compression leaves a response alone (see responseCompression), so the file goes out as it is. */
const COMPRESSION_THRESHOLD = 1024;

interface AssetBody {
  body: Buffer;
  etag: string;
  lastModified: string;
}

/**
 * The bytes of built files, read once on first demand and then sent from memory: hashed assets never
 * change under their name, and a fresh visit asks for a dozen of them at once, so each answer should cost
 * the server no file system round trips (with a few in flight at once, reading each from disk took the
 * server 20 ms or more per file before the first byte). Null for a file too big to keep.
 */
function assetBodies(assetsDir: string): (file: string) => Promise<AssetBody | null> {
  const bodies = new Map<string, Promise<AssetBody | null>>();
  return (file) => {
    let body = bodies.get(file);
    if (!body) {
      const loading = (async () => {
        const full = path.join(assetsDir, file);
        const stats = await stat(full);
        if (stats.size > MAX_ASSET_BYTES_IN_MEMORY) return null;
        // The validators express.static gives the same file, so a revalidation works across both.
        return {
          body: await readFile(full),
          etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
          lastModified: stats.mtime.toUTCString(),
        };
      })();
      // A file that vanished (a rebuild under a running server) is looked for again next time.
      loading.catch(() => bodies.delete(file));
      bodies.set(file, loading);
      body = loading;
    }
    return body;
  };
}

/**
 * Sends a hashed asset from memory: its build-time `.br` or `.gz` sibling when the browser takes it (the
 * original type, Content-Encoding, its own Content-Length), or the file itself when it is too small to be
 * compressed at all; cached for a year and revalidated like express.static would. Anything else (no
 * sibling the browser takes, a file too big to keep in memory, a file that vanished) goes on to express.static.
 */
function hashedAssets(assetsDir: string, assets: ReturnType<typeof findAssets>): RequestHandler {
  const bodyOf = assetBodies(assetsDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path).slice(1);
    } catch {
      return next();
    }
    // Only names the build wrote are looked up, so no spelling of a path can leave assets/.
    if (!assets.files.has(name) || /\.(?:br|gz)$/.test(name)) return next();
    const codings = assets.precompressed.get(name);
    let coding: ContentCoding = 'identity';
    if (codings) {
      res.vary('Accept-Encoding');
      coding = negotiateEncoding(req.headers['accept-encoding'], codings);
      if (coding === 'identity') return next();
    }
    const file = coding === 'identity' ? name : name + SIBLING_SUFFIX[coding];
    bodyOf(file).then(
      (asset) => {
        if (!asset || (coding === 'identity' && asset.body.length >= COMPRESSION_THRESHOLD)) return next();
        markEncoded(res);
        res.type(path.extname(name));
        if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('ETag', asset.etag);
        res.setHeader('Last-Modified', asset.lastModified);
        if (req.fresh) {
          res.removeHeader('Content-Type');
          res.removeHeader('Content-Encoding');
          res.status(304).end();
          return;
        }
        res.setHeader('Content-Length', asset.body.length);
        res.status(200).end(req.method === 'HEAD' ? undefined : asset.body);
      },
      () => next(),
    );
  };
}

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
};

/**
 * What a fresh visit of a client-rendered route loads before it shows its content: its lazy chunks and
 * their static imports, and their stylesheets (dist/route-preloads.json, written by the client build from
 * client/src/app/route-modules.json and Vite's manifest). `path` is in React Router's syntax.
 */
export interface RoutePreloads {
  path: string;
  js: string[];
  css: string[];
  /** GET requests the route's page makes at start whatever happens (the CSRF token), preloaded as `fetch`. */
  fetch: string[];
}

/** A built asset's URL, as the build writes it: nothing that could leave the attribute or the assets folder. */
const ASSET_URL = /^\/assets\/[\w.-]+\.(?:js|css)$/;
/** An API path without a query: nothing that could leave the attribute. */
const API_URL = /^\/api\/v1\/[\w/-]+$/;

/** dist/route-preloads.json, checked; an empty list when the build made none (an older build, a test fixture). */
export function readRoutePreloads(file: string): RoutePreloads[] {
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown };
  if (!Array.isArray(parsed.routes)) throw new Error(`${file}: no routes list`);
  return parsed.routes.map((route: Partial<RoutePreloads>, index) => {
    const urls = (list: unknown, kind: string, valid: (url: string) => boolean) => {
      if (!Array.isArray(list) || !list.every((url) => typeof url === 'string' && valid(url))) {
        throw new Error(`${file}: route ${index} has a ${kind} list that is not what the build writes`);
      }
      return list as string[];
    };
    if (typeof route.path !== 'string' || !route.path.startsWith('/')) throw new Error(`${file}: route ${index} has no path`);
    return {
      path: route.path,
      js: urls(route.js, 'js', (url) => ASSET_URL.test(url) && url.endsWith('.js')),
      css: urls(route.css, 'css', (url) => ASSET_URL.test(url) && url.endsWith('.css')),
      fetch: urls(route.fetch ?? [], 'fetch', (url) => API_URL.test(url)),
    };
  });
}

const segmentsOf = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `pathname` is the route `pattern` as React Router matches it here: whole segments, `:param` for
 * any one segment, static segments case-insensitive, a trailing slash ignored.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === decodedSegment(actual[i] ?? '').toLowerCase());
}

/** The preloads of the first route that matches, or null. */
export function preloadsFor(routes: readonly RoutePreloads[], pathname: string): RoutePreloads | null {
  return routes.find((route) => matchesRoute(route.path, pathname)) ?? null;
}

/**
 * The page with what the route needs preloaded, so the browser fetches it while the entry script loads
 * instead of one lazy import after another: the GET requests the page makes at start whatever happens (the
 * CSRF token; `use-credentials`, as the client's fetch sends cookies, so that fetch takes this response), the
 * route's chunks as `modulepreload` (what Vite's own loader adds, so it sees them and adds nothing) and its
 * stylesheets as `preload` only: Vite's loader still links them when the route's chunk loads, in the order it
 * always does, and they come from the preload. The chunks and stylesheets at low priority: the entry script
 * and what it imports (React) come first, since nothing runs before them. Anything the page already links is
 * left out.
 */
export function withPreloads(html: string, preloads: RoutePreloads): string {
  const end = html.lastIndexOf('</head>');
  const fresh = (url: string) => !html.includes(`"${url}"`);
  const tags = [
    ...preloads.fetch.filter(fresh).map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`),
    ...preloads.js.filter(fresh).map((url) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${url}">`),
    ...preloads.css.filter(fresh).map((url) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${url}">`),
  ];
  if (end === -1 || tags.length === 0) return html;
  // On lines of their own, indented like the head's other tags, when </head> starts its own line.
  const lineStart = html.lastIndexOf('\n', end - 1) + 1;
  const indent = html.slice(lineStart, end);
  if (lineStart === 0 || indent.trim() !== '') return `${html.slice(0, end)}${tags.join('')}${html.slice(end)}`;
  return `${html.slice(0, lineStart)}${tags.map((tag) => `${indent}  ${tag}\n`).join('')}${html.slice(lineStart)}`;
}

/** `index` is the app; `graphiql` the local playground page. */
export type ClientPage = 'index' | 'graphiql';
export type IndexHtmlRenderer = (url: string, page: ClientPage) => Promise<string>;

/**
 * Serves the built client from client/dist: hashed assets precompressed and cached for a year, the HTML
 * pages revalidated (see servePage); `/`, `/email-login` and `/email-sign-up` get their prerendered HTML
 * when the build made it, every other route the client-rendered index.html, with the chunks of the
 * route preloaded when dist/route-preloads.json lists it (see withPreloads).
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
  const assetsDir = path.join(distDir, 'assets');
  const assets = findAssets(assetsDir);

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
      // A missing hashed asset (an old tab after a deploy) falls through to the 404 (see isAppRoute).
      app.use('/assets', hashedAssets(assetsDir, assets), express.static(assetsDir, { immutable: true, maxAge: '1y', index: false }));
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

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page with its config, in each coding (compressed once, on first demand), and a strong ETag per coding. */
interface EncodedPage {
  hash: string;
  bodies: Partial<Record<ContentCoding, Promise<Buffer>>>;
}

function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html, 'utf8');
  return { hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27), bodies: { identity: Promise.resolve(identity) } };
}

/** A page's bytes in `coding`: as small as it gets for a page compressed once, or quick for one made per request. */
function compressPage(source: Buffer, coding: ContentCoding, effort: 'best' | 'quick'): Promise<Buffer> {
  if (coding === 'br') {
    const quality = effort === 'best' ? zlibConstants.BROTLI_MAX_QUALITY : 5;
    return brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } });
  }
  if (coding === 'gzip')
    return gzipAsync(source, { level: effort === 'best' ? zlibConstants.Z_BEST_COMPRESSION : zlibConstants.Z_DEFAULT_COMPRESSION });
  return Promise.resolve(source);
}

function pageBody(page: EncodedPage, coding: ContentCoding): Promise<Buffer> {
  const identity = page.bodies.identity as Promise<Buffer>;
  page.bodies[coding] ??= identity.then((source) => compressPage(source, coding, 'best'));
  return page.bodies[coding];
}

/** Encoded pages kept per renderer; a handful in production, and a bound for dev, where every edit makes a new one. */
const MAX_CACHED_PAGES = 16;

/** Where a page that carries its route's data puts it: the end of the head, after the config. */
function withCarriedData(html: string, element: string): string {
  const end = html.lastIndexOf('</head>');
  if (end === -1) throw new Error('the page has no </head> for its data');
  return `${html.slice(0, end)}${element}${html.slice(end)}`;
}

/**
 * A page made for one request (it carries that customer's data): never stored by the browser or on the way,
 * so no ETag either; compressed on the fly at a speed its few kilobytes do not notice.
 */
async function sendCarryingPage(req: Request, res: Response, html: string): Promise<void> {
  const coding = negotiateEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  const body = await compressPage(Buffer.from(html, 'utf8'), coding, 'quick');
  markEncoded(res);
  res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', 'no-store');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.type('html');
  // Not res.send: it would add an ETag.
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** The data element a request's page carries (http/route-data.ts), or null for the page everyone gets. */
export type CarriedData = (req: Request) => Promise<string | null>;

/**
 * How long a page waits for its data (a fresh session check with Auth, then the route query's reads): past
 * this, the page everyone gets goes out and the app asks for the data itself, so a slow Auth or Firestore
 * never holds up the page. Comfortably above what it takes (a few ms locally, tens of ms in production).
 */
export const CARRIED_DATA_BUDGET_MS = 400;

/** The data, or null when it failed or missed the budget: the page works without it (the app asks). */
function withinBudget(data: Promise<string | null>, req: Request): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      req.log?.warn({ budgetMs: CARRIED_DATA_BUDGET_MS }, 'the page goes out without its data: it took too long');
      resolve(null);
    }, CARRIED_DATA_BUDGET_MS);
  });
  const settled = data.catch((error: unknown) => {
    req.log?.warn({ err: error }, 'the page goes out without its data');
    return null;
  });
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

/**
 * Sends an HTML page with the run-time config. `no-cache` plus a strong ETag over the bytes sent (one per
 * coding, since each coding is its own representation): a repeat visit revalidates and gets a 304 while
 * the page is unchanged, and a deploy or a config change is seen at once. A page that carries a request's own
 * data (`carriedData`) is the exception: `no-store`, see sendCarryingPage.
 */
export function servePage(render: IndexHtmlRenderer, config: PublicClientConfig, page: ClientPage = 'index', carriedData?: CarriedData) {
  const encoded = new Map<string, EncodedPage>();
  return async (req: Request, res: Response) => {
    const [rendered, carried] = await Promise.all([render(req.originalUrl, page), carriedData ? withinBudget(carriedData(req), req) : null]);
    if (carried) {
      await sendCarryingPage(req, res, withCarriedData(injectConfig(rendered, config), carried));
      return;
    }
    let entry = encoded.get(rendered);
    if (!entry) {
      if (encoded.size >= MAX_CACHED_PAGES) encoded.clear();
      entry = encodePage(injectConfig(rendered, config));
      encoded.set(rendered, entry);
    }
    const coding = negotiateEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
    markEncoded(res);
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', `"${entry.hash}${coding === 'identity' ? '' : `-${coding}`}"`);
    // A repeat visit with this ETag: 304, with the validators and none of the body's headers.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const body = await pageBody(entry, coding);
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    res.type('html');
    // res.send keeps this ETag (and sets Content-Length; no body for HEAD).
    res.send(body);
  };
}
