import type { FilterSelection } from '@opsdeck/contracts';
import { useMemo } from 'react';
import { filterRows, labelOptions } from '../lib/filters';
import { groupRows, sortRows } from '../lib/grouping';
import type { HealthRow } from '../lib/model';
import type { Dimension, SortKey } from '../lib/params';
import { buildTabs, resolveTab, rowsOfTab } from '../lib/tabs';

export interface HealthViewInput {
  rows: readonly HealthRow[] | undefined;
  hidePassing: boolean;
  labels: FilterSelection;
  search: string;
  tabBy: Dimension;
  tab: string | undefined;
  groupBy: Dimension;
  sortBy: SortKey;
  sortDesc: boolean;
  agentNames?: ReadonlyMap<string, string> | undefined;
  /** Only these checks (the list narrowed to one component). */
  ids?: ReadonlySet<string> | undefined;
}

const EMPTY: readonly HealthRow[] = [];

/**
 * The list pipeline, each step memoised on its own inputs: a keystroke in the search re-runs
 * filtering, tabs and grouping (no sorting, no label options), and a tab switch skips filtering.
 */
export function useHealthView(input: HealthViewInput) {
  const rows = input.rows ?? EMPTY;
  const { hidePassing, labels, search, tabBy, groupBy, sortBy, sortDesc, agentNames, ids } = input;
  const options = useMemo(() => labelOptions(rows), [rows]);
  // Sorted once per data and sort order; filtering keeps the order, so keystrokes never re-sort.
  const sorted = useMemo(() => sortRows(rows, sortBy, sortDesc), [rows, sortBy, sortDesc]);
  const filtered = useMemo(
    () => filterRows(sorted, { hidePassing, labels, search, ids }),
    [sorted, hidePassing, labels, search, ids],
  );
  const tabs = useMemo(() => buildTabs(rows, filtered, tabBy, agentNames), [rows, filtered, tabBy, agentNames]);
  const tab = resolveTab(tabs, input.tab);
  const visible = useMemo(() => rowsOfTab(filtered, tabBy, tab, agentNames), [filtered, tabBy, tab, agentNames]);
  const groups = useMemo(
    () => groupRows(visible, groupBy, sortBy, sortDesc, agentNames),
    [visible, groupBy, sortBy, sortDesc, agentNames],
  );
  return { options, filtered, tabs, tab, visible, groups };
}
