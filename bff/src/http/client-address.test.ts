import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.js';

/** An upgrade request as the HTTP server hands it over: from `remoteAddress`, with these X-Forwarded-For values. */
function requestFrom(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  const req = new IncomingMessage(socket);
  if (forwardedFor !== undefined) req.headers['x-forwarded-for'] = forwardedFor;
  return req;
}

describe('clientAddressOf (the address of a WebSocket upgrade, as req.ip under TRUST_PROXY)', () => {
  it('trusting nothing, takes the socket and ignores any X-Forwarded-For', () => {
    const addressOf = clientAddressOf(0);
    expect(addressOf(requestFrom('203.0.113.9', '198.51.100.1, 198.51.100.2'))).toBe('203.0.113.9');
  });

  it('trusting one hop, takes the address that hop appended, never one the client wrote before it', () => {
    const addressOf = clientAddressOf(1);
    expect(addressOf(requestFrom('10.0.0.2', 'forged, 198.51.100.7'))).toBe('198.51.100.7');
    expect(addressOf(requestFrom('10.0.0.2'))).toBe('10.0.0.2');
  });

  it('trusting a list of proxies, skips only those', () => {
    const addressOf = clientAddressOf(['10.0.0.0/8', '192.0.2.1']);
    expect(addressOf(requestFrom('10.1.2.3', '198.51.100.7, 192.0.2.1'))).toBe('198.51.100.7');
    expect(addressOf(requestFrom('203.0.113.9', '198.51.100.7'))).toBe('203.0.113.9');
  });

  it('keys IPv6 per /56, as the per-IP limits do', () => {
    const addressOf = clientAddressOf(0);
    expect(addressOf(requestFrom('2001:db8:1:100::1'))).toBe(addressOf(requestFrom('2001:db8:1:1ff::2')));
    expect(addressOf(requestFrom('2001:db8:1:100::1'))).not.toBe(addressOf(requestFrom('2001:db8:1:200::1')));
  });
});
