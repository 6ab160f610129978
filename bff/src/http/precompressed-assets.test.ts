import { describe, expect, it } from 'vitest';
import { BIG_SCRIPT, PRECOMPRESSED_BR, PRECOMPRESSED_GZ, PRECOMPRESSED_SCRIPT, rawRequest, useBuiltClientServer } from '../test/built-client.js';

describe('serving the built client', () => {
  const server = useBuiltClientServer();

  const get = (pathname: string) => fetch(`${server.url}${pathname}`, { redirect: 'manual' });

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
});
