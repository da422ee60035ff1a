// The pivot view: rows by the group dimension, one column per value of the pivot dimension.
import { compareText as text } from './compare';
import { dimensionValue } from './dimensions';
import { uptimePercent } from '../../../lib/check-stats';
import { healthOf, type Health, type HealthRow } from './model';
import type { Dimension } from './params';

export interface PivotCell {
  health: Health;
  count: number;
  uptime: number | undefined;
  p95: number | undefined;
}

export interface PivotTable {
  columns: string[];
  rows: { key: string; cells: Map<string, PivotCell> }[];
}

/** Rows keyed by `rowBy` (the check name when grouping is off), columns by `pivotBy`. */
export function buildPivot(
  rows: readonly HealthRow[],
  rowBy: Dimension,
  pivotBy: Dimension,
  agentNames?: ReadonlyMap<string, string>,
): PivotTable {
  const cells = new Map<string, Map<string, HealthRow[]>>();
  const columns = new Set<string>();
  for (const row of rows) {
    const rowKey = rowBy === 'none' ? row.name : dimensionValue(row, rowBy, agentNames) || '(none)';
    const column = dimensionValue(row, pivotBy, agentNames) || '(none)';
    columns.add(column);
    const line = cells.get(rowKey) ?? new Map<string, HealthRow[]>();
    line.set(column, [...(line.get(column) ?? []), row]);
    cells.set(rowKey, line);
  }
  return {
    columns: [...columns].sort(text),
    rows: [...cells.keys()].sort(text).map((key) => ({
      key,
      cells: new Map(
        [...cells.get(key)!.entries()].map(([column, members]) => {
          const passed = members.reduce((sum, r) => sum + r.passed, 0);
          const failed = members.reduce((sum, r) => sum + r.failed, 0);
          const p95s = members.map((r) => r.p95).filter((v): v is number => v !== undefined);
          return [
            column,
            {
              health: healthOf(members),
              count: members.length,
              uptime: uptimePercent(passed, failed),
              p95: p95s.length ? Math.max(...p95s) : undefined,
            },
          ];
        }),
      ),
    })),
  };
}
