import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LANGUAGE_BOOT_SCRIPT } from '@foodspot/schema/language-boot';
import helmet from 'helmet';

/**
 * The app page's one inline script (a remembered Hindi before the first paint, schema/src/language-boot.ts),
 * allowed by its hash: no other inline script runs.
 */
export const LANGUAGE_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LANGUAGE_BOOT_SCRIPT).digest('base64')}'`;

/** The Host header goes into a header we send: keep only what a host name and port can contain. */
const safeHost = (host: string | undefined) => (host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : 'localhost');

type HeaderStep = readonly [name: string, value: string | null];

/** What a helmet middleware does to a response for this host: headers set (a value) and removed (null). */
function headersFor(middleware: ReturnType<typeof helmet>, host: string): HeaderStep[] {
  const steps: HeaderStep[] = [];
  let finished = false;
  const res = {
    setHeader: (name: string, value: string) => void steps.push([name, value]),
    removeHeader: (name: string) => void steps.push([name, null]),
  };
  middleware({ headers: { host } } as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
    finished = true;
  });
  // Helmet only sets and removes headers, at once; anything else is a helmet this code does not know.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return steps;
}

/** Distinct Host headers remembered; past this the memory starts over (a Host costs one helmet run). */
const MAX_HOSTS = 64;

/**
 * Helmet's headers, worked out once per Host and replayed: helmet builds every header anew for every
 * request (eleven middlewares, the CSP string joined from its directives), and the only thing of the
 * request any of them reads is the Host (connect-src's same-origin WebSocket). Same headers, same order.
 */
function replayedPerHost(middleware: ReturnType<typeof helmet>) {
  // Worked out once at start-up too, so a helmet this code does not understand fails the start, not a request.
  const byHost = new Map<string, HeaderStep[]>([['localhost', headersFor(middleware, 'localhost')]]);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const host = safeHost(req.headers.host);
    let steps = byHost.get(host);
    if (!steps) {
      if (byHost.size >= MAX_HOSTS) byHost.clear();
      steps = headersFor(middleware, host);
      byHost.set(host, steps);
    }
    for (const [name, value] of steps) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}

/**
 * Helmet with a CSP that lets Firebase Auth's invisible reCAPTCHA and token calls through,
 * and, in local mode, the Auth emulator over plain http.
 */
export function securityHeaders(options: { mode: 'local' | 'production'; authEmulatorUrl: string | null; dev: boolean }) {
  return replayedPerHost(helmetFor(options));
}

/** The helmet middleware itself (securityHeaders replays what it sets). */
export function helmetFor(options: { mode: 'local' | 'production'; authEmulatorUrl: string | null; dev: boolean }) {
  if (options.dev) return helmet({ contentSecurityPolicy: false, hsts: false });
  const local = options.mode === 'local';
  return helmet({
    hsts: !local,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': [
          "'self'",
          LANGUAGE_BOOT_SCRIPT_SOURCE,
          'https://www.google.com/recaptcha/',
          'https://www.gstatic.com/recaptcha/',
          'https://apis.google.com',
        ],
        'frame-src': ["'self'", 'https://www.google.com', 'https://recaptcha.google.com', 'https://*.firebaseapp.com'],
        'connect-src': [
          "'self'",
          // Same-origin WebSockets (live points); older Safari does not count them under 'self'.
          // The only part of the request any header depends on: securityHeaders keys its memory on safeHost.
          (req) => `${options.mode === 'local' ? 'ws' : 'wss'}://${safeHost((req as { headers: { host?: string } }).headers.host)}`,
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          'https://www.googleapis.com',
          ...(options.authEmulatorUrl ? [options.authEmulatorUrl] : []),
        ],
        'img-src': ["'self'", 'data:', 'https://www.gstatic.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Plain http on localhost must not be upgraded to https.
        'upgrade-insecure-requests': local ? null : [],
      },
    },
  });
}
