/**
 * The compatibility report: every relation, column, function and endpoint of Mission Control
 * (the reference's section 4 and 5, the relations transcribed from duty since, and the names
 * Mission Control's /db serves) marked served, different or missing by this backend, with totals.
 * Relations and functions are read from a migrated database and the engine's exposure; endpoints
 * from the backend's router.
 */
import { CATALOGUE_EXPOSURE } from '../authz/relations';
import { ADDITION_FUNCTIONS } from '../db/reference-additions';
import type { Queryable } from '../db/types';
import type { Router } from '../http/router';
import { MISSION_CONTROL_DB_FUNCTIONS, MISSION_CONTROL_DB_RELATIONS } from './mission-control-db';
import { MISSION_CONTROL_ENDPOINTS } from './mission-control-endpoints';
import { REFERENCE_RELATIONS_WITH_COLUMNS, referenceColumns } from './reference-columns';

export type Verdict = 'served' | 'different' | 'missing';

export interface ReportLine {
  kind: 'relation' | 'function' | 'endpoint';
  name: string;
  verdict: Verdict;
  note?: string;
}

export interface CompatReport {
  lines: ReportLine[];
  columns: { reference: number; served: number };
}

/**
 * Endpoints served on purpose differently from Mission Control: what differs and why. The rest of
 * each endpoint follows the reference.
 */
export const ENDPOINT_DIFFERENCES: Readonly<Record<string, string>> = {
  'GET /artifacts/download/:id':
    'inline content only: content in an external store is 501; an unknown id is 404 (Mission Control: 500)',
  'GET /artifacts/list/playbook_run/:id':
    "the artifacts of the run's actions (Mission Control's query names a column artifacts do not have and fails)",
  'POST /rbac/:id/update_role': "only this console's six roles (400 otherwise); an unknown person is 404",
  'GET /rbac/token/:id/permissions': 'an unknown token is 404 (Mission Control: 500)',
  'POST /rbac/subject-access-reviews':
    "decided per resource type by this console's role matrix and permission rows; object selectors are not evaluated",
  'POST /rbac/subject-access-search':
    "decided per resource type by this console's role matrix and permission rows; object selectors are not evaluated",
};

async function liveColumns(db: Queryable): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ relname: string; attname: string }>(`
    SELECT c.relname::text AS relname, a.attname::text AS attname
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
     WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'v', 'm')
     ORDER BY c.relname, a.attnum`);
  const columns = new Map<string, string[]>();
  for (const row of rows) columns.set(row.relname, [...(columns.get(row.relname) ?? []), row.attname]);
  return columns;
}

async function liveFunctions(db: Queryable): Promise<Map<string, string>> {
  const { rows } = await db.query<{ name: string; args: string }>(
    `SELECT p.proname::text AS name, pg_get_function_arguments(p.oid) AS args FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((row) => [row.name, row.args]));
}

function relationLine(name: string, live: string[] | undefined, counts: CompatReport['columns']): ReportLine {
  const expected = referenceColumns(name);
  if (expected) counts.reference += expected.length;
  if (!live || !CATALOGUE_EXPOSURE.relation(name)) return { kind: 'relation', name, verdict: 'missing' };
  if (!expected) return { kind: 'relation', name, verdict: 'served', note: 'columns not recorded in the reference' };
  const missing = expected.filter((column) => !live.includes(column));
  counts.served += expected.length - missing.length;
  const extra = live.filter((column) => !expected.includes(column));
  if (missing.length > 0) return { kind: 'relation', name, verdict: 'different', note: `missing columns: ${missing.join(', ')}` };
  return { kind: 'relation', name, verdict: 'served', ...(extra.length > 0 && { note: `extra columns: ${extra.join(', ')}` }) };
}

/** A concrete path for a pattern: parameters as sample values, a wildcard as one more segment. */
const samplePath = (pattern: string): string =>
  pattern.replace(/:[a-z_]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'sample');

export async function buildCompatReport(db: Queryable, router: Router): Promise<CompatReport> {
  const counts = { reference: 0, served: 0 };
  const columns = await liveColumns(db);
  const names = [...new Set([...REFERENCE_RELATIONS_WITH_COLUMNS, ...MISSION_CONTROL_DB_RELATIONS])].sort();
  const lines: ReportLine[] = names.map((name) => relationLine(name, columns.get(name), counts));

  const functions = await liveFunctions(db);
  for (const name of [...MISSION_CONTROL_DB_FUNCTIONS].sort()) {
    const args = functions.get(name);
    if (args === undefined || !CATALOGUE_EXPOSURE.fn(name))
      lines.push({ kind: 'function', name: `rpc/${name}`, verdict: 'missing' });
    else if (ADDITION_FUNCTIONS[name] !== undefined && ADDITION_FUNCTIONS[name] !== args)
      lines.push({ kind: 'function', name: `rpc/${name}`, verdict: 'different', note: `arguments: ${args}` });
    else lines.push({ kind: 'function', name: `rpc/${name}`, verdict: 'served' });
  }

  for (const endpoint of MISSION_CONTROL_ENDPOINTS) {
    const method = endpoint.method === '*' ? 'GET' : endpoint.method;
    const segments = samplePath(endpoint.path).split('/').filter(Boolean);
    const match = router.match(method, segments);
    const name = `${endpoint.method} ${endpoint.path}`;
    const found = match.kind === 'found' && !match.route.path.startsWith('/db/') && !match.route.path.startsWith('/config/');
    const difference = ENDPOINT_DIFFERENCES[name];
    lines.push({
      kind: 'endpoint',
      name,
      verdict: !found ? 'missing' : difference ? 'different' : 'served',
      ...(found && difference && { note: difference }),
    });
  }
  return { lines, columns: counts };
}

const VERDICTS: Verdict[] = ['served', 'different', 'missing'];

/** The report as text: one line per item, then the totals per kind. */
export function formatCompatReport(report: CompatReport): string {
  const out: string[] = [];
  for (const kind of ['relation', 'function', 'endpoint'] as const) {
    const lines = report.lines.filter((line) => line.kind === kind);
    out.push(`${kind === 'function' ? 'RPCs' : `${kind}s`} (${lines.length})`);
    for (const line of lines) out.push(`  ${line.verdict.padEnd(9)} ${line.name}${line.note ? `  (${line.note})` : ''}`);
    out.push('');
  }
  out.push('totals');
  for (const kind of ['relation', 'function', 'endpoint'] as const) {
    const lines = report.lines.filter((line) => line.kind === kind);
    const tally = VERDICTS.map((verdict) => `${lines.filter((line) => line.verdict === verdict).length} ${verdict}`).join(', ');
    out.push(`  ${(kind === 'function' ? 'RPCs' : `${kind}s`).padEnd(10)} ${tally} of ${lines.length}`);
  }
  out.push(`  ${'columns'.padEnd(10)} ${report.columns.served} served of ${report.columns.reference} recorded in the reference`);
  return out.join('\n');
}
