import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchRows, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { countByIncident, countsQuery } from '../lib/list-query';

const countRowSchema = z.looseObject({
  incident_id: z.nullish(z.string()),
  evidences: z.nullish(z.array(z.unknown())),
});

/** Hypothesis and evidence counts of the listed incidents, keyed by incident id. */
export async function fetchIncidentCounts(api: AxiosInstance, ids: readonly string[], signal?: AbortSignal) {
  if (ids.length === 0) return countByIncident([]);
  return countByIncident(await fetchRows(api, countsQuery(ids), countRowSchema, { signal }));
}

export const incidentCountsOptions = (api: AxiosInstance, ids: readonly string[]) => ({
  queryKey: queryKeys.incidents.key('counts', ids),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchIncidentCounts(api, ids, signal),
});

export function useIncidentCounts(ids: readonly string[]) {
  const api = useApi();
  return useQuery({ ...incidentCountsOptions(api, ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}
