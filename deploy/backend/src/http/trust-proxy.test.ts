import type { IncomingMessage } from 'node:http';
import { addressOf, clientAddress, forwardedHeader, trustProxy } from './trust-proxy';

function request(headers: Record<string, string | string[]>, remoteAddress?: string): IncomingMessage {
  return { headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe('trusted proxy headers', () => {
  it('trusts forwarded headers only when TRUST_PROXY is set truthy', () => {
    expect(trustProxy({})).toBe(false);
    expect(trustProxy({ TRUST_PROXY: '0' })).toBe(false);
    expect(trustProxy({ TRUST_PROXY: 'false' })).toBe(false);
    for (const value of ['1', 'true', 'YES', ' on ']) expect(trustProxy({ TRUST_PROXY: value })).toBe(true);
    const req = request({ 'x-forwarded-host': 'evil.example, proxy.example' });
    expect(forwardedHeader(req, 'X-Forwarded-Host', false)).toBeUndefined();
    expect(forwardedHeader(req, 'X-Forwarded-Host', true)).toBe('evil.example');
  });

  it('takes the client address from the socket unless a trusted proxy appended one', () => {
    const req = request({ 'x-forwarded-for': '10.9.9.9, 203.0.113.7' }, '::ffff:127.0.0.1');
    expect(addressOf(req, false)).toBe('127.0.0.1');
    // The proxy appends the peer it saw; entries before it are the client's own claims.
    expect(addressOf(req, true)).toBe('203.0.113.7');
    expect(clientAddress(req, { TRUST_PROXY: '1' })).toBe('203.0.113.7');
    expect(clientAddress(req, {})).toBe('127.0.0.1');
    expect(addressOf(request({ 'x-forwarded-for': 'not an address' }, '2001:DB8::1'), true)).toBe('2001:db8::1');
    expect(addressOf(request({}, undefined), true)).toBeNull();
  });
});
