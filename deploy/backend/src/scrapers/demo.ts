/**
 * The demo's scraper of the console's own data: an HTTP scraper that reads the console's live
 * health checks (the `opsdeck-self` canary, run every 30 s) through the console's own API, once a
 * minute. Each check is a config item (`Opsdeck::Check`); a run after a check ran again records
 * the difference (its last run time and status) as a config change, so a fresh demo shows
 * live changes. It signs in with an access token of the demo viewer (read-only), kept in the
 * `opsdeck/opsdeck-self` connection.
 */
import { randomBytes } from 'node:crypto';
import { hashAccessToken } from '../authz/tokens';
import type { Transaction } from '../db/types';
import { selfCheckBaseUrl } from '../demo/self-checks';

export const SELF_SCRAPER = {
  name: 'opsdeck-self',
  namespace: 'opsdeck',
  connection: 'opsdeck-self',
  schedule: '@every 1m',
} as const;

export async function seedSelfScraper(tx: Transaction, options: { now: Date; viewerId: string; adminId: string }): Promise<void> {
  const canary = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM canaries WHERE name = 'opsdeck-self' AND namespace = 'opsdeck'`,
  );
  if (!canary.rows[0]) return;
  const token = randomBytes(32).toString('base64url');
  const at = options.now.toISOString();
  await tx.query(
    `INSERT INTO access_tokens (name, value, person_id, created_by, created_at, auto_renew) VALUES ('catalog-scraper', $1, $2::uuid, $3::uuid, $4, true)`,
    [hashAccessToken(token), options.viewerId, options.adminId, at],
  );
  const base = selfCheckBaseUrl();
  await tx.query(
    `INSERT INTO connections (name, namespace, type, url, username, password, created_by, created_at, updated_at)
     VALUES ($1, $2, 'http', $3, 'token', $4, $5::uuid, $6, $6)`,
    [SELF_SCRAPER.connection, SELF_SCRAPER.namespace, base, token, options.adminId, at],
  );
  const select = 'id,name,type,status,description,severity,last_runtime,next_runtime,last_transition_time';
  const spec = {
    schedule: SELF_SCRAPER.schedule,
    http: [
      {
        connection: `connection://${SELF_SCRAPER.namespace}/${SELF_SCRAPER.connection}`,
        url: `${base}/api/db/checks?select=${select}&canary_id=eq.${canary.rows[0].id}&deleted_at=is.null&order=name`,
        type: 'Opsdeck::Check',
        id: '$.id',
        name: '$.name',
        status: '$.status',
        health: '$.status',
        description: '$.description',
      },
    ],
  };
  // Created at the demo anchor: the runner's demo scope runs scrapers from then on.
  await tx.query(
    `INSERT INTO config_scrapers (name, namespace, description, spec, source, created_by, created_at, updated_at)
     VALUES ($1, $2, 'The console''s own health checks, read through its API', $3::jsonb, 'UI', $4::uuid, $5, $5)`,
    [SELF_SCRAPER.name, SELF_SCRAPER.namespace, JSON.stringify(spec), options.adminId, at],
  );
}
