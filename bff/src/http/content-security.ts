import helmet from 'helmet';

/** The Host header goes into a header we send: keep only what a host name and port can contain. */
const safeHost = (host: string | undefined) => (host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : 'localhost');

/**
 * Helmet with a CSP that lets Firebase Auth's invisible reCAPTCHA and token calls through,
 * and, in local mode, the Auth emulator over plain http.
 */
export function securityHeaders(options: { mode: 'local' | 'production'; authEmulatorUrl: string | null; dev: boolean }) {
  if (options.dev) return helmet({ contentSecurityPolicy: false, hsts: false });
  const local = options.mode === 'local';
  return helmet({
    hsts: !local,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://apis.google.com'],
        'frame-src': ["'self'", 'https://www.google.com', 'https://recaptcha.google.com', 'https://*.firebaseapp.com'],
        'connect-src': [
          "'self'",
          // Same-origin WebSockets (live points); older Safari does not count them under 'self'.
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
