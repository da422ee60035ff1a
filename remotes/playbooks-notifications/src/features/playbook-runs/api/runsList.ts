import { playbookRunSchema, queryKeys, runsListQuery, type RunsFilters } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';

export function useRunsList(filters: RunsFilters) {
  return useServerTable({
    queryKey: queryKeys.playbook_runs.list(filters),
    query: (sort) => runsListQuery(filters, sort),
    rowSchema: playbookRunSchema,
    defaultSortBy: 'created_at',
    defaultSortOrder: 'desc',
  });
}
