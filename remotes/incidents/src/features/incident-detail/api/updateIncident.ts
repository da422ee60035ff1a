import {
  from,
  INCIDENT_RESOURCE_NAMES,
  incidentPatchSchema,
  queryKeys,
  updatedSuccessfully,
  type Incident,
  type IncidentPatch,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { useOptimisticWrite } from '../hooks/useOptimisticWrite';

/** PATCH /db/incidents?id=eq.{id} with the edited fields, checked against the contracts schema. */
export async function updateIncident(api: AxiosInstance, id: string, patch: IncidentPatch): Promise<void> {
  await api.patch(from('incidents').eq('id', id).toString(), z.parse(incidentPatchSchema, patch));
}

/** Edits shown at once; a person picked as commander or communicator shows with its name. */
export function useUpdateIncident(id: string, people: ReadonlyMap<string, { id: string; name?: string | null }> = new Map()) {
  const api = useApi();
  return useOptimisticWrite<IncidentPatch, Incident | null>({
    queryKey: queryKeys.incidents.detail(id),
    write: (patch) => updateIncident(api, id, patch),
    apply: (incident, patch) => {
      if (!incident) return incident;
      const next: Incident = { ...incident, ...patch } as Incident;
      for (const key of ['commander_id', 'communicator_id'] as const)
        if (patch[key] !== undefined) next[key] = patch[key] ? (people.get(patch[key]) ?? patch[key]) : null;
      return next;
    },
    success: () => updatedSuccessfully(INCIDENT_RESOURCE_NAMES.incident),
  });
}
