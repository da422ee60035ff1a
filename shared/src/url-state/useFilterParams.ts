import { decodeFilterValue, encodeFilterValue, parseUrlFilterParam, type FilterSelection } from '@opsdeck/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withParams } from './params';

/**
 * A filter parameter parsed as JSON where possible (else the raw string; __proto__ and constructor
 * keys dropped) and a setter that writes objects and arrays back as JSON.
 */
export function useJsonParam<T = unknown>(key: string): [T | undefined, (value: T | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(key);
  const value = useMemo(() => parseUrlFilterParam(raw) as T | undefined, [raw]);
  const setValue = useCallback(
    (next: T | undefined) => {
      const text = next === undefined || next === null ? undefined : typeof next === 'string' ? next : JSON.stringify(next);
      setParams((prev) => withParams(prev, { [key]: text }), { replace: true });
    },
    [key, setParams],
  );
  return [value, setValue];
}

export interface TriStateFilterParam {
  /** value → 1 (include) or -1 (exclude). */
  selection: FilterSelection;
  /** Sets one value's state; 0 removes it. */
  setValue: (value: string, mode: 0 | 1 | -1) => void;
  setSelection: (selection: Readonly<Record<string, number>>) => void;
  clear: () => void;
}

/** A tri-state filter kept in the URL as "value:1,other:-1" (the contracts filter-value codec). Changing it resets the page index. */
export function useTriStateFilterParam(key: string): TriStateFilterParam {
  const [params, setParams] = useSearchParams();
  const raw = params.get(key);
  const selection = useMemo(() => decodeFilterValue(raw), [raw]);

  const setSelection = useCallback(
    (next: Readonly<Record<string, number>>) => {
      setParams((prev) => withParams(prev, { [key]: encodeFilterValue(next), pageIndex: undefined }), { replace: true });
    },
    [key, setParams],
  );
  const setValue = useCallback(
    (value: string, mode: 0 | 1 | -1) => {
      const next: Record<string, number> = {};
      for (const [k, v] of Object.entries(selection))
        if (k !== value) Object.defineProperty(next, k, { value: v, enumerable: true });
      if (mode !== 0) Object.defineProperty(next, value, { value: mode, enumerable: true });
      setSelection(next);
    },
    [selection, setSelection],
  );
  const clear = useCallback(() => setSelection({}), [setSelection]);
  return { selection, setValue, setSelection, clear };
}
