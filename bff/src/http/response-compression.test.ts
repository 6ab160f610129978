import type http from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/built-client.js';
import { negotiateEncoding, responseCompression } from './response-compression.js';

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
