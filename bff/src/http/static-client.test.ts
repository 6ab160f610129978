import { rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureDist, linked, rawRequest, useBuiltClientServer } from '../test/built-client.js';
import { staticClient } from './static-client.js';

describe('staticClient page for a route', () => {
  const PAGE = '<html><head><!--app-config--></head><body>client-rendered</body></html>';
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('gives /, /email-login, /email-sign-up and /privacy their prerendered HTML when the build made it, every other route index.html', async () => {
    const dir = fixtureDist({
      'index.html': PAGE,
      'prerendered/index.html': 'prerendered landing',
      'prerendered/email-login.html': 'prerendered email login',
      'prerendered/email-sign-up.html': 'prerendered email sign-up',
      'prerendered/privacy.html': 'prerendered privacy notice',
    });
    dirs.push(dir);
    const render = staticClient(dir)!.renderIndexHtml;
    expect(await render('/', 'index')).toBe('prerendered landing');
    expect(await render('/?utm_source=poster', 'index')).toBe('prerendered landing');
    expect(await render('/email-login', 'index')).toBe('prerendered email login');
    expect(await render('/email-sign-up', 'index')).toBe('prerendered email sign-up');
    expect(await render('/privacy', 'index')).toBe('prerendered privacy notice');
    for (const url of ['/home', '/email-login/extra', '/profile', '/consent', '/staff', '/index', '/prerendered/index', '/prerendered/privacy'])
      expect(await render(url, 'index')).toBe(PAGE);
  });

  it('gives every route index.html when nothing was prerendered, or only some pages were', async () => {
    const none = fixtureDist({ 'index.html': PAGE });
    const some = fixtureDist({ 'index.html': PAGE, 'prerendered/index.html': 'prerendered landing' });
    dirs.push(none, some);
    for (const url of ['/', '/email-login', '/email-sign-up', '/privacy']) expect(await staticClient(none)!.renderIndexHtml(url, 'index')).toBe(PAGE);
    expect(await staticClient(some)!.renderIndexHtml('/', 'index')).toBe('prerendered landing');
    expect(await staticClient(some)!.renderIndexHtml('/email-login', 'index')).toBe(PAGE);
  });
});

describe('serving the built client', () => {
  const server = useBuiltClientServer();

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

  it('sends /index.html to / so the page always goes out with its config', async () => {
    const response = await get('/index.html');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/');
  });
});
