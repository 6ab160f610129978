import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePage } from './app-pages.js';
import { isAppRoute } from './client-routes.js';
import { responseCompression } from './response-compression.js';
import { REVALIDATED_FILES, staticClient } from './static-client.js';

/**
 * The installable app's files (client/build/pwa.ts): the service worker and the web app manifest keep their
 * names across deploys, so they must be revalidated on every check, never cached for an hour or a year.
 * Served by the BFF's own client serving, wired as app.ts wires it.
 */
describe('the service worker and the web app manifest', () => {
  let server: Server;
  let origin: string;
  let distDir: string;
  // Big enough for the on-the-fly compression, like the real worker (about 17 KB).
  const worker = `self.addEventListener('fetch', () => {});\n${'// precache list\n'.repeat(200)}`;
  const manifest = JSON.stringify({ name: 'Foodspot Rewards', start_url: '/home', display: 'standalone' });

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'foodspot-pwa-'));
    const files: Record<string, string> = {
      'index.html': '<!doctype html><html><head><!--app-config--></head><body>app page</body></html>',
      'sw.js': worker,
      'manifest.webmanifest': manifest,
      'icons/icon-192.png': 'png',
      'assets/main-1a2b3c.js': 'console.log("app");',
    };
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
      writeFileSync(path.join(distDir, name), content);
    }
    const app = express();
    app.use(responseCompression());
    const client = staticClient(distDir);
    if (!client) throw new Error('fixture dist has no index.html');
    client.mount(app);
    const page = servePage(client.renderIndexHtml, {
      mode: 'local',
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
      authEmulatorUrl: null,
      support: { email: 'support@foodspot.in', phone: '+91 80 4567 8900' },
      grievance: { name: 'Grievance Officer', email: 'grievance@foodspot.in' },
    });
    app.get('/{*path}', (req, res, next) => (isAppRoute(req.path) ? page(req, res) : next()));
    app.use((_req, res) => void res.status(404).end());
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => {
    server?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('lists exactly the worker and the manifest as revalidated files', () => {
    expect([...REVALIDATED_FILES].sort()).toEqual(['manifest.webmanifest', 'sw.js']);
  });

  it('serves /sw.js as JavaScript, no-cache with a validator, compressed when the browser takes it', async () => {
    const response = await fetch(`${origin}/sw.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('cache-control')).not.toMatch(/immutable|max-age/);
    expect(response.headers.get('content-encoding')).toMatch(/^(?:br|gzip)$/);
    expect(await response.text()).toBe(worker);
    // The browser's update check revalidates it: 304 while it is unchanged.
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    // (node:http: fetch would add `Cache-Control: no-cache` to a conditional request, which forbids a 304.)
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${origin}/sw.js`, { headers: { 'if-none-match': etag ?? '', 'accept-encoding': 'br, gzip' } }, (again) => {
          again.resume();
          resolve(again.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('serves /manifest.webmanifest as application/manifest+json, no-cache', async () => {
    const response = await fetch(`${origin}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(JSON.parse(manifest));
  });

  it('keeps the other public files (icons) on the one-hour cache, and hashed assets immutable', async () => {
    const icon = await fetch(`${origin}/icons/icon-192.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    const asset = await fetch(`${origin}/assets/main-1a2b3c.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a worker or manifest that is not there with a 404, never the app page', async () => {
    rmSync(path.join(distDir, 'sw.js'));
    const response = await fetch(`${origin}/sw.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('app page');
    writeFileSync(path.join(distDir, 'sw.js'), worker);
  });
});
