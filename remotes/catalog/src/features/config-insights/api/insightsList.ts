import { configAnalysisSchema, queryKeys } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';
import { insightsListQuery, type InsightsFilters } from '../lib/insights-filters';

/** GET /db/config_analysis_items, server-sorted and paged with an exact count. */
export function useInsightsList(filters: InsightsFilters, configId?: string) {
  return useServerTable({
    queryKey: queryKeys.configs.key('insights', { filters, configId }),
    query: (sort) => insightsListQuery(filters, sort, configId),
    rowSchema: configAnalysisSchema,
  });
}
