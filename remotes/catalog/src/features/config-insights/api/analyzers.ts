import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

const analyzerRow = z.looseObject({ analyzer: z.nullish(z.string()) });

/** GET /db/config_analysis_analyzers?order=analyzer.asc: analyzers with open insights. */
export async function fetchAnalyzers(api: AxiosInstance, signal?: AbortSignal) {
  const rows = await fetchRows(api, from('config_analysis_analyzers').select('analyzer').order('analyzer'), analyzerRow, {
    signal,
  });
  return rows.flatMap((row) => (row.analyzer ? [row.analyzer] : []));
}

export const analyzersQueryOptions = (api: AxiosInstance) =>
  queryOptions({ queryKey: queryKeys.configs.key('analyzers'), queryFn: ({ signal }) => fetchAnalyzers(api, signal) });

export const useAnalyzers = () => useQuery(analyzersQueryOptions(useApi()));
