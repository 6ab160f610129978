import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rawRequest, useBuiltClientServer } from '../test/built-client.js';
import { injectConfig } from './app-pages.js';

describe('injectConfig', () => {
  it('puts the config into the page as a JSON data block that cannot close the script', () => {
    const html = injectConfig('<head><!--app-config--></head>', {
      mode: 'local',
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
      authEmulatorUrl: null,
      support: { email: 'a@b.in', phone: '</script><script>alert(1)</script>' },
      grievance: { name: 'Grievance Officer', email: 'grievance@b.in' },
    });
    expect(html).toContain('<script type="application/json" id="app-config">');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>', html.indexOf('app-config')) + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json).support.phone).toBe('</script><script>alert(1)</script>');
  });
});

describe('serving the built client', () => {
  const server = useBuiltClientServer();

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
});
