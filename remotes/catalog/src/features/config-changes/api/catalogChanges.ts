import { keepPreviousData, queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { CATALOG_CHANGES_PATH, catalogChangesResponseSchema, queryKeys, type CatalogChangesRequest } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

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
