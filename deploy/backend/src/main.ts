/**
 * Standalone reference backend: `pnpm --filter @opsdeck/backend start`.
 *
 *   PORT (8081), HOST (127.0.0.1), DATABASE_URL (else embedded PGlite in DATA_DIR),
 *   DEMO / OPSDECK_DEMO (on unless 0/false/off/no): load the demo data set on first start,
 *   PGRST_DB_MAX_ROWS (2000).
 */
import { createServer } from 'node:http';
import { issueAccessToken } from './authz/tokens';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import type { Database } from './db/types';
import { seedDemo } from './demo/seed';
import { createBackend } from './http/backend';

const OFF = new Set(['0', 'false', 'off', 'no']);

function demoEnabled(): boolean {
  const value = process.env.OPSDECK_DEMO ?? process.env.DEMO;
  return value === undefined || !OFF.has(value.trim().toLowerCase());
}

/** A short-lived admin token, so the demo API can be tried with curl before any login exists. */
async function demoAdminToken(db: Database): Promise<string | null> {
  const admin = await db.query<{ id: string }>(
    `SELECT p.id FROM casbin_rule r JOIN people p ON p.id::text = r.v0
     WHERE r.ptype = 'g' AND r.v1 = 'admin' AND p.deleted_at IS NULL ORDER BY p.created_at LIMIT 1`,
  );
  const id = admin.rows[0]?.id;
  if (!id) return null;
  const issued = await issueAccessToken(db, {
    personId: id,
    name: 'standalone start',
    expiresAt: new Date(Date.now() + 24 * 3_600_000),
  });
  return issued.token;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8081);
  const host = process.env.HOST ?? '127.0.0.1';
  const db = await openDatabase();
  const migrated = await migrate(db);
  console.log(`[backend] database: ${db.kind}, migrations applied: ${JSON.stringify(migrated)}`);
  const demo = demoEnabled();
  if (demo) await seedDemo(db, { scale: 'demo' });

  const backend = await createBackend({ db });
  const server = createServer(backend.handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://${host}:${port}`;
  console.log(`[backend] listening on ${url} (paths with or without /api, e.g. ${url}/api/db/checks)`);
  if (demo) {
    const token = await demoAdminToken(db);
    if (token) console.log(`[backend] demo admin token (24 h): curl -H 'Authorization: Bearer ${token}' ${url}/api/auth/whoami`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[backend] ${signal}: shutting down`);
    server.close();
    server.closeIdleConnections();
    await backend.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error('[backend] failed to start:', err);
  process.exit(1);
});
