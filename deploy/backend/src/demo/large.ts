/**
 * The 'large' data set, generated inside PostgreSQL with set-based INSERT ... SELECT over
 * generate_series. At factor 1: 10,000 more checks (2,000 canaries) with ~2 M status rows over 90
 * days, 100,000 config items in a Kubernetes/AWS-like hierarchy, 1,000,000 config changes, plus
 * analyses and relationships; every count scales with the factor (`--scale`, e.g. 0.1 for a tenth,
 * 3 for three times). Every value derives from the row number through md5, so the data is
 * deterministic, and ids are md5-derived uuids ('large:<kind>:<n>') that other statements can
 * recompute instead of joining. SQL text below is built only from code constants and integers
 * computed from the factor; the time anchor is a bound parameter.
 */
import type { Database, Transaction } from '../db/types';

export interface LargeCounts {
  canaries: number;
  checks: number;
  configItems: number;
  configChanges: number;
  configAnalysis: number;
}

/** Checks per canary (fixed, so every canary has the same shape). */
const CHECKS_PER_CANARY = 5;
const scaled = (base: number, factor: number, min = 1) => Math.max(min, Math.round(base * factor));

/** Row counts of the large data set at a scale factor (1 = the documented sizes). */
export function largeCounts(factor = 1): LargeCounts {
  if (!(factor > 0) || !Number.isFinite(factor)) throw new Error(`large scale factor must be a positive number, not ${factor}`);
  const canaries = scaled(2_000, factor);
  return {
    canaries,
    checks: canaries * CHECKS_PER_CANARY,
    configItems: configKinds(factor).reduce((sum, kind) => sum + kind.count, 0),
    configChanges: scaled(1_000_000, factor, 10),
    configAnalysis: scaled(20_000, factor),
  };
}

export const LARGE_COUNTS: Readonly<LargeCounts> = Object.freeze(largeCounts(1));

/**
 * Id of the n-th row of a kind (n is a SQL expression): generate_ulid()'s layout with the time
 * part counting up from the anchor minus 120 days by n milliseconds, and md5 bits after it. Ids
 * therefore ascend with n, so primary keys and the (check_id, time) key are filled in order
 * instead of at random pages. Statements using it bind the anchor as $1.
 */
const uid = (kind: string, n: string) =>
  `(lpad(to_hex(floor(extract(epoch FROM $1::timestamptz - interval '120 days') * 1000)::bigint + (${n})), 12, '0')` +
  ` || substr(md5('large:${kind}:' || (${n})), 1, 20))::uuid`;
/** Non-negative 31-bit hash of a SQL text expression. */
const hash = (expr: string, offset = 1) => `(('x' || substr(md5(${expr}), ${offset}, 8))::bit(32)::int & 2147483647)`;

interface ConfigKind {
  key: string;
  type: string;
  configClass: string;
  count: number;
  /** The parent kind and how many of this kind share one parent; null = root. */
  parent: { kind: string; per: number } | null;
  name: (j: string) => string;
  /** The namespace (a Namespace item) and how many of this kind share one; null = not namespaced. */
  namespace: { per: number } | null;
}

/**
 * The Kubernetes/AWS hierarchy at a factor: clusters scale, and each cluster always has 25
 * namespaces and 50 nodes, each namespace 20 deployments (with one replica set each, 4 pods per
 * replica set) and 20 services, config maps and secrets; AWS kinds scale on their own.
 */
function configKinds(factor: number): ConfigKind[] {
  const clusters = scaled(20, factor);
  const namespaces = clusters * 25;
  const deployments = namespaces * 20;
  const ns = (per: number) => ({ per });
  const k8s = (
    key: string,
    count: number,
    parent: ConfigKind['parent'],
    name: ConfigKind['name'],
    namespace: ConfigKind['namespace'],
  ) => ({
    key,
    type: `Kubernetes::${key}`,
    configClass: key,
    count,
    parent,
    name,
    namespace,
  });
  return [
    k8s('Cluster', clusters, null, (j) => `'bulk-cluster-' || (${j} + 1)`, null),
    k8s('Namespace', namespaces, { kind: 'Cluster', per: 25 }, (j) => `'ns-' || (${j} + 1)`, null),
    k8s('Node', clusters * 50, { kind: 'Cluster', per: 50 }, (j) => `'node-' || lpad((${j} + 1)::text, 4, '0')`, null),
    k8s('Deployment', deployments, { kind: 'Namespace', per: 20 }, (j) => `'app-' || (${j} + 1)`, ns(20)),
    k8s(
      'ReplicaSet',
      deployments,
      { kind: 'Deployment', per: 1 },
      (j) => `'app-' || (${j} + 1) || '-' || substr(md5('rs' || ${j}), 1, 10)`,
      ns(20),
    ),
    k8s(
      'Pod',
      deployments * 4,
      { kind: 'ReplicaSet', per: 4 },
      (j) => `'app-' || (${j} / 4 + 1) || '-' || substr(md5('pod' || ${j}), 1, 5)`,
      ns(80),
    ),
    k8s('Service', deployments, { kind: 'Namespace', per: 20 }, (j) => `'app-' || (${j} + 1)`, ns(20)),
    k8s('ConfigMap', deployments, { kind: 'Namespace', per: 20 }, (j) => `'app-' || (${j} + 1) || '-config'`, ns(20)),
    k8s('Secret', deployments, { kind: 'Namespace', per: 20 }, (j) => `'app-' || (${j} + 1) || '-tls'`, ns(20)),
    {
      key: 'EC2',
      type: 'AWS::EC2::Instance',
      configClass: 'VirtualMachine',
      count: scaled(1_000, factor),
      parent: null,
      name: (j) => `'i-0' || substr(md5('ec2' || ${j}), 1, 16)`,
      namespace: null,
    },
    {
      key: 'EBS',
      type: 'AWS::EBS::Volume',
      configClass: 'Volume',
      count: scaled(1_000, factor),
      parent: null,
      name: (j) => `'vol-0' || substr(md5('ebs' || ${j}), 1, 16)`,
      namespace: null,
    },
    {
      key: 'S3',
      type: 'AWS::S3::Bucket',
      configClass: 'Bucket',
      count: scaled(1_480, factor),
      parent: null,
      name: (j) => `'bulk-bucket-' || (${j} + 1)`,
      namespace: null,
    },
    {
      key: 'IAM',
      type: 'AWS::IAM::Role',
      configClass: 'Role',
      count: scaled(5_000, factor),
      parent: null,
      name: (j) => `'bulk-role-' || (${j} + 1)`,
      namespace: null,
    },
  ];
}

/** Global index (1-based, over the kinds in order; parents always come earlier) of each kind's first item. */
function kindStarts(kinds: ConfigKind[]): Map<string, number> {
  const starts = new Map<string, number>();
  let start = 1;
  for (const kind of kinds) {
    starts.set(kind.key, start);
    start += kind.count;
  }
  return starts;
}

/** Rows lo..hi (1-based, inclusive) of slice s of n slices over total rows. */
const slice = (total: number, slices: number, s: number) =>
  [Math.floor((s * total) / slices) + 1, Math.floor(((s + 1) * total) / slices)] as const;

const CHANGE_TYPES = [
  'diff',
  'Pulled',
  'Started',
  'Created',
  'Killing',
  'BackOff',
  'ScalingReplicaSet',
  'Unhealthy',
  'HelmUpgradeSucceeded',
  'UpdateFunctionCode',
];
const CHECK_TYPES = ['http', 'http', 'tcp', 'dns', 'kubernetes', 'postgres'];
const sqlTextArray = (items: string[]) => `ARRAY[${items.map((i) => `'${i}'`).join(', ')}]`;

async function timed(
  tx: Transaction,
  log: (line: string) => void,
  label: string,
  sql: string,
  params: unknown[],
): Promise<number> {
  const started = Date.now();
  const result = await tx.query(sql, params);
  const rows = result.affectedRows ?? 0;
  log(`  ${label}: ${rows.toLocaleString('en-US')} rows (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return rows;
}

async function seedBulkHealth(tx: Transaction, counts: LargeCounts, now: string, log: (line: string) => void) {
  await timed(
    tx,
    log,
    'canaries',
    `
    INSERT INTO canaries (id, name, namespace, labels, spec, source, created_at, updated_at)
    SELECT ${uid('canary', 'n')}, 'bulk-canary-' || lpad(n::text, 5, '0'), 'bulk-' || (n % 50),
           jsonb_build_object('team', (ARRAY['platform', 'payments', 'data', 'sre', 'security'])[1 + n % 5], 'tier', 'bulk'),
           jsonb_build_object('interval', 300, 'http', jsonb_build_array(jsonb_build_object('name', 'probe', 'url', 'http://svc-' || n || '.bulk.svc/healthz'))),
           'bulk', $1::timestamptz - interval '120 days', $1::timestamptz - interval '1 day'
    FROM generate_series(1, ${counts.canaries}) AS n`,
    [now],
  );

  const perCanary = CHECKS_PER_CANARY;
  await timed(
    tx,
    log,
    'checks',
    `
    INSERT INTO checks (id, canary_id, type, name, namespace, description, icon, spec, labels, owner, severity,
                        status, last_transition_time, created_at, updated_at)
    SELECT ${uid('check', 'n')}, ${uid('canary', `(n - 1) / ${perCanary} + 1`)}, t.type,
           'bulk-check-' || lpad(n::text, 6, '0'), 'bulk-' || (((n - 1) / ${perCanary} + 1) % 50),
           'Bulk ' || t.type || ' check ' || n, t.type,
           jsonb_build_object('name', 'bulk-check-' || n), jsonb_build_object('tier', 'bulk', 'shard', n % 16),
           (ARRAY['platform', 'payments', 'data', 'sre', 'security'])[1 + n % 5],
           (ARRAY['critical', 'high', 'medium', 'low', 'info'])[1 + ${hash("'sev' || n")} % 5],
           CASE WHEN ${hash("'st' || n")} % 100 < 5 THEN 'unhealthy' ELSE 'healthy' END,
           $1::timestamptz - (${hash("'tr' || n")} % 2000000) * interval '1 second',
           $1::timestamptz - interval '100 days', $1::timestamptz - interval '1 hour'
    FROM generate_series(1, ${counts.checks}) AS n
    CROSS JOIN LATERAL (SELECT (${sqlTextArray(CHECK_TYPES)})[1 + n % ${CHECK_TYPES.length}] AS type) AS t`,
    [now],
  );

  // 90 days at 12 h plus the last day hourly, per check, in ten slices for progress output.
  const slices = 10;
  for (let s = 0; s < slices; s += 1) {
    const [lo, hi] = slice(counts.checks, slices, s);
    if (hi < lo) continue;
    await timed(
      tx,
      log,
      `check_statuses ${s + 1}/${slices}`,
      `
      INSERT INTO check_statuses (check_id, time, duration, status, error, created_at)
      SELECT c.id, r.time,
             20 + r.h % 900 + CASE WHEN r.ok THEN 0 ELSE 5000 END,
             r.ok,
             CASE WHEN NOT r.ok THEN (ARRAY['connection refused', 'timeout after 10s', 'HTTP 503'])[1 + r.h % 3] END,
             r.time
      FROM (SELECT ${uid('check', 'n')} AS id, n FROM generate_series(${lo}, ${hi}) AS n) AS c
      CROSS JOIN LATERAL (
        SELECT u.time, u.h, u.h % 100 >= CASE WHEN c.n % 20 = 0 THEN 60 ELSE 3 END AS ok
        FROM (SELECT t.time, ${hash("c.n::text || ':' || extract(epoch FROM t.time)::bigint")} AS h
        FROM (
          SELECT g - (c.n % 600) * interval '1 second' AS time
          FROM generate_series($1::timestamptz - interval '90 days', $1::timestamptz - interval '25 hours', interval '12 hours') AS g
          UNION ALL
          SELECT g - (c.n % 600) * interval '1 second'
          FROM generate_series($1::timestamptz - interval '24 hours', $1::timestamptz, interval '1 hour') AS g
        ) AS t) AS u
      ) AS r`,
      [now],
    );
  }
  await timed(
    tx,
    log,
    'checks_unlogged',
    `
    INSERT INTO checks_unlogged (check_id, canary_id, last_runtime, next_runtime)
    SELECT ${uid('check', 'n')}, ${uid('canary', `(n - 1) / ${perCanary} + 1`)},
           $1::timestamptz - (n % 600) * interval '1 second', $1::timestamptz + interval '1 hour'
    FROM generate_series(1, ${counts.checks}) AS n`,
    [now],
  );
  await timed(
    tx,
    log,
    'checks.last_runtime',
    `
    UPDATE checks c SET last_runtime = u.last_runtime
    FROM checks_unlogged u WHERE u.check_id = c.id AND c.canary_id IN (SELECT id FROM canaries WHERE source = 'bulk')`,
    [],
  );
}

async function seedBulkCatalog(tx: Transaction, counts: LargeCounts, factor: number, now: string, log: (line: string) => void) {
  const kinds = configKinds(factor);
  const starts = kindStarts(kinds);
  const at = (key: string) => starts.get(key)!;
  const clusters = kinds.find((kind) => kind.key === 'Cluster')!.count;
  const deployments = kinds.find((kind) => kind.key === 'Deployment')!.count;
  let start = 1;
  for (const kind of kinds) {
    const j = `(g - ${start})`;
    const parent = kind.parent ? uid('cfg', `${at(kind.parent.kind)} + ${j} / ${kind.parent.per}`) : 'NULL::uuid';
    const ns = kind.namespace ? `${at('Namespace')} + ${j} / ${kind.namespace.per}` : undefined;
    // Namespace k (0-based within its kind) is 'ns-<k+1>' in cluster 1 + k / 25.
    const cluster = ns
      ? `'bulk-cluster-' || (1 + (${ns} - ${at('Namespace')}) / 25)`
      : `'bulk-cluster-' || (1 + ${j} % ${clusters})`;
    const tags = ns
      ? `jsonb_build_object('cluster', ${cluster}, 'namespace', 'ns-' || (${ns} - ${at('Namespace') - 1}))`
      : kind.type.startsWith('AWS')
        ? `jsonb_build_object('account', '210987654321', 'region', (ARRAY['eu-west-1', 'us-east-1', 'ap-south-1'])[1 + g % 3])`
        : `jsonb_build_object('cluster', ${cluster})`;
    await timed(
      tx,
      log,
      `config_items ${kind.type}`,
      `
      INSERT INTO config_items (id, agent_id, scraper_id, config_class, status, health, ready, external_id, type, name,
                                config, source, labels, tags, parent_id, created_at, updated_at, inserted_at)
      SELECT ${uid('cfg', 'g')}, '00000000-0000-0000-0000-000000000000', NULL, '${kind.configClass}',
             CASE WHEN h % 100 < 4 THEN 'Degraded' ELSE 'Running' END,
             CASE WHEN h % 100 < 4 THEN 'unhealthy' WHEN h % 100 < 9 THEN 'warning' ELSE 'healthy' END,
             h % 100 >= 4,
             ARRAY['bulk/${kind.type}/' || g], '${kind.type}', ${kind.name(j)},
             jsonb_build_object('kind', '${kind.configClass}', 'metadata', jsonb_build_object('name', ${kind.name(j)}, 'uid', md5('uid' || g))),
             'bulk', jsonb_build_object('app', 'app-' || (g % 5000), 'team', (ARRAY['platform', 'payments', 'data', 'sre', 'security'])[1 + g % 5]),
             ${tags}, ${parent},
             $1::timestamptz - (120 * 86400 - g % 86400) * interval '1 second', $1::timestamptz - (h % 86400) * interval '1 second',
             $1::timestamptz - interval '120 days'
      FROM generate_series(${start}, ${start + kind.count - 1}) AS g
      CROSS JOIN LATERAL (SELECT ${hash("'cfg' || g")} AS h) AS x`,
      [now],
    );
    start += kind.count;
  }
  if (start - 1 !== counts.configItems) throw new Error(`config kinds add up to ${start - 1}, not ${counts.configItems}`);

  const slices = 10;
  for (let s = 0; s < slices; s += 1) {
    const [lo, hi] = slice(counts.configChanges, slices, s);
    if (hi < lo) continue;
    await timed(
      tx,
      log,
      `config_changes ${s + 1}/${slices}`,
      `
      INSERT INTO config_changes (id, config_id, change_type, severity, source, summary, details, created_at,
                                  first_observed, inserted_at, count)
      SELECT ${uid('chg', 'n')}, ${uid('cfg', 'x.g')},
             ct.type, (ARRAY['info', 'info', 'info', 'low', 'medium', 'high'])[1 + h % 6],
             CASE WHEN ct.type = 'diff' THEN 'diff' ELSE 'kubernetes/events' END,
             ct.type || ' on bulk item', jsonb_build_object('n', n), t.at, t.at, t.at, 1
      FROM generate_series(${lo}, ${hi}) AS n
      CROSS JOIN LATERAL (SELECT ${hash("'chg' || n")} AS h, 1 + ${hash("'chgcfg' || n")} % ${counts.configItems} AS g) AS x
      CROSS JOIN LATERAL (SELECT (${sqlTextArray(CHANGE_TYPES)})[1 + x.h % ${CHANGE_TYPES.length}] AS type) AS ct
      CROSS JOIN LATERAL (SELECT $1::timestamptz - (${hash("'chgt' || n")} % (90 * 86400)) * interval '1 second' AS at) AS t
      ORDER BY x.g`,
      [now],
    );
  }

  await timed(
    tx,
    log,
    'config_analysis',
    `
    INSERT INTO config_analysis (id, config_id, analyzer, analysis_type, severity, summary, status, message, source,
                                 first_observed, last_observed)
    SELECT ${uid('ana', 'n')}, ${uid('cfg', `1 + ${hash("'anacfg' || n")} % ${counts.configItems}`)},
           (ARRAY['kube-score', 'trivy', 'aws-config', 'cost-explorer'])[1 + n % 4],
           (ARRAY['reliability', 'security', 'compliance', 'cost'])[1 + n % 4],
           (ARRAY['critical', 'high', 'medium', 'low', 'info'])[1 + ${hash("'anas' || n")} % 5],
           'Bulk finding ' || n, CASE WHEN n % 5 = 0 THEN 'resolved' ELSE 'open' END, 'Generated finding', 'bulk',
           $1::timestamptz - (n % 80) * interval '1 day', $1::timestamptz - (n % 600) * interval '1 minute'
    FROM generate_series(1, ${counts.configAnalysis}) AS n`,
    [now],
  );

  // Hard parent -> child edges (the config_items trigger writes them too unless triggers are off).
  await timed(
    tx,
    log,
    'config_relationships (hard)',
    `
    INSERT INTO config_relationships (config_id, related_id, relation, created_at, updated_at)
    SELECT parent_id, id, 'hard', created_at, created_at FROM config_items
    WHERE source = 'bulk' AND parent_id IS NOT NULL
    ON CONFLICT DO NOTHING`,
    [],
  );
  // Services target the pods of their app (soft edges).
  await timed(
    tx,
    log,
    'config_relationships (soft)',
    `
    INSERT INTO config_relationships (config_id, related_id, relation, created_at, updated_at)
    SELECT ${uid('cfg', `${at('Service')} + s`)}, ${uid('cfg', `${at('Pod')} + s * 4 + p`)}, 'targets', $1::timestamptz - interval '30 days', $1::timestamptz
    FROM generate_series(0, ${deployments - 1}) AS s CROSS JOIN generate_series(0, 3) AS p
    ON CONFLICT DO NOTHING`,
    [now],
  );
  await timed(
    tx,
    log,
    'check_config_relationships',
    `
    INSERT INTO check_config_relationships (config_id, check_id, canary_id, selector_id)
    SELECT ${uid('cfg', `${at('Service')} + (n - 1) % ${deployments}`)}, ${uid('check', 'n')}, ${uid('canary', `(n - 1) / ${CHECKS_PER_CANARY} + 1`)}, 'bulk'
    FROM generate_series(1, ${counts.checks}) AS n
    ON CONFLICT DO NOTHING`,
    [now],
  );
}

/**
 * Bulk-load mode for the seeding transaction. Secondary (non-unique) indexes of the big tables
 * are dropped and rebuilt from their own pg_get_indexdef() text afterwards (one sort beats a
 * million random index inserts). When the role is a superuser (PGlite, the throwaway cluster),
 * session_replication_role=replica also skips foreign-key and user triggers: the generator builds
 * references by construction, and the benchmark verifies them afterwards. Hard parent edges are
 * written explicitly so the result is the same either way.
 */
async function withBulkLoad(tx: Transaction, tables: string[], log: (line: string) => void, fn: () => Promise<void>) {
  const su = await tx.query<{ su: boolean }>('SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user');
  if (su.rows[0]?.su) await tx.query("SELECT set_config('session_replication_role', 'replica', true)");
  // Room for the per-slice sorts and the index rebuilds (transaction-local, any role may set these).
  await tx.query("SELECT set_config('work_mem', '64MB', true), set_config('maintenance_work_mem', '256MB', true)");
  const { rows: indexes } = await tx.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace
        AND NOT i.indisprimary AND NOT i.indisunique`,
    [tables],
  );
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.name}`);
  await fn();
  const started = Date.now();
  for (const index of indexes) await tx.exec(index.def);
  log(`  rebuilt ${indexes.length} indexes (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (su.rows[0]?.su) await tx.query("SELECT set_config('session_replication_role', 'origin', true)");
}

/**
 * Adds the bulk data set in one transaction; records the 'large' marker at the end. `factor`
 * scales every count (default 1; see largeCounts).
 */
export async function seedLarge(
  db: Database,
  options: { now: Date; log: (line: string) => void; factor?: number },
): Promise<void> {
  const { log } = options;
  const factor = options.factor ?? 1;
  const counts = largeCounts(factor);
  const now = options.now.toISOString();
  log(
    `seeding large data set x${factor} (anchor ${now}): ${counts.checks} checks, ${counts.configItems} config items, ${counts.configChanges} changes`,
  );
  await db.transaction(async (tx) => {
    await tx.query("SELECT set_config('opsdeck.skip_events', 'on', true)");
    // The bulk checks are written directly (fixed ids), not derived from the canary specs.
    await tx.query("SELECT set_config('opsdeck.skip_check_sync', 'on', true)");
    const { rows } = await tx.query('SELECT 1 FROM demo_seeds WHERE scale = $1 FOR UPDATE', ['large']);
    if (rows.length > 0) return;
    await withBulkLoad(
      tx,
      ['check_statuses', 'checks', 'config_items', 'config_changes', 'config_analysis', 'config_relationships'],
      log,
      async () => {
        await seedBulkHealth(tx, counts, now, log);
        await seedBulkCatalog(tx, counts, factor, now, log);
      },
    );
    // The bulk load skipped triggers: the catalog summary's counts are taken from the tables.
    await tx.query('SELECT opsdeck_catalog.rebuild_summary()');
    await tx.query('INSERT INTO demo_seeds (scale, seed, anchor) VALUES ($1, $2, $3)', ['large', 0, now]);
  });
  // Fresh statistics so the planner picks index scans on the big tables right away.
  const started = Date.now();
  await db.exec('ANALYZE');
  log(`  analyze (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
