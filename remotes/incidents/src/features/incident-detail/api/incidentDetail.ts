import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, incidentSchema, queryKeys, type Incident } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

const PERSON = 'id,name,avatar,email';
export const INCIDENT_SELECT = `*,commander_id(${PERSON}),communicator_id(${PERSON}),created_by(${PERSON})`;

/** One incident with its commander, communicator and creator; null when there is none with this id. */
export async function fetchIncident(api: AxiosInstance, id: string, signal?: AbortSignal): Promise<Incident | null> {
  const rows = await fetchRows(api, from('incidents').select(INCIDENT_SELECT).eq('id', id), incidentSchema, { signal });
  return rows[0] ?? null;
}

export const incidentDetailOptions = (api: AxiosInstance, id: string) => ({
  queryKey: queryKeys.incidents.detail(id),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchIncident(api, id, signal),
});

export function useIncident(id: string) {
  const api = useApi();
  return useQuery(incidentDetailOptions(api, id));
}
