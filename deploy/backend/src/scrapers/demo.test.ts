/**
 * The demo's scraper of the console itself, end to end on the test engine: the demo data seeded
 * with the console at a real port, the scraper signs in with its connection's token, reads the
 * live checks through the API, and a run after a check ran again records a change.
 */
import { bearerTokenAuthenticator } from '../authz';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { seedDemo } from '../demo/seed';
import { createBackend } from '../http';
import { serve, type TestServer } from '../http/testing/server';
import { runScraper } from './run';
import { SELF_SCRAPER } from './demo';

let db: Database;
let server: TestServer;
const port = process.env.PORT;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await serve(await createBackend({ db, authenticator: bearerTokenAuthenticator(db), logRequests: false }));
  process.env.PORT = new URL(server.url).port;
  await seedDemo(db, { log: () => undefined });
}, 120_000);
afterAll(async () => {
  if (port === undefined) delete process.env.PORT;
  else process.env.PORT = port;
  await server?.close();
  await db?.close();
});

it('scrapes the live checks through the API and records a change when a check ran again', async () => {
  const { rows } = await db.query<{ id: string; name: string; spec: unknown }>(
    `SELECT id::text AS id, name, spec FROM config_scrapers WHERE name = $1 AND namespace = $2`,
    [SELF_SCRAPER.name, SELF_SCRAPER.namespace],
  );
  const scraper = rows[0]!;
  const live = await db.query<{ name: string }>(
    `SELECT c.name FROM checks c JOIN canaries k ON k.id = c.canary_id WHERE k.name = 'opsdeck-self' AND c.deleted_at IS NULL ORDER BY c.name`,
  );
  const first = await runScraper({ db, filesDir: '/nonexistent' }, scraper);
  expect(first.outcome).toMatchObject({ successCount: live.rows.length, errorCount: 0 });
  const items = await db.query<{ id: string; name: string; type: string }>(
    `SELECT id::text AS id, name, type FROM config_items WHERE scraper_id = $1::uuid ORDER BY name`,
    [scraper.id],
  );
  expect(items.rows.map((item) => [item.name, item.type])).toEqual(live.rows.map((check) => [check.name, 'Opsdeck::Check']));
  await db.query(`UPDATE checks SET last_runtime = now(), status = 'unhealthy' WHERE name = 'console-healthz'`);
  await runScraper({ db, filesDir: '/nonexistent' }, scraper);
  const changes = await db.query<{ patches: { path: string }[] }>(
    `SELECT patches FROM config_changes WHERE config_id = $1::uuid`,
    [items.rows.find((item) => item.name === 'console-healthz')!.id],
  );
  expect(changes.rows).toHaveLength(1);
  expect(changes.rows[0]!.patches.map((op) => op.path)).toEqual(expect.arrayContaining(['/last_runtime', '/status']));
});
