import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { type RunningServer, startServer } from '../server.js';
import { injectConfig, isAppRoute } from './client-app.js';

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

/** A script well above the 1 KB compression threshold. */
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(20_000))});`;

/** The BFF serving a built client: a small client/dist with a page, a hashed asset and a public file. */
describe('serving the built client', () => {
  let server: RunningServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'foodspot-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body>app page</body></html>');
    writeFileSync(path.join(distDir, 'assets', 'main-1a2b3c.js'), 'console.log("app");');
    writeFileSync(path.join(distDir, 'assets', 'big-0a1b2c.js'), BIG_SCRIPT);
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(distDir, 'graphiql.html'), '<!doctype html><html><head><!--app-config--></head><body>playground page</body></html>');
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

  it.each(['/', '/profile', '/home/r-chaat/rewards', '/no/such/page'])('answers the client route %s with the page and its config', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('app page');
    expect(html).toContain('<script type="application/json" id="app-config">');
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

  it('sends scripts compressed, brotli when the browser takes it, gzip otherwise, and says so', async () => {
    for (const [accepted, expected] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
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
