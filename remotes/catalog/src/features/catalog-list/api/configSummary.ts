import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { CATALOG_SUMMARY_PATH, catalogSummaryRowSchema, queryKeys, type CatalogSummaryRequest } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

/** null when nothing matches (as the reference answers). */
const summaryResponseSchema = z.nullable(z.array(catalogSummaryRowSchema));

export async function fetchConfigSummary(api: AxiosInstance, request: CatalogSummaryRequest, signal?: AbortSignal) {
  const response = await api.post<unknown>(CATALOG_SUMMARY_PATH, request, { signal });
  return summaryResponseSchema.parse(response.data ?? null) ?? [];
}

export const configSummaryQueryOptions = (api: AxiosInstance, request: CatalogSummaryRequest) =>
  queryOptions({
    queryKey: queryKeys.configs.key('summary', request),
    queryFn: ({ signal }) => fetchConfigSummary(api, request, signal),
  });

/** POST /catalog/summary: config types with counts and health; asked for while the page renders, beside the list. */
export function useConfigSummary(request: CatalogSummaryRequest) {
  const options = configSummaryQueryOptions(useApi(), request);
  usePrefetchQuery(options);
  return useQuery(options);
}
