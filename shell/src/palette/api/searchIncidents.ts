import { fetchRows, from, maybe, PALETTE_LIMITS, queryKeys, type PostgrestQuery } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

export const paletteIncidentSchema = z.object({
  id: z.string(),
  title: z.string(),
  incident_id: maybe(z.string()),
  status: maybe(z.string()),
});
export type PaletteIncident = z.infer<typeof paletteIncidentSchema>;

/** Incidents whose title contains the text, newest first (the resource search has no incidents). */
export const paletteIncidentsQuery = (text: string): PostgrestQuery =>
  from('incidents')
    .select('id,title,incident_id,status')
    .ilike('title', `*${text}*`)
    .order('created_at', { ascending: false })
    .limit(PALETTE_LIMITS.resourcesPerKind);

export function paletteIncidentsOptions(api: ReturnType<typeof useApi>, text: string) {
  return {
    queryKey: queryKeys.incidents.key('palette', text),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchRows(api, paletteIncidentsQuery(text), paletteIncidentSchema, { signal }),
  };
}

/** The incidents matching the (debounced) text; nothing is asked while `enabled` is false. */
export function usePaletteIncidents(text: string, enabled: boolean) {
  const api = useApi();
  return useQuery({ ...paletteIncidentsOptions(api, text), enabled: enabled && text !== '' });
}
