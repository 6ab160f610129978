import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_BOOT_SCRIPT } from '@foodspot/schema/language-boot';
import { helmetFor, securityHeaders } from './content-security.js';

type Options = Parameters<typeof securityHeaders>[0];

/** The headers a middleware leaves on a fresh response to a request with this Host. */
function headersAfter(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void, host: string | undefined) {
  const req = new IncomingMessage(new Socket());
  if (host !== undefined) req.headers.host = host;
  const res = new ServerResponse(req);
  res.setHeader('X-Powered-By', 'Express');
  let error: unknown = 'next was not called';
  middleware(req, res, (passed) => void (error = passed));
  expect(error).toBeUndefined();
  return res.getHeaders();
}

const HOSTS = ['localhost:5000', 'rewards.example.in', 'evil.example"; script-src *', '', undefined, 'a'.repeat(300)];
const MODES: Options[] = [
  { mode: 'local', authEmulatorUrl: 'http://127.0.0.1:9099', dev: false },
  { mode: 'production', authEmulatorUrl: null, dev: false },
  { mode: 'local', authEmulatorUrl: 'http://127.0.0.1:9099', dev: true },
];

describe('security headers, worked out once per Host', () => {
  it('are exactly what helmet sets, for every mode and Host, the first time and when replayed', () => {
    for (const options of MODES) {
      const replayed = securityHeaders(options);
      const helmet = helmetFor(options);
      for (const host of HOSTS) {
        const expected = headersAfter(helmet, host);
        expect(expected['x-powered-by']).toBeUndefined();
        expect(headersAfter(replayed, host)).toEqual(expected);
        expect(headersAfter(replayed, host)).toEqual(expected);
      }
    }
  });

  it('keep each Host its own WebSocket origin, also past the number of Hosts remembered', () => {
    const replayed = securityHeaders(MODES[1]!);
    for (let index = 0; index < 200; index += 1) {
      const host = `host${index % 70}.example.in`;
      const csp = String(headersAfter(replayed, host)['content-security-policy']);
      expect(csp).toContain(`connect-src 'self' wss://${host} `);
      expect(csp.match(/wss:\/\//g)).toHaveLength(1);
    }
    // A Host that could break out of the header is never written into it.
    expect(String(headersAfter(replayed, 'evil.example; script-src *')['content-security-policy'])).toContain('wss://localhost ');
  });

  it("let no inline script run but the pages' language boot script, allowed by the hash of its text", () => {
    const csp = String(headersAfter(securityHeaders(MODES[1]!), 'rewards.example.in')['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    const hash = createHash('sha256').update(LANGUAGE_BOOT_SCRIPT).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc?.match(/'sha256-/g)).toHaveLength(1);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
