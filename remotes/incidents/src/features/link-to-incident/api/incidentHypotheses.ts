import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRows, from, hypothesisSchema, queryKeys, type Hypothesis } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /db/hypotheses: an incident's hypotheses, oldest (the root) first. */
export const incidentHypothesesQuery = (incidentId: string) =>
  from('hypotheses').select('id,incident_id,title,type,status').eq('incident_id', incidentId).order('created_at');

export function fetchIncidentHypotheses(api: AxiosInstance, incidentId: string, signal?: AbortSignal): Promise<Hypothesis[]> {
  return fetchRows(api, incidentHypothesesQuery(incidentId), hypothesisSchema, { signal });
}

// Under the incident's keys: a write to an incident (a new hypothesis) refreshes them.
export const incidentHypothesesKey = (incidentId: string) => queryKeys.incidents.key('hypotheses', incidentId);

export const incidentHypothesesQueryOptions = (api: AxiosInstance, incidentId: string) =>
  queryOptions({
    queryKey: incidentHypothesesKey(incidentId),
    queryFn: ({ signal }) => fetchIncidentHypotheses(api, incidentId, signal),
  });

/** The hypotheses of the picked incident; idle until one is picked. */
export function useIncidentHypotheses(incidentId: string | undefined) {
  const api = useApi();
  return useQuery({ ...incidentHypothesesQueryOptions(api, incidentId ?? ''), enabled: Boolean(incidentId) });
}
