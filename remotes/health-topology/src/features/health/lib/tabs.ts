import { HEALTH_SUMMARY } from '@opsdeck/contracts';
import { compareText } from './compare';
import { dimensionValue } from './dimensions';
import type { HealthRow } from './model';
import type { Dimension } from './params';

export interface HealthTab {
  /** '' for All. */
  value: string;
  label: string;
  count: number;
}

export const ALL_TAB = '';

/** All, then one tab per value of the dimension among the rows (sorted), with counts. */
export function buildTabs(rows: readonly HealthRow[], tabBy: Dimension, agentNames?: ReadonlyMap<string, string>): HealthTab[] {
  const counts = new Map<string, number>();
  if (tabBy !== 'none') {
    for (const row of rows) {
      const value = dimensionValue(row, tabBy, agentNames);
      if (value !== '') counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  const tabs = [...counts.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([value, count]) => ({ value, label: value, count }));
  return [{ value: ALL_TAB, label: HEALTH_SUMMARY.allTab, count: rows.length }, ...tabs];
}

/** The selected tab, falling back to All when its value is not among the tabs. */
export function resolveTab(tabs: readonly HealthTab[], requested: string | undefined): string {
  return requested && tabs.some((tab) => tab.value === requested) ? requested : ALL_TAB;
}

export function rowsOfTab(
  rows: readonly HealthRow[],
  tabBy: Dimension,
  tab: string,
  agentNames?: ReadonlyMap<string, string>,
): readonly HealthRow[] {
  if (tab === ALL_TAB || tabBy === 'none') return rows;
  return rows.filter((row) => dimensionValue(row, tabBy, agentNames) === tab);
}
