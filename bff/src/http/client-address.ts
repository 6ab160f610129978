import type { IncomingMessage } from 'node:http';
import { ipKeyGenerator } from 'express-rate-limit';
import proxyaddr from 'proxy-addr';

/**
 * The client's address of a request Express never sees (a WebSocket upgrade), by the same rule as `req.ip`
 * under the app's `trust proxy` (TRUST_PROXY: a hop count, or the proxies' addresses and CIDR ranges), and
 * keyed as the per-IP limits key it (IPv6 per /56).
 */
export function clientAddressOf(trustProxy: number | string[]): (req: IncomingMessage) => string {
  // Express compiles a hop count the same way: the first `hops` addresses from the socket's are proxies.
  const trusted = typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : proxyaddr.compile(trustProxy);
  return (req) => ipKeyGenerator(proxyaddr(req, trusted));
}

/**
 * The scheme the client reached the app by, for a request Express never sees, by Express's own `req.protocol`
 * rule: https on a TLS socket, else what a trusted proxy's `X-Forwarded-Proto` says (its first value), else http.
 */
export function clientSchemeOf(trustProxy: number | string[]): (req: IncomingMessage) => string {
  const trusted = typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : proxyaddr.compile(trustProxy);
  return (req) => {
    const own = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
    if (!trusted(req.socket.remoteAddress ?? '', 0)) return own;
    const forwarded = req.headers['x-forwarded-proto'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first ? first.toLowerCase() : own;
  };
}
