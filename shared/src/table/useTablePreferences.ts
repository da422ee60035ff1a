import type { ExpandedState } from '@tanstack/react-table';
import { useCallback, useMemo, useRef } from 'react';

/** What a table remembers for the browser session. */
export interface TablePreferences {
  scrollTop: number;
  expandedRows: ExpandedState;
}

const EMPTY: TablePreferences = { scrollTop: 0, expandedRows: {} };

const session = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Saved preferences of the table stored under `key` (defaults when missing or malformed). */
export function readTablePreferences(key: string | undefined): TablePreferences {
  if (!key) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(key) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    const { scrollTop, expandedRows } = parsed as Partial<TablePreferences>;
    return {
      scrollTop: typeof scrollTop === 'number' && scrollTop >= 0 ? scrollTop : 0,
      expandedRows: expandedRows === true || (expandedRows && typeof expandedRows === 'object') ? expandedRows : {},
    };
  } catch {
    return EMPTY;
  }
}

export function writeTablePreferences(key: string, prefs: TablePreferences): void {
  try {
    session()?.setItem(key, JSON.stringify(prefs));
  } catch {
    // Storage full or blocked: the table simply does not remember.
  }
}

/** The preferences saved when the table mounted and a function merging changes into sessionStorage. */
export function useTablePreferences(key: string | undefined): [TablePreferences, (changes: Partial<TablePreferences>) => void] {
  const initial = useMemo(() => readTablePreferences(key), [key]);
  const latest = useRef(initial);
  const save = useCallback(
    (changes: Partial<TablePreferences>) => {
      if (!key) return;
      latest.current = { ...latest.current, ...changes };
      writeTablePreferences(key, latest.current);
    },
    [key],
  );
  return [initial, save];
}
