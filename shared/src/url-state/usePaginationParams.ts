import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, parsePageState, URL_STATE_KEYS } from '@opsdeck/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getPreference, setPreference } from '../format/preferences';
import { withParams } from './params';

export interface PaginationState {
  pageIndex: number;
  pageSize: number;
}

export interface PaginationParamsOptions {
  /** Page size when the URL has none (default 50, or the saved preference with `persistPageSize`). */
  defaultPageSize?: number;
  /** Remember page size changes in the persistPageSize preference and use it as the default. */
  persistPageSize?: boolean;
}

export interface PaginationParams extends PaginationState {
  setPageIndex: (pageIndex: number) => void;
  setPageSize: (pageSize: number) => void;
  /** react-table style setter (value or updater). */
  setPagination: (next: PaginationState | ((prev: PaginationState) => PaginationState)) => void;
}

/** pageIndex / pageSize kept in the URL (defaults 0 and 50); a new page size goes back to the first page. */
export function usePaginationParams(options: PaginationParamsOptions = {}): PaginationParams {
  const { persistPageSize = false } = options;
  const [params, setParams] = useSearchParams();
  const defaultSize = options.defaultPageSize ?? (persistPageSize ? getPreference('persistPageSize') : DEFAULT_PAGE_SIZE);
  const read = useCallback((p: URLSearchParams): PaginationState => {
    const { pageIndex, pageSize } = parsePageState(p, { pageSize: defaultSize });
    return { pageIndex, pageSize };
  }, [defaultSize]);

  const { pageIndex, pageSize } = read(params);
  const current = useMemo(() => ({ pageIndex, pageSize }), [pageIndex, pageSize]);

  const setPagination = useCallback<PaginationParams['setPagination']>(
    (next) => {
      setParams(
        (prev) => {
          const before = read(prev);
          const value = typeof next === 'function' ? next(before) : next;
          const sizeChanged = value.pageSize !== before.pageSize;
          if (sizeChanged && persistPageSize) setPreference('persistPageSize', value.pageSize);
          const index = sizeChanged ? DEFAULT_PAGE_INDEX : Math.max(0, value.pageIndex);
          return withParams(prev, {
            [URL_STATE_KEYS.pageIndex]: index === DEFAULT_PAGE_INDEX ? undefined : index,
            [URL_STATE_KEYS.pageSize]: value.pageSize === defaultSize ? undefined : value.pageSize,
          });
        },
        { replace: true },
      );
    },
    [setParams, read, defaultSize, persistPageSize],
  );

  const setPageIndex = useCallback((i: number) => setPagination((p) => ({ ...p, pageIndex: i })), [setPagination]);
  const setPageSize = useCallback((s: number) => setPagination((p) => ({ ...p, pageSize: s })), [setPagination]);
  return { ...current, setPageIndex, setPageSize, setPagination };
}
