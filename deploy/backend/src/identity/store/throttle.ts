import type { Queryable } from '../../db/types';
import { sha256Hex } from '../crypto/secrets';

/**
 * How many attempts one key (an identifier, an identity, an address) may make. `limit` attempts
 * are let through; the one that reaches the limit locks the key for `lockMs`, and every attempt
 * let through after a lock (while the key is still "hot") doubles it, up to `maxLockMs`: the
 * back-off is bounded, so nobody is locked out for longer than that once the attempts stop. A key
 * cools down (counts from zero again) after `windowMs` without attempts or locks.
 */
export interface ThrottlePolicy {
  bucket: string;
  limit: number;
  windowMs: number;
  lockMs: number;
  maxLockMs: number;
  /** What a successful attempt does to the count: forget the key, or give back its own charge. */
  onSuccess: 'reset' | 'refund';
}

export interface ThrottleKey {
  policy: ThrottlePolicy;
  /** The raw identifier or address; only its SHA-256 is stored. */
  value: string;
}

export type ChargeResult = { allowed: true } | { allowed: false; retryAfterMs: number };

// Every SET expression reads the row as locked by ON CONFLICT (a CTE would read an older
// snapshot under concurrency), so the count is repeated rather than computed once.
const NEXT_HITS = `(CASE WHEN COALESCE(t.locked_until, t.last_hit_at) <= $4::timestamptz THEN 1 ELSE t.hits + 1 END)`;
const CHARGE_SQL = `
INSERT INTO kratos.throttles AS t (bucket, key, hits, last_hit_at, locked_until)
VALUES ($1, $2, 1, $3::timestamptz,
        CASE WHEN 1 >= $5::int THEN $3::timestamptz + make_interval(secs => $6::float8 / 1000) END)
ON CONFLICT (bucket, key) DO UPDATE SET
  hits = ${NEXT_HITS},
  last_hit_at = $3::timestamptz,
  locked_until = CASE WHEN ${NEXT_HITS} >= $5::int
    THEN $3::timestamptz + make_interval(secs => least($7::float8, $6::float8 * power(2, ${NEXT_HITS} - $5::int)) / 1000)
  END
WHERE t.locked_until IS NULL OR t.locked_until <= $3::timestamptz
RETURNING hits`;

function hashed(key: ThrottleKey): string {
  return sha256Hex(key.value.trim().toLowerCase());
}

/**
 * Counts one attempt for each key, in order, before the attempt is judged: concurrent attempts
 * serialise on the row, so a burst cannot slip past the limit. A locked key refuses the attempt
 * without counting it (hammering does not extend the lock) and the keys after it are not charged.
 */
export async function charge(db: Queryable, keys: ThrottleKey[], now: number): Promise<ChargeResult> {
  for (const key of keys) {
    const { policy } = key;
    const params = [
      policy.bucket,
      hashed(key),
      new Date(now),
      new Date(now - policy.windowMs),
      policy.limit,
      policy.lockMs,
      policy.maxLockMs,
    ];
    const charged = await db.query<{ hits: number }>(CHARGE_SQL, params);
    if (charged.rows.length > 0) continue;
    const row = await db.query<{ locked_until: string | Date | null }>(
      'SELECT locked_until FROM kratos.throttles WHERE bucket = $1 AND key = $2',
      [policy.bucket, hashed(key)],
    );
    const until = row.rows[0]?.locked_until;
    const retryAfterMs = until ? new Date(until).getTime() - now : 0;
    return { allowed: false, retryAfterMs: Math.max(retryAfterMs, 1000) };
  }
  return { allowed: true };
}

/** The attempt succeeded: reset keys that prove their owner, give back the charge of the others. */
export async function succeed(db: Queryable, keys: ThrottleKey[]): Promise<void> {
  for (const key of keys) {
    if (key.policy.onSuccess === 'reset') {
      await db.query('DELETE FROM kratos.throttles WHERE bucket = $1 AND key = $2', [key.policy.bucket, hashed(key)]);
    } else {
      await db.query(
        `UPDATE kratos.throttles SET hits = greatest(hits - 1, 0),
                locked_until = CASE WHEN hits - 1 < $3::int THEN NULL ELSE locked_until END
          WHERE bucket = $1 AND key = $2`,
        [key.policy.bucket, hashed(key), key.policy.limit],
      );
    }
  }
}

/** Forgets a key (e.g. a proven mailbox clears the sign-in failures of its address). */
export async function resetKey(db: Queryable, key: ThrottleKey): Promise<void> {
  await db.query('DELETE FROM kratos.throttles WHERE bucket = $1 AND key = $2', [key.policy.bucket, hashed(key)]);
}
