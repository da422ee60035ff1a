import { DEBOUNCE_MS } from '@opsdeck/contracts';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { toFilterOptions, type FilterOption } from './summary';

/** Loads the options matching a query; `signal` aborts when a newer query replaces it. */
export type FilterOptionsLoader = (query: string, signal: AbortSignal) => Promise<readonly (string | FilterOption)[]>;

export interface AsyncOptionsState {
  options: FilterOption[];
  /** The answer for the current query has not arrived yet (earlier options stay meanwhile). */
  loading: boolean;
  failed: boolean;
}

/**
 * The options `loader` gives for `query`, asked once typing has paused for 100 ms (the first
 * query at once). Answers to replaced queries are dropped. Nothing is asked while `loader` is
 * undefined (e.g. the dropdown is closed); a new loader function does not ask again by itself.
 */
export function useAsyncOptions(loader: FilterOptionsLoader | undefined, query: string): AsyncOptionsState {
  const debounced = useDebouncedValue(query, DEBOUNCE_MS.asyncDropdown);
  const latest = useRef(loader);
  latest.current = loader;
  const enabled = loader !== undefined;
  const [answer, setAnswer] = useState<{ query: string | undefined; options: FilterOption[]; failed: boolean }>({
    query: undefined,
    options: [],
    failed: false,
  });
  useEffect(() => {
    const load = latest.current;
    if (!enabled || !load) return;
    const controller = new AbortController();
    load(debounced, controller.signal).then(
      (options) => {
        if (!controller.signal.aborted) setAnswer({ query: debounced, options: toFilterOptions(options), failed: false });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ query: debounced, options: [], failed: true });
      },
    );
    return () => controller.abort();
  }, [enabled, debounced]);
  return { options: answer.options, loading: enabled && answer.query !== debounced, failed: answer.failed };
}
