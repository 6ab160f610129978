import type http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, useRequestLogging } from '../logger.js';
import { rawRequest } from '../test/built-client.js';
import { servePage } from './app-pages.js';
import { CARRIED_DATA_BUDGET_MS } from './pages-with-data.js';

describe('servePage with data a request carries', () => {
  const CONFIG = {
    mode: 'local' as const,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
    authEmulatorUrl: null,
    support: { email: 'a@b.in', phone: '1' },
    grievance: { name: 'Grievance Officer', email: 'grievance@foodspot.in' },
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
