/**
 * The incidents benchmark's data: 10,000 incidents, 50,000 hypotheses (a root, two factors and
 * two solutions each), 200,000 pieces of evidence (four per hypothesis, one in four pointing at a
 * check), 500,000 comments (fifty per incident), two responders and a history row each, and one
 * "full" incident with 200 comments and 50 pieces of evidence on its root. Set-based SQL with
 * fixed ids (md5 of a label), so a second run finds the data in place.
 */
import type { Database } from '../src/db/types';

export const INCIDENT_COUNTS = { incidents: 10_000, hypotheses: 50_000, evidence: 200_000, comments: 500_000 } as const;
/** The incident the detail benchmark opens. */
export const FULL_INCIDENT_ID = '6e0c1b5a-0000-4000-8000-000000000001';

const uuid = (label: string) => `md5(${label})::uuid`;

export async function seedIncidentBench(db: Database, log: (line: string) => void = console.log): Promise<void> {
  const existing = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM incidents WHERE title LIKE 'Bench incident %'`);
  if ((existing.rows[0]?.n ?? 0) >= INCIDENT_COUNTS.incidents) return;
  const started = Date.now();
  await db.transaction(async (tx) => {
    // Bulk load: row triggers (validation, events) are for writes through the API.
    const su = await tx.query<{ su: boolean }>(`SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user`);
    if (su.rows[0]?.su) await tx.query("SELECT set_config('session_replication_role', 'replica', true)");
    await tx.query("SELECT set_config('work_mem', '64MB', true)");
    await tx.query(`CREATE TEMP TABLE bench_people ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM people WHERE deleted_at IS NULL AND id <> '00000000-0000-0000-0000-000000000000'`);
    await tx.query(`CREATE TEMP TABLE bench_checks ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM checks WHERE deleted_at IS NULL`);
    const people = `(SELECT id FROM bench_people WHERE n = (g % (SELECT count(*) FROM bench_people)))`;
    await tx.query(`
      INSERT INTO incidents (id, title, created_by, commander_id, communicator_id, severity, description, type, status, created_at, updated_at)
      SELECT CASE WHEN g = 0 THEN '${FULL_INCIDENT_ID}'::uuid ELSE ${uuid(`'bench-i' || g`)} END,
             'Bench incident ' || g || ' ' || (ARRAY['checkout','payments','search','ledger','auth'])[1 + g % 5] || ' degraded',
             ${people}, ${people}, ${people},
             (ARRAY['low','medium','high','critical','blocker'])[1 + g % 5],
             'Generated for the incidents benchmark',
             (ARRAY['availability','performance','reliability','security','cost','integration','compliance','technicalDebt'])[1 + g % 8],
             (ARRAY['new','open','investigating','mitigated','resolved','closed'])[1 + g % 6],
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
        FROM generate_series(0, ${INCIDENT_COUNTS.incidents - 1}) AS g`);
    await tx.query(`CREATE TEMP TABLE bench_incidents ON COMMIT DROP AS
      SELECT g, CASE WHEN g = 0 THEN '${FULL_INCIDENT_ID}'::uuid ELSE ${uuid(`'bench-i' || g`)} END AS id
        FROM generate_series(0, ${INCIDENT_COUNTS.incidents - 1}) AS g`);
    // Five hypotheses per incident: k 0 root, 1-2 factors under it, 3-4 solutions under the factors.
    await tx.query(`
      INSERT INTO hypotheses (id, created_by, incident_id, parent_id, type, title, status, created_at)
      SELECT ${uuid(`'bench-h' || i.g || '-' || k`)}, ${people.replace('g %', 'i.g %')}, i.id,
             CASE WHEN k = 0 THEN NULL WHEN k <= 2 THEN ${uuid(`'bench-h' || i.g || '-0'`)} ELSE ${uuid(`'bench-h' || i.g || '-' || (k - 2)`)} END,
             CASE WHEN k = 0 THEN 'root' WHEN k <= 2 THEN 'factor' ELSE 'solution' END,
             'Hypothesis ' || k || ' of incident ' || i.g,
             (ARRAY['proven','likely','possible','unlikely','improbable','disproven'])[1 + (i.g + k) % 6],
             now() - (i.g || ' minutes')::interval + (k || ' seconds')::interval
        FROM bench_incidents i CROSS JOIN generate_series(0, 4) AS k`);
    await tx.query(`
      INSERT INTO evidences (id, description, hypothesis_id, check_id, created_by, type, evidence, definition_of_done, done, created_at)
      SELECT ${uuid(`'bench-e' || i.g || '-' || k || '-' || e`)}, 'Evidence ' || e || ' of hypothesis ' || k,
             ${uuid(`'bench-h' || i.g || '-' || k`)},
             CASE WHEN e = 0 THEN (SELECT id FROM bench_checks WHERE n = (i.g + k) % (SELECT count(*) FROM bench_checks)) END,
             ${people.replace('g %', 'i.g %')},
             CASE WHEN e = 0 THEN 'check' ELSE 'log' END,
             CASE WHEN e = 0 THEN '{}'::jsonb ELSE jsonb_build_object('lines', jsonb_build_array(jsonb_build_object('message', 'error ' || e))) END,
             e = 1, false, now() - (i.g || ' minutes')::interval
        FROM bench_incidents i CROSS JOIN generate_series(0, 4) AS k CROSS JOIN generate_series(0, 3) AS e`);
    await tx.query(`
      INSERT INTO comments (id, created_by, comment, incident_id, created_at)
      SELECT ${uuid(`'bench-c' || i.g || '-' || c`)}, ${people.replace('g %', '(i.g + c) %')},
             'Comment ' || c || ': checked the **dashboards**, see https://runbook.example/' || c, i.id,
             now() - (i.g || ' minutes')::interval + (c || ' seconds')::interval
        FROM bench_incidents i CROSS JOIN generate_series(0, ${INCIDENT_COUNTS.comments / INCIDENT_COUNTS.incidents - 1}) AS c`);
    // The full incident: 200 comments and 50 pieces of evidence in all.
    await tx.query(`
      INSERT INTO comments (id, created_by, comment, incident_id, created_at)
      SELECT ${uuid(`'bench-full-c' || c`)}, ${people.replace('g %', 'c %')}, 'Follow-up ' || c, '${FULL_INCIDENT_ID}', now() + (c || ' seconds')::interval
        FROM generate_series(1, 150) AS c`);
    await tx.query(`
      INSERT INTO evidences (id, description, hypothesis_id, created_by, type, evidence)
      SELECT ${uuid(`'bench-full-e' || e`)}, 'Log excerpt ' || e, ${uuid(`'bench-h0-0'`)}, ${people.replace('g %', 'e %')}, 'log',
             jsonb_build_object('lines', jsonb_build_array(jsonb_build_object('message', 'timeout ' || e)))
        FROM generate_series(1, 30) AS e`);
    await tx.query(`
      INSERT INTO responders (incident_id, type, person_id, created_by)
      SELECT i.id, 'person', ${people.replace('g %', '(i.g + r) %')}, ${people.replace('g %', 'i.g %')}
        FROM bench_incidents i CROSS JOIN generate_series(0, 1) AS r`);
    await tx.query(`
      INSERT INTO incident_histories (incident_id, created_by, type, description, created_at)
      SELECT i.id, ${people.replace('g %', 'i.g %')}, 'incident.created', 'Created for the benchmark', now() - (i.g || ' minutes')::interval
        FROM bench_incidents i`);
    if (su.rows[0]?.su) await tx.query("SELECT set_config('session_replication_role', 'origin', true)");
  });
  // VACUUM as autovacuum would have by now: index-only scans need the visibility map.
  await db.exec('VACUUM ANALYZE incidents, hypotheses, evidences, comments, responders');
  log(`seeded the incidents benchmark data in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
