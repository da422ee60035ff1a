import { keepPreviousData, queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import {
  CATALOG_CHANGES_MAX_PAGE_SIZE,
  CATALOG_CHANGES_PATH,
  catalogChangesResponseSchema,
  queryKeys,
  type CatalogChangesRequest,
  type ConfigChange,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { PagedCsvExportSource } from '@opsdeck/shared/table';
import type { AxiosInstance } from 'axios';
import { useMemo } from 'react';
import { changesCsvColumns } from '../lib/changes-csv';

/** POST /catalog/changes: a page of changes with their item's name and type, the total and the page's change types. */
export async function fetchCatalogChanges(api: AxiosInstance, request: CatalogChangesRequest, signal?: AbortSignal) {
  const response = await api.post<unknown>(CATALOG_CHANGES_PATH, request, { signal });
  const parsed = catalogChangesResponseSchema.parse(response.data ?? {});
  return { total: parsed.total ?? 0, summary: parsed.summary ?? {}, changes: parsed.changes ?? [] };
}

export const catalogChangesQueryOptions = (api: AxiosInstance, request: CatalogChangesRequest) =>
  queryOptions({
    queryKey: queryKeys.configs.key('changes', request),
    queryFn: ({ signal }) => fetchCatalogChanges(api, request, signal),
    placeholderData: keepPreviousData,
  });

/** The page's request leaves while the page renders rather than once it has been painted. */
export function useCatalogChanges(request: CatalogChangesRequest) {
  const options = catalogChangesQueryOptions(useApi(), request);
  usePrefetchQuery(options);
  return useQuery(options);
}

/**
 * Export CSV of a changes list: the same request (filters, window, sort) page by page, in the
 * largest pages the endpoint serves, written as CSV in the browser (the endpoint has no CSV answer).
 */
export function catalogChangesCsvSource(api: AxiosInstance, request: CatalogChangesRequest): PagedCsvExportSource<ConfigChange> {
  return {
    pageSize: CATALOG_CHANGES_MAX_PAGE_SIZE,
    columns: changesCsvColumns,
    rowKey: (change) => change.id,
    fetchPage: async (page, pageSize, signal) => {
      const answer = await fetchCatalogChanges(api, { ...request, page, page_size: pageSize }, signal);
      return { rows: answer.changes, total: answer.total };
    },
  };
}

export function useCatalogChangesCsvSource(request: CatalogChangesRequest) {
  const api = useApi();
  return useMemo(() => catalogChangesCsvSource(api, request), [api, request]);
}
