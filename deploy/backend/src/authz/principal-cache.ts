import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Principal } from './types';

/**
 * Remembers who a set of credentials belongs to for a few seconds, so a burst of requests does
 * not repeat the token lookup and role/permission queries each time (mission-control caches for
 * an hour; a short TTL bounds what another process's changes can leave stale). Keyed by a hash of
 * the credential-bearing headers; only successful authentications are cached. `clear()` also
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
    const { authorization, cookie } = req.headers;
    if (!authorization && !cookie) return null;
    return createHash('sha256')
      .update(`${authorization ?? ''}\n${cookie ?? ''}`)
      .digest('hex');
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
