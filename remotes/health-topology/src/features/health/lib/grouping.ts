// Sorting, grouping and the flat row list the (virtualised) table renders.
import { compareText as text } from './compare';
import { dimensionValue } from './dimensions';
import { healthOf, type Health, type HealthRow } from './model';
import type { Dimension, SortKey } from './params';

export interface HealthGroup {
  key: string;
  label: string;
  rows: HealthRow[];
  health: Health;
  passed: number;
  failed: number;
  /** Worst p95 among the checks. */
  p95: number | undefined;
}

export type TableRow =
  | { kind: 'group'; id: string; group: HealthGroup; expanded: boolean }
  | { kind: 'check'; id: string; row: HealthRow; grouped: boolean };

const HEALTH_RANK: Record<string, number> = { unhealthy: 0, mixed: 1, healthy: 2, unknown: 3 };

/** Missing numbers and dates sort last whatever the direction. */
function compareOptional(a: number | string | undefined, b: number | string | undefined, desc: boolean): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : text(String(a), String(b));
  return desc ? -order : order;
}

export function compareRows(sortBy: SortKey, desc: boolean): (a: HealthRow, b: HealthRow) => number {
  const tie = (a: HealthRow, b: HealthRow) => text(a.name, b.name) || text(a.id, b.id);
  const direct = (order: number) => (desc ? -order : order);
  switch (sortBy) {
    case 'status':
      return (a, b) => direct(Number(a.passing) - Number(b.passing)) || tie(a, b);
    case 'uptime':
      return (a, b) => compareOptional(a.uptime, b.uptime, desc) || tie(a, b);
    case 'latency':
      return (a, b) => compareOptional(a.p95, b.p95, desc) || tie(a, b);
    case 'last_runtime':
      return (a, b) => compareOptional(a.lastRuntime, b.lastRuntime, desc) || tie(a, b);
    case 'type':
      return (a, b) => direct(text(a.type, b.type)) || tie(a, b);
    case 'namespace':
      return (a, b) => direct(text(a.namespace, b.namespace)) || tie(a, b);
    default:
      return (a, b) => direct(text(a.name, b.name)) || text(a.id, b.id);
  }
}

function summarise(key: string, rows: HealthRow[]): HealthGroup {
  let passed = 0;
  let failed = 0;
  let p95: number | undefined;
  for (const row of rows) {
    passed += row.passed;
    failed += row.failed;
    if (row.p95 !== undefined && (p95 === undefined || row.p95 > p95)) p95 = row.p95;
  }
  return { key, label: key === '' ? '(none)' : key, rows, health: healthOf(rows), passed, failed, p95 };
}

function groupValue(group: HealthGroup, sortBy: SortKey): number | string | undefined {
  switch (sortBy) {
    case 'status':
      return HEALTH_RANK[group.health];
    case 'uptime':
      return group.passed + group.failed === 0 ? undefined : group.passed / (group.passed + group.failed);
    case 'latency':
      return group.p95;
    default:
      return undefined;
  }
}

/** The rows in list order; computed once per data and sort, so filtering keeps the order for free. */
export function sortRows(rows: readonly HealthRow[], sortBy: SortKey, desc: boolean): HealthRow[] {
  return [...rows].sort(compareRows(sortBy, desc));
}

/** A group of one check is shown as that check alone (table and cards alike). */
export const isLoneCheck = (group: HealthGroup): boolean => group.rows.length === 1;

/** What a group sorts by: a lone check by its own values, so the list reads in one order. */
function entryValue(group: HealthGroup, sortBy: SortKey): number | string | undefined {
  const row = isLoneCheck(group) ? group.rows[0]! : undefined;
  if (!row) return groupValue(group, sortBy);
  switch (sortBy) {
    case 'last_runtime':
      return row.lastRuntime;
    case 'type':
      return row.type;
    case 'namespace':
      return row.namespace;
    default:
      return groupValue(group, sortBy);
  }
}

/** The name a group shows in the Name column: a lone check's own name, else the group's label. */
const entryName = (group: HealthGroup): string => (isLoneCheck(group) ? group.rows[0]!.name : group.label);

/**
 * Groups of rows by a dimension; `rows` must already be sorted (sortRows), so each group keeps
 * that order. Groups and lone checks (groups of one, shown as the check) follow the same sort
 * together, by the name they show otherwise, so the list is in the order its header claims.
 */
export function groupRows(
  rows: readonly HealthRow[],
  groupBy: Dimension,
  sortBy: SortKey,
  desc: boolean,
  agentNames?: ReadonlyMap<string, string>,
): HealthGroup[] {
  const buckets = new Map<string, HealthRow[]>();
  for (const row of rows) {
    const key = dimensionValue(row, groupBy, agentNames);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(row);
    else buckets.set(key, [row]);
  }
  const groups = [...buckets.entries()].map(([key, members]) => summarise(key, members));
  const byName = (a: HealthGroup, b: HealthGroup) => text(entryName(a), entryName(b)) || text(a.key, b.key);
  const nameDesc = sortBy === 'name' && desc;
  return groups.sort((a, b) => {
    const value = compareOptional(entryValue(a, sortBy), entryValue(b, sortBy), desc);
    return value || (nameDesc ? -byName(a, b) : byName(a, b));
  });
}

/**
 * The rows the table shows: group rows followed by their checks when expanded. A group of one
 * check is shown as that check alone, without a group row.
 */
export function flattenGroups(groups: readonly HealthGroup[], grouped: boolean, collapsed: ReadonlySet<string>): TableRow[] {
  const out: TableRow[] = [];
  for (const group of groups) {
    if (!grouped || isLoneCheck(group)) {
      for (const row of group.rows) out.push({ kind: 'check', id: row.id, row, grouped: false });
      continue;
    }
    const expanded = !collapsed.has(group.key);
    out.push({ kind: 'group', id: `group:${group.key}`, group, expanded });
    if (expanded) for (const row of group.rows) out.push({ kind: 'check', id: row.id, row, grouped: true });
  }
  return out;
}
