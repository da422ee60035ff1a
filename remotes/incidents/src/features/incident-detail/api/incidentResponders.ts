import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, queryKeys, responderSchema, type Responder } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

export const respondersKey = (incidentId: string) => queryKeys.incidents.key('responders', incidentId);

/** The incident's current responders (removed ones carry deleted_at), people and teams. */
export async function fetchResponders(api: AxiosInstance, incidentId: string, signal?: AbortSignal): Promise<Responder[]> {
  const query = from('responders')
    .select('*,team:team_id(id,name,icon),person:person_id(id,name,avatar)')
    .eq('incident_id', incidentId)
    .is('deleted_at', null)
    .order('created_at', { ascending: true });
  return fetchRows(api, query, responderSchema, { signal });
}

export function useResponders(incidentId: string) {
  const api = useApi();
  return useQuery({ queryKey: respondersKey(incidentId), queryFn: ({ signal }) => fetchResponders(api, incidentId, signal) });
}
