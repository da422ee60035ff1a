import { DEFAULT_PAGE_INDEX, parsePageState, URL_STATE_KEYS } from '@opsdeck/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePreference } from '../format/preferences';
import { withParams } from './params';

export interface PaginationState {
  pageIndex: number;
  pageSize: number;
}

export interface PaginationParamsOptions {
  /** Page size when the URL has none (default: the persistPageSize preference, 50 when unset). */
  defaultPageSize?: number;
  /** Remember page size changes in the persistPageSize preference (default true). */
  persistPageSize?: boolean;
}

export interface PaginationParams extends PaginationState {
  setPageIndex: (pageIndex: number) => void;
  setPageSize: (pageSize: number) => void;
  /** react-table style setter (value or updater). */
  setPagination: (next: PaginationState | ((prev: PaginationState) => PaginationState)) => void;
}

/**
 * The page size option to use for a preferred size when a table offers only some sizes: the
 * smallest option that holds at least as many rows, else the largest.
 */
export function fitPageSize(preferred: number, options: readonly number[]): number {
  const sorted = [...options].sort((a, b) => a - b);
  return sorted.find((size) => size >= preferred) ?? sorted[sorted.length - 1] ?? preferred;
}

/**
 * pageIndex / pageSize kept in the URL (defaults 0 and the page size preference); a new page size
 * goes back to the first page and becomes the preference.
 */
export function usePaginationParams(options: PaginationParamsOptions = {}): PaginationParams {
  const { persistPageSize = true } = options;
  const [params, setParams] = useSearchParams();
  const [preferredSize, setPreferredSize] = usePreference('persistPageSize');
  const defaultSize = options.defaultPageSize ?? preferredSize;
  const read = useCallback(
    (p: URLSearchParams): PaginationState => {
      const { pageIndex, pageSize } = parsePageState(p, { pageSize: defaultSize });
      return { pageIndex, pageSize };
    },
    [defaultSize],
  );

  const { pageIndex, pageSize } = read(params);
  const current = useMemo(() => ({ pageIndex, pageSize }), [pageIndex, pageSize]);

  const setPagination = useCallback<PaginationParams['setPagination']>(
    (next) => {
      setParams(
        (prev) => {
          const before = read(prev);
          const value = typeof next === 'function' ? next(before) : next;
          const sizeChanged = value.pageSize !== before.pageSize;
          const remember = sizeChanged && persistPageSize;
          if (remember) setPreferredSize(value.pageSize);
          // A remembered size is the new default, so the URL need not carry it.
          const nextDefault = remember && options.defaultPageSize === undefined ? value.pageSize : defaultSize;
          const index = sizeChanged ? DEFAULT_PAGE_INDEX : Math.max(0, value.pageIndex);
          return withParams(prev, {
            [URL_STATE_KEYS.pageIndex]: index === DEFAULT_PAGE_INDEX ? undefined : index,
            [URL_STATE_KEYS.pageSize]: value.pageSize === nextDefault ? undefined : value.pageSize,
          });
        },
        { replace: true },
      );
    },
    [setParams, read, defaultSize, persistPageSize, setPreferredSize, options.defaultPageSize],
  );

  const setPageIndex = useCallback((i: number) => setPagination((p) => ({ ...p, pageIndex: i })), [setPagination]);
  const setPageSize = useCallback((s: number) => setPagination((p) => ({ ...p, pageSize: s })), [setPagination]);
  return { ...current, setPageIndex, setPageSize, setPagination };
}
