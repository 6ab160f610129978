import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useBuiltClientServer } from '../test/built-client.js';
import { isReadableTarget } from './request-target.js';

/** Every line the BFF logged, parsed. */
const lines: { level: number; msg?: string }[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number });
    done();
  },
});
const server = useBuiltClientServer({ logger: pino({ level: 'debug' }, sink) });

/** A request line sent as is (an HTTP client would normalise the target), and the raw answer. */
function rawGet(target: string): Promise<{ statusLine: string; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += String(chunk)));
    socket.once('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...headers] = head.split('\r\n');
      resolve({ statusLine, headers: headers.join('\n').toLowerCase(), body });
    });
    socket.once('error', reject);
  });
}

const UNREADABLE = ['//[', '//[::1', '//a:b:c', '//:99999', '/\\[', '//[/api/v1/csrf/token', '//[?x=1'];
/** Absolute-form targets whose host no parser takes: Express's router finds no path in them at all. */
const ABSOLUTE_UNREADABLE = ['http://[/', 'HTTP://[::1/home', 'ws://[/', 'http://x@[/', 'https://[fe80::1%25eth0]/', 'http://[/api/v1/csrf/token'];

describe('a request target no URL parser takes', () => {
  it.each(UNREADABLE)('%s answers 400 with the app’s JSON error, and nothing is logged as an error', async (target) => {
    const before = lines.length;
    const answer = await rawGet(target);
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.headers).toMatch(/content-type: application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request URL could not be read.', code: 'BAD_USER_INPUT' });
    expect(lines.slice(before).filter((line) => line.level >= 50)).toEqual([]);
  });

  it.each(ABSOLUTE_UNREADABLE)('%s (absolute form) answers the same 400, and the server keeps serving', async (target) => {
    const before = lines.length;
    const answer = await rawGet(target);
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request URL could not be read.', code: 'BAD_USER_INPUT' });
    expect(lines.slice(before).filter((line) => line.level >= 50)).toEqual([]);
    expect((await rawGet('/healthz')).statusLine).toBe('HTTP/1.1 200 OK');
  });

  it('leaves the targets the app serves alone', async () => {
    expect((await rawGet('/')).statusLine).toBe('HTTP/1.1 200 OK');
    expect((await rawGet('/home/r-1')).statusLine).toBe('HTTP/1.1 200 OK');
    expect((await rawGet('/api/v1/csrf/token')).statusLine).toBe('HTTP/1.1 200 OK');
    expect((await rawGet('/assets/nothing.js')).statusLine).toBe('HTTP/1.1 404 Not Found');
    // An absolute-form target HTTP/1.1 allows, read as its path.
    expect((await rawGet(`${server.url}/healthz`)).statusLine).toBe('HTTP/1.1 200 OK');
  });

  it('is told apart from a readable one', () => {
    for (const target of UNREADABLE) expect(isReadableTarget(target), target).toBe(false);
    for (const target of ['/', '/home/r-1?x=%', '/api//[', '//example.com/x', '*']) expect(isReadableTarget(target), target).toBe(true);
  });
});
