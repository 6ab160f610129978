import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../config.js';
import { createLogger, useRequestLogging } from '../logger.js';
import { type RunningServer, startServer } from '../server.js';
import {
  CARRIED_DATA_BUDGET_MS,
  injectConfig,
  isAppRoute,
  matchesRoute,
  negotiateEncoding,
  preloadsFor,
  readRoutePreloads,
  responseCompression,
  type RoutePreloads,
  servePage,
  staticClient,
  withPreloads,
} from './client-app.js';

describe('injectConfig', () => {
  it('puts the config into the page as a JSON data block that cannot close the script', () => {
    const html = injectConfig('<head><!--app-config--></head>', {
      mode: 'local',
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
      authEmulatorUrl: null,
      support: { email: 'a@b.in', phone: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain('<script type="application/json" id="app-config">');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>', html.indexOf('app-config')) + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json).support.phone).toBe('</script><script>alert(1)</script>');
  });
});

describe('isAppRoute', () => {
  it.each(['/', '/profile', '/home', '/home/r-chaat_1/rewards', '/no/such/page', '/staff'])('%s is a client route', (pathname) => {
    expect(isAppRoute(pathname)).toBe(true);
  });

  it.each(['/robots.txt', '/manifest.webmanifest', '/favicon.ico', '/assets', '/assets/app', '/assets/app-1a2b.js', '/home/x/old.js.map'])(
    '%s names a file',
    (pathname) => expect(isAppRoute(pathname)).toBe(false),
  );
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['GZIP;Q=1, BR;Q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['br;q=0, *', 'gzip'],
    ['br;q=nonsense, gzip;q=0.1', 'gzip'],
  ] as const)('Accept-Encoding %j gets %s', (header, expected) => {
    expect(negotiateEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('only picks a coding that is at hand', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBe('identity');
    expect(negotiateEncoding('br, gzip', [])).toBe('identity');
  });
});

/** A client/dist in a temp folder, removed after the tests. */
function fixtureDist(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'foodspot-dist-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('staticClient page for a route', () => {
  const PAGE = '<html><head><!--app-config--></head><body>client-rendered</body></html>';
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('gives /, /email-login and /email-sign-up their prerendered HTML when the build made it, every other route index.html', async () => {
    const dir = fixtureDist({
      'index.html': PAGE,
      'prerendered/index.html': 'prerendered landing',
      'prerendered/email-login.html': 'prerendered email login',
      'prerendered/email-sign-up.html': 'prerendered email sign-up',
    });
    dirs.push(dir);
    const render = staticClient(dir)!.renderIndexHtml;
    expect(await render('/', 'index')).toBe('prerendered landing');
    expect(await render('/?utm_source=poster', 'index')).toBe('prerendered landing');
    expect(await render('/email-login', 'index')).toBe('prerendered email login');
    expect(await render('/email-sign-up', 'index')).toBe('prerendered email sign-up');
    for (const url of ['/home', '/email-login/extra', '/profile', '/staff', '/index', '/prerendered/index'])
      expect(await render(url, 'index')).toBe(PAGE);
  });

  it('gives every route index.html when nothing was prerendered, or only some pages were', async () => {
    const none = fixtureDist({ 'index.html': PAGE });
    const some = fixtureDist({ 'index.html': PAGE, 'prerendered/index.html': 'prerendered landing' });
    dirs.push(none, some);
    for (const url of ['/', '/email-login', '/email-sign-up']) expect(await staticClient(none)!.renderIndexHtml(url, 'index')).toBe(PAGE);
    expect(await staticClient(some)!.renderIndexHtml('/', 'index')).toBe('prerendered landing');
    expect(await staticClient(some)!.renderIndexHtml('/email-login', 'index')).toBe(PAGE);
  });
});

/** A route-preloads.json as client/scripts/prerender.mjs writes it. */
const ROUTE_PRELOADS: { routes: RoutePreloads[] } = {
  routes: [
    {
      path: '/home',
      js: ['/assets/home-route-1a.js', '/assets/apollo-2b.js', '/assets/live-socket-3c.js'],
      css: ['/assets/home-route-4d.css'],
      fetch: ['/api/v1/csrf/token'],
    },
    {
      path: '/home/add-restaurant',
      js: ['/assets/home-route-1a.js', '/assets/apollo-2b.js'],
      css: ['/assets/home-route-4d.css'],
      fetch: ['/api/v1/csrf/token'],
    },
    {
      path: '/home/:restaurantUid',
      js: ['/assets/home-route-1a.js', '/assets/apollo-2b.js', '/assets/restaurant-detail-page-5e.js', '/assets/live-socket-3c.js'],
      css: ['/assets/home-route-4d.css', '/assets/restaurant-detail-page-6f.css'],
      fetch: ['/api/v1/csrf/token'],
    },
    { path: '/home/:restaurantUid/rewards', js: ['/assets/home-route-1a.js'], css: [], fetch: ['/api/v1/csrf/token'] },
    { path: '/staff', js: ['/assets/staff-page-7a.js', '/assets/apollo-2b.js'], css: [], fetch: ['/api/v1/csrf/token'] },
  ],
};
const SHELL = [
  '<!doctype html>',
  '<html><head>',
  '    <!--app-config-->',
  '    <script type="module" crossorigin src="/assets/main-0a.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/apollo-2b.js">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

/** The href of every link with this rel (and `as`, for preloads) in a page, in order. */
function linked(html: string, rel: string, as?: string): string[] {
  return [...html.matchAll(/<link ([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => attributes.includes(`rel="${rel}"`) && (as === undefined || attributes.includes(`as="${as}"`)))
    .map((attributes) => /href="([^"]+)"/.exec(attributes)?.[1] ?? '');
}

describe('route preloads', () => {
  it.each([
    ['/home', '/home', true],
    ['/home', '/home/', true],
    ['/home', '/HOME', true],
    ['/home/:restaurantUid', '/home/r-chaat_1', true],
    ['/home/:restaurantUid', '/home/r%20x', true],
    ['/home/:restaurantUid', '/home', false],
    ['/home/:restaurantUid', '/home/r1/rewards', false],
    ['/home/:restaurantUid/rewards', '/home/r1/rewards', true],
    ['/home/:restaurantUid/rewards', '/home/r1/history', false],
    ['/home/add-restaurant', '/home/add%2Drestaurant', true],
    ['/staff', '/staffroom', false],
  ])('route %s matches %s: %s', (pattern, pathname, expected) => {
    expect(matchesRoute(pattern, pathname)).toBe(expected);
  });

  it('takes the first route that matches, so a static path wins over a parameter', () => {
    expect(preloadsFor(ROUTE_PRELOADS.routes, '/home/add-restaurant')?.path).toBe('/home/add-restaurant');
    expect(preloadsFor(ROUTE_PRELOADS.routes, '/home/r1')?.path).toBe('/home/:restaurantUid');
    for (const pathname of ['/', '/email-login', '/profile', '/no/such/page', '/home/r1/rewards/extra']) {
      expect(preloadsFor(ROUTE_PRELOADS.routes, pathname), pathname).toBeNull();
    }
  });

  it('adds the fetches, chunks and stylesheets before </head>, leaving out what the page already links', () => {
    const html = withPreloads(SHELL, ROUTE_PRELOADS.routes[2]!);
    expect(linked(html, 'preload', 'fetch')).toEqual(['/api/v1/csrf/token']);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/csrf/token">');
    // The shell's own modulepreload is there once; the route's chunks follow, in the route's order.
    expect(linked(html, 'modulepreload')).toEqual([
      '/assets/apollo-2b.js',
      '/assets/home-route-1a.js',
      '/assets/restaurant-detail-page-5e.js',
      '/assets/live-socket-3c.js',
    ]);
    // The route's chunks come after the entry and what it imports: nothing runs before those.
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-route-1a.js">');
    // Stylesheets are only preloaded (Vite's loader links them in its own order), at low priority.
    expect(linked(html, 'preload', 'style')).toEqual(['/assets/home-route-4d.css', '/assets/restaurant-detail-page-6f.css']);
    expect(linked(html, 'stylesheet')).toEqual([]);
    expect(html).toContain('<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/home-route-4d.css">');
    // All of it in the head, the rest of the page untouched.
    expect(html.indexOf('restaurant-detail-page-6f.css')).toBeLessThan(html.indexOf('</head>'));
    const added = html.split('\n').filter((line) => !SHELL.split('\n').includes(line));
    expect(added).toHaveLength(6);
    for (const line of added) expect(line).toMatch(/^ {4}<link rel="(?:modulepreload|preload)" [^>]*>$/);
    expect(
      html
        .split('\n')
        .filter((line) => !added.includes(line))
        .join('\n'),
    ).toBe(SHELL);
  });

  it('leaves a page without a head, or a route without anything to preload, as it is', () => {
    expect(withPreloads('<p>no head</p>', ROUTE_PRELOADS.routes[0]!)).toBe('<p>no head</p>');
    expect(withPreloads(SHELL, { path: '/x', js: ['/assets/apollo-2b.js'], css: [], fetch: [] })).toBe(SHELL);
  });

  it('reads only the built assets and API paths the build writes, so nothing can break out of an attribute', () => {
    const dir = fixtureDist({ 'route-preloads.json': JSON.stringify(ROUTE_PRELOADS) });
    expect(readRoutePreloads(path.join(dir, 'route-preloads.json'))).toEqual(ROUTE_PRELOADS.routes);
    expect(readRoutePreloads(path.join(dir, 'missing.json'))).toEqual([]);
    const bad: Array<Record<string, unknown>> = [
      { path: '/home', js: ['/assets/a.js" onload="alert(1)'], css: [], fetch: [] },
      { path: '/home', js: ['https://elsewhere.example/a.js'], css: [], fetch: [] },
      { path: '/home', js: ['/assets/../server.js'], css: [], fetch: [] },
      { path: '/home', js: ['/assets/a.css'], css: [], fetch: [] },
      { path: '/home', js: [], css: ['/assets/a.js'], fetch: [] },
      { path: '/home', js: [], css: [], fetch: ['/api/v1/csrf/token?x="'] },
      { path: '/home', js: [], css: [], fetch: ['/graphql'] },
      { path: 'home', js: [], css: [], fetch: [] },
      { path: '/home', css: [], fetch: [] },
    ];
    for (const route of bad) {
      writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ routes: [route] }));
      expect(() => readRoutePreloads(path.join(dir, 'bad.json')), JSON.stringify(route)).toThrow();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives each client-rendered route its preloads, the same bytes for every URL of a route, and none to the prerendered pages', async () => {
    const dir = fixtureDist({
      'index.html': SHELL,
      'prerendered/index.html': 'prerendered landing',
      'prerendered/email-login.html': 'prerendered email login',
      'route-preloads.json': JSON.stringify(ROUTE_PRELOADS),
    });
    const render = staticClient(dir)!.renderIndexHtml;
    const detail = await render('/home/r-chaat-1', 'index');
    expect(linked(detail, 'modulepreload')).toContain('/assets/restaurant-detail-page-5e.js');
    expect(await render('/home/r-other?tab=1', 'index')).toBe(detail);
    expect(linked(await render('/home/add-restaurant', 'index'), 'modulepreload')).toEqual(['/assets/apollo-2b.js', '/assets/home-route-1a.js']);
    expect(linked(await render('/staff', 'index'), 'modulepreload')).toEqual(['/assets/apollo-2b.js', '/assets/staff-page-7a.js']);
    // `/` and the login pages are prerendered and never get the customer area's chunks.
    expect(await render('/', 'index')).toBe('prerendered landing');
    expect(await render('/email-login', 'index')).toBe('prerendered email login');
    for (const url of ['/profile', '/no/such/page', '/home/r1/history/x']) expect(await render(url, 'index'), url).toBe(SHELL);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('responseCompression', () => {
  const payload = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `restaurant ${i}` })) };
  const alreadyEncoded = gzipSync(JSON.stringify(payload));
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    const app = express();
    app.use(responseCompression());
    app.get('/big', (_req, res) => void res.json(payload));
    app.get('/small', (_req, res) => void res.json({ ok: true }));
    app.get('/encoded', (_req, res) => void res.set({ 'Content-Encoding': 'gzip', 'Content-Type': 'application/json' }).send(alreadyEncoded));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('compresses JSON above 1 KB, brotli first, and leaves small responses alone', async () => {
    const br = await rawRequest(`${url}/big`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(payload);
    expect((await rawRequest(`${url}/big`, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await rawRequest(`${url}/small`, { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a response that already has a Content-Encoding a second time', async () => {
    const response = await rawRequest(`${url}/encoded`, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.equals(alreadyEncoded)).toBe(true);
  });
});

describe('servePage with data a request carries', () => {
  const CONFIG = {
    mode: 'local' as const,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
    authEmulatorUrl: null,
    support: { email: 'a@b.in', phone: '1' },
  };
  const PAGE = '<!doctype html><html><head><!--app-config--></head><body>app page</body></html>';
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    const app = express();
    useRequestLogging(app, createLogger('silent'), () => false);
    const render = () => Promise.resolve(PAGE);
    const carried = (req: express.Request) =>
      req.path === '/fails'
        ? Promise.reject(new Error('Firestore is down'))
        : req.path === '/slow'
          ? // Data that comes after the budget: had the page waited for it, it would carry it.
            new Promise<string>((resolve) => setTimeout(() => resolve('<script id="data">{}</script>'), CARRIED_DATA_BUDGET_MS + 500))
          : Promise.resolve(req.path === '/carries' ? '<script id="data">{}</script>' : null);
    app.get('/{*path}', servePage(render, CONFIG, 'index', carried));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
    ['identity', (body: Buffer) => body],
  ])('sends the page with the data at the end of its head, %s, never stored and without an ETag', async (coding, decode) => {
    const response = await rawRequest(`${url}/carries`, { 'accept-encoding': coding });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['etag']).toBeUndefined();
    const html = decode(response.body).toString('utf8');
    expect(html).toMatch(/id="app-config">[^<]*<\/script><script id="data">\{\}<\/script><\/head><body>app page/);
  });

  it('sends the page everyone gets when there is no data, when getting it failed, or when it takes too long', async () => {
    for (const pathname of ['/plain', '/fails', '/slow']) {
      const response = await rawRequest(`${url}${pathname}`, { 'accept-encoding': 'identity' });
      expect(response.status, pathname).toBe(200);
      expect(response.headers['cache-control'], pathname).toBe('no-cache');
      expect(response.headers['etag'], pathname).toBeDefined();
      expect(response.body.toString('utf8'), pathname).not.toContain('id="data"');
    }
  });
});

/** A script well above the 1 KB compression threshold. */
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(20_000))});`;
/** A hashed asset the build precompressed: the siblings differ from what the server would make on the fly, so a test can tell them apart. */
const PRECOMPRESSED_SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `dish ${i}`))};`;
const PRECOMPRESSED_BR = brotliCompressSync(PRECOMPRESSED_SCRIPT);
const PRECOMPRESSED_GZ = gzipSync(PRECOMPRESSED_SCRIPT, { level: 9 });
const LANDING_PAGE = `<!doctype html><html><head><!--app-config--></head><body>prerendered landing ${'<p>how it works</p>'.repeat(100)}</body></html>`;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, not decoded (fetch would decode them). */
  body: Buffer;
}

function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The BFF serving a built client: a small client/dist with a page, a hashed asset and a public file. */
describe('serving the built client', () => {
  let server: RunningServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = fixtureDist({
      'index.html': '<!doctype html><html><head><!--app-config--></head><body>app page</body></html>',
      'prerendered/index.html': LANDING_PAGE,
      'prerendered/email-login.html': '<!doctype html><html><head><!--app-config--></head><body>prerendered email login</body></html>',
      'assets/main-1a2b3c.js': 'console.log("app");',
      'assets/big-0a1b2c.js': BIG_SCRIPT,
      'assets/menu-9f8e7d.js': PRECOMPRESSED_SCRIPT,
      'assets/menu-9f8e7d.js.br': PRECOMPRESSED_BR,
      'assets/menu-9f8e7d.js.gz': PRECOMPRESSED_GZ,
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'graphiql.html': '<!doctype html><html><head><!--app-config--></head><body>playground page</body></html>',
      'route-preloads.json': JSON.stringify({
        routes: [{ path: '/home/:restaurantUid', js: ['/assets/menu-9f8e7d.js'], css: [], fetch: ['/api/v1/csrf/token'] }],
      }),
    });
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = inject('authEmulatorHost');
    process.env['FIRESTORE_EMULATOR_HOST'] = inject('firestoreEmulatorHost');
    const config = parseConfig({
      APP_MODE: 'local',
      PORT: '0',
      HOST: '127.0.0.1',
      FIREBASE_PROJECT_ID: inject('projectId'),
      FIREBASE_WEB_API_KEY: 'demo-api-key',
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
      FIRESTORE_EMULATOR_HOST: inject('firestoreEmulatorHost'),
      CSRF_SECRET: 'test-secret-that-is-long-enough-for-csrf-0123456789',
      CLIENT_DIST: distDir,
      LOG_LEVEL: 'silent',
    });
    server = await startServer(config, { logger: createLogger('silent') });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (pathname: string) => fetch(`${server.url}${pathname}`, { redirect: 'manual' });

  it.each([
    ['/', 'prerendered landing'],
    ['/email-login', 'prerendered email login'],
    ['/email-sign-up', 'app page'],
    ['/profile', 'app page'],
    ['/home/r-chaat/rewards', 'app page'],
    ['/no/such/page', 'app page'],
  ])('answers the client route %s with its page (%s) and the config', async (pathname, page) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(page);
    expect(html).toContain('<script type="application/json" id="app-config">');
    expect(html).not.toContain('<!--app-config-->');
  });

  it("sends a route's page with its preloads and the config, revalidated like any page", async () => {
    const first = await rawRequest(`${server.url}/home/r-chaat`, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    const html = brotliDecompressSync(first.body).toString('utf8');
    expect(html).toContain('app page');
    expect(html).toContain('id="app-config"');
    expect(linked(html, 'modulepreload')).toEqual(['/assets/menu-9f8e7d.js']);
    expect(linked(html, 'preload', 'fetch')).toEqual(['/api/v1/csrf/token']);
    expect(first.headers['cache-control']).toBe('no-cache');
    // Every restaurant's URL is the same page: one ETag, and a 304 for a page opened before.
    const other = await rawRequest(`${server.url}/home/r-other`, { 'accept-encoding': 'br', 'if-none-match': first.headers['etag'] ?? '' });
    expect(other.status).toBe(304);
    // Pages of other routes have no preloads, and another ETag.
    const profile = await rawRequest(`${server.url}/profile`, { 'accept-encoding': 'identity' });
    expect(linked(profile.body.toString('utf8'), 'modulepreload')).toEqual([]);
    expect(profile.headers['etag']).not.toBe(first.headers['etag']);
  });

  it('never serves the prerendered files as files', async () => {
    for (const pathname of ['/prerendered/index.html', '/prerendered/%65mail-login.html', '/prerendered/', '/prerendered']) {
      const body = await (await get(pathname)).text();
      expect(body, pathname).not.toMatch(/prerendered (landing|email login)/);
      expect(body, pathname).not.toContain('<!--app-config-->');
    }
  });

  it('sends a page revalidated, never cached blind: no-cache and a strong ETag, 304 while it is unchanged', async () => {
    const first = await rawRequest(`${server.url}/`, { 'accept-encoding': 'br, gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    const etag = first.headers['etag'] ?? '';
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
    // The ETag names the bytes sent: the page with its config, brotli-compressed once (no second layer).
    const html = brotliDecompressSync(first.body).toString('utf8');
    expect(html).toContain('prerendered landing');
    expect(html).toContain('id="app-config"');

    const again = await rawRequest(`${server.url}/`, { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(again.headers['content-encoding']).toBeUndefined();

    // Each coding is its own representation with its own validator; an old ETag gets the page again.
    const gzip = await rawRequest(`${server.url}/`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
    const identity = await rawRequest(`${server.url}/`, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(html);
    const etags = new Set([etag, gzip.headers['etag'], identity.headers['etag']]);
    expect(etags.size).toBe(3);
    expect((await rawRequest(`${server.url}/`, { 'accept-encoding': 'identity', 'if-none-match': identity.headers['etag'] ?? '' })).status).toBe(304);
    // A coding the page has no copy in: the plain page under its own ETag, not deflated on the fly behind its back.
    const deflate = await rawRequest(`${server.url}/`, { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBeUndefined();
    expect(deflate.headers['etag']).toBe(identity.headers['etag']);
    expect(deflate.body.toString('utf8')).toBe(html);

    // Another page has another ETag.
    const other = await rawRequest(`${server.url}/profile`, { 'accept-encoding': 'br, gzip' });
    expect(other.headers['etag']).not.toBe(etag);
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD for a page with its headers and no body', async () => {
    const head = await rawRequest(`${server.url}/`, { 'accept-encoding': 'br' }, 'HEAD');
    const get = await rawRequest(`${server.url}/`, { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['etag']).toBe(get.headers['etag']);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('serves a valid robots.txt as plain text that lets crawlers index the pages', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    // Every line is a directive robots.txt parsers know; no page of the app is disallowed.
    for (const line of lines) expect(line).toMatch(/^(User-agent|Allow|Disallow): \S+$/);
    const disallowed = lines.filter((line) => line.startsWith('Disallow:')).map((line) => line.slice('Disallow: '.length));
    for (const page of ['/', '/email-login', '/profile', '/home']) expect(disallowed.some((prefix) => page.startsWith(prefix))).toBe(false);
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/graphql']));
  });

  it.each(['/manifest.webmanifest', '/favicon.ico', '/assets/main-0000.js', '/assets/nothing', '/home/r-chaat/old.js.map'])(
    'answers %s, a file that is not there, with 404 JSON, never the page',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    },
  );

  it('serves files that are there: a hashed asset cached for a year, public files for an hour', async () => {
    const asset = await get('/assets/main-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  // Production once served the local-only playground at /%67raphiql.html (express.static decodes it).
  it.each(['/%67raphiql.html', '/graphiql.HTML', '/%67raphiql.htm', '/assets/..%2Fgraphiql.html', '/GraphiQL.html', '/%69ndex.html'])(
    'never serves an HTML file as a static file, however %s spells it',
    async (pathname) => {
      const response = await get(pathname);
      const body = await response.text();
      expect(body).not.toContain('playground page');
      expect(body).not.toContain('<!--app-config-->');
      expect([301, 400, 404]).toContain(response.status);
    },
  );

  it.each([
    ['br, gzip', 'br', PRECOMPRESSED_BR],
    ['gzip, deflate, br, zstd', 'br', PRECOMPRESSED_BR],
    ['gzip', 'gzip', PRECOMPRESSED_GZ],
    ['br;q=0, gzip', 'gzip', PRECOMPRESSED_GZ],
  ] as const)('sends the build-time sibling as it is for Accept-Encoding %j (%s)', async (accepted, coding, sibling) => {
    const response = await rawRequest(`${server.url}/assets/menu-9f8e7d.js`, { 'accept-encoding': accepted });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(coding);
    // Byte for byte the file the build wrote: not compressed a second time on the way out.
    expect(response.body.equals(sibling)).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(sibling.length);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([[undefined], ['identity'], ['br;q=0, gzip;q=0'], ['*;q=0']])('sends the plain asset for Accept-Encoding %j', async (accepted) => {
    const response = await rawRequest(`${server.url}/assets/menu-9f8e7d.js`, accepted === undefined ? {} : { 'accept-encoding': accepted });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe(PRECOMPRESSED_SCRIPT);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers HEAD and a revalidation of a precompressed asset', async () => {
    const head = await rawRequest(`${server.url}/assets/menu-9f8e7d.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(PRECOMPRESSED_BR.length);
    expect(head.body.length).toBe(0);
    const etag = head.headers['etag'] ?? '';
    expect(etag).not.toBe('');
    const again = await rawRequest(`${server.url}/assets/menu-9f8e7d.js`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('does not hand out a sibling for a file that is not there', async () => {
    const response = await get('/assets/nothing-1a2b3c.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('compresses on the fly a script the build did not precompress, brotli when the browser takes it, gzip otherwise', async () => {
    for (const [accepted, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${server.url}/assets/big-0a1b2c.js`, { headers: { 'accept-encoding': accepted } });
      expect(response.status, accepted).toBe(200);
      expect(response.headers.get('content-encoding'), accepted).toBe(expected);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      // fetch decodes: the script arrives whole either way.
      expect((await response.text()).length).toBe(BIG_SCRIPT.length);
    }
  });

  it('sends /index.html to / so the page always goes out with its config', async () => {
    const response = await get('/index.html');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/');
  });
});
