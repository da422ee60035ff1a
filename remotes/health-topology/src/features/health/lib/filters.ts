// Hide Passing, label filters and search (spec 2 section 5).
import type { FilterSelection } from '@opsdeck/contracts';
import { compareText } from './compare';
import type { HealthRow } from './model';

export interface LabelOption {
  key: string;
  /** true when every value of the key is "true" or "false": shown as one toggle. */
  boolean: boolean;
  /** Values with how many rows carry them, sorted by value. */
  values: { value: string; count: number }[];
}

/** Filter entries are written "key=value" (the codec escapes commas and colons). */
export const labelEntry = (key: string, value: string): string => `${key}=${value}`;

export function splitLabelEntry(entry: string): [string, string] {
  const at = entry.indexOf('=');
  return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
}

/** The label filter controls: one per key found on the rows. */
export function labelOptions(rows: readonly HealthRow[]): LabelOption[] {
  const byKey = new Map<string, Map<string, number>>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row.labels)) {
      const values = byKey.get(key) ?? new Map<string, number>();
      values.set(value, (values.get(value) ?? 0) + 1);
      byKey.set(key, values);
    }
  }
  return [...byKey.keys()].sort(compareText).map((key) => {
    const values = [...byKey.get(key)!.entries()]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => compareText(a.value, b.value));
    return { key, boolean: values.every(({ value }) => value === 'true' || value === 'false'), values };
  });
}

interface CompiledLabelFilter {
  /** key -> values of which one must match (OR within a key, AND across keys). */
  include: Map<string, Set<string>>;
  /** key=value pairs that exclude a row. */
  exclude: [string, string][];
}

function compile(selection: FilterSelection): CompiledLabelFilter {
  const include = new Map<string, Set<string>>();
  const exclude: [string, string][] = [];
  for (const [entry, mode] of Object.entries(selection)) {
    const [key, value] = splitLabelEntry(entry);
    if (mode === 1) include.set(key, (include.get(key) ?? new Set()).add(value));
    else if (mode === -1) exclude.push([key, value]);
  }
  return { include, exclude };
}

export interface RowFilter {
  hidePassing: boolean;
  labels: FilterSelection;
  /** Raw search text; matched case-insensitively. */
  search: string;
  /** When set, only these checks (e.g. those of one component). */
  ids?: ReadonlySet<string> | undefined;
}

/** The rows that pass Hide Passing, the label filters and the search. */
export function filterRows(rows: readonly HealthRow[], filter: RowFilter): HealthRow[] {
  const { include, exclude } = compile(filter.labels);
  const needle = filter.search.trim().toLowerCase();
  return rows.filter((row) => {
    if (filter.ids && !filter.ids.has(row.id)) return false;
    if (filter.hidePassing && row.passing) return false;
    for (const [key, values] of include) if (!values.has(row.labels[key] ?? '\u0000')) return false;
    for (const [key, value] of exclude) if (row.labels[key] === value) return false;
    return needle === '' || row.searchText.includes(needle);
  });
}

/** Active filters for the small-screen badge: Hide Passing (when on) plus each label entry. */
export function activeFilterCount(hidePassing: boolean, labels: FilterSelection): number {
  return (hidePassing ? 1 : 0) + Object.keys(labels).length;
}
