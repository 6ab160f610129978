import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { useRequestLogging } from './logger.js';

type Line = Record<string, unknown> & { msg?: string; req?: Record<string, unknown>; res?: Record<string, unknown> };

/** An app with the request logger in front, logging into memory; one request, then the lines it wrote. */
async function serve(level: string) {
  const lines: Line[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  const app = express();
  useRequestLogging(app, logger, (url) => url.startsWith('/api/') || url.startsWith('/graphql'));
  app.get('/api/ok', (_req, res) => void res.cookie('__session', 'secret-session').json({ ok: true }));
  app.get('/api/fails', (_req, res) => void res.status(500).json({ error: 'no' }));
  app.get('/api/warns', (req, res) => {
    req.log.warn({ detail: 1 }, 'something to see');
    res.json({ ok: true });
  });
  app.get('/page', (_req, res) => void res.send('page'));
  // As /graphql is mounted: an app of its own inside the app.
  const inner = express();
  inner.get('/', (req, res) => {
    req.log.warn('from inside');
    res.json({ ok: true });
  });
  app.use('/graphql', inner);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, {
      headers: { cookie: '__session=secret-cookie', 'x-csrf-token': 'secret-token', authorization: 'Bearer secret-bearer' },
    });
    await response.text();
    // The line is written when the response is done, a moment after the client has it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return response;
  };
  return { lines, get, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('request logging', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(() => close?.());

  it('names every request, and logs API requests once each at info without their secrets', async () => {
    const served = await serve('info');
    close = served.close;
    const ok = await served.get('/api/ok');
    const id = ok.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(served.lines).toHaveLength(1);
    const [line] = served.lines;
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { id, method: 'GET', url: '/api/ok' }, res: { statusCode: 200 } });
    expect(line?.['responseTime']).toEqual(expect.any(Number));
    const text = JSON.stringify(line);
    for (const secret of ['secret-cookie', 'secret-token', 'secret-bearer', 'secret-session']) expect(text).not.toContain(secret);
    expect(line?.req?.['headers']).toMatchObject({ cookie: '[Redacted]', 'x-csrf-token': '[Redacted]', authorization: '[Redacted]' });

    const page = await served.get('/page');
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers.get('x-request-id')).not.toBe(id);
    expect(served.lines).toHaveLength(1);
  });

  it('logs a 5xx as "request errored", with an error', async () => {
    const served = await serve('info');
    close = served.close;
    await served.get('/api/fails');
    expect(served.lines).toEqual([
      expect.objectContaining({
        msg: 'request errored',
        res: expect.objectContaining({ statusCode: 500 }),
        err: expect.objectContaining({ message: 'failed with status code 500' }),
      }),
    ]);
  });

  it('above info writes no request lines, and what a handler logs still names its request', async () => {
    const served = await serve('warn');
    close = served.close;
    await served.get('/api/ok');
    expect(served.lines).toEqual([]);
    const warned = await served.get('/api/warns');
    expect(served.lines).toHaveLength(1);
    expect(served.lines[0]).toMatchObject({
      level: 40,
      msg: 'something to see',
      detail: 1,
      req: { id: warned.headers.get('x-request-id'), url: '/api/warns' },
    });
    expect(JSON.stringify(served.lines[0])).not.toContain('secret-');
    const inner = await served.get('/graphql');
    expect(served.lines[1]).toMatchObject({ msg: 'from inside', req: { id: inner.headers.get('x-request-id'), url: '/graphql' } });
  });
});
