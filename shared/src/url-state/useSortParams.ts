import { parseSortOrder, URL_STATE_KEYS, type SortOrder } from '@opsdeck/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withParams } from './params';

export type { SortOrder };

/** react-table's sorting shape. */
export type SortingState = { id: string; desc: boolean }[];

export interface SortParamsOptions {
  defaultSortBy?: string;
  defaultSortOrder?: SortOrder;
}

export interface SortParams {
  sortBy: string | undefined;
  sortOrder: SortOrder;
  /** The same sort as react-table state. */
  sorting: SortingState;
  setSort: (sortBy: string | undefined, sortOrder?: SortOrder) => void;
  /** react-table style setter. */
  setSorting: (next: SortingState | ((prev: SortingState) => SortingState)) => void;
}

/** sortBy / sortOrder (asc or desc) kept in the URL. Changing the sort resets the page index. */
export function useSortParams(options: SortParamsOptions = {}): SortParams {
  const { defaultSortBy, defaultSortOrder = 'asc' } = options;
  const [params, setParams] = useSearchParams();
  const { sortBy: byKey, sortOrder: orderKey, pageIndex: pageKey } = URL_STATE_KEYS;
  const sortBy = params.get(byKey) || defaultSortBy;
  const sortOrder = parseSortOrder(params.get(orderKey)) ?? defaultSortOrder;
  const sorting = useMemo<SortingState>(() => (sortBy ? [{ id: sortBy, desc: sortOrder === 'desc' }] : []), [sortBy, sortOrder]);

  const setSort = useCallback(
    (by: string | undefined, order: SortOrder = 'asc') => {
      setParams((prev) => withParams(prev, { [byKey]: by, [orderKey]: by ? order : undefined, [pageKey]: undefined }), {
        replace: true,
      });
    },
    [setParams, byKey, orderKey, pageKey],
  );

  const setSorting = useCallback<SortParams['setSorting']>(
    (next) => {
      const value = typeof next === 'function' ? next(sorting) : next;
      const first = value[0];
      setSort(first?.id, first?.desc ? 'desc' : 'asc');
    },
    [setSort, sorting],
  );

  return { sortBy, sortOrder, sorting, setSort, setSorting };
}
