import { createHash } from 'node:crypto';
import type { Transaction } from '../db/types';
import type { Rng } from './prng';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Shared state of one demo seeding run: the transaction, the generator and the time anchor. */
export interface SeedContext {
  tx: Transaction;
  rng: Rng;
  /** Every timestamp is relative to this instant, so the data always looks recent. */
  now: Date;
  log: (line: string) => void;
}

/** ISO timestamp `msAgo` before the anchor. */
export function ago(ctx: SeedContext, msAgo: number): string {
  return new Date(ctx.now.getTime() - Math.round(msAgo)).toISOString();
}

/** sha256 hex, for token hashes and artifact checksums. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A time-ordered uuid for a row created `msAgo` before the anchor. */
export function idAgo(ctx: SeedContext, msAgo: number): string {
  return ctx.rng.ulid(ctx.now.getTime() - Math.round(msAgo));
}
