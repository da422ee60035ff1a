import { LOCAL_AGENT_ID, SYSTEM_PERSON_ID, SYSTEM_SCRAPER_ID } from './constants';
import { REFERENCED_BY_FOREIGN_KEYS, REFERENCE_FOREIGN_KEYS } from './reference-foreign-keys';
import { ADDITION_FUNCTIONS, ADDITION_TABLES, ADDITION_VIEWS } from './reference-additions';
import { REFERENCE_TABLES, REFERENCE_VIEWS } from './reference-schema';
import { createTestDatabase, testEngine } from './testing';
import type { Database } from './types';
import { loadViewLineage, type ViewColumnOrigin } from './view-lineage';

/** Reference spellings -> format_type() spellings. */
function pgType(type: string): string {
  return type.replace(/^timestamptz/, 'timestamp with time zone').replace(/^varchar/, 'character varying');
}

interface ColumnRow {
  relname: string;
  attname: string;
  type: string;
  notnull: boolean;
  generated: string;
  default_expr: string | null;
}

describe(`schema (${testEngine()})`, () => {
  let db: Database;
  let columns: Map<string, ColumnRow[]>;
  let lineage: Map<string, ViewColumnOrigin[]>;

  beforeAll(async () => {
    db = await createTestDatabase();
    const { rows } = await db.query<ColumnRow>(`
      SELECT c.relname, a.attname::text AS attname, format_type(a.atttypid, a.atttypmod) AS type,
             a.attnotnull AS notnull, a.attgenerated::text AS generated,
             pg_get_expr(d.adbin, d.adrelid) AS default_expr
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'v')
       ORDER BY c.relname, a.attnum`);
    columns = new Map();
    for (const row of rows) columns.set(row.relname, [...(columns.get(row.relname) ?? []), row]);
    lineage = await loadViewLineage(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it.each(Object.keys(REFERENCE_TABLES))('table %s has the reference columns, types, nullability and defaults', (table) => {
    const actual = (columns.get(table) ?? []).map((c) => [
      c.attname,
      c.type,
      !c.notnull,
      c.generated === 's' ? '(generated, stored)' : (c.default_expr ?? ''),
    ]);
    const expected = (REFERENCE_TABLES[table] ?? []).map(([name, type, nullable, def]) => [name, pgType(type), nullable, def]);
    expect(actual).toEqual(expected);
  });

  it.each(Object.keys(REFERENCE_VIEWS))('view %s has the reference columns, types and lineage', (view) => {
    const actualColumns = columns.get(view) ?? [];
    const origins = new Map((lineage.get(view) ?? []).map((o) => [o.column, o]));
    const reference = REFERENCE_VIEWS[view] ?? [];
    // Extra trailing columns are allowed (e.g. permissions_summary's raw id columns).
    const actual = actualColumns.slice(0, reference.length).map((c) => {
      const origin = origins.get(c.attname);
      return [c.attname, c.type, origin?.table ? `${origin.table}.${origin.tableColumn}` : null];
    });
    const expected = reference.map(([name, type, tracesTo]) => [name, pgType(type), tracesTo]);
    expect(actual).toEqual(expected);
  });

  it.each(Object.keys(ADDITION_TABLES))("table %s has duty's columns, types, nullability and defaults", (table) => {
    const actual = (columns.get(table) ?? []).map((c) => [c.attname, c.type, !c.notnull, c.default_expr ?? '']);
    const expected = (ADDITION_TABLES[table] ?? []).map(([name, type, nullable, def]) => [name, pgType(type), nullable, def]);
    expect(actual).toEqual(expected);
  });

  it.each(Object.keys(ADDITION_VIEWS))("view %s has duty's columns and types", (view) => {
    const actual = (columns.get(view) ?? []).map((c) => [c.attname, c.type]);
    expect(actual).toEqual((ADDITION_VIEWS[view] ?? []).map(([name, type]) => [name, pgType(type)]));
  });

  it("defines duty's functions with their arguments", async () => {
    const { rows } = await db.query<{ name: string; args: string }>(
      `SELECT p.proname::text AS name, pg_get_function_arguments(p.oid) AS args
         FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND p.proname = ANY($1::text[])`,
      [Object.keys(ADDITION_FUNCTIONS)],
    );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.args]))).toEqual(ADDITION_FUNCTIONS);
  });

  it('has every foreign key the reference lists, with its columns, target and delete rule', async () => {
    const { rows } = await db.query<{
      table: string;
      constraint: string;
      column: string;
      references: string;
      on_delete: string;
    }>(`
      SELECT c.conrelid::regclass::text AS table, c.conname::text AS constraint,
             a.attname::text AS column, c.confrelid::regclass::text AS references,
             CASE c.confdeltype WHEN 'c' THEN 'cascade' WHEN 'n' THEN 'set null' ELSE 'no action' END AS on_delete
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`);
    const actual = new Set(rows.map((r) => `${r.table}.${r.column} ${r.constraint} -> ${r.references} (${r.on_delete})`));
    const missing = REFERENCE_FOREIGN_KEYS.map(
      (fk) => `${fk.table}.${fk.column} ${fk.constraint} -> ${fk.references} (${fk.onDelete})`,
    ).filter((key) => !actual.has(key));
    expect(missing).toEqual([]);

    const byTable = new Set(rows.map((r) => `${r.table}.${r.column} ${r.constraint}`));
    const missingReferencedBy = REFERENCED_BY_FOREIGN_KEYS.map((fk) => `${fk.table}.${fk.column} ${fk.constraint}`).filter(
      (key) => !byTable.has(key),
    );
    expect(missingReferencedBy).toEqual([]);
    expect(byTable.has('notification_send_history.parent_id parent_id_fkey')).toBe(true);
  });

  it('defines the views the reference marks missing and the RPC functions', async () => {
    const { rows } = await db.query<{ relname: string }>(
      "SELECT relname::text FROM pg_class WHERE relkind = 'v' AND relname = ANY($1::text[])",
      [['canary_names', 'incident_rules_with_status', 'logging_backends_with_status']],
    );
    expect(rows.map((r) => r.relname).sort()).toEqual([
      'canary_names',
      'incident_rules_with_status',
      'logging_backends_with_status',
    ]);

    const fns = await db.query<{ name: string; args: string }>(`
      SELECT p.proname::text AS name, pg_get_function_arguments(p.oid) AS args
        FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
         AND p.proname IN ('get_playbook_run_actions', 'related_configs_recursive', 'lookup_analysis_by_component',
                           'config_analysis_filter_options', 'generate_ulid')
       ORDER BY 1`);
    expect(fns.rows).toEqual([
      { name: 'config_analysis_filter_options', args: 'p_config_id uuid DEFAULT NULL::uuid' },
      { name: 'generate_ulid', args: '' },
      { name: 'get_playbook_run_actions', args: 'run_id uuid' },
      { name: 'lookup_analysis_by_component', args: 'id text' },
      {
        name: 'related_configs_recursive',
        args:
          "config_id uuid, type_filter text DEFAULT 'outgoing'::text, include_deleted_configs boolean DEFAULT false, " +
          "max_depth integer DEFAULT 5, incoming_relation text DEFAULT 'both'::text, outgoing_relation text DEFAULT 'both'::text",
      },
    ]);
  });

  it('seeds the reference invariants', async () => {
    const system = await db.query('SELECT name, email FROM people WHERE id = $1', [SYSTEM_PERSON_ID]);
    expect(system.rows).toEqual([{ name: 'System', email: null }]);
    const agent = await db.query('SELECT name FROM agents WHERE id = $1', [LOCAL_AGENT_ID]);
    expect(agent.rows).toEqual([{ name: 'local' }]);
    const scraper = await db.query('SELECT name, source, spec FROM config_scrapers WHERE id = $1', [SYSTEM_SCRAPER_ID]);
    expect(scraper.rows).toEqual([{ name: 'System', source: 'System', spec: { schedule: '@every 5m', system: true } }]);
    const severities = await db.query('SELECT id, name FROM severities ORDER BY id');
    expect(severities.rows.map((r) => r.name)).toEqual(['Critical', 'Blocker', 'High', 'Medium', 'Low']);
    const source = await db.query<{ values: string[] }>('SELECT enum_range(NULL::source)::text[] AS values');
    expect(source.rows[0]?.values).toEqual([
      'KubernetesCRD',
      'ConfigFile',
      'UI',
      'Topology',
      'Push',
      'CRDSync',
      'ApplicationCRD',
      'System',
    ]);
  });

  it('generates time-ordered ulids and formatted incident ids', async () => {
    const { rows } = await db.query<{ id: string; ms: number }>(
      `SELECT id, floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms FROM (SELECT generate_ulid() AS id) x`,
    );
    const row = rows[0] as { id: string; ms: number };
    const prefixMs = parseInt(row.id.replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(prefixMs - row.ms)).toBeLessThan(1000);
    const formatted = await db.query('SELECT format_incident_id($1) AS id', [42]);
    expect(formatted.rows[0]).toEqual({ id: 'INC0000042' });
  });
});
