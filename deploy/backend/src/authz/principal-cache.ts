import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../identity/flows/session';
import { parseCookies } from '../identity/http/cookies';
import type { Principal } from './types';

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join('\n') : value);

/**
 * Every header that can authenticate a request: `Authorization` (access tokens), `X-Session-Token`
 * and the session cookie (self-service sessions), or null when the request carries none of them.
 * The whole `Cookie` header is part of the key (an injected authenticator may read another
 * cookie), but cookies alone that hold no session (`theme=dark`) are no credential.
 */
export function credentialKey(req: IncomingMessage): string | null {
  const authorization = single(req.headers.authorization)?.trim() || undefined;
  const sessionToken = single(req.headers['x-session-token'])?.trim() || undefined;
  const cookie = single(req.headers.cookie);
  const sessionCookie = cookie ? parseCookies(cookie)[SESSION_COOKIE] || undefined : undefined;
  if (!authorization && !sessionToken && !sessionCookie) return null;
  return JSON.stringify([authorization ?? null, sessionToken ?? null, cookie ?? null]);
}

/**
 * Remembers who a set of credentials belongs to for a few seconds, so a burst of requests does
 * not repeat the token lookup and role/permission queries each time (mission-control caches for
 * an hour; a short TTL bounds what another process's changes can leave stale). Keyed by a hash of
 * every credential-bearing header (credentialKey); a request without credentials never reads or
 * fills it, and only successful authentications are cached. `clear()` also
 * drops lookups still in flight, so a principal read before a change is never stored after it.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: Principal; expires: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  private key(req: IncomingMessage): string | null {
    const credentials = credentialKey(req);
    return credentials === null ? null : createHash('sha256').update(credentials).digest('hex');
  }

  async resolve(req: IncomingMessage, load: () => Promise<Principal | null>): Promise<Principal | null> {
    const key = this.ttlMs > 0 ? this.key(req) : null;
    if (!key) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.principal;
    this.entries.delete(key);
    const generation = this.generation;
    const principal = await load();
    if (principal && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { principal, expires: now + this.ttlMs });
    }
    return principal;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
