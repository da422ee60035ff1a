import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEBOUNCE_MS, fetchRows, from, incidentSchema, queryKeys, type Incident } from '@opsdeck/contracts';
import { useDebouncedValue } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** Incidents evidence can still be linked to: every status before resolved and closed. */
export const LINKABLE_INCIDENT_STATUSES = ['new', 'open', 'investigating', 'mitigated'] as const;
export const INCIDENT_SEARCH_LIMIT = 50;

/** GET /db/incidents: the linkable incidents whose title contains `text`, newest first. */
export function searchIncidentsQuery(text: string) {
  const query = from('incidents').select('id,incident_id,title,status,severity,type').in('status', LINKABLE_INCIDENT_STATUSES);
  const term = text
    .trim()
    .replace(/[*,()]/g, ' ')
    .trim();
  return (term ? query.ilike('title', `*${term}*`) : query)
    .order('created_at', { ascending: false })
    .limit(INCIDENT_SEARCH_LIMIT);
}

export function searchIncidents(api: AxiosInstance, text: string, signal?: AbortSignal): Promise<Incident[]> {
  return fetchRows(api, searchIncidentsQuery(text), incidentSchema, { signal });
}

export const incidentSearchKey = (text: string) => queryKeys.incidents.list({ linkable: true, title: text.trim() });

export const incidentSearchQueryOptions = (api: AxiosInstance, text: string) =>
  queryOptions({
    queryKey: incidentSearchKey(text),
    queryFn: ({ signal }) => searchIncidents(api, text, signal),
    placeholderData: keepPreviousData,
  });

/** The incidents matching what was typed, asked once typing pauses (the async dropdown debounce). */
export function useIncidentSearch(text: string, enabled = true) {
  const api = useApi();
  const debounced = useDebouncedValue(text, DEBOUNCE_MS.asyncDropdown);
  return useQuery({ ...incidentSearchQueryOptions(api, debounced), enabled });
}
