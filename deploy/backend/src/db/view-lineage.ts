import type { Queryable } from './types';

/** Where one output column of a view comes from: a base-table column, or null when computed. */
export interface ViewColumnOrigin {
  column: string;
  table: string | null;
  tableColumn: string | null;
}

interface TargetEntry {
  resname: string;
  resorigtbl: number;
  resorigcol: number;
  resjunk: boolean;
}

/**
 * Reads the top-level target list out of a view's stored query tree (pg_rewrite.ev_action, the
 * node-tree text PostgreSQL prints). Each TARGETENTRY carries resorigtbl/resorigcol: the table
 * column a plain column reference passes through, set by the parser even through joins and
 * subqueries in FROM. This is the information PostgREST uses to infer relationships of views.
 */
export function parseTargetEntries(evAction: string): TargetEntry[] {
  const start = evAction.indexOf('{QUERY');
  if (start < 0) return [];
  let depth = 0;
  let listStart = -1;
  for (let i = start; i < evAction.length; i += 1) {
    const ch = evAction[i];
    if (ch === '\\') {
      i += 1;
    } else if (ch === '"') {
      i += 1;
      while (i < evAction.length && evAction[i] !== '"') i += evAction[i] === '\\' ? 2 : 1;
    } else if (ch === '{' || ch === '(') {
      depth += 1;
    } else if (ch === '}' || ch === ')') {
      depth -= 1;
      if (depth === 0) break;
    } else if (depth === 1 && evAction.startsWith(':targetList ', i)) {
      listStart = i + ':targetList '.length;
      break;
    }
  }
  if (listStart < 0 || evAction[listStart] !== '(') return [];

  // Collect each entry's own tokens, skipping nested nodes (the :expr trees).
  const entries: TargetEntry[] = [];
  let level = 0;
  let flat = '';
  for (let i = listStart; i < evAction.length; i += 1) {
    const ch = evAction[i] as string;
    if (ch === '\\') {
      if (level === 2) flat += evAction.slice(i, i + 2);
      i += 1;
      continue;
    }
    if (ch === '"') {
      let j = i + 1;
      while (j < evAction.length && evAction[j] !== '"') j += evAction[j] === '\\' ? 2 : 1;
      if (level === 2) flat += evAction.slice(i, j + 1);
      i = j;
      continue;
    }
    if (ch === '{' || ch === '(') {
      level += 1;
      if (level === 2) flat = '';
      continue;
    }
    if (ch === '}' || ch === ')') {
      if (level === 2) entries.push(readEntry(flat));
      level -= 1;
      if (level === 0) break;
      continue;
    }
    if (level === 2) flat += ch;
  }
  return entries;
}

function readEntry(flat: string): TargetEntry {
  const token = (key: string) => new RegExp(`:${key} ((?:\\\\.|[^\\s])+)`).exec(flat)?.[1] ?? '';
  return {
    resname: token('resname').replace(/\\(.)/g, '$1'),
    resorigtbl: Number(token('resorigtbl')) || 0,
    resorigcol: Number(token('resorigcol')) || 0,
    resjunk: token('resjunk') === 'true',
  };
}

/**
 * Column origins of every view in `schema`, following views built on other views down to base
 * tables. Works the same on PGlite and PostgreSQL.
 */
export async function loadViewLineage(db: Queryable, schema = 'public'): Promise<Map<string, ViewColumnOrigin[]>> {
  const rules = await db.query<{ oid: number; view: string; action: string }>(
    `SELECT c.oid::int AS oid, c.relname AS view, r.ev_action::text AS action
       FROM pg_rewrite r
       JOIN pg_class c ON c.oid = r.ev_class
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('v', 'm') AND r.rulename = '_RETURN'`,
    [schema],
  );
  const attrs = await db.query<{ relid: number; relname: string; relkind: string; attnum: number; attname: string }>(
    `SELECT c.oid::int AS relid, c.relname, c.relkind::text AS relkind, a.attnum::int AS attnum, a.attname::text AS attname
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm') AND a.attnum > 0 AND NOT a.attisdropped`,
    [schema],
  );
  const relations = new Map<number, { name: string; kind: string; columns: Map<number, string> }>();
  for (const a of attrs.rows) {
    let rel = relations.get(a.relid);
    if (!rel) {
      rel = { name: a.relname, kind: a.relkind, columns: new Map() };
      relations.set(a.relid, rel);
    }
    rel.columns.set(a.attnum, a.attname);
  }
  const entriesByOid = new Map<number, TargetEntry[]>();
  for (const rule of rules.rows) {
    entriesByOid.set(
      rule.oid,
      parseTargetEntries(rule.action).filter((e) => !e.resjunk),
    );
  }

  const resolve = (relid: number, attnum: number, seen: Set<number>): { table: string; column: string } | null => {
    const rel = relations.get(relid);
    const column = rel?.columns.get(attnum);
    if (!rel || !column) return null;
    if (rel.kind === 'r' || rel.kind === 'p') return { table: rel.name, column };
    if (seen.has(relid)) return null;
    const entry = entriesByOid.get(relid)?.find((e) => e.resname === column);
    if (!entry || !entry.resorigtbl) return null;
    return resolve(entry.resorigtbl, entry.resorigcol, new Set([...seen, relid]));
  };

  const lineage = new Map<string, ViewColumnOrigin[]>();
  for (const rule of rules.rows) {
    const origins = (entriesByOid.get(rule.oid) ?? []).map((entry) => {
      const origin = entry.resorigtbl ? resolve(entry.resorigtbl, entry.resorigcol, new Set([rule.oid])) : null;
      return { column: entry.resname, table: origin?.table ?? null, tableColumn: origin?.column ?? null };
    });
    lineage.set(rule.view, origins);
  }
  return lineage;
}
