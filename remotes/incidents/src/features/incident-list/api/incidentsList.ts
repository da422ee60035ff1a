import { incidentListRowSchema, queryKeys } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';
import { incidentListQuery, type IncidentFilters } from '../lib/list-query';

/** The page of incident_summary the filters, sort and paging in the URL ask for, with its counts. */
export function useIncidentsList(filters: IncidentFilters) {
  return useServerTable({
    // The page, sort and page size are appended; writes invalidate queryKeys.incidents.all.
    queryKey: queryKeys.incidents.list(filters),
    query: (sort) => incidentListQuery(filters, sort),
    rowSchema: incidentListRowSchema,
    defaultSortBy: 'created_at',
    defaultSortOrder: 'desc',
  });
}
