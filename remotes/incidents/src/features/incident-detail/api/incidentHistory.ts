import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, incidentHistorySchema, queryKeys, type IncidentHistory } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

export const historyKey = (incidentId: string) => queryKeys.incidents.key('history', incidentId);

/** incident_histories of the incident, newest first, with who did it. */
export async function fetchHistory(api: AxiosInstance, incidentId: string, signal?: AbortSignal): Promise<IncidentHistory[]> {
  const query = from('incident_histories')
    .select('id,type,description,created_at,hypothesis:hypotheses(id,title),created_by(id,name,avatar)')
    .eq('incident_id', incidentId)
    .order('created_at', { ascending: false })
    .limit(500);
  return fetchRows(api, query, incidentHistorySchema, { signal });
}

export function useIncidentHistory(incidentId: string) {
  const api = useApi();
  return useQuery({ queryKey: historyKey(incidentId), queryFn: ({ signal }) => fetchHistory(api, incidentId, signal) });
}
