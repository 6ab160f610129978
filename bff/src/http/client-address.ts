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
