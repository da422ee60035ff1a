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

/**
 * All, then one tab per value of the dimension among the server's rows (sorted), each with the
 * number of `shown` rows (after search and filters) it holds. Taking the values from the rows
 * before the search keeps a tab (and the URL's choice of it) while a search hides its rows.
 */
export function buildTabs(
  rows: readonly HealthRow[],
  shown: readonly HealthRow[],
  tabBy: Dimension,
  agentNames?: ReadonlyMap<string, string>,
): HealthTab[] {
  const counts = new Map<string, number>();
  if (tabBy !== 'none') {
    for (const row of rows) {
      const value = dimensionValue(row, tabBy, agentNames);
      if (value !== '') counts.set(value, 0);
    }
    for (const row of shown) {
      const value = dimensionValue(row, tabBy, agentNames);
      const count = counts.get(value);
      if (count !== undefined) counts.set(value, count + 1);
    }
  }
  const tabs = [...counts.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([value, count]) => ({ value, label: value, count }));
  return [{ value: ALL_TAB, label: HEALTH_SUMMARY.allTab, count: shown.length }, ...tabs];
}

/** The selected tab, falling back to All when its value is not among the tabs (gone from the data). */
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
