import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';

/**
 * X-Forwarded-* headers are whatever the client typed unless a proxy we run set them. They are
 * read only when TRUST_PROXY is set (1, true, yes, on): the server then sits behind exactly one
 * proxy (the gateway in proxy mode, or a load balancer) that appends the client address to
 * X-Forwarded-For and sets X-Forwarded-Host / X-Forwarded-Proto itself.
 */
export function trustProxy(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['1', 'true', 'yes', 'on'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase());
}

function firstValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',')[0]?.trim() || undefined;
}

/** A forwarded header's first value when proxies are trusted, else undefined (never the client's word). */
export function forwardedHeader(req: Pick<IncomingMessage, 'headers'>, name: string, trusted: boolean): string | undefined {
  return trusted ? firstValue(req.headers[name.toLowerCase()]) : undefined;
}

/** `::ffff:10.0.0.1` is the IPv4 client 10.0.0.1 on a dual-stack socket. */
function normalize(address: string | undefined): string | null {
  const trimmed = address?.trim().replace(/^\[|\]$/g, '');
  if (!trimmed) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  const value = mapped ? (mapped[1] as string) : trimmed;
  return isIP(value) ? value.toLowerCase() : null;
}

/**
 * The client's address: with a trusted proxy, the last X-Forwarded-For entry (the one that proxy
 * appended; earlier entries are the client's own claims), else the socket's peer. Null when
 * neither is a valid IP address.
 */
export function addressOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: boolean): string | null {
  if (trusted) {
    const header = req.headers['x-forwarded-for'];
    const chain = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
    const forwarded = normalize(chain[chain.length - 1]);
    if (forwarded) return forwarded;
  }
  return normalize(req.socket?.remoteAddress);
}

export function clientAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  return addressOf(req, trustProxy(env));
}

/**
 * The origin the browser used: with a trusted proxy the forwarded scheme and host it set, else the
 * connection's own scheme and Host (a client-typed X-Forwarded-Host must not pick URLs, cookie
 * names or allow-lists).
 */
export function requestOrigin(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: boolean): string {
  const encrypted = Boolean((req.socket as TLSSocket | undefined)?.encrypted);
  const proto = forwardedHeader(req, 'x-forwarded-proto', trusted) ?? (encrypted ? 'https' : 'http');
  const host = forwardedHeader(req, 'x-forwarded-host', trusted) ?? firstValue(req.headers.host) ?? 'localhost';
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
