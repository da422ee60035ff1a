import type { Database } from '../db/types';
import { seedCatalog } from './catalog';
import type { SeedContext } from './context';
import { seedHealth } from './health';
import { seedIncidents } from './incidents';
import { seedSelfScraper } from '../scrapers/demo';
import { seedLarge } from './large';
import { seedNotifications } from './notifications';
import { seedDeliveryDemo } from './notification-delivery';
import { seedBackendLogs } from './backend-logs';
import { seedOperations, seedPermissions } from './operations';
import { seedPeople } from './people';
import { seedPlaybooks } from './playbooks';
import { Rng } from './prng';

export type SeedScale = 'demo' | 'large';

export interface SeedOptions {
  /** 'demo' (default): every screen meaningful. 'large': demo plus bulk data for scale tests. */
  scale?: SeedScale;
  /** Size of the 'large' bulk data as a factor of its documented counts (default 1; see large.ts). */
  largeFactor?: number;
  /** Anchor of all generated timestamps (default: now, to the minute). Same anchor -> same rows. */
  now?: Date;
  /** Seed of the pseudo-random generator. */
  seed?: number;
  /** Progress output (default console.log). */
  log?: (line: string) => void;
}

export interface SeedResult {
  scale: SeedScale;
  /** false when the data set was already present (marker row in demo_seeds). */
  seeded: boolean;
  counts: Record<string, number>;
  ms: number;
}

export const DEFAULT_SEED = 20_260_821;

/** Tables whose row counts are reported (and compared by the determinism test). */
export const SEEDED_TABLES = [
  'people',
  'teams',
  'team_members',
  'casbin_rule',
  'agents',
  'access_tokens',
  'properties',
  'config_scrapers',
  'config_items',
  'config_changes',
  'config_analysis',
  'config_relationships',
  'config_costs',
  'canaries',
  'checks',
  'check_statuses',
  'topologies',
  'components',
  'check_component_relationships',
  'check_config_relationships',
  'config_component_relationships',
  'team_components',
  'incidents',
  'hypotheses',
  'evidences',
  'comments',
  'responders',
  'incident_histories',
  'incident_rules',
  'playbooks',
  'playbook_runs',
  'playbook_run_actions',
  'playbook_approvals',
  'artifacts',
  'notifications',
  'notification_send_history',
  'notification_silences',
  'event_queue',
  'connections',
  'logging_backends',
  'job_history',
  'permissions',
] as const;

export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

function minuteFloor(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}

async function alreadySeeded(db: Database, scale: SeedScale): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM demo_seeds WHERE scale = $1', [scale]);
  return rows.length > 0;
}

/** The demo data set, in one transaction (all or nothing), with event pushes switched off. */
async function seedDemoScale(db: Database, now: Date, seed: number, log: (line: string) => void): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("SELECT set_config('opsdeck.skip_events', 'on', true)");
    // Re-check under the transaction: a concurrent seeder may have won.
    const { rows } = await tx.query('SELECT 1 FROM demo_seeds WHERE scale = $1 FOR UPDATE', ['demo']);
    if (rows.length > 0) return;
    const ctx: SeedContext = { tx, rng: new Rng(seed), now, log };
    const step = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
      const started = Date.now();
      const result = await fn();
      log(`  ${label} (${Date.now() - started} ms)`);
      return result;
    };
    const people = await step('people, teams, agents, properties', () => seedPeople({ ...ctx, rng: ctx.rng.fork('people') }));
    const catalog = await step('catalog', () => seedCatalog({ ...ctx, rng: ctx.rng.fork('catalog') }, people));
    const health = await step('health checks and topologies', () =>
      seedHealth({ ...ctx, rng: ctx.rng.fork('health') }, people, catalog),
    );
    await step('incidents', () => seedIncidents({ ...ctx, rng: ctx.rng.fork('incidents') }, people, catalog, health));
    const playbooks = await step('playbooks', () =>
      seedPlaybooks({ ...ctx, rng: ctx.rng.fork('playbooks') }, people, catalog, health),
    );
    const ops = await step('connections, jobs, events', () =>
      seedOperations({ ...ctx, rng: ctx.rng.fork('operations') }, people, catalog, health),
    );
    await step('notifications', () =>
      seedNotifications({ ...ctx, rng: ctx.rng.fork('notifications') }, people, catalog, health, ops, playbooks.runIds),
    );
    await step('notification delivery', () => seedDeliveryDemo({ ...ctx, rng: ctx.rng.fork('delivery') }, people));
    await step('backend logs', () => seedBackendLogs({ ...ctx, rng: ctx.rng.fork('backend-logs') }, people));
    await step('permissions', () =>
      seedPermissions({ ...ctx, rng: ctx.rng.fork('permissions') }, people, catalog, health, ops, playbooks.playbookIds),
    );
    await step('the scraper of the console itself', () =>
      seedSelfScraper(tx, { now, viewerId: people.byRole.viewer.id, adminId: people.admin.id }),
    );
    await tx.query('INSERT INTO demo_seeds (scale, seed, anchor) VALUES ($1, $2, $3)', ['demo', seed, now.toISOString()]);
  });
}

/**
 * Loads the deterministic demo data (seeded PRNG, timestamps relative to `now`). Idempotent: a
 * data set already recorded in demo_seeds is left alone. 'large' first ensures 'demo', then adds
 * bulk rows with set-based SQL (see large.ts).
 */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const scale = options.scale ?? 'demo';
  const now = minuteFloor(options.now ?? new Date());
  const seed = options.seed ?? DEFAULT_SEED;
  const log = options.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  let seeded = false;

  if (!(await alreadySeeded(db, 'demo'))) {
    log(`seeding demo data (anchor ${now.toISOString()}, seed ${seed})`);
    await seedDemoScale(db, now, seed, log);
    seeded = true;
  }
  if (scale === 'large' && !(await alreadySeeded(db, 'large'))) {
    await seedLarge(db, { now, log, factor: options.largeFactor ?? 1 });
    seeded = true;
  }
  const counts = await countRows(db);
  if (seeded) {
    await db.query('UPDATE demo_seeds SET counts = $1 WHERE scale = $2', [counts, scale]);
    log(`seeded ${scale} data in ${Date.now() - started} ms`);
  }
  return { scale, seeded, counts, ms: Date.now() - started };
}
