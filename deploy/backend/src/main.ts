/**
 * Standalone reference backend: `pnpm --filter @opsdeck/backend start`.
 *
 *   PORT (8081), HOST (127.0.0.1), DATABASE_URL (else embedded PGlite in DATA_DIR),
 *   OPSDECK_DEMO=1 for demo mode (demo data and demo sign-ins; off unless set), FRONTEND_URL (required
 *   outside demo mode), OPSDECK_HEALTH_ONLY, OPSDECK_STATEMENT_TIMEOUT_MS, PGRST_DB_MAX_ROWS (2000).
 * Boots exactly like the gateway's in-process backend (boot.ts).
 */
import { createServer } from 'node:http';
import { issueAccessToken } from './authz/tokens';
import { bootBackend } from './boot';
import type { Database } from './db/types';
import { ConfigError, isDemoMode } from './identity';

/** A short-lived admin token, so the demo API can be tried with curl without signing in. */
async function demoAdminToken(db: Database): Promise<string | null> {
  const admin = await db.query<{ id: string }>(
    `SELECT p.id FROM casbin_rule r JOIN people p ON p.id::text = r.v0
     WHERE r.ptype = 'g' AND r.v1 = 'admin' AND p.deleted_at IS NULL ORDER BY p.created_at LIMIT 1`,
  );
  const id = admin.rows[0]?.id;
  if (!id) return null;
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  return (await issueAccessToken(db, { personId: id, name: 'standalone start', expiresAt })).token;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8081);
  const host = process.env.HOST ?? '127.0.0.1';
  const booted = await bootBackend();
  const server = createServer(booted.handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://${host}:${port}`;
  console.log(`[backend] listening on ${url} (paths with or without /api, e.g. ${url}/api/db/checks)`);
  for (const line of booted.signInHelp) console.log(`[backend] ${line}`);
  if (isDemoMode(process.env)) {
    const token = await demoAdminToken(booted.db);
    if (token) console.log(`[backend] demo admin token (24 h): curl -H 'Authorization: Bearer ${token}' ${url}/api/auth/whoami`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[backend] ${signal}: shutting down`);
    server.close();
    server.closeIdleConnections();
    await booted.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Like PostgREST: SIGUSR1 re-reads the schema (after migrations applied by hand).
  process.on('SIGUSR1', () => {
    booted.backend.engine.reloadSchema().then(
      (model) => console.log(`[backend] schema reloaded: ${model.relations.size} relations`),
      (err: unknown) => console.error('[backend] schema reload failed:', err),
    );
  });
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(`[backend] cannot start: ${err.message}`);
  else console.error('[backend] failed to start:', err);
  process.exit(1);
});
